/**
 * The one map pipeline: every map theme (ocean, desert, jungle, arctic) is a {@link ThemeSpec}
 * (sprite drawings, scene builders, level definitions, map nodes, layout rules) and this module
 * builds, in memory and deterministically (see files.ts):
 * - `assets/art/<key>/map.svg`, `levels/NN/background.svg` + `preview.svg`, `sprites/*.svg`;
 * - `assets/maps/<key>.json` and `assets/levels/level-NN.json`.
 *
 * Level sprites are laid out by layout.ts with the theme's rules. A level's `assets.video` belongs
 * to the media script (scripts/media) and is carried over from the committed file (level-json.ts).
 */
import { join } from 'node:path';
import { type Pt } from '../../core/art/paths';
import { type Art, type Scene, mirrored } from '../../core/art/sprite-kit';
import { coarse } from '../../core/art/svg-kit';
import type { Generated } from './files';
import { type LayoutRules, type LevelDef, type PlacedSprite, MONSTER_POS, facingName, landRules, layoutLevel } from './layout';
import { levelJsonText } from './level-json';

export type { FixedSprite, LevelDef, PlacedSprite } from './layout';
export { MONSTER_POS, groundAt, layoutLevel } from './layout';

const { el, num: fmt, doc: svgDoc } = coarse;

/** Width of every scene. */
export const W = 1600;
/** Height of every scene. */
export const H = 900;

/** A level background plus the top edge of its walkable ground (points sorted by x, spanning 0..1600). */
export interface LevelScene extends Scene {
  ground: readonly Pt[];
}

/** A decorative animated sprite on the map. */
export interface MapSprite {
  key: string;
  /** Sprite file stem. */
  sprite: string;
  x: number;
  y: number;
  scale: number;
  /** True for things that stand still on the map (buildings); others bob. */
  still?: boolean;
}

/** Everything one theme provides. */
export interface ThemeSpec {
  key: 'ocean' | 'desert' | 'jungle' | 'arctic';
  mapId: number;
  title: string;
  palette: { sky: string; ground: string; path: string; accent: string; text: string };
  /** Right-facing sprite drawings; those with `faces` get a `-left` variant. */
  arts: readonly Art[];
  /** Allowed sprite width and height in px (default 80-220); null skips the check. */
  spriteSize?: readonly [number, number] | null;
  /** Map node centres, one per level in order. */
  nodes: readonly Pt[];
  mapSprites: readonly MapSprite[];
  /**
   * Map `scale` and `move_map`: a map with scale > 1 and moveMap true is shown `scale` times larger
   * with the camera following the monster (game/scenes/map-rules.ts); default 1, fitted.
   */
  view?: { scale: number; moveMap: boolean };
  /** Map sprites (by key) that move as one object (map `assets.composites`). */
  mapComposites?: ReadonlyArray<{ key: string; sprites: readonly string[] }>;
  /** Builds the map background (with the path through the nodes). */
  mapScene: (nodes: readonly Pt[], sprites: readonly MapSprite[]) => Scene;
  levels: readonly LevelDef[];
  /** Builds the background of one level. */
  levelScene: (level: number) => LevelScene;
  /** How level sprites are placed: a seed for the land rules (layout.ts), or the theme's own rules. */
  layout: number | LayoutRules;
}

const pad2 = (n: number): string => String(n).padStart(2, '0');

/**
 * The `image` map of a monster-dependent sprite (spec: keyed by monster number "1".."5"); empty for others.
 * @param artUrl the theme's art URL
 * @param art the sprite
 * @returns `{ image }` or `{}`
 */
export function monsterImages(artUrl: string, art: Art): { image?: Record<string, string> } {
  if (art.variants === undefined) return {};
  return { image: Object.fromEntries(art.variants.map((_, i) => [String(i + 1), `${artUrl}/sprites/${art.name}-${i + 1}.svg`])) };
}

/** A sprite's `image_url` (variant 1 as the fallback for a monster-dependent sprite). */
function imageUrl(artUrl: string, art: Art): string {
  return `${artUrl}/sprites/${art.variants === undefined ? art.name : `${art.name}-1`}.svg`;
}

/**
 * A preview (320 x 180): a background with sprites drawn in, each distinct sprite defined once as a `<symbol>`.
 * @param scene the level background
 * @param placed sprites to draw (centre-anchored)
 * @param arts sprite drawings by file stem
 * @returns the SVG document
 */
export function previewSvg(scene: Scene, placed: ReadonlyArray<{ name: string; x: number; y: number; scale: number; depth: number; order: number }>, arts: ReadonlyMap<string, Art>): string {
  const used = [...new Set(placed.map((p) => p.name))].sort();
  let symbols = '';
  for (const name of used) {
    const art = arts.get(name);
    if (art === undefined) throw new Error(`missing sprite ${name}`);
    symbols += el('symbol', { id: `s-${name}`, viewBox: `0 0 ${fmt(art.w)} ${fmt(art.h)}` }, art.body);
  }
  let uses = '';
  for (const p of [...placed].sort((a, b) => a.depth - b.depth || a.order - b.order)) {
    const art = arts.get(p.name);
    if (art === undefined) continue;
    const w = art.w * p.scale;
    const h = art.h * p.scale;
    uses += el('use', { href: `#s-${p.name}`, x: p.x - w / 2, y: p.y - h / 2, width: w, height: h });
  }
  return svgDoc(320, 180, scene.body + uses, { defs: scene.defs + symbols, viewBox: `0 0 ${W} ${H}` });
}

/**
 * Throws when map nodes leave x 80-1520, y 120-840 or come closer than 120 px to each other.
 * @param nodes node centres
 * @param key theme key (for messages)
 */
export function checkNodes(nodes: readonly Pt[], key: string): void {
  nodes.forEach(([x, y], i) => {
    if (x < 80 || x > 1520 || y < 120 || y > 840) throw new Error(`${key} node ${i + 1} (${x}, ${y}) is outside x 80-1520, y 120-840`);
    nodes.forEach(([x2, y2], j) => {
      if (j > i && Math.hypot(x - x2, y - y2) < 120) throw new Error(`${key} nodes ${i + 1} and ${j + 1} are closer than 120 px`);
    });
  });
}

/**
 * Video cue points for a video level: cues "0".."goal" every 9 s from 8 s, `cuePoint` 0.25 s after
 * `currentTime`, and "end" 6 s after the last cue.
 * @param goal number of questions
 * @returns the cues record
 */
export function videoCues(goal: number): Record<string, { currentTime: number; cuePoint: number }> {
  const cues: Record<string, { currentTime: number; cuePoint: number }> = {};
  for (let n = 0; n <= goal; n++) {
    const t = 8 + n * 9;
    cues[String(n)] = { currentTime: t, cuePoint: t + 0.25 };
  }
  const end = 8 + goal * 9 + 6;
  cues.end = { currentTime: end, cuePoint: end + 0.25 };
  return cues;
}

/** Every sprite drawing by file stem, with the mirrored `-left` variant of each facing sprite. */
function spriteTable(spec: ThemeSpec): Map<string, Art> {
  const [min, max] = spec.spriteSize === null ? [0, Infinity] : (spec.spriteSize ?? [80, 220]);
  const arts = new Map<string, Art>();
  for (const art of spec.arts) {
    if (art.w < min || art.w > max || art.h < min || art.h > max) throw new Error(`${spec.key}: sprite ${art.name} is ${art.w} x ${art.h} (want ${min}-${max} px)`);
    arts.set(art.name, art);
    if (art.faces) {
      const m = mirrored(art);
      arts.set(m.name, m);
    }
  }
  return arts;
}

/** The map JSON (`assets/maps/<key>.json`). */
function mapJson(spec: ThemeSpec, artUrl: string, arts: ReadonlyMap<string, Art>): object {
  const startLevel = spec.levels[0]?.level ?? 1;
  const art = (name: string): Art => {
    const a = arts.get(name);
    if (a === undefined) throw new Error(`${spec.key}: map sprite ${name} is unknown`);
    return a;
  };
  return {
    id: spec.mapId,
    key: spec.key,
    title: spec.title,
    levels: spec.levels.length,
    start_level: startLevel,
    scale: spec.view?.scale ?? 1,
    ...(spec.view === undefined ? {} : { move_map: spec.view.moveMap }),
    palette: spec.palette,
    nodes: spec.nodes.map(([x, y], i) => ({ level: startLevel + i, x, y })),
    assets: {
      background: `${artUrl}/map.svg`,
      sprites: spec.mapSprites.map((s) => ({ key: s.key, image_url: imageUrl(artUrl, art(s.sprite)), ...monsterImages(artUrl, art(s.sprite)), x: s.x, y: s.y, scale: s.scale, animation: s.still !== true })),
      composites: spec.mapComposites ?? [],
      css_sprites: [],
    },
  };
}

/** A level's JSON (`assets/levels/level-NN.json`) before the media script's video is carried over. */
function levelJson(spec: ThemeSpec, def: LevelDef, placed: readonly PlacedSprite[], artUrl: string, arts: ReadonlyMap<string, Art>): { assets: Record<string, unknown> } {
  const nn = pad2(def.level);
  const sprite = (name: string): Art => arts.get(name) as Art;
  const level = {
    level: def.level,
    map_id: spec.mapId,
    type: def.video !== undefined ? 'video' : def.start === true ? 'start' : 'sprite',
    rule: def.rule,
    goal: def.goal,
    title: def.title,
    start_text: def.startText,
    end_text: def.endText,
    start_audio: `/assets/audio/narration/level-${nn}-start.ogg`,
    end_audio: `/assets/audio/narration/level-${nn}-end.ogg`,
    progress_steps: null,
    banner_url: null,
    custom_welcome: def.video?.welcome ?? null,
    custom_welcome_length: def.video?.welcomeLength ?? null,
    video_level: def.video !== undefined,
    student_monster: { items: true, sprite: null, animate: true, move_front: false },
    monster_position: MONSTER_POS[def.monster],
    composites: (def.composites ?? []).map((c) => ({ key: c.key, sprites: placed.filter((p) => p.base === c.base).map((p) => `${p.base}-${pad2(p.order)}`) })),
    assets: {
      preview: `${artUrl}/levels/${nn}/preview.svg`,
      preview_placeholder: null,
      background: `${artUrl}/levels/${nn}/background.svg`,
      background_placeholder: null,
      sprites: placed.map((p) => ({
        key: `${p.base}-${pad2(p.order)}`,
        image_url: imageUrl(artUrl, sprite(p.name)),
        image_placeholder_url: null,
        animation: p.animation,
        order: p.order,
        repeat: null,
        shared_key: null,
        animationSteps: [],
        ...monsterImages(artUrl, sprite(p.name)),
        x: p.x,
        y: p.y,
        scale: p.scale,
        depth: p.depth,
      })),
      audio: [],
      ...(def.video !== undefined ? { video: { vimeoId: null, src: null, cues: videoCues(def.goal) } } : {}),
    },
  };
  return level;
}

/**
 * Builds every file of one theme (see the module comment). Reads only the committed level files
 * (for their `assets.video`).
 * @param spec the theme
 * @param root repository root
 * @throws Error when the nodes, a sprite's size or a level's layout break the theme's rules
 */
export function buildTheme(spec: ThemeSpec, root: string): Generated {
  const artUrl = `/assets/art/${spec.key}`;
  const artDir = `assets/art/${spec.key}`;
  const rules = typeof spec.layout === 'number' ? landRules(spec.layout) : spec.layout;
  checkNodes(spec.nodes, spec.key);
  if (spec.nodes.length !== spec.levels.length) throw new Error(`${spec.key}: ${spec.nodes.length} nodes for ${spec.levels.length} levels`);
  const files = new Map<string, string>();
  const arts = spriteTable(spec);
  for (const art of arts.values()) {
    if (art.variants === undefined) files.set(`${artDir}/sprites/${art.name}.svg`, svgDoc(art.w, art.h, art.body));
    else art.variants.forEach((body, i) => files.set(`${artDir}/sprites/${art.name}-${i + 1}.svg`, svgDoc(art.w, art.h, body)));
  }

  const map = mapJson(spec, artUrl, arts);
  const mapArt = spec.mapScene(spec.nodes, spec.mapSprites);
  files.set(`${artDir}/map.svg`, svgDoc(W, H, mapArt.body, { defs: mapArt.defs }));
  files.set(`assets/maps/${spec.key}.json`, `${JSON.stringify(map, null, 2)}\n`);

  for (const def of spec.levels) {
    const nn = pad2(def.level);
    const scene = spec.levelScene(def.level);
    const placed = def.video !== undefined ? [] : layoutLevel(def, arts, scene.ground, rules);
    if (def.video === undefined && def.start !== true && placed.length !== def.goal) throw new Error(`level ${def.level}: ${placed.length} sprites for goal ${def.goal}`);
    const previewSprites =
      def.video !== undefined ? (def.decor ?? []).map((d, i) => ({ ...d, name: arts.has(d.name) ? facingName(arts.get(d.name) as Art, d.x) : d.name, depth: 0, order: i })) : placed;
    files.set(`${artDir}/levels/${nn}/background.svg`, svgDoc(W, H, scene.body, { defs: scene.defs }));
    files.set(`${artDir}/levels/${nn}/preview.svg`, previewSvg(scene, previewSprites, arts));
    const path = `assets/levels/level-${nn}.json`;
    files.set(path, levelJsonText(join(root, path), levelJson(spec, def, placed, artUrl, arts)));
  }
  return { files, owns: [artDir], summary: `${spec.key}: ${arts.size} sprites, map, ${spec.levels.length} levels` };
}
