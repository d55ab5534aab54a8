/**
 * Fakes for the sound player's tests: a Howl stand-in recording plays, stops and unloads, a manual
 * clock, an in-memory storage and a first-tap signal the test fires (`tap()`).
 */
import { vi } from 'vitest';
import { createSoundPlayer, type SoundDeps, type SoundOptions, type SoundStorage, type SoundTimers } from './sound';

/** A Howl stand-in recording what the player does with it. */
export class FakeHowl {
  plays: number[] = [];
  stops = 0;
  unloads = 0;
  constructor(
    readonly options: SoundOptions,
    private readonly clock: FakeClock,
    readonly throwOnPlay = false,
  ) {}
  play(): number {
    if (this.throwOnPlay) throw new Error('play exploded');
    this.plays.push(this.clock.now);
    return this.plays.length;
  }
  stop(): this {
    this.stops++;
    return this;
  }
  unload(): null {
    this.unloads++;
    return null;
  }
  get playing(): boolean {
    return this.plays.length > this.stops;
  }
}

/** Manual timers: `advance(ms)` runs what falls due, in order. */
export class FakeClock implements SoundTimers {
  now = 0;
  private next = 1;
  private queue = new Map<number, { at: number; cb: () => void }>();
  setTimeout(cb: () => void, ms: number): unknown {
    const id = this.next++;
    this.queue.set(id, { at: this.now + ms, cb });
    return id;
  }
  clearTimeout(handle: unknown): void {
    this.queue.delete(handle as number);
  }
  advance(ms: number): void {
    const end = this.now + ms;
    for (;;) {
      const due = [...this.queue].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
      if (due === undefined) break;
      this.queue.delete(due[0]);
      this.now = due[1].at;
      due[1].cb();
    }
    this.now = end;
  }
  get pending(): number {
    return this.queue.size;
  }
}

export class MemoryStorage implements SoundStorage {
  data = new Map<string, string>();
  getItem(k: string): string | null {
    return this.data.get(k) ?? null;
  }
  setItem(k: string, v: string): void {
    this.data.set(k, v);
  }
}

export function setup(extra: Pick<SoundDeps, 'storage'> & { untapped?: boolean; misbehave?: (url: string) => 'loaderror' | 'playerror' | 'throw-play' | 'throw-create' | undefined } = {}) {
  const clock = new FakeClock();
  const howls: FakeHowl[] = [];
  const warn = vi.fn();
  const storage = extra.storage === undefined ? new MemoryStorage() : extra.storage;
  // The first-tap signal: at once unless `untapped`, then on `tap()` (waiters counted in `tapWaits`).
  const tapWaiters: (() => void)[] = [];
  let tapped = !extra.untapped;
  const tap = (): void => {
    tapped = true;
    for (const run of tapWaiters.splice(0)) run();
  };
  const player = createSoundPlayer({
    timers: clock,
    storage,
    warn,
    afterFirstTap: (run) => {
      if (tapped) run();
      else tapWaiters.push(run);
    },
    createHowl: (options) => {
      const url = options.src[0]!;
      const bad = extra.misbehave?.(url);
      if (bad === 'throw-create') throw new Error('no audio here');
      const h = new FakeHowl(options, clock, bad === 'throw-play');
      howls.push(h);
      if (bad === 'loaderror') options.onloaderror(0, 'Decoding audio data failed.');
      if (bad === 'playerror') options.onplayerror(1, 'Playback was unable to start. This is most commonly an issue on mobile devices and Chrome where playback was not within a user interaction.');
      return h;
    },
  });
  const byUrl = (url: string): FakeHowl[] => howls.filter((h) => h.options.src[0] === url);
  return { player, clock, howls, warn, storage, byUrl, tap, tapWaits: () => tapWaiters.length };
}
