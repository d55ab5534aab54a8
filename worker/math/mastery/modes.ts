/**
 * Mode switching of the math game.
 *
 * Spec: "Math game modes: pretest, adaptive, pickskill. A fresh game starts in pretest; the
 * pretest modal shows in pretest mode; giving a lesson parameter switches to pickskill."
 * When the pretest is over the game continues in adaptive mode.
 */

/** The three modes of the math game. */
export type MathGameMode = 'pretest' | 'adaptive' | 'pickskill';

/** All modes, e.g. for a zod enum in a route contract. */
export const MATH_GAME_MODES: readonly MathGameMode[] = Object.freeze(['pretest', 'adaptive', 'pickskill']);

/**
 * The mode a game request should run in.
 * @param input.current the stored mode of the game, or null/undefined for a fresh game.
 * @param input.lessonId the lesson parameter of the request, if any (null/undefined = none).
 * @param input.pretestFinished whether the stored pretest has no question left (see isPretestFinished).
 * @returns 'pickskill' when a lesson is given; 'pretest' for a fresh game; 'adaptive' once the
 *   pretest is finished; otherwise the current mode.
 */
export function resolveGameMode(input: { current?: MathGameMode | null; lessonId?: number | null; pretestFinished?: boolean }): MathGameMode {
  if (input.lessonId !== undefined && input.lessonId !== null) return 'pickskill';
  if (!input.current) return 'pretest';
  if (input.current === 'pretest' && input.pretestFinished === true) return 'adaptive';
  return input.current;
}

/** Whether the pretest modal is shown: only in pretest mode (spec). */
export function showsPretestModal(mode: MathGameMode): boolean {
  return mode === 'pretest';
}
