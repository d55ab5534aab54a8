/**
 * Cue-point bookkeeping for sources without native cue points (the own `<video>` source and the
 * test fake): keeps the registered cue points and reports those crossed when playback moves
 * forward from one time to the next. A seek is not a crossing (as with @vimeo/player, cues fire
 * while playing through them). Times are in seconds.
 */
/* eslint-disable @typescript-eslint/require-await -- the PlayerSource protocol is async like @vimeo/player's; tracked cue points answer at once */
import mitt from 'mitt';
import type { CueData, SourceCuePoint, SourceEvents } from '../../core/video/types';

export class CueTracker {
  private cues: SourceCuePoint[] = [];
  private nextId = 1;

  add(time: number, data: CueData): string {
    const id = `cue-${this.nextId++}`;
    this.cues.push({ id, time, data });
    this.cues.sort((a, b) => a.time - b.time);
    return id;
  }

  remove(id: string): string {
    this.cues = this.cues.filter((c) => c.id !== id);
    return id;
  }

  list(): SourceCuePoint[] {
    return this.cues.map((c) => ({ ...c }));
  }

  clear() {
    this.cues = [];
  }

  /** Cue points with from < time <= to, in time order (seconds). Nothing when time went backwards. */
  crossed(from: number, to: number): SourceCuePoint[] {
    if (to <= from) return [];
    return this.cues.filter((c) => c.time > from && c.time <= to);
  }
}

/** SourceEvents as a type alias: mitt needs the implicit index signature an interface lacks. */
type SourceEventMap = { [K in keyof SourceEvents]: SourceEvents[K] };

/**
 * The part of a PlayerSource that sources with tracked cue points share: the source events
 * (on/off/emit over mitt, the project's one emitter library) and the cue-point methods. A
 * subclass adds the media calls and reports playback moving forward with `emitCrossed`.
 */
export abstract class CueTrackingSource {
  protected readonly cues = new CueTracker();
  private readonly events = mitt<SourceEventMap>();

  on<K extends keyof SourceEvents>(event: K, handler: (payload: SourceEvents[K]) => void): void {
    this.events.on(event, handler);
  }
  off<K extends keyof SourceEvents>(event: K, handler: (payload: SourceEvents[K]) => void): void {
    this.events.off(event, handler);
  }
  protected emit<K extends keyof SourceEvents>(event: K, payload: SourceEvents[K]): void {
    this.events.emit(event, payload);
  }
  /** Forgets every handler (destroy). */
  protected removeAllListeners(): void {
    this.events.all.clear();
  }

  async addCuePoint(time: number, data: CueData): Promise<string> {
    return this.cues.add(time, data);
  }
  async removeCuePoint(id: string): Promise<string> {
    return this.cues.remove(id);
  }
  async getCuePoints(): Promise<SourceCuePoint[]> {
    return this.cues.list();
  }

  /**
   * Emits `cuepoint` for each cue crossed while playing from `from` to `to` (seconds), in time
   * order. After each one `interrupted()` is asked: a handler that paused or moved the video stops
   * the rest, which wait for their next crossing.
   * @returns false when a handler interrupted playback.
   */
  protected emitCrossed(from: number, to: number, interrupted: () => boolean): boolean {
    for (const cue of this.cues.crossed(from, to)) {
      this.emit('cuepoint', { time: cue.time, data: cue.data, id: cue.id });
      if (interrupted()) return false;
    }
    return true;
  }
}
