/**
 * The `vimeo` source: @vimeo/player behind the PlayerSource interface. The embed code comes from
 * our oembed call (oembed.ts, the spec's errors); the iframe it names is controlled by messages
 * through @vimeo/player. The library is loaded on demand, only for Vimeo lessons.
 * Offline (this development machine, or a school network blocking Vimeo) `ready()` rejects with
 * the oembed error, or the player's own error, and VideoPlayer.whenReady turns a silent hang into
 * a timeout.
 */
import type VimeoPlayer from '@vimeo/player';
import { TIMING_SYNC_DEFAULTS } from './constants';
import { fetchOembed } from './oembed';
import type { CueData, PlayerSource, SourceCuePoint, SourceEvents } from '../../core/video/types';

export class VimeoSource implements PlayerSource {
  readonly kind = 'vimeo' as const;
  private player: VimeoPlayer | null = null;
  private readyPromise: Promise<VimeoPlayer>;
  private pending: [string, (p: unknown) => void][] = [];
  private wrapped = new Map<(p: never) => void, (p: unknown) => void>();

  constructor(
    private readonly container: HTMLElement,
    videoId: string,
  ) {
    this.readyPromise = this.embed(videoId);
    // Keep a rejection from being unhandled before anyone awaits ready().
    this.readyPromise.catch(() => undefined);
  }

  private async embed(videoId: string): Promise<VimeoPlayer> {
    const data = await fetchOembed(`https://vimeo.com/${videoId}`, { dnt: true, responsive: true });
    const src = new DOMParser().parseFromString(data.html, 'text/html').querySelector('iframe')?.getAttribute('src');
    if (!src) throw new Error('error fetching the embed code');
    const iframe = document.createElement('iframe');
    // Captions on every video (issue 21 part 6): Vimeo's player shows the video's English text
    // track from the start (the embed parameter `texttrack`); a video without one plays as before.
    const url = new URL(src, 'https://player.vimeo.com');
    url.searchParams.set('texttrack', 'en');
    iframe.src = url.href;
    iframe.allow = 'autoplay; fullscreen; picture-in-picture';
    iframe.title = data.title ?? 'Video';
    iframe.className = 'video-frame';
    this.container.replaceChildren(iframe);
    const { default: Player } = await import('@vimeo/player');
    const player = new Player(iframe);
    this.player = player;
    for (const [event, fn] of this.pending) player.on(event as 'play', fn);
    this.pending = [];
    await player.ready();
    return player;
  }

  private async p(): Promise<VimeoPlayer> {
    return this.readyPromise;
  }

  async ready(): Promise<void> {
    await this.readyPromise;
  }
  async loadVideo(id: string) {
    await (await this.p()).loadVideo(Number(id));
  }
  async play() {
    await (await this.p()).play();
  }
  async pause() {
    await (await this.p()).pause();
  }
  async getCurrentTime() {
    return (await this.p()).getCurrentTime();
  }
  async setCurrentTime(seconds: number) {
    return (await this.p()).setCurrentTime(seconds);
  }
  async getDuration() {
    return (await this.p()).getDuration();
  }
  async getMuted() {
    return (await this.p()).getMuted();
  }
  async setMuted(muted: boolean) {
    return (await this.p()).setMuted(muted);
  }
  async setVolume(volume: number) {
    return (await this.p()).setVolume(volume);
  }
  async setPlaybackRate(rate: number) {
    return (await this.p()).setPlaybackRate(rate);
  }
  async addCuePoint(time: number, data: CueData) {
    return (await this.p()).addCuePoint(time, { ...data });
  }
  async removeCuePoint(id: string) {
    return (await this.p()).removeCuePoint(id);
  }
  async getCuePoints(): Promise<SourceCuePoint[]> {
    const cues = await (await this.p()).getCuePoints();
    return cues.map((c) => ({ id: c.id, time: c.time, data: c.data as unknown as CueData }));
  }
  /** Follows a shared clock with the spec's timing-sync defaults. */
  async setTimingSrc(timing: Parameters<VimeoPlayer['setTimingSrc']>[0]): Promise<void> {
    await (await this.p()).setTimingSrc(timing, { ...TIMING_SYNC_DEFAULTS });
  }
  on<K extends keyof SourceEvents>(event: K, handler: (payload: SourceEvents[K]) => void) {
    const fn = (p: unknown) => handler(p as SourceEvents[K]);
    this.wrapped.set(handler, fn);
    if (this.player) this.player.on(event as 'play', fn);
    else this.pending.push([event, fn]);
  }
  off<K extends keyof SourceEvents>(event: K, handler: (payload: SourceEvents[K]) => void) {
    const fn = this.wrapped.get(handler);
    if (!fn) return;
    this.wrapped.delete(handler);
    if (this.player) this.player.off(event as 'play', fn);
    else this.pending = this.pending.filter(([, f]) => f !== fn);
  }
  async destroy() {
    this.pending = [];
    if (this.player) await this.player.destroy().catch(() => undefined);
    this.container.replaceChildren();
  }
}
