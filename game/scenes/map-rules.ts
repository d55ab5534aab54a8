import type { MapNodeState, MapShowCommand } from '../bridge';

/** State of a level's node: completed, current, or locked (not reached yet). */
export function nodeState(level: number, cmd: Pick<MapShowCommand, 'completedLevels' | 'currentLevel'>): MapNodeState {
  if (level === cmd.currentLevel) return 'current';
  return cmd.completedLevels.includes(level) ? 'completed' : 'locked';
}
