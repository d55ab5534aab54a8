/**
 * The sound player's contract and its injectable parts (ui/sound/sound.ts builds the player):
 * the Howl options and handle it uses, the timers, storage, logger and first-tap signal tests
 * replace, the settings React reads, and the browser's defaults for each.
 */
import type { EffectName } from '../../core/sound-assets';

/** What the player passes to the Howl factory (a subset of howler's `HowlOptions`). */
export interface SoundOptions {
  src: string[];
  volume: number;
  loop: boolean;
  onloaderror: (soundId: number, error: unknown) => void;
  onplayerror: (soundId: number, error: unknown) => void;
}

/** The part of a `Howl` the player uses. */
export interface SoundHandle {
  play(): unknown;
  stop(): unknown;
  unload(): unknown;
}

export type HowlFactory = (options: SoundOptions) => SoundHandle;

export interface SoundTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface SoundStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export interface SoundDeps {
  /** Makes a Howl; default `new Howl(options)`. */
  createHowl?: HowlFactory;
  /** Default: the global `setTimeout` / `clearTimeout`. */
  timers?: SoundTimers;
  /** Where the mute choice persists; default `localStorage` when available, `null` for none. */
  storage?: SoundStorage | null;
  /** Default `console.warn`. */
  warn?: (message: string, ...details: unknown[]) => void;
  /**
   * Calls `run` once, after the child's next tap or key press on the page; default
   * `afterFirstGesture` (at once outside a browser).
   */
  afterFirstTap?: (run: () => void) => void;
}

/** Settings React shows (a new object on every change, stable otherwise). */
export interface SoundSettings {
  readonly muted: boolean;
  readonly musicEnabled: boolean;
}

export interface SoundPlayer {
  /** Plays a level's start/end narration (`start_audio` / `end_audio`), stopping the narration before; `null` does nothing. */
  readonly playNarration: (url: string | null | undefined) => void;
  readonly stopNarration: () => void;
  /**
   * Schedules the voice clip of a compliment ("Great!", "Nice effort!", "No problem!", ...) to play
   * `COMPLIMENT_SOUND_DELAY_MS` from now, replacing a clip still waiting. Unknown phrases are logged.
   * @returns a function cancelling the clip if it has not started (for effect clean-ups)
   */
  readonly playCompliment: (phrase: string) => () => void;
  /** Cancels a compliment clip still waiting for its delay. */
  readonly cancelCompliment: () => void;
  readonly playEffect: (name: EffectName) => void;
  /** Asks for a map's music loop (`ocean`, `desert`, `jungle`, `arctic`); it plays only while music is enabled and sound is not muted. */
  readonly startMusic: (theme: string) => void;
  readonly stopMusic: () => void;
  /** Turns background music on or off (the `app_play_background_music` flag); off by default. */
  readonly setMusicEnabled: (enabled: boolean) => void;
  /** Mutes (stops everything, plays nothing) or unmutes; persisted. */
  readonly setMuted: (muted: boolean) => void;
  readonly isMuted: () => boolean;
  readonly getSettings: () => SoundSettings;
  /** Calls `listener` after every settings change; returns the unsubscribe function. */
  readonly subscribe: (listener: () => void) => () => void;
  /** Loads the sound effects ahead of time, once the child has tapped (nothing while muted). */
  readonly preload: () => void;
  /** Stops every sound and the pending compliment (e.g. when leaving the game screen). */
  readonly stopAll: () => void;
}

export function defaultStorage(): SoundStorage | null {
  try {
    const s = (globalThis as { localStorage?: SoundStorage }).localStorage;
    return s ?? null;
  } catch {
    return null;
  }
}

export const defaultTimers: SoundTimers = {
  setTimeout: (cb, ms) => globalThis.setTimeout(cb, ms),
  clearTimeout: (h) => globalThis.clearTimeout(h as ReturnType<typeof globalThis.setTimeout>),
};

/**
 * Gestures that let a page start audio (HTML's activation-triggering events: `mousedown`, a touch
 * or pen `pointerup`, `touchend`, `keydown`).
 */
const ACTIVATION_EVENTS = ['mousedown', 'pointerup', 'touchend', 'keydown'] as const;

/**
 * The browser's first-tap signal: runs `run` after the next activating gesture on the page (at once
 * outside a browser). Taps before the call (the login form's) do not count: the sound player asks
 * when the game screen opens, so the music and effects follow the child's first tap there.
 * (`navigator.userActivation.hasBeenActive` is not used: Chromium reports it true on a page opened
 * by automation, and stays true after a login tap, which would load everything on opening.)
 */
export function afterFirstGesture(run: () => void): void {
  const win = (globalThis as { window?: Window }).window;
  if (win === undefined) {
    run();
    return;
  }
  const once = (): void => {
    for (const type of ACTIVATION_EVENTS) win.removeEventListener(type, once, true);
    run();
  };
  for (const type of ACTIVATION_EVENTS) win.addEventListener(type, once, { capture: true, passive: true });
}
