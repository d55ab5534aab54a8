/**
 * The spec's level playing state (part 1 section 4) of a math game machine state, for the
 * screen's `data-level-state` attribute: the machine state is mapped to the screen phase that
 * `levelPlayState` (level-state.ts) reads, so the two can't drift.
 */
import type { StateValue } from 'xstate';
import { levelPlayState, type LevelPlayState } from './level-state';
import type { MathGameContext } from './math-game.types';

/** The active path of a state value as dots ('main.answered.explaining'); of a parallel state, its first region's. */
export function statePath(value: StateValue): string {
  if (typeof value === 'string') return value;
  const [key, child] = Object.entries(value)[0] ?? ['', undefined];
  return child === undefined ? key : `${key}.${statePath(child)}`;
}

/** The screen's path in the math machine's `game` region ('main.map.pets', 'confirmExit'). */
export function screenPath(value: StateValue): string {
  return typeof value === 'string' ? value : value.game === undefined ? '' : statePath(value.game);
}

/**
 * Level playing state of a machine state: the map and its overlays are `idle`; the opening modals,
 * learn overlay, intro and video are `started`; the question is `answering`; feedback `answered`,
 * `explanation` or `outro`; the level-complete modal `completed`; confirm-exit keeps the state
 * behind it.
 */
export function mathLevelState(snapshot: { value: StateValue; context: MathGameContext }): LevelPlayState {
  const path = screenPath(snapshot.value);
  const [, phase, sub] = path.split('.');
  const c = snapshot.context;
  if (path === 'confirmExit') return c.exitBack;
  switch (phase) {
    case 'startLevel':
    case 'pretestStart':
    case 'learn':
    case 'intro':
    case 'video':
      return levelPlayState({ kind: phase === 'startLevel' ? 'start-level' : phase === 'pretestStart' ? 'pretest-start' : phase });
    case 'opening':
      return levelPlayState({ kind: c.busyOver === 'question' ? 'answering' : 'map' });
    case 'answering':
      return levelPlayState({ kind: 'answering' });
    case 'answered':
      return c.result ? levelPlayState({ kind: 'answered', result: c.result, explain: sub === 'explaining' }) : 'answered';
    case 'pretestEnd':
      return levelPlayState({ kind: 'pretest-end' });
    case 'complete':
      return levelPlayState({ kind: 'complete' });
    default:
      return levelPlayState({ kind: 'map' });
  }
}
