/**
 * The science badge customiser's catalogue (spec part 2 section 3 "Student badge": customisation
 * kinds background, border, color, pose; the server's `science_badge_items`). Ids are fixed here so
 * a re-seed keeps every student's choice; art lives at `imageUrl(item)` (drawn by
 * scripts/art/science/badge-art.ts). A badge is drawn as: the colour's disc, the background's
 * pattern over it, the topic's emblem placed by the pose, the border's frame on top.
 * Pure module (no Node built-ins).
 */

export const BADGE_ITEM_KINDS = ['background', 'border', 'color', 'pose'] as const;
export type BadgeItemKind = (typeof BADGE_ITEM_KINDS)[number];

export interface BadgeItem {
  /** Stable id (`science_badge_items.id`). */
  id: number;
  kind: BadgeItemKind;
  key: string;
  /** What the customiser's button says (and its accessible name). */
  name: string;
  /** Colours only: the disc's fill. */
  hex?: string;
}

const item = (id: number, kind: BadgeItemKind, key: string, name: string, hex?: string): BadgeItem => ({ id, kind, key, name, ...(hex ? { hex } : {}) });

/** Every item; the first of each kind is a new badge's default. */
export const SCIENCE_BADGE_ITEMS: readonly BadgeItem[] = [
  item(1, 'background', 'sunburst', 'Sunburst'),
  item(2, 'background', 'stars', 'Stars'),
  item(3, 'background', 'dots', 'Dots'),
  item(4, 'background', 'waves', 'Waves'),
  item(5, 'background', 'leaves', 'Leaves'),
  item(6, 'background', 'stripes', 'Stripes'),
  item(11, 'border', 'round', 'Round'),
  item(12, 'border', 'scallop', 'Scallops'),
  item(13, 'border', 'star', 'Star points'),
  item(14, 'border', 'shield', 'Shield'),
  item(15, 'border', 'gear', 'Gear'),
  item(21, 'color', 'sky', 'Sky', '#8fd3ff'),
  item(22, 'color', 'sun', 'Sun', '#ffd166'),
  item(23, 'color', 'coral', 'Coral', '#ff8a6b'),
  item(24, 'color', 'leaf', 'Leaf', '#7ed957'),
  item(25, 'color', 'grape', 'Grape', '#b79cff'),
  item(26, 'color', 'berry', 'Berry', '#ff7eb6'),
  item(27, 'color', 'sea', 'Sea', '#3cc6c0'),
  item(28, 'color', 'night', 'Night', '#4a4e9c'),
  item(31, 'pose', 'portrait', 'Big and proud'),
  item(32, 'pose', 'tilt', 'Tilted'),
  item(33, 'pose', 'peek', 'Peeking'),
  item(34, 'pose', 'jump', 'Jumping'),
];

/** The item's picture (a swatch for a colour, a pattern, a frame or a pose's icon). */
export function badgeItemImageUrl(item: Pick<BadgeItem, 'kind' | 'key'>): string {
  return `/assets/art/science/badges/${item.kind}-${item.key}.svg`;
}

/** The default item of a kind (the first listed). */
export function defaultBadgeItem(kind: BadgeItemKind): BadgeItem {
  const found = SCIENCE_BADGE_ITEMS.find((i) => i.kind === kind);
  if (!found) throw new Error(`no badge item of kind ${kind}`);
  return found;
}

/** How a pose places the emblem inside the badge's 200 x 200 box: centre, size (px), turn (degrees). */
export const BADGE_POSES: Record<string, { x: number; y: number; size: number; rotate: number }> = {
  portrait: { x: 100, y: 100, size: 128, rotate: 0 },
  tilt: { x: 100, y: 102, size: 118, rotate: -14 },
  peek: { x: 100, y: 128, size: 132, rotate: 0 },
  jump: { x: 100, y: 86, size: 104, rotate: 8 },
};
