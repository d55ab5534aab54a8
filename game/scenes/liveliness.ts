/**
 * Which motions the world makes and when (issue 13, "a world that moves"): the monster's blink and
 * tap reaction, the level-complete celebration's timeline, the map/level transition, and what of
 * it all stays when the system asks for reduced motion. Pure (no Phaser), unit-tested; the scenes
 * (MapScene, LevelScene through ambient.ts and celebration.ts) only draw what these say.
 * Times are ms.
 */
import { COMPLIMENT_MS } from '../../core/compliments';

/** What runs, by the system's motion setting. */
export interface WorldMotion {
  /** Clouds, creatures, water and snow move (else they are drawn once, standing). */
  ambient: boolean;
  /** The cloud layer follows the pointer a little. */
  parallax: boolean;
  /** The monster blinks now and then. */
  blink: boolean;
  /** Level complete: 'confetti' (falling particles, the monster dances) or 'burst' (a still star burst). */
  celebration: 'confetti' | 'burst';
  /** The fade between map and level, ms (1 = a cut: Phaser's camera effects divide by it). */
  transitionMs: number;
}

/** The map/level fade-in, ms (the brief's budget: at most 400). */
export const TRANSITION_MS = 300;

/**
 * What moves (WCAG 2.3.3): with reduced motion nothing drifts, follows the pointer, blinks or
 * falls, the celebration is a still burst and transitions are cuts.
 */
export function worldMotion(reduced: boolean): WorldMotion {
  return reduced
    ? { ambient: false, parallax: false, blink: false, celebration: 'burst', transitionMs: 1 }
    : { ambient: true, parallax: true, blink: true, celebration: 'confetti', transitionMs: TRANSITION_MS };
}

/** A blink: eyes closed this long, ms. */
export const BLINK_MS = 140;

/**
 * Time from one blink to the next, ms: 2.6 to 5 s, and now and then (one in four) a quick double
 * blink (260 ms), as living things do; `random` is a number in [0, 1).
 */
export function nextBlinkInMs(random: number): number {
  if (random < 0.25) return 260;
  return 2600 + Math.round(((random - 0.25) / 0.75) * 2400);
}

/** One step of a tween on the monster: its offsets from its rest pose, and how long the step takes. */
export interface DanceStep {
  /** Up from the rest position (px, positive = up). */
  lift: number;
  /** Sideways from the rest position, px. */
  sway: number;
  /** Vertical scale relative to rest (a squash below 1, a stretch above). */
  squash: number;
  /** Faces the other way (flipX) during this step. */
  flip: boolean;
  ms: number;
}

/**
 * The monster's reaction to a tap: a hop with a squash before and after (about 520 ms). No
 * rotation: rotated textures are drawn sliced on software WebGL (decisions.md).
 */
export const TAP_HOP: readonly DanceStep[] = [
  { lift: 0, sway: 0, squash: 0.88, flip: false, ms: 90 },
  { lift: 46, sway: 0, squash: 1.08, flip: false, ms: 170 },
  { lift: 0, sway: 0, squash: 0.92, flip: false, ms: 160 },
  { lift: 0, sway: 0, squash: 1, flip: false, ms: 100 },
];

/** The level-complete dance: hop left, hop right (turning), a big jump with a stretch, land. */
export const DANCE: readonly DanceStep[] = [
  { lift: 0, sway: 0, squash: 0.86, flip: false, ms: 120 },
  { lift: 40, sway: -28, squash: 1.06, flip: false, ms: 200 },
  { lift: 0, sway: -28, squash: 0.9, flip: false, ms: 150 },
  { lift: 40, sway: 28, squash: 1.06, flip: true, ms: 220 },
  { lift: 0, sway: 28, squash: 0.9, flip: true, ms: 150 },
  { lift: 40, sway: -28, squash: 1.06, flip: false, ms: 220 },
  { lift: 0, sway: -28, squash: 0.9, flip: false, ms: 150 },
  { lift: 90, sway: 0, squash: 1.12, flip: false, ms: 300 },
  { lift: 0, sway: 0, squash: 0.84, flip: false, ms: 240 },
  { lift: 0, sway: 0, squash: 1, flip: false, ms: 150 },
];

/** Total time of a sequence of steps, ms. */
export const stepsMs = (steps: readonly DanceStep[]): number => steps.reduce((t, s) => t + s.ms, 0);

/** The celebration's timeline, ms from the answer that completed the level. */
export interface CelebrationTimeline {
  /** Confetti starts (and its sound): after the last sprite has popped in and the monster's cheer hop. */
  startMs: number;
  /** Confetti is emitted for this long. */
  emitMs: number;
  /** A piece of confetti lives at most this long. */
  lifeMs: number;
  /** The dance starts. */
  danceMs: number;
  /** Everything is over (confetti gone, monster back to rest): at most the outro's time on screen. */
  endMs: number;
}

/** The cheer hop of a correct answer (LevelScene.setProgress), ms: the dance starts after it. */
export const CHEER_HOP_MS = 4 * 220;

/**
 * When the celebration plays: inside the level's outro (the last correct answer's compliment,
 * shown COMPLIMENT_MS before the level-complete modal; level-state.ts "outro"), so the flow and
 * the machine's timings stay as they were. Confetti from 300 ms, the dance after the cheer hop,
 * all over by COMPLIMENT_MS - 200 ms.
 */
export function celebrationTimeline(outroMs = COMPLIMENT_MS): CelebrationTimeline {
  const startMs = 300;
  const danceMs = CHEER_HOP_MS + 20;
  const endMs = Math.max(danceMs + stepsMs(DANCE), outroMs - 200);
  const lifeMs = 1500;
  return { startMs, emitMs: endMs - startMs - lifeMs, lifeMs, danceMs, endMs };
}

/**
 * True when a level's progress just reached its goal (the answer completed the level: the machine
 * sends `revealed = goal` then, math-game.machine.ts), so the scene celebrates once.
 * @param before sprites revealed before the answer
 * @param revealed sprites revealed after it
 * @param goal the level's goal
 */
export function completesLevel(before: number, revealed: number, goal: number): boolean {
  return before < goal && revealed >= goal;
}

/**
 * Whether a scene fades in when shown: when it follows the other scene (map to level, level to
 * map) or is the first one shown, not when the same scene is drawn again (the map redrawn after
 * the store or the monster maker closes).
 * @param previous the scene shown before ('MapScene' | 'LevelScene'), or null at the start
 * @param next the scene being shown
 */
export function fadesIn(previous: string | null, next: string): boolean {
  return previous !== next;
}
