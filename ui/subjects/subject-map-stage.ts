/**
 * The pure part of ui/subjects/SubjectMapStage.tsx: the bridge command for the stage's props, and
 * the node the keyboard's single tab stop sits on. The map's own rules (node looks, walking route,
 * pan, keys) are in core/content/subject-map-rules.ts, shared with the scene.
 */
import type { SubjectMapShowCommand } from '../../game';
import { nodesInOrder } from '../../core/content/subject-map-rules';
import type { SubjectMap, SubjectNodeState } from '../../core/content/subject-map-schema';

/** The props the command is built from (SubjectMapStage's, minus the callbacks). */
export type StageInput = Pick<SubjectMapShowCommand, 'map' | 'nodeStates' | 'monsterAt' | 'walkTo' | 'monster'>;

/**
 * The `subject-map:show` command for the stage's props: `walkTo` only when it names another node
 * of the map than `monsterAt` (walking to where the monster stands is no walk).
 */
export function showCommand(p: StageInput): SubjectMapShowCommand {
  const walk = p.walkTo !== undefined && p.walkTo !== p.monsterAt && p.map.nodes.some((n) => n.key === p.walkTo);
  return { map: p.map, nodeStates: p.nodeStates, monsterAt: p.monsterAt, monster: p.monster, ...(walk ? { walkTo: p.walkTo } : {}) };
}

/**
 * The node whose button holds the tab stop: the one the child focused last while it still exists,
 * else the selected node, else where the monster stands.
 */
export function tabStop(map: Pick<SubjectMap, 'nodes'>, states: Record<string, SubjectNodeState>, monsterAt: string, last: string | null): string {
  const keys = nodesInOrder(map).map((n) => n.key);
  if (last !== null && keys.includes(last)) return last;
  return keys.find((k) => states[k] === 'selected') ?? (keys.includes(monsterAt) ? monsterAt : keys[0]!);
}
