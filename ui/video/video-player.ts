/**
 * The video player: one engine over either source (`vimeo` or `own`, see types.ts PlayerSource)
 * applying the spec's player rules (part 2 section 4 "Video player", section 8 errors, section 9
 * constants):
 * - play: volume on (DEFAULT_VOLUME), unmute, play, `playing` true, callback(true); if the video is
 *   still muted afterwards it is paused and 'Video is muted' reported;
 * - pause: pause, then seek to `current_time` when given;
 * - a next cue point is registered with its next-state data plus a second one 0.251 s later; a cue
 *   point with identical time and data is not added twice;
 * - a cue whose data equals the last executed cue's is not executed again (the twin 0.251 s later,
 *   or the same cue crossed again after resuming from a hold time before it);
 * - loading a new video resets the last executed cue and clears the buffering timer;
 * - 'No Time' for a null cue time, 'No Player' without a source;
 * - a seek that leaves the time at 0 on the affected platform is retried after 0.1 s;
 * - play/pause/seek failures call the error callback and log; a failed play sets `playing` false
 *   and calls the play callback with false.
 * Player states (part 1 section 4): idle → cued (video loaded) → playing ⇄ paused → ended.
 */
import mitt from 'mitt';
import { BUFFERING_INDICATOR_DELAY_MS, CUE_POINT_OFFSET_S, DEFAULT_VOLUME, READY_TIMEOUT_MS, SEEK_RETRY_DELAY_S } from './constants';
import type { CueData, PlayerSource, SourceEvents, VideoPlayerState, VideoStateObject } from '../../core/video/types';

/** Errors of the player with the spec's exact messages. */
export const VIDEO_ERRORS = {
  muted: 'Video is muted',
  noTime: 'No Time',
  noPlayer: 'No Player',
  notFound: 'Video player not found',
} as const;

/** An error of the video engine; `code` tells the UI which child-friendly text to show. */
export class VideoError extends Error {
  constructor(
    message: string,
    readonly code: 'muted' | 'no_time' | 'no_player' | 'load_failed' | 'timeout' | 'playback',
  ) {
    super(message);
    this.name = 'VideoError';
  }
}

/** The engine's events (a type alias, not an interface: mitt needs the implicit index signature). */
export type PlayerEvents = {
  state: VideoPlayerState;
  /** A cue point was reached (at most once per distinct cue data in a row). */
  cue: CueData;
  buffering: boolean;
  time: number;
  error: VideoError;
};

export interface VideoPlayerOptions {
  /** The affected platform (iOS WebKit) where a seek can leave the time at 0 until the media loads. */
  seekRetryWhenZero?: boolean;
  /** Error callback (spec: play/pause/seek failures call it). */
  onError?: (error: Error) => void;
  /** Logger; defaults to console.warn. */
  log?: (message: string, error?: unknown) => void;
}

function sameCue(a: CueData | null, b: CueData | null): boolean {
  return !!a && !!b && a.state === b.state && a.next_state === b.next_state && a.next_sub_state === b.next_sub_state;
}

/** True when the page runs on iOS/iPadOS WebKit, the platform whose seeks may report 0 at first. */
export function isSeekRetryPlatform(nav: { userAgent: string; maxTouchPoints?: number } | undefined = globalThis.navigator): boolean {
  if (!nav) return false;
  return /iPad|iPhone|iPod/.test(nav.userAgent) || (/Macintosh/.test(nav.userAgent) && (nav.maxTouchPoints ?? 0) > 1);
}

export class VideoPlayer {
  private readonly events = mitt<PlayerEvents>();
  private lastExecutedCue: CueData | null = null;
  private bufferingTimer: ReturnType<typeof setTimeout> | null = null;
  private _state: VideoPlayerState = 'idle';
  private _buffering = false;
  private unbind: (() => void)[] = [];
  /** Spec "mark playing true" after a play; false after a failed play or a pause. */
  playing = false;

  constructor(
    private readonly source: PlayerSource | null,
    private readonly options: VideoPlayerOptions = {},
  ) {
    if (!source) return;
    const bind = <K extends keyof SourceEvents>(event: K, handler: (p: SourceEvents[K]) => void) => {
      source.on(event, handler);
      this.unbind.push(() => source.off(event, handler));
    };
    bind('cuepoint', ({ data }) => this.executeCue(data));
    bind('ended', () => {
      this.playing = false;
      this.setState('ended');
    });
    bind('playing', () => this.setState('playing'));
    bind('pause', () => {
      if (this._state !== 'ended') this.setState('paused');
    });
    bind('bufferstart', () => this.startBuffering());
    bind('bufferend', () => this.stopBuffering());
    bind('timeupdate', ({ seconds }) => this.emit('time', seconds));
    bind('error', ({ message }) => this.fail(new VideoError(message, 'playback')));
  }

  get state(): VideoPlayerState {
    return this._state;
  }

  get buffering(): boolean {
    return this._buffering;
  }

  /** The data of the cue executed last (null after loading a video). */
  get lastCue(): CueData | null {
    return this.lastExecutedCue;
  }

  /** Subscribes to an engine event; returns the unsubscribe. */
  on<K extends keyof PlayerEvents>(event: K, handler: (payload: PlayerEvents[K]) => void): () => void {
    this.events.on(event, handler);
    return () => this.events.off(event, handler);
  }

  private emit<K extends keyof PlayerEvents>(event: K, payload: PlayerEvents[K]) {
    this.events.emit(event, payload);
  }

  private setState(state: VideoPlayerState) {
    if (this._state === state) return;
    this._state = state;
    this.emit('state', state);
  }

  private log(message: string, error?: unknown) {
    (this.options.log ?? ((m: string, e?: unknown) => console.warn(m, e)))(message, error);
  }

  private fail(error: Error) {
    this.log(`video: ${error.message}`, error);
    this.options.onError?.(error);
    if (error instanceof VideoError) this.emit('error', error);
  }

  private requireSource(): PlayerSource {
    if (!this.source) {
      this.log(VIDEO_ERRORS.notFound);
      throw new VideoError(VIDEO_ERRORS.noPlayer, 'no_player');
    }
    return this.source;
  }

  /**
   * Waits until the source is ready, at most `timeoutMs` (default READY_TIMEOUT_MS): a source that
   * can't load (offline Vimeo, missing file) becomes a VideoError instead of a spinner forever.
   * The state becomes `cued`.
   * @throws VideoError code 'load_failed' (the source's own message) or 'timeout'.
   */
  async whenReady(timeoutMs = READY_TIMEOUT_MS): Promise<void> {
    const source = this.requireSource();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new VideoError('The video took too long to load', 'timeout')), timeoutMs);
    });
    try {
      await Promise.race([
        source.ready().catch((e: unknown) => {
          throw new VideoError(e instanceof Error ? e.message : String(e), 'load_failed');
        }),
        timeout,
      ]);
      if (this._state === 'idle') this.setState('cued');
    } catch (e) {
      const error = e instanceof VideoError ? e : new VideoError(String(e), 'load_failed');
      this.fail(error);
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * Loads another video into the same player: the last executed cue is forgotten and the
   * buffering timer cleared (spec), the state becomes `cued`.
   */
  async loadVideo(id: string): Promise<void> {
    const source = this.requireSource();
    this.lastExecutedCue = null;
    this.stopBuffering();
    this.playing = false;
    await source.loadVideo(id);
    this.setState('cued');
  }

  /**
   * Spec play action. `callback(true)` once playing; `callback(false)` when play failed (then the
   * error callback runs too). A video that stays muted is paused and 'Video is muted' reported.
   */
  async play(callback?: (playing: boolean) => void): Promise<boolean> {
    const source = this.requireSource();
    try {
      await source.setVolume(DEFAULT_VOLUME);
      await source.setMuted(false);
      await source.play();
      this.playing = true;
      this.setState('playing');
      callback?.(true);
    } catch (e) {
      this.playing = false;
      callback?.(false);
      this.fail(e instanceof Error ? e : new Error(String(e)));
      return false;
    }
    if (await source.getMuted().catch(() => false)) {
      await this.pause();
      this.fail(new VideoError(VIDEO_ERRORS.muted, 'muted'));
      return false;
    }
    return true;
  }

  /** Spec pause action: pause, then seek to `currentTime` when given (seconds). Failures go to the error callback. */
  async pause(currentTime?: number | null): Promise<void> {
    const source = this.requireSource();
    try {
      await source.pause();
      this.playing = false;
      if (this._state !== 'ended') this.setState('paused');
    } catch (e) {
      this.fail(e instanceof Error ? e : new Error(String(e)));
      return;
    }
    if (currentTime !== undefined && currentTime !== null) await this.seek(currentTime);
  }

  /**
   * Seeks to `seconds`. On the affected platform a seek that leaves the current time at 0 is
   * tried once more after SEEK_RETRY_DELAY_S. Failures go to the error callback.
   */
  async seek(seconds: number): Promise<void> {
    const source = this.requireSource();
    try {
      await source.setCurrentTime(seconds);
      if (this.options.seekRetryWhenZero && seconds > 0 && (await source.getCurrentTime()) === 0) {
        await new Promise((resolve) => setTimeout(resolve, SEEK_RETRY_DELAY_S * 1000));
        await source.setCurrentTime(seconds);
      }
    } catch (e) {
      this.fail(e instanceof Error ? e : new Error(String(e)));
    }
  }

  /**
   * Registers the next cue point of a video state with its next-state data, plus a twin
   * CUE_POINT_OFFSET_S later (a cue crossed between two time updates still fires). Cue points with
   * the same time and data are not added again.
   * @throws VideoError 'No Time' when `next_cue_point` is null, 'No Player' without a source.
   */
  async setNextCuePoint(video: VideoStateObject): Promise<void> {
    const source = this.requireSource();
    if (video.next_cue_point === null || video.next_cue_point === undefined) throw new VideoError(VIDEO_ERRORS.noTime, 'no_time');
    const data: CueData = { state: video.state, next_state: video.next_state ?? null, next_sub_state: video.next_sub_state ?? null };
    const existing = await source.getCuePoints();
    for (const time of [video.next_cue_point, Math.round((video.next_cue_point + CUE_POINT_OFFSET_S) * 1000) / 1000]) {
      if (existing.some((c) => Math.abs(c.time - time) < 1e-6 && sameCue(c.data, data))) continue;
      await source.addCuePoint(time, data);
    }
  }

  /**
   * Applies a video state object: registers its next cue point (when it has one), then plays
   * (from `current_time` when given) or pauses (holding at `current_time`).
   */
  async apply(video: VideoStateObject): Promise<void> {
    if (video.next_cue_point !== null && video.next_cue_point !== undefined) await this.setNextCuePoint(video);
    if (video.video_action === 'pause') {
      await this.pause(video.current_time);
      return;
    }
    if (video.current_time !== undefined && video.current_time !== null) await this.seek(video.current_time);
    await this.play();
  }

  /** Marks `data` executed, so a cue with the same data reached next (its twin) is ignored. */
  private executeCue(data: CueData) {
    if (sameCue(this.lastExecutedCue, data)) return;
    this.lastExecutedCue = data;
    this.emit('cue', data);
  }

  private startBuffering() {
    if (this.bufferingTimer) return;
    this.bufferingTimer = setTimeout(() => {
      this.bufferingTimer = null;
      this._buffering = true;
      this.emit('buffering', true);
    }, BUFFERING_INDICATOR_DELAY_MS);
  }

  private stopBuffering() {
    if (this.bufferingTimer) clearTimeout(this.bufferingTimer);
    this.bufferingTimer = null;
    if (this._buffering) {
      this._buffering = false;
      this.emit('buffering', false);
    }
  }

  /** Detaches from the source and destroys it. */
  async destroy(): Promise<void> {
    this.stopBuffering();
    for (const u of this.unbind) u();
    this.unbind = [];
    this.events.all.clear();
    await this.source?.destroy().catch((e: unknown) => this.log('video: destroy failed', e));
  }
}
