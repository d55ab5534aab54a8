/**
 * Motion when the system asks for less (issue 21 part 6, WCAG 2.3.3): with
 * `prefers-reduced-motion: reduce` the game stops its endless decorative tweens (bobbing sprites,
 * the monster's idle bob, the pulsing ring of the current node) as soon as they start, and its
 * camera moves (the intro's pan and zoom, the map-to-map fade) become cuts. Motion that tells the
 * child something and ends (the monster walking to its next level, the level banner) stays.
 * Phaser-free except for the shapes it is given, so it is unit-tested with plain objects.
 */

/** The media query of the operating system's "reduce motion" setting. */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** True when the system asks for reduced motion now (false where there is no matchMedia, e.g. in Node). */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION_QUERY).matches;
}

/**
 * The duration of a decorative camera move or fade, ms: `ms` normally, 1 when reduced (a cut on
 * the next frame; not 0, which Phaser's camera effects divide by).
 * @param ms the normal duration, ms
 * @param reduced whether motion is reduced (defaults to the system's setting now)
 */
export function motionMs(ms: number, reduced = prefersReducedMotion()): number {
  return reduced ? 1 : ms;
}

/** The part of a Phaser tween this module touches. */
export interface CalmableTween {
  /** Phaser sets it for a tween that repeats or loops forever (repeat / loop -1). */
  readonly isInfinite: boolean;
  stop(): unknown;
}

/**
 * Stops every endless tween of a scene's tween manager: an endless tween is decoration (nothing
 * the child must see ends with it). Called once per frame while motion is reduced, so a tween is
 * stopped before it moved more than a frame's worth.
 * @param tweens the scene's tween manager (`scene.tweens`)
 * @returns how many tweens it stopped now
 */
export function calmLoopingTweens(tweens: { getTweens(): readonly CalmableTween[] }): number {
  let stopped = 0;
  for (const tween of tweens.getTweens()) {
    if (!tween.isInfinite) continue;
    tween.stop();
    stopped++;
  }
  return stopped;
}
