/**
 * What the live region says when something happens on the canvas or in its overlays (issue 21
 * part 6, WCAG 4.1.3): a level chosen, an answer right or wrong with the gems earned, a level
 * complete. Pure: it compares two moments of the math screen (AnnounceView, read from the
 * statechart's snapshot by `announceView`) and returns the sentence to say, or null.
 * ui/math/LiveAnnouncer.tsx puts the sentence in an aria-live="polite" region.
 */
import type { MathSnapshot } from './views/view-model';
import { viewOf } from './views/view-model';

/** The parts of a math screen moment that announcements read. */
export interface AnnounceView {
  /** The statechart's screen path (math-game.state.ts screenPath), e.g. 'main.map.idle'. */
  path: string;
  /** The student's current level and its title (from the last map call), if a map arrived. */
  level: number | null;
  levelTitle: string;
  /** The last answer: right or wrong, gems earned by it and gems now. */
  answer: { correct: boolean; earned: number; gems: number } | null;
  /** The level just completed: its number, the gems the level gave, a pet egg found. */
  completed: { level: number; gems: number; egg: boolean } | null;
}

/** Reads an AnnounceView from the statechart's snapshot. */
export function announceView(snapshot: MathSnapshot): AnnounceView {
  const c = snapshot.context;
  const level = c.map?.map_game.current_level ?? null;
  return {
    path: viewOf(snapshot).path,
    level,
    levelTitle: c.map?.levels.find((l) => l.level === level)?.title ?? '',
    answer: c.result && c.result.prev_question_correct !== null ? { correct: c.result.prev_question_correct, earned: c.result.incentives.earned, gems: c.result.incentives.gems } : null,
    completed: c.completed ? { level: c.completed.level, gems: c.completed.gems_earned, egg: c.completed.earned_pet } : null,
  };
}

const under = (path: string, p: string) => path === p || path.startsWith(p + '.');
const gems = (n: number) => `${n} gem${n === 1 ? '' : 's'}`;

/**
 * The sentence for the step from `prev` to `next`, or null when nothing worth saying happened.
 * - the map shown (first time, or back from a level): which level is next;
 * - a level chosen (the screen starts opening it): "Level 3: Title. Here we go!";
 * - an answer judged: right with the gems earned and the total, or wrong;
 * - a level complete: the gems it gave and a pet egg.
 */
export function announcement(prev: AnnounceView | null, next: AnnounceView): string | null {
  const was = prev?.path ?? '';
  const entered = (p: string) => under(next.path, p) && !under(was, p);
  const title = next.levelTitle ? `: ${next.levelTitle}` : '';
  if (entered('main.complete') && next.completed) {
    const c = next.completed;
    return `Level ${c.level} complete! You earned ${gems(c.gems)}.${c.egg ? ' You found a pet egg!' : ''}`;
  }
  if (entered('main.answered') && next.answer) {
    const a = next.answer;
    return a.correct ? `Right! You earned ${gems(a.earned)}. You have ${gems(a.gems)}.` : 'Not quite right this time.';
  }
  if ((entered('main.opening') || entered('main.openingIntro')) && next.level !== null && !under(was, 'main.answering')) return `Level ${next.level}${title}. Here we go!`;
  // Back from the exit question the child never left the map: nothing new to say.
  if (entered('main.map') && next.level !== null && was !== 'confirmExit') return `The map. Your level is level ${next.level}${title}.`;
  return null;
}
