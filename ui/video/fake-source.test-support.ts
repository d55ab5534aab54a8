/**
 * A fake player source for unit tests: the PlayerSource protocol (the @vimeo/player method and
 * event names) over a clock the test moves with `advance(seconds)`; no media, no real time.
 * Knobs let a test make calls fail, keep the video muted, or keep a seek at 0.
 */
/* eslint-disable @typescript-eslint/require-await -- the PlayerSource protocol is async like @vimeo/player's; the fake answers at once */
import { CueTrackingSource } from './cue-tracker';
import type { CueData, PlayerSource, SourceEvents, VideoSourceKind } from '../../core/video/types';

export class FakeSource extends CueTrackingSource implements PlayerSource {
  readonly kind: VideoSourceKind;
  time = 0;
  duration = 120;
  muted = true;
  volume = 0;
  paused = true;
  rate = 1;
  loadedId: string | null = null;
  /** Every method call in order, e.g. 'setVolume(1)'. */
  calls: string[] = [];
  failing = new Set<string>();
  stayMuted = false;
  /** How many seeks still leave the time at 0 (the affected platform's behaviour). */
  seeksStuckAtZero = 0;
  readyResult: 'ok' | 'never' | Error = 'ok';

  constructor(kind: VideoSourceKind = 'own') {
    super();
    this.kind = kind;
  }

  private call(name: string) {
    this.calls.push(name);
    const method = name.slice(0, name.indexOf('('));
    if (this.failing.has(method)) throw new Error(`${method} failed`);
  }

  /** Fires a source event as the media would (public: tests drive buffering and errors with it). */
  override emit<K extends keyof SourceEvents>(event: K, payload: SourceEvents[K]) {
    super.emit(event, payload);
  }

  /** Plays forward `seconds`, firing crossed cue points and `ended` at the duration. */
  advance(seconds: number) {
    if (this.paused) return;
    const from = this.time;
    this.time = Math.min(this.duration, this.time + seconds);
    if (!this.emitCrossed(from, this.time, () => this.paused)) return;
    this.emit('timeupdate', { seconds: this.time, duration: this.duration });
    if (this.time >= this.duration) {
      this.paused = true;
      this.emit('ended', undefined);
    }
  }

  ready(): Promise<void> {
    if (this.readyResult === 'never') return new Promise(() => undefined);
    if (this.readyResult instanceof Error) return Promise.reject(this.readyResult);
    return Promise.resolve();
  }
  async loadVideo(id: string) {
    this.call(`loadVideo(${id})`);
    this.loadedId = id;
    this.time = 0;
    this.paused = true;
  }
  async play() {
    this.call('play()');
    this.paused = false;
    if (this.stayMuted) this.muted = true;
    this.emit('play', undefined);
    this.emit('playing', undefined);
  }
  async pause() {
    this.call('pause()');
    this.paused = true;
    this.emit('pause', undefined);
  }
  async getCurrentTime() {
    return this.time;
  }
  async setCurrentTime(seconds: number) {
    this.call(`setCurrentTime(${seconds})`);
    if (this.seeksStuckAtZero > 0) {
      this.seeksStuckAtZero -= 1;
      this.time = 0;
    } else this.time = seconds;
    return seconds;
  }
  async getDuration() {
    return this.duration;
  }
  async getMuted() {
    return this.muted;
  }
  async setMuted(muted: boolean) {
    this.call(`setMuted(${muted})`);
    this.muted = muted;
    return muted;
  }
  async setVolume(volume: number) {
    this.call(`setVolume(${volume})`);
    this.volume = volume;
    return volume;
  }
  async setPlaybackRate(rate: number) {
    this.call(`setPlaybackRate(${rate})`);
    this.rate = rate;
    return rate;
  }
  override async addCuePoint(time: number, data: CueData) {
    this.call(`addCuePoint(${time})`);
    return super.addCuePoint(time, data);
  }
  async destroy() {
    this.call('destroy()');
    this.removeAllListeners();
  }
}
