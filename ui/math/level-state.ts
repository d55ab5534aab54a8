/**
 * The spec's level playing states (part 1 section 4: idle, started, answering, answered,
 * explanation, outro, completed), derived from the game screen's phase so the two can't drift.
 */
export type LevelPlayState = 'idle' | 'started' | 'answering' | 'answered' | 'explanation' | 'outro' | 'completed';

/** The parts of a screen phase that decide its level state. */
export type PhaseForState =
  | { kind: 'loading' | 'error' | 'map' | 'locked' | 'confirm-exit' }
  | { kind: 'start-level' | 'pretest-start' | 'learn' | 'intro' | 'video' }
  | { kind: 'answering' }
  | { kind: 'answered'; result: { prev_question_correct: boolean | null; level_completed: unknown }; explain: boolean }
  | { kind: 'pretest-end' }
  | { kind: 'complete' };

/**
 * Maps a phase to its level state: the map is `idle`; opening modals are `started`; a correct
 * answer's compliment is `answered` (or `outro` when it finished the level); a wrong one is
 * `answered` until its explanation shows (`explanation`); the level-complete modal is `completed`.
 */
export function levelPlayState(phase: PhaseForState): LevelPlayState {
  switch (phase.kind) {
    case 'start-level':
    case 'pretest-start':
    case 'learn':
    case 'intro':
    case 'video':
      return 'started';
    case 'answering':
      return 'answering';
    case 'answered':
      if (phase.result.level_completed) return 'outro';
      return !phase.result.prev_question_correct && phase.explain ? 'explanation' : 'answered';
    case 'pretest-end':
      return 'answered';
    case 'complete':
      return 'completed';
    default:
      return 'idle';
  }
}
