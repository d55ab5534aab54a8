/**
 * Keyboard play of the map (issue 21 part 6, WCAG 2.1.1): the map's level nodes as a row of
 * buttons with one tab stop (a roving tabindex). The arrow keys move along the levels in order,
 * Home and End jump to the first and the last, Enter or Space on the current level opens it
 * (exactly as tapping its node does); on another level they say why it can't be played. Pure, so
 * ui/math/MapKeys.tsx only renders and forwards; the game draws the focus ring (map:focus).
 */
import type { MathMap } from '../../worker/math/math.contracts';
import { rovingKey } from '../../core/roving-keys';

/** One level node as the keyboard sees it. */
export interface KeyNode {
  level: number;
  title: string;
  state: 'completed' | 'current' | 'locked';
}

/** What a key press does: move the focus to a level, open the current level, say something, or nothing. */
export type MapKeyAction = { type: 'focus'; level: number } | { type: 'open'; level: number } | { type: 'say'; text: string } | null;

/**
 * The map's nodes in level order with their titles and states (the game's nodeState rule:
 * current, completed, else locked).
 * @param map the map call's answer (nodes, level titles, completed levels, the current level)
 */
export function keyNodes(map: Pick<MathMap, 'map' | 'levels' | 'completed_levels' | 'map_game'>): KeyNode[] {
  const current = map.map_game.current_level;
  return [...map.map.nodes]
    .sort((a, b) => a.level - b.level)
    .map((n) => ({
      level: n.level,
      title: map.levels.find((l) => l.level === n.level)?.title ?? '',
      state: n.level === current ? 'current' : map.completed_levels.includes(n.level) ? 'completed' : 'locked',
    }));
}

/**
 * The accessible name of a node's button: the level, its title and what Enter does there.
 * @param resting the current level can't be played now (daily limit or membership: the map's `locked`)
 */
export function nodeLabel(node: KeyNode, resting = false): string {
  const title = node.title ? `: ${node.title}` : '';
  if (node.state === 'current') return resting ? `Level ${node.level}${title}. Your level, resting for now.` : `Level ${node.level}${title}. Your level: press Enter to play.`;
  if (node.state === 'completed') return `Level ${node.level}${title}. Done!`;
  return `Level ${node.level}${title}. Locked.`;
}

/**
 * What `key` (a KeyboardEvent.key) does with the focus on `focused`.
 * @param nodes the map's nodes in level order (keyNodes)
 * @param focused the level whose button has the focus
 * @returns the action, or null for a key the map does not use (Tab moves on as usual)
 */
export function mapKeyAction(nodes: readonly KeyNode[], focused: number, key: string): MapKeyAction {
  const i = nodes.findIndex((n) => n.level === focused);
  const action = rovingKey(nodes.length, i, key);
  if (action === null) return null;
  if (action !== 'activate') return { type: 'focus', level: nodes[action.focus]!.level };
  const node = nodes[i]!;
  if (node.state === 'current') return { type: 'open', level: node.level };
  const current = nodes.find((n) => n.state === 'current');
  const goOn = current ? ` Your level is level ${current.level}.` : '';
  return { type: 'say', text: node.state === 'completed' ? `Level ${node.level} is done!${goOn}` : `Level ${node.level} is locked.${goOn}` };
}
