/**
 * What the math screen's components read from a machine snapshot: the screen path and the flags
 * the HUD and bars derive from it (pure, so each component renders a state and nothing else).
 */
import type { SnapshotFrom } from 'xstate';
import type { mathGameMachine } from '../math-game.machine';
import { screenPath } from '../math-game.state';
import type { MathGameEvent } from '../math-game.types';

export type MathSnapshot = SnapshotFrom<typeof mathGameMachine>;
export type Send = (event: MathGameEvent) => void;

/** The screen path with its derived flags. */
export function viewOf(s: MathSnapshot) {
  const path = screenPath(s.value);
  const c = s.context;
  const under = (p: string) => path === p || path.startsWith(p + '.');
  // A 409 re-entry opens the level again while the question stays on screen.
  const reopening = path === 'main.opening' && c.busyOver === 'question';
  const answering = under('main.answering') || reopening;
  const questionLevel = answering || under('main.answered');
  const onMap = under('main.map') || path === 'main.openingIntro' || (path === 'main.opening' && !reopening);
  return {
    path,
    under,
    reopening,
    answering,
    questionLevel,
    onMap,
    /** The HUD's exit says "← Map" in a level. */
    inLevel: questionLevel || path === 'main.video' || under('main.intro'),
    /** A call is under way: the buttons that would start another wait. */
    busy: path === 'main.opening' || path === 'main.openingIntro' || path === 'main.answering.submitting' || path === 'main.answering.leavingTopic' || path === 'main.startLevel.saving' || under('main.intro.flow.finishing'),
    gems: c.map?.incentives.gems ?? 0,
    /** The answer is with the server: which button sent it (its pressed "Checking…" state), else null. */
    checking: path === 'main.answering.submitting' ? (c.answer?.dont_know ? ('dont_know' as const) : ('answer' as const)) : null,
  };
}
