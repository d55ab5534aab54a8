import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CUE_POINT_OFFSET_S, DEFAULT_VOLUME, READY_TIMEOUT_MS, TIMING_SYNC_DEFAULTS } from './constants';
import { FakeSource } from './fake-source.test-support';
import { fetchOembed, OembedError } from './oembed';
import { syncStep } from './timing-sync';
import type { CueData } from '../../core/video/types';
import { isSeekRetryPlatform, VideoError, VideoPlayer } from './video-player';

const quiet = () => undefined;

function setup(options: { seekRetryWhenZero?: boolean } = {}) {
  const source = new FakeSource();
  const errors: Error[] = [];
  const logs: string[] = [];
  const player = new VideoPlayer(source, { ...options, onError: (e) => errors.push(e), log: (m) => logs.push(m) });
  const cues: CueData[] = [];
  player.on('cue', (c) => cues.push(c));
  return { source, player, errors, logs, cues };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('play', () => {
  it('sets the volume, unmutes, plays, marks playing and calls back with true', async () => {
    const { source, player } = setup();
    const callback = vi.fn();
    expect(await player.play(callback)).toBe(true);
    expect(source.calls).toEqual([`setVolume(${DEFAULT_VOLUME})`, 'setMuted(false)', 'play()']);
    expect(DEFAULT_VOLUME).toBe(1);
    expect(player.playing).toBe(true);
    expect(player.state).toBe('playing');
    expect(callback).toHaveBeenCalledWith(true);
  });

  it('pauses and reports "Video is muted" when the video is still muted afterwards', async () => {
    const { source, player, errors } = setup();
    source.stayMuted = true;
    expect(await player.play()).toBe(false);
    expect(source.calls.at(-1)).toBe('pause()');
    expect(source.paused).toBe(true);
    expect(errors.map((e) => e.message)).toEqual(['Video is muted']);
    expect(player.playing).toBe(false);
  });

  it('on failure sets playing false, calls back with false, calls the error callback and logs', async () => {
    const { source, player, errors, logs } = setup();
    source.failing.add('play');
    const callback = vi.fn();
    expect(await player.play(callback)).toBe(false);
    expect(player.playing).toBe(false);
    expect(callback).toHaveBeenCalledWith(false);
    expect(errors.map((e) => e.message)).toEqual(['play failed']);
    expect(logs).toEqual(['video: play failed']);
  });
});

describe('pause and seek', () => {
  it('pauses, then seeks to current_time when given', async () => {
    const { source, player } = setup();
    await player.play();
    source.calls = [];
    await player.pause(8);
    expect(source.calls).toEqual(['pause()', 'setCurrentTime(8)']);
    expect(player.state).toBe('paused');
    expect(player.playing).toBe(false);
    source.calls = [];
    await player.pause();
    expect(source.calls).toEqual(['pause()']);
  });

  it('a failed pause or seek calls the error callback and logs, without throwing', async () => {
    const { source, player, errors, logs } = setup();
    source.failing.add('pause');
    await player.pause(3);
    source.failing.clear();
    source.failing.add('setCurrentTime');
    await player.seek(4);
    expect(errors.map((e) => e.message)).toEqual(['pause failed', 'setCurrentTime failed']);
    expect(logs).toHaveLength(2);
  });

  it('retries a seek after 0.1 s when the time stays 0 on the affected platform', async () => {
    const { source, player } = setup({ seekRetryWhenZero: true });
    source.seeksStuckAtZero = 1;
    const done = player.seek(12);
    await vi.advanceTimersByTimeAsync(99);
    expect(source.calls.filter((c) => c.startsWith('setCurrentTime'))).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(source.calls.filter((c) => c.startsWith('setCurrentTime'))).toEqual(['setCurrentTime(12)', 'setCurrentTime(12)']);
    expect(source.time).toBe(12);
  });

  it('does not retry elsewhere', async () => {
    const { source, player } = setup({ seekRetryWhenZero: false });
    source.seeksStuckAtZero = 1;
    await player.seek(12);
    await vi.advanceTimersByTimeAsync(1000);
    expect(source.calls.filter((c) => c.startsWith('setCurrentTime'))).toHaveLength(1);
  });

  it('recognises the affected platform (iOS WebKit, including iPadOS reporting as a Mac)', () => {
    expect(isSeekRetryPlatform({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)' })).toBe(true);
    expect(isSeekRetryPlatform({ userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', maxTouchPoints: 5 })).toBe(true);
    expect(isSeekRetryPlatform({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120', maxTouchPoints: 0 })).toBe(false);
  });
});

describe('cue points', () => {
  const state = { state: 'videoQuestion', next_state: 'videoQuestion', next_sub_state: 0, video_action: 'play' as const };

  it('registers the next cue point with its data and a twin 0.251 s later', async () => {
    const { source, player } = setup();
    await player.setNextCuePoint({ ...state, next_cue_point: 8.25 });
    const cues = await source.getCuePoints();
    expect(cues.map((c) => c.time)).toEqual([8.25, 8.25 + CUE_POINT_OFFSET_S]);
    expect(cues[0]!.data).toEqual({ state: 'videoQuestion', next_state: 'videoQuestion', next_sub_state: 0 });
    expect(cues[1]!.data).toEqual(cues[0]!.data);
  });

  it('does not add a cue point with identical time and data twice, but does add different data', async () => {
    const { source, player } = setup();
    await player.setNextCuePoint({ ...state, next_cue_point: 8.25 });
    await player.setNextCuePoint({ ...state, next_cue_point: 8.25 });
    expect(await source.getCuePoints()).toHaveLength(2);
    await player.setNextCuePoint({ ...state, next_sub_state: 1, next_cue_point: 8.25 });
    expect(await source.getCuePoints()).toHaveLength(4);
  });

  it('"No Time" for a null cue time, "No Player" without a player', async () => {
    const { player } = setup();
    await expect(player.setNextCuePoint({ ...state, next_cue_point: null })).rejects.toThrow('No Time');
    const none = new VideoPlayer(null, { log: quiet });
    await expect(none.setNextCuePoint({ ...state, next_cue_point: 3 })).rejects.toThrow('No Player');
    await expect(none.play()).rejects.toThrow('No Player');
  });

  it('executes a cue once: its twin and a second crossing after resuming from before it are ignored', async () => {
    const { source, player, cues } = setup();
    await player.setNextCuePoint({ ...state, next_cue_point: 8.25 });
    await player.play();
    source.advance(8.6); // crosses 8.25 and 8.501
    expect(cues).toHaveLength(1);
    await player.pause(8); // hold before the cue, as a question does
    await player.play();
    source.advance(1);
    expect(cues).toHaveLength(1);
    await player.setNextCuePoint({ ...state, next_sub_state: 1, next_cue_point: 17.25 });
    source.advance(10);
    expect(cues.map((c) => c.next_sub_state)).toEqual([0, 1]);
  });

  it('loading a new video resets the last executed cue and clears the buffering timer', async () => {
    const { source, player, cues } = setup();
    const buffering: boolean[] = [];
    player.on('buffering', (b) => buffering.push(b));
    await player.setNextCuePoint({ ...state, next_cue_point: 2 });
    await player.play();
    source.advance(3);
    expect(player.lastCue).not.toBeNull();
    source.emit('bufferstart', undefined);
    await player.loadVideo('desert-18');
    expect(player.lastCue).toBeNull();
    expect(player.state).toBe('cued');
    await vi.advanceTimersByTimeAsync(5000);
    expect(buffering).toEqual([]); // the timer was cleared before it showed the spinner
    // The same cue data fires again in the new video.
    await player.play();
    source.advance(3);
    expect(cues).toHaveLength(2);
  });

  it('shows buffering only when it lasts, and hides it at bufferend', async () => {
    const { source, player } = setup();
    const buffering: boolean[] = [];
    player.on('buffering', (b) => buffering.push(b));
    source.emit('bufferstart', undefined);
    source.emit('bufferend', undefined);
    await vi.advanceTimersByTimeAsync(2000);
    expect(buffering).toEqual([]);
    source.emit('bufferstart', undefined);
    await vi.advanceTimersByTimeAsync(2000);
    source.emit('bufferend', undefined);
    expect(buffering).toEqual([true, false]);
  });
});

describe('states and video state objects', () => {
  it('goes idle → cued → playing → paused → playing → ended', async () => {
    const { source, player } = setup();
    const states: string[] = [];
    player.on('state', (s) => states.push(s));
    expect(player.state).toBe('idle');
    await player.whenReady();
    await player.play();
    await player.pause();
    await player.play();
    source.advance(1000);
    expect(states).toEqual(['cued', 'playing', 'paused', 'playing', 'ended']);
    expect(player.playing).toBe(false);
  });

  it('apply(): a pause state holds at current_time; a play state seeks, registers its cue and plays', async () => {
    const { source, player } = setup();
    await player.apply({ state: 'promptStatic', video_action: 'pause', current_time: 14, next_cue_point: null });
    expect(source.calls).toEqual(['pause()', 'setCurrentTime(14)']);
    source.calls = [];
    await player.apply({ state: 'mmIntro', video_action: 'play', current_time: 15, next_cue_point: 21.5, next_state: 'mmStatic' });
    expect(source.calls).toEqual(['addCuePoint(21.5)', `addCuePoint(${21.5 + CUE_POINT_OFFSET_S})`, 'setCurrentTime(15)', 'setVolume(1)', 'setMuted(false)', 'play()']);
  });
});

describe('loading', () => {
  it('a source that never becomes ready fails with a timeout instead of hanging', async () => {
    const { source, player, errors } = setup();
    source.readyResult = 'never';
    const ready = player.whenReady().catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(READY_TIMEOUT_MS);
    const error = await ready;
    expect(error).toBeInstanceOf(VideoError);
    expect((error as VideoError).code).toBe('timeout');
    expect(errors).toHaveLength(1);
  });

  it('a source that fails to load reports its message as load_failed', async () => {
    const { source, player } = setup();
    source.readyResult = new Error('error fetching the embed code');
    await expect(player.whenReady()).rejects.toMatchObject({ code: 'load_failed', message: 'error fetching the embed code' });
    expect(player.state).toBe('idle');
  });
});

describe('oembed', () => {
  const url = 'https://vimeo.com/76979871';
  const reply = (status: number, body: unknown = {}) => (() => Promise.resolve(new Response(JSON.stringify(body), { status }))) as unknown as typeof fetch;

  it('sends url and options as query parameters and returns the embed data', async () => {
    let asked = '';
    const fetchImpl = ((input: string) => {
      asked = input;
      return Promise.resolve(new Response(JSON.stringify({ html: '<iframe></iframe>', video_id: 76979871 }), { status: 200 }));
    }) as unknown as typeof fetch;
    const data = await fetchOembed(url, { dnt: true, width: 640 }, fetchImpl);
    expect(data.video_id).toBe(76979871);
    const q = new URL(asked).searchParams;
    expect([q.get('url'), q.get('dnt'), q.get('width')]).toEqual([url, 'true', '640']);
  });

  it.each([
    [404, `${url} was not found`],
    [403, 'not embeddable'],
    [500, 'error fetching the embed code'],
  ])('status %i → %s', async (status, message) => {
    await expect(fetchOembed(url, {}, reply(status))).rejects.toThrow(new OembedError(message, status));
  });

  it('a network failure (offline) → error fetching the embed code', async () => {
    const offline = (() => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch;
    await expect(fetchOembed(url, {}, offline)).rejects.toThrow('error fetching the embed code');
  });

  it('a request that hangs is aborted after the timeout', async () => {
    const hang = ((_: string, init: RequestInit) =>
      new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))))) as unknown as typeof fetch;
    const result = fetchOembed(url, {}, hang, 5000).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(5000);
    expect(((await result) as Error).message).toBe('error fetching the embed code');
  });
});

describe('timing sync defaults', () => {
  it('are the spec values', () => {
    expect(TIMING_SYNC_DEFAULTS).toEqual({ allowedDrift: 0.3, maxAllowedDrift: 1, minCheckInterval: 0.1, maxRateAdjustment: 0.2, maxTimeToCatchUp: 1 });
  });
  it('ignore small drift, adjust the rate within 0.2 for medium drift, seek beyond 1 s', () => {
    expect(syncStep(10, 10.2)).toEqual({ action: 'none', rate: 1 });
    expect(syncStep(10, 10.5)).toEqual({ action: 'rate', rate: 1.2 });
    expect(syncStep(10.5, 10)).toEqual({ action: 'rate', rate: 0.8 });
    expect(syncStep(10, 12)).toEqual({ action: 'seek', to: 12, rate: 1 });
  });
});
