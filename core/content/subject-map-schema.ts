/**
 * Zod schema of a subject map (`assets/subject-maps/<key>.json`): the one data-driven map scene
 * shared by reading (a path of level nodes), science (a world map and seven habitat maps whose
 * topics are tapped inside polygons), social studies and superskills (level maps that pan).
 *
 * Spec part 2 section 3 "Science (static data per habitat)" names the fields: backgroundImage and
 * backgroundImagePlaceholder (here `background.image` / `background.placeholder`), scale (2 for
 * habitats, 1 for the world), addons (key, images placeholder and loaded, order, zIndex) and topics
 * (key, images placeholder / unselected / selected, order, zIndex, polygons) — here `nodes`, which
 * a levels map uses for its levels too (issue 15 contract 5a). Spec section 9 "Superskills": the
 * map pans only above level 4, by a factor of 0.2 per level minus 2 (`pan.mode: 'steps'`).
 *
 * Coordinates are the 1600 x 900 design space (core/content/level-schema.ts DESIGN_WIDTH x
 * DESIGN_HEIGHT); a node's `x`, `y` is where the monster stands on it and where its image is
 * centred. Images are `/assets/...` URLs. Pure module (no Phaser, no Node built-ins).
 */
import { z } from 'zod';
import { DESIGN_HEIGHT, DESIGN_WIDTH } from './level-schema';

const assetUrl = z.string().regex(/^\/assets\/[A-Za-z0-9_\-./]+\.(svg|png|jpg|webp)$/, 'must be an /assets/... image path');
const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a #rrggbb colour');
const key = z.string().regex(/^[a-z][a-z0-9-]{0,39}$/, 'must be a lowercase key like "level-1"');
const designX = z.number().min(0).max(DESIGN_WIDTH);
const designY = z.number().min(0).max(DESIGN_HEIGHT);
/** A design-space point, `[x, y]`. */
export const pointSchema = z.tuple([designX, designY]);

/** How the camera pans over the map (see core/content/subject-map-rules.ts panCentre). */
export const panSchema = z.discriminatedUnion('mode', [
  /** The camera centres on the monster's node (and on the keyboard focus), the child may drag. The default. */
  z.object({ mode: z.literal('follow') }).strict(),
  /**
   * Superskills (spec section 9): the view starts at the map's start (left or top) and moves along
   * `axis` only once the level is above `above_level`, by `per_level` x (level - `level_offset`)
   * of the scrollable length, clamped to 0..1. The child may still drag.
   */
  z
    .object({
      mode: z.literal('steps'),
      axis: z.enum(['x', 'y']).default('x'),
      above_level: z.number().int().min(0).default(4),
      per_level: z.number().positive().max(1).default(0.2),
      level_offset: z.number().default(2),
    })
    .strict(),
]);

/** A decoration layer (spec "addons"): shown as a placeholder first, swapped for its loaded image. */
export const addonSchema = z
  .object({
    key,
    images: z.object({ placeholder: assetUrl, loaded: assetUrl }).strict(),
    /** Centre, design px. */
    x: designX,
    y: designY,
    scale: z.number().positive().max(8).default(1),
    /** Load order: lower loads first. */
    order: z.number().int().min(0),
    /** Drawing depth among addons and nodes: higher is in front. */
    zIndex: z.number().int().min(0).max(99),
    /** A gentle endless bob (stopped under reduced motion). */
    float: z.boolean().default(false),
  })
  .strict();

/** A node: a level on a levels map, a topic on a topics map. */
export const subjectNodeSchema = z
  .object({
    key,
    /** Levels maps: the level this node is (1-based). */
    level: z.number().int().min(1).max(99).optional(),
    /** Said by the keyboard labels and shown in the focus label (e.g. "Level 3", "Giraffe"). */
    title: z.string().min(1).max(60).optional(),
    x: designX,
    y: designY,
    scale: z.number().positive().max(8).default(1),
    images: z
      .object({
        placeholder: assetUrl,
        unselected: assetUrl,
        selected: assetUrl,
        /** Not reached yet; without it the unselected image is dimmed and carries a lock. */
        locked: assetUrl.optional(),
        /** Finished; without it the unselected image carries a star. */
        done: assetUrl.optional(),
      })
      .strict(),
    order: z.number().int().min(0),
    zIndex: z.number().int().min(0).max(99),
    /** Topics: the tap area, design px, at least 3 points (spec "polygons"). Levels: a circle around the node. */
    polygon: z.array(pointSchema).min(3).optional(),
  })
  .strict();

/** One point of the walking path: a bend, or a node's stop (`node` names it; x, y default to the node's). */
export const pathPointSchema = z.union([z.object({ node: key }).strict(), z.object({ x: designX, y: designY }).strict()]);

export const subjectMapSchema = z
  .object({
    key,
    title: z.string().min(1).max(80),
    type: z.enum(['levels', 'topics']),
    /** Zoom of the map over covering the screen: 1 for a world map, 2 for a habitat (spec section 3). */
    scale: z.number().min(1).max(4).default(1),
    pan: panSchema.default({ mode: 'follow' }),
    /**
     * How the map meets the screen: `cover` fills it (one axis pans; the default), `contain` shows
     * the whole map with the palette's sky around it (a world map whose every place should be in
     * view), never so small that a node's tap area drops under 44 CSS px.
     */
    fit: z.enum(['cover', 'contain']).default('cover'),
    palette: z.object({ sky: hexColour, ground: hexColour, path: hexColour, accent: hexColour, text: hexColour }).strict(),
    background: z.object({ image: assetUrl, placeholder: assetUrl }).strict(),
    addons: z.array(addonSchema).default([]),
    nodes: z.array(subjectNodeSchema).min(1),
    /**
     * The monster's walking route through every node in order, with bends between them; without
     * it the monster walks straight from node to node in `order`.
     */
    path: z.array(pathPointSchema).optional(),
    /**
     * The monster: its height relative to the default 150 design px, and where its feet are
     * relative to a node's point (and to every point of its walk), design px.
     */
    monster: z
      .object({ scale: z.number().positive().max(4).default(1), offset: z.tuple([z.number().min(-200).max(200), z.number().min(-200).max(200)]).default([0, 0]) })
      .strict()
      .default({ scale: 1, offset: [0, 0] }),
  })
  .strict()
  .superRefine((map, ctx) => {
    const issue = (path: Array<string | number>, message: string) => ctx.addIssue({ code: 'custom', path, message });
    const seen = new Set<string>();
    map.nodes.forEach((n, i) => {
      if (seen.has(n.key)) issue(['nodes', i, 'key'], `duplicate node key "${n.key}"`);
      seen.add(n.key);
      if (map.type === 'levels' && n.level === undefined) issue(['nodes', i, 'level'], 'a levels map needs a level on every node');
      if (map.type === 'topics' && n.polygon === undefined) issue(['nodes', i, 'polygon'], 'a topics map needs a polygon on every node');
    });
    const addonKeys = new Set<string>();
    map.addons.forEach((a, i) => {
      if (addonKeys.has(a.key)) issue(['addons', i, 'key'], `duplicate addon key "${a.key}"`);
      addonKeys.add(a.key);
    });
    if (map.type === 'levels') {
      const levels = map.nodes.map((n) => n.level);
      const expected = map.nodes.map((_, i) => i + 1);
      if (levels.join(',') !== expected.join(',')) issue(['nodes'], `nodes must list levels 1..${map.nodes.length} in order`);
    }
    if (map.path) {
      const stops = map.path.flatMap((p, i) => ('node' in p ? [{ key: p.node, i }] : []));
      for (const s of stops) if (!seen.has(s.key)) issue(['path', s.i, 'node'], `no node "${s.key}"`);
      const names = stops.map((s) => s.key);
      if (new Set(names).size !== names.length) issue(['path'], 'the path stops at each node once');
      const byOrder = [...map.nodes].sort((a, b) => a.order - b.order).map((n) => n.key);
      if (names.join(',') !== byOrder.join(',')) issue(['path'], `the path must stop at every node in order: ${byOrder.join(', ')}`);
    }
    if (map.pan.mode === 'steps' && map.type !== 'levels') issue(['pan', 'mode'], 'only a levels map pans by level');
  });

export type SubjectMap = z.infer<typeof subjectMapSchema>;
/** A subject map as written in JSON (defaults not applied yet). */
export type SubjectMapInput = z.input<typeof subjectMapSchema>;
export type SubjectMapNode = SubjectMap['nodes'][number];
export type SubjectMapAddon = SubjectMap['addons'][number];
export type SubjectMapPan = SubjectMap['pan'];
/** A node's state as the screen shows it (issue 15 contract 5a). */
export type SubjectNodeState = 'locked' | 'unselected' | 'selected' | 'done';
