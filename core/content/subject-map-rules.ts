/**
 * The logic of the subject map (core/content/subject-map-schema.ts), pure so it is unit-tested and
 * shared by the Phaser scene (game/scenes/SubjectMapScene.ts) and the React wrapper
 * (ui/subjects/SubjectMapStage.tsx): which image a node shows in a state, the route the monster
 * walks between two nodes, how far a 'steps' map pans at a level, the drawing and loading order,
 * and what the keyboard does on the map's node buttons. Units: design px (1600 x 900).
 */
import type { SubjectMap, SubjectMapNode, SubjectMapPan, SubjectNodeState } from './subject-map-schema';
import { rovingKey } from '../roving-keys';

/** A design-space point. */
export type Point = readonly [number, number];

/** How a node is drawn in a state: its image, dimmed or not, and a badge drawn over it. */
export interface NodeLook {
  url: string;
  /** Drawn greyed (a locked node without its own locked image). */
  dim: boolean;
  badge: 'lock' | 'star' | null;
  /** The node pulses gently (the selected one: where the child goes next). */
  pulse: boolean;
}

/**
 * The image and decorations of a node in `state`: `locked` and `done` use their own images when the
 * map has them, else the unselected image dimmed with a lock, or with a star.
 * @param node the node's images
 * @param state the node's state (contract 5a)
 */
export function nodeLook(node: Pick<SubjectMapNode, 'images'>, state: SubjectNodeState): NodeLook {
  const { images } = node;
  switch (state) {
    case 'locked':
      return images.locked ? { url: images.locked, dim: false, badge: null, pulse: false } : { url: images.unselected, dim: true, badge: 'lock', pulse: false };
    case 'done':
      return images.done ? { url: images.done, dim: false, badge: null, pulse: false } : { url: images.unselected, dim: false, badge: 'star', pulse: false };
    case 'selected':
      return { url: images.selected, dim: false, badge: null, pulse: true };
    default:
      return { url: images.unselected, dim: false, badge: null, pulse: false };
  }
}

/** The nodes in walking order (`order`, then their place in the file). */
export function nodesInOrder(map: Pick<SubjectMap, 'nodes'>): SubjectMapNode[] {
  return map.nodes.map((n, i) => ({ n, i })).sort((a, b) => a.n.order - b.n.order || a.i - b.i).map(({ n }) => n);
}

/** The whole route as points, with the index of each node's stop: the map's `path`, or straight lines between the nodes in order. */
function route(map: Pick<SubjectMap, 'nodes' | 'path'>): { points: Point[]; stops: Map<string, number> } {
  const stops = new Map<string, number>();
  const points: Point[] = [];
  const byKey = new Map(map.nodes.map((n) => [n.key, n]));
  if (map.path) {
    for (const p of map.path) {
      if ('node' in p) {
        const n = byKey.get(p.node);
        if (!n) continue;
        stops.set(n.key, points.length);
        points.push([n.x, n.y]);
      } else points.push([p.x, p.y]);
    }
  } else {
    for (const n of nodesInOrder(map)) {
      stops.set(n.key, points.length);
      points.push([n.x, n.y]);
    }
  }
  return { points, stops };
}

/**
 * The points the monster walks through from node `from` to node `to` (both included), along the
 * map's path in either direction; a straight line when either node is not on the path.
 * @returns at least one point (just `to`'s when from is to); empty when `to` is no node
 */
export function walkPoints(map: Pick<SubjectMap, 'nodes' | 'path'>, from: string, to: string): Point[] {
  const target = map.nodes.find((n) => n.key === to);
  if (!target) return [];
  const start = map.nodes.find((n) => n.key === from);
  if (!start || from === to) return [[target.x, target.y]];
  const { points, stops } = route(map);
  const a = stops.get(from);
  const b = stops.get(to);
  if (a === undefined || b === undefined) return [[start.x, start.y], [target.x, target.y]];
  return a <= b ? points.slice(a, b + 1) : points.slice(b, a + 1).reverse();
}

/** Length of a polyline, design px. */
export function polylineLength(points: readonly Point[]): number {
  let total = 0;
  for (let i = 1; i < points.length; i++) total += Math.hypot(points[i]![0] - points[i - 1]![0], points[i]![1] - points[i - 1]![1]);
  return total;
}

/**
 * Where along a polyline the walker is at fraction `t` (0..1 of its length), and which way it
 * faces horizontally (-1 left, 1 right).
 */
export function pointAlong(points: readonly Point[], t: number): { x: number; y: number; dir: -1 | 1 } {
  if (points.length === 0) return { x: 0, y: 0, dir: 1 };
  if (points.length === 1) return { x: points[0]![0], y: points[0]![1], dir: 1 };
  let left = Math.max(0, Math.min(1, t)) * polylineLength(points);
  for (let i = 1; i < points.length; i++) {
    const [x0, y0] = points[i - 1]!;
    const [x1, y1] = points[i]!;
    const seg = Math.hypot(x1 - x0, y1 - y0);
    const dir = x1 < x0 ? -1 : 1;
    if (left <= seg || i === points.length - 1) {
      const f = seg === 0 ? 1 : Math.min(1, left / seg);
      return { x: x0 + (x1 - x0) * f, y: y0 + (y1 - y0) * f, dir };
    }
    left -= seg;
  }
  const last = points.at(-1)!;
  return { x: last[0], y: last[1], dir: 1 };
}

/**
 * How far along its scrollable length a 'steps' map is panned at `level`, 0..1 (spec section 9
 * "Superskills": only above level 4, by 0.2 per level minus 2); 0 for every other pan mode.
 */
export function stepsPanFraction(pan: SubjectMapPan, level: number): number {
  if (pan.mode !== 'steps' || level <= pan.above_level) return 0;
  return Math.max(0, Math.min(1, pan.per_level * (level - pan.level_offset)));
}

/**
 * The view centre of a 'steps' map at `fraction` along `axis`: from the start of the pan bounds
 * (fraction 0) to their end (1), the other axis centred on `focus`. Design px.
 * @param bounds where the view may go (viewport-rules.ts Frame.bounds)
 * @param half half the view's size, design px
 */
export function stepsCentre(
  axis: 'x' | 'y',
  fraction: number,
  bounds: { x: number; y: number; width: number; height: number },
  half: { width: number; height: number },
  focus: { x: number; y: number },
): { x: number; y: number } {
  const along = (lo: number, size: number, h: number) => (size <= 2 * h ? lo + size / 2 : lo + h + (size - 2 * h) * fraction);
  return axis === 'x' ? { x: along(bounds.x, bounds.width, half.width), y: focus.y } : { x: focus.x, y: along(bounds.y, bounds.height, half.height) };
}

/** One drawn thing of the map, in drawing order. */
export interface Layer {
  kind: 'addon' | 'node';
  key: string;
  zIndex: number;
  order: number;
}

/** Addons and nodes back to front: by `zIndex`, then addons before nodes, then `order`. */
export function drawOrder(map: Pick<SubjectMap, 'addons' | 'nodes'>): Layer[] {
  const layers: Layer[] = [
    ...map.addons.map((a) => ({ kind: 'addon' as const, key: a.key, zIndex: a.zIndex, order: a.order })),
    ...map.nodes.map((n) => ({ kind: 'node' as const, key: n.key, zIndex: n.zIndex, order: n.order })),
  ];
  return layers.sort((a, b) => a.zIndex - b.zIndex || (a.kind === b.kind ? a.order - b.order : a.kind === 'addon' ? -1 : 1));
}

/** Every full image of the map in loading order (after the placeholders): the background, then addons and nodes by `order`. */
export function loadOrder(map: Pick<SubjectMap, 'background' | 'addons' | 'nodes'>): string[] {
  const items: Array<{ order: number; urls: string[] }> = [
    ...map.addons.map((a) => ({ order: a.order, urls: [a.images.loaded] })),
    ...map.nodes.map((n) => ({ order: n.order, urls: [n.images.unselected, n.images.selected, n.images.locked, n.images.done].filter((u): u is string => u !== undefined) })),
  ].sort((a, b) => a.order - b.order);
  return [...new Set([map.background.image, ...items.flatMap((i) => i.urls)])];
}

/** Every placeholder image (loaded before the scene draws). */
export function placeholderUrls(map: Pick<SubjectMap, 'background' | 'addons' | 'nodes'>): string[] {
  return [...new Set([map.background.placeholder, ...map.addons.map((a) => a.images.placeholder), ...map.nodes.map((n) => n.images.placeholder)])];
}

/** What a key press on a node's button does: move the focus, select the node, or nothing. */
export type NodeKeyAction = { type: 'focus'; key: string } | { type: 'select'; key: string } | null;

/**
 * The map's keyboard (as the math map's, ui/math/map-keys.ts): arrows move along the nodes in
 * order, Home and End jump to the ends, Enter or Space select the focused node.
 * @param keys the node keys in order (nodesInOrder)
 * @param focused the focused node's key
 * @param key a KeyboardEvent.key
 */
export function nodeKeyAction(keys: readonly string[], focused: string, key: string): NodeKeyAction {
  const action = rovingKey(keys.length, keys.indexOf(focused), key);
  if (action === null) return null;
  return action === 'activate' ? { type: 'select', key: focused } : { type: 'focus', key: keys[action.focus]! };
}

/** The accessible name of a node's button: its title (or level) and its state. */
export function nodeButtonLabel(node: Pick<SubjectMapNode, 'key' | 'title' | 'level'>, state: SubjectNodeState): string {
  const name = node.title ?? (node.level !== undefined ? `Level ${node.level}` : node.key);
  const says: Record<SubjectNodeState, string> = { locked: 'Locked.', done: 'Done!', selected: 'Your next stop: press Enter.', unselected: 'Press Enter to choose.' };
  return `${name}. ${says[state]}`;
}
