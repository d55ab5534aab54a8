/**
 * What the reading screen's components read from a machine snapshot (pure): the top state (the
 * `reading-state` attribute), the film to play, the map's node states and where the monster stands
 * or walks to.
 */
import type { SnapshotFrom } from 'xstate';
import { filmOf } from '../../subjects/intro-chain';
import { isReadingFilm, type ReadingFilmKey } from '../reading-films';
import type { readingMapMachine } from '../reading-map.machine';
import { TOP_LEVEL, type ReadingMapContext, type ReadingMapEvent } from '../reading-map.types';
import type { SubjectNodeState as NodeState } from '../../../core/content/subject-map-schema';

export type ReadingSnapshot = SnapshotFrom<typeof readingMapMachine>;
export type Send = (event: ReadingMapEvent) => void;

/** The spec state the screen is in ('welcome', 'quizStatic', ...). */
export function topState(value: unknown): string {
  return typeof value === 'string' ? value : Object.keys(value as object)[0]!;
}

/** The sub-state of the top state ('loading', 'error', ...), or ''. */
export function subState(value: unknown): string {
  if (typeof value === 'string') return '';
  const inner = Object.values(value as object)[0] as unknown;
  return typeof inner === 'string' ? inner : Object.keys(inner as object).join(',');
}

/** The film of the active film state, when it is one of the reading films. */
export function filmKeyOf(s: ReadingSnapshot): ReadingFilmKey | null {
  const f = filmOf(s);
  return isReadingFilm(f) ? f : null;
}

export const nodeKey = (level: number) => `level-${Math.max(1, Math.min(TOP_LEVEL, level))}`;

/** Each level's node: read levels done, the current one selected, the rest locked (level 9: all done). */
export function nodeStates(c: Pick<ReadingMapContext, 'gameMap'>): Record<string, NodeState> {
  const current = c.gameMap?.current_level ?? 0;
  const out: Record<string, NodeState> = {};
  for (let n = 1; n <= TOP_LEVEL; n++) out[nodeKey(n)] = n < current ? 'done' : n === current ? 'selected' : 'locked';
  return out;
}

/** The monster's node, and in levelExit after a level up the node it walks to. */
export function monsterPlace(c: Pick<ReadingMapContext, 'gameMap' | 'walkFrom' | 'levelUp'>, state: string): { monsterAt: string; walkTo?: string } {
  const current = c.gameMap?.current_level ?? 1;
  if (state === 'levelExit' && c.levelUp && c.walkFrom !== null) return { monsterAt: nodeKey(c.walkFrom), walkTo: nodeKey(current) };
  return { monsterAt: nodeKey(current) };
}

/** The level a node key names (`level-3` -> 3), or null. */
export function levelOfNode(key: string): number | null {
  const m = /^level-(\d+)$/.exec(key);
  return m ? Number(m[1]) : null;
}

/** States that show the map without a card over it. */
export const MAP_STATES = new Set(['levelMap', 'levelExit', 'levelLoading', 'levelLimit', 'readingLimit']);

/**
 * Whether the full-screen book reader is up (readStatic while reading, quizArrowStatic): it has its
 * own top bar (Exit, the title, mute), so the screen's Home and Map buttons stand aside; drawn
 * above it, they covered the reader's Exit and the page's corner.
 */
export function readerShown(state: string, sub: string): boolean {
  return (state === 'readStatic' && sub === 'reading') || state === 'quizArrowStatic';
}
