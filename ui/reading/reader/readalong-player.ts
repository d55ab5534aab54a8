/**
 * The read-along player of one page (issue 15, contract 5d): plays the page's narration clip with
 * howler and follows its clock on every animation frame (`seek()`, through `wordAt`) to tell which
 * word is being spoken; plays one word's slice when it is tapped (a howler sprite per word).
 *
 * Framework-free store (React reads it with `useSyncExternalStore`, see use-readalong.ts), with an
 * injectable Howl factory and frame scheduler so tests drive it without audio or a browser.
 * Playback failures (autoplay blocked, a missing file) are logged and leave it stopped: it never
 * throws into React.
 */
import { Howl } from 'howler';
import { wordAt, wordSprites } from './readalong';
import type { Page } from './types';

/** What the player needs of a `Howl`. Ids are howler's sound ids. */
export interface ReadAlongHowl {
  play: (spriteOrId?: string | number) => number;
  pause: (id?: number) => unknown;
  stop(id?: number): unknown;
  /** The position in seconds (howler answers a number for a sound id). */
  seek(id?: number): unknown;
  mute(muted: boolean): unknown;
  unload(): unknown;
}

export interface ReadAlongHowlOptions {
  src: string[];
  sprite: Record<string, [number, number]>;
  onend: (id: number) => void;
  onloaderror: (id: number, error: unknown) => void;
  onplayerror: (id: number, error: unknown) => void;
}

export interface ReadAlongDeps {
  createHowl?: (options: ReadAlongHowlOptions) => ReadAlongHowl;
  requestFrame?: (run: () => void) => unknown;
  cancelFrame?: (handle: unknown) => void;
  warn?: (message: string, error?: unknown) => void;
}

/**
 * `status`: `idle` nothing started on this page, `playing` the page is being read, `paused`,
 * `ended` read to the end, `word` one tapped word is playing. `wordIndex` is the word to light up
 * (-1 none); `available` false when the page has no narration.
 */
export interface ReadAlongSnapshot {
  status: 'idle' | 'playing' | 'paused' | 'ended' | 'word';
  wordIndex: number;
  available: boolean;
}

export interface ReadAlongPlayer {
  /** Shows a page (stops and unloads the previous one's clip). */
  load: (page: Page | null) => void;
  play: () => void;
  pause: () => void;
  /** Plays word `index` alone (pausing the page reading, which Play then resumes). */
  playWord: (index: number) => void;
  setMuted: (muted: boolean) => void;
  dispose: () => void;
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => ReadAlongSnapshot;
}

const IDLE: ReadAlongSnapshot = { status: 'idle', wordIndex: -1, available: false };

/** Builds a player (see the module comment). */
export function createReadAlongPlayer(deps: ReadAlongDeps = {}): ReadAlongPlayer {
  const createHowl = deps.createHowl ?? ((o: ReadAlongHowlOptions) => new Howl({ ...o, preload: true }));
  const requestFrame = deps.requestFrame ?? ((run: () => void) => requestAnimationFrame(run));
  const cancelFrame = deps.cancelFrame ?? ((h: unknown) => cancelAnimationFrame(Number(h)));
  const warn = deps.warn ?? ((m: string, e?: unknown) => console.warn(m, e));
  const listeners = new Set<() => void>();
  let snapshot = IDLE;
  let howl: ReadAlongHowl | null = null;
  let page: Page | null = null;
  let mainId: number | null = null;
  let wordId: number | null = null;
  let frame: unknown = null;
  let muted = false;

  const set = (next: Partial<ReadAlongSnapshot>) => {
    const merged = { ...snapshot, ...next };
    if (merged.status === snapshot.status && merged.wordIndex === snapshot.wordIndex && merged.available === snapshot.available) return;
    snapshot = merged;
    for (const l of [...listeners]) l();
  };
  const safely = (what: string, run: () => void) => {
    try {
      run();
    } catch (e) {
      warn(`[reader] ${what}`, e);
    }
  };
  const stopTicking = () => {
    if (frame !== null) cancelFrame(frame);
    frame = null;
  };
  const tick = () => {
    frame = null;
    if (howl === null || page?.narration == null || mainId === null || snapshot.status !== 'playing') return;
    const at = howl.seek(mainId);
    if (typeof at === 'number') set({ wordIndex: wordAt(page.narration.words, at * 1000) });
    frame = requestFrame(tick);
  };
  const stopWord = () => {
    if (wordId !== null && howl !== null) safely('could not stop a word', () => howl!.stop(wordId!));
    wordId = null;
  };

  /** Bumped by every load: events of an unloaded clip (howler reports a load it dropped as an error) are ignored. */
  let generation = 0;
  const onEnd = (id: number) => {
    if (id === mainId) {
      stopTicking();
      mainId = null;
      set({ status: 'ended', wordIndex: -1 });
    } else if (id === wordId) {
      wordId = null;
      set({ status: mainId === null ? 'idle' : 'paused', wordIndex: -1 });
    }
  };
  const onError = (what: string, from: number) => (id: number, error: unknown) => {
    if (from !== generation) return;
    warn(`[reader] could not ${what} ${page?.narration?.audio_url ?? ''}`, error);
    if (id === mainId || id === wordId || what === 'load') {
      stopTicking();
      if (what === 'load') mainId = null;
      wordId = null;
      set({ status: mainId === null ? 'idle' : 'paused', wordIndex: -1 });
    }
  };

  const unload = () => {
    generation++;
    stopTicking();
    if (howl !== null) {
      const h = howl;
      safely('could not unload a clip', () => h.unload());
    }
    howl = null;
    mainId = null;
    wordId = null;
  };

  return {
    load(next) {
      unload();
      page = next;
      const narration = next?.narration ?? null;
      if (narration === null) {
        set({ ...IDLE });
        return;
      }
      safely('could not make the clip', () => {
        howl = createHowl({
          src: [narration.audio_url],
          sprite: { page: [0, narration.duration_ms], ...wordSprites(narration.words, narration.duration_ms) },
          onend: onEnd,
          onloaderror: onError('load', generation),
          onplayerror: onError('play', generation),
        });
        howl.mute(muted);
      });
      set({ status: 'idle', wordIndex: -1, available: howl !== null });
    },
    play() {
      if (howl === null || snapshot.status === 'playing') return;
      const h = howl;
      stopWord();
      safely('could not play', () => {
        // A paused reading resumes; an ended or new one starts from the top.
        mainId = mainId === null ? h.play('page') : (h.play(mainId), mainId);
        set({ status: 'playing' });
        stopTicking();
        frame = requestFrame(tick);
      });
    },
    pause() {
      if (howl === null || snapshot.status !== 'playing' || mainId === null) return;
      const h = howl;
      const id = mainId;
      safely('could not pause', () => h.pause(id));
      stopTicking();
      set({ status: 'paused' });
    },
    playWord(index) {
      if (howl === null || page?.narration == null || index < 0 || index >= page.narration.words.length) return;
      const h = howl;
      if (snapshot.status === 'playing' && mainId !== null) {
        const id = mainId;
        safely('could not pause', () => h.pause(id));
        stopTicking();
      }
      stopWord();
      safely('could not play a word', () => {
        wordId = h.play(`w${index}`);
        set({ status: 'word', wordIndex: index });
      });
    },
    setMuted(next) {
      muted = next;
      if (howl !== null) {
        const h = howl;
        safely('could not mute', () => h.mute(next));
      }
    },
    dispose() {
      unload();
      page = null;
      set({ ...IDLE });
      listeners.clear();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
  };
}
