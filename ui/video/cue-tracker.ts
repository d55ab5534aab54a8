/**
 * Cue-point bookkeeping for sources without native cue points (the own `<video>` source and the
 * test fake): keeps the registered cue points and reports those crossed when playback moves
 * forward from one time to the next. A seek is not a crossing (as with @vimeo/player, cues fire
 * while playing through them).
 */
import type { CueData, SourceCuePoint } from '../../core/video/types';

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
