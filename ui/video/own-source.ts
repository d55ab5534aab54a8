/**
 * The `own` source: a `<video>` element playing a file the app serves (/assets/video/*.webm),
 * behind the PlayerSource interface. HTML video has no cue points of this kind, so crossings are
 * detected from the playback time (checked every CUE_POLL_MS while playing, and on timeupdate).
 */
/* eslint-disable @typescript-eslint/require-await -- the PlayerSource protocol is async like @vimeo/player's; an HTML video answers most calls at once */
import { CueTrackingSource } from './cue-tracker';
import type { PlayerSource } from '../../core/video/types';

/** How often the playback time is checked for cue crossings while playing, in ms. */
export const CUE_POLL_MS = 50;

export class OwnSource extends CueTrackingSource implements PlayerSource {
  readonly kind = 'own' as const;
  private lastTime = 0;
  private poll: ReturnType<typeof setInterval> | null = null;
  private listeners: [string, EventListener][] = [];
  private readyPromise: Promise<void>;

  constructor(private readonly video: HTMLVideoElement) {
    super();
    const on = (name: string, fn: () => void) => {
      video.addEventListener(name, fn);
      this.listeners.push([name, fn]);
    };
    on('play', () => this.emit('play', undefined));
    on('playing', () => {
      this.emit('bufferend', undefined);
      this.emit('playing', undefined);
      this.startPolling();
    });
    on('pause', () => {
      this.stopPolling();
      this.emit('pause', undefined);
    });
    on('ended', () => {
      this.stopPolling();
      this.check();
      this.emit('ended', undefined);
    });
    on('waiting', () => this.emit('bufferstart', undefined));
    on('seeked', () => {
      // A seek is not a crossing: the next crossing counts from where the seek landed.
      this.lastTime = video.currentTime;
    });
    on('timeupdate', () => {
      this.check();
      this.emit('timeupdate', { seconds: video.currentTime, duration: video.duration || 0 });
    });
    on('error', () => this.emit('error', { message: 'The video file could not be played' }));
    this.readyPromise = this.waitForMetadata();
  }

  private waitForMetadata(): Promise<void> {
    const video = this.video;
    if (video.readyState >= 1) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const ok = () => {
        cleanup();
        resolve();
      };
      const fail = () => {
        cleanup();
        reject(new Error('The video file could not be loaded'));
      };
      const cleanup = () => {
        video.removeEventListener('loadedmetadata', ok);
        video.removeEventListener('error', fail);
      };
      video.addEventListener('loadedmetadata', ok);
      video.addEventListener('error', fail);
    });
  }

  private startPolling() {
    if (this.poll) return;
    this.poll = setInterval(() => this.check(), CUE_POLL_MS);
  }

  private stopPolling() {
    if (this.poll) clearInterval(this.poll);
    this.poll = null;
  }

  /** Fires the cue points crossed since the last check while playing forward. */
  private check() {
    const now = this.video.currentTime;
    const from = this.lastTime;
    this.lastTime = now;
    if (this.video.seeking) return;
    // A handler paused or moved the video: later cues wait for the next crossing.
    this.emitCrossed(from, now, () => this.video.paused || this.lastTime !== now);
  }

  ready(): Promise<void> {
    return this.readyPromise;
  }
  async loadVideo(src: string) {
    this.stopPolling();
    this.cues.clear();
    this.video.src = src;
    this.lastTime = 0;
    this.readyPromise = this.waitForMetadata();
    this.video.load();
    await this.readyPromise;
  }
  async play() {
    await this.video.play();
  }
  async pause() {
    this.video.pause();
  }
  async getCurrentTime() {
    return this.video.currentTime;
  }
  async setCurrentTime(seconds: number) {
    this.video.currentTime = seconds;
    this.lastTime = seconds;
    return seconds;
  }
  async getDuration() {
    return this.video.duration || 0;
  }
  async getMuted() {
    return this.video.muted;
  }
  async setMuted(muted: boolean) {
    this.video.muted = muted;
    return muted;
  }
  async setVolume(volume: number) {
    this.video.volume = volume;
    return volume;
  }
  async setPlaybackRate(rate: number) {
    this.video.playbackRate = rate;
    return rate;
  }
  async destroy() {
    this.stopPolling();
    for (const [name, fn] of this.listeners) this.video.removeEventListener(name, fn);
    this.listeners = [];
    this.removeAllListeners();
    this.video.pause();
  }
}
