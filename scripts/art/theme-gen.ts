/**
 * Generic map + level generator used by the desert, jungle and arctic themes (the ocean has its own).
 *
 * Given a {@link ThemeSpec} (sprite drawings, scene builders, level definitions, map nodes), writes
 * deterministically and idempotently:
 * - `assets/art/<key>/map.svg`, `levels/NN/background.svg` + `preview.svg`, `sprites/*.svg`;
 * - `assets/maps/<key>.json` and `assets/levels/level-NN.json`.
 *
 * Level sprites are laid out automatically: ground things stand on the scene's ground profile, air things
 * fly above it and hanging things dangle from the top edge, all kept out of the question card region and
 * away from the player's monster.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { levelJsonText } from './level-json';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Art, type Scene, mirrored } from './draw';
import { type Pt, el, fmt, makeRng, svgDoc } from './svg';

/** Width of every scene. */
export const W = 1600;
/** Height of every scene. */
export const H = 900;

/** Repository root (two levels above this file). */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** A level background plus the top edge of its walkable ground (points sorted by x, spanning 0..1600). */
export interface LevelScene extends Scene {
  ground: readonly Pt[];
}

/** A hand-placed sprite (preview decoration of video levels, or a fixed layout). */
export interface FixedSprite {
  name: string;
  x: number;
  y: number;
  scale: number;
}

/** One level before layout. */
export interface LevelDef {
  level: number;
  title: string;
  startText: string;
  endText: string;
  goal: number;
  rule: 'correct' | 'minus';
  /** Which bottom corner the player's monster stands in. */
  monster: 'left' | 'right';
  /** Sprite names (right-facing originals), how many of each and an optional scale factor. */
  mix: ReadonlyArray<readonly [string, number, number?]>;
  /** Video level settings (desert); such levels have no level sprites. */
  video?: { welcome: string; welcomeLength: number };
  /** Sprites drawn into the preview only (video levels). */
  decor?: readonly FixedSprite[];
  /** Composites: every placed sprite of sprite `base` joins the composite `key` (they move as one group). */
  composites?: ReadonlyArray<{ key: string; base: string }>;
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
  key: 'desert' | 'jungle' | 'arctic';
  mapId: number;
  title: string;
  palette: { sky: string; ground: string; path: string; accent: string; text: string };
  /** Right-facing sprite drawings; those with `faces` get a `-left` variant. */
  arts: readonly Art[];
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
}

/** A placed sprite, ready for the level JSON. */
export interface PlacedSprite {
  /** Sprite file stem actually used (may be a `-left` variant). */
  name: string;
  /** Base sprite name (right-facing original). */
  base: string;
  x: number;
  y: number;
  scale: number;
  depth: number;
  order: number;
  animation: boolean;
}

/** Monster standing positions per corner. */
export const MONSTER_POS: Record<'left' | 'right', { x: number; y: number }> = { right: { x: 1380, y: 700 }, left: { x: 220, y: 700 } };

/** Region kept free for the question card (sprite bodies may only overlap its rim). */
const CALM: Box = { x0: 400, y0: 30, x1: 1200, y1: 470 };

interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

const overlap = (a: Box, b: Box): boolean => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;

function shrink(b: Box, k: number): Box {
  const cx = (b.x0 + b.x1) / 2;
  const cy = (b.y0 + b.y1) / 2;
  const hw = ((b.x1 - b.x0) / 2) * k;
  const hh = ((b.y1 - b.y0) / 2) * k;
  return { x0: cx - hw, y0: cy - hh, x1: cx + hw, y1: cy + hh };
}

/**
 * Height of a ground profile at x (linear interpolation).
 * @param ground profile points sorted by x
 * @param x position
 * @returns y of the ground top
 */
export function groundAt(ground: readonly Pt[], x: number): number {
  const first = ground[0];
  if (first === undefined) return 700;
  if (x <= first[0]) return first[1];
  for (let i = 1; i < ground.length; i++) {
    const a = ground[i - 1] as Pt;
    const b = ground[i] as Pt;
    if (x <= b[0]) return a[1] + ((b[1] - a[1]) * (x - a[0])) / (b[0] - a[0]);
  }
  return (ground[ground.length - 1] as Pt)[1];
}

/**
 * Lays out a level's sprites deterministically (see the module comment).
 * @param def the level definition
 * @param arts sprite drawings by name
 * @param ground the background's ground profile
 * @param seed theme seed
 * @returns placed sprites with reveal orders 1..n
 */
export function layoutLevel(def: LevelDef, arts: ReadonlyMap<string, Art>, ground: readonly Pt[], seed: number): PlacedSprite[] {
  const rng = makeRng(seed + def.level * 131);
  const mon = MONSTER_POS[def.monster];
  const monBox: Box = { x0: mon.x - 150, y0: mon.y - 200, x1: mon.x + 150, y1: 900 };
  const items: Array<{ art: Art; k: number; i: number }> = [];
  for (const [name, count, k] of def.mix) {
    const art = arts.get(name);
    if (art === undefined) throw new Error(`level ${def.level}: unknown sprite ${name}`);
    for (let i = 0; i < count; i++) items.push({ art, k: k ?? 1, i: items.length });
  }
  // place hanging things first, then big things
  const rank = (a: Art): number => (a.zone === 'air' && a.name.startsWith('hang') ? 0 : 1);
  const queue = [...items].sort((a, b) => rank(a.art) - rank(b.art) || b.art.w * b.art.h * b.k * b.k - a.art.w * a.art.h * a.k * a.k || a.i - b.i);
  const placed: Array<{ art: Art; x: number; y: number; s: number; box: Box; bottom: number }> = [];
  for (const { art, k } of queue) {
    const s0 = art.scale[0] * k;
    const s1 = art.scale[1] * k;
    const hanging = art.name.startsWith('hang');
    let best: { x: number; y: number; s: number; box: Box; score: number; bottom: number } | null = null;
    for (let attempt = 0, valid = 0; attempt < 8000 && valid < 40; attempt++) {
      const s = rng.range(s0, s1) * (attempt > 5000 ? 0.85 : 1);
      const hw = (art.w * s) / 2;
      const hh = (art.h * s) / 2;
      const x = rng.range(20 + hw, 1580 - hw);
      let y: number;
      if (hanging) {
        y = hh - rng.range(0, 24);
      } else if (art.zone === 'ground') {
        const gy = Math.max(groundAt(ground, x - hw * 0.5), groundAt(ground, x + hw * 0.5), groundAt(ground, x));
        if (gy + 14 > 886) continue;
        y = rng.range(gy + 14, 886) - hh;
      } else {
        const gy = Math.min(groundAt(ground, x), 760);
        if (gy - 30 - hh < 70 + hh) continue;
        y = rng.range(70 + hh, gy - 30 - hh);
      }
      const box: Box = { x0: x - hw, y0: y - hh, x1: x + hw, y1: y + hh };
      const inner: Box = { x0: x - hw * 0.85, y0: y - hh * (hanging ? 0.4 : 0.85), x1: x + hw * 0.85, y1: y + hh * 0.85 };
      if (overlap(inner, CALM) || overlap(inner, monBox)) continue;
      if (placed.some((p) => overlap(inner, shrink(p.box, 0.9)))) continue;
      valid++;
      let score = Infinity;
      for (const p of placed) score = Math.min(score, Math.hypot(p.x - x, p.y - y) - (Math.max(p.box.x1 - p.box.x0, p.box.y1 - p.box.y0) + Math.max(hw, hh) * 2) * 0.3);
      if (best === null || score > best.score) best = { x, y, s, box, score, bottom: y + hh };
    }
    if (best === null) throw new Error(`level ${def.level}: no room for ${art.name}`);
    placed.push({ art, x: best.x, y: best.y, s: best.s, box: best.box, bottom: best.bottom });
  }
  const orders = rng.shuffle(placed.map((_, i) => i + 1));
  return placed
    .map((p, i) => {
      const faceLeft = p.art.faces && p.x > 800;
      let depth = 4;
      if (p.art.back === true) depth = 1;
      else if (p.art.zone === 'ground') depth = p.bottom > 800 ? 3 : 2;
      return {
        name: faceLeft ? `${p.art.name}-left` : p.art.name,
        base: p.art.name,
        x: Math.round(p.x),
        y: Math.round(p.y),
        scale: Math.round(p.s * 100) / 100,
        depth,
        order: orders[i] ?? i + 1,
        animation: p.art.animated,
      };
    })
    .sort((a, b) => a.order - b.order);
}

const pad2 = (n: number): string => String(n).padStart(2, '0');

/**
 * Writes a sprite's SVG: `<name>.svg`, or for a monster-dependent sprite one `<name>-<n>.svg` per monster number.
 * @param artDir the theme's art folder
 * @param art the sprite
 */
function writeSprite(artDir: string, art: Art): void {
  if (art.variants === undefined) write(join(artDir, 'sprites', `${art.name}.svg`), svgDoc(art.w, art.h, art.body));
  else art.variants.forEach((body, i) => write(join(artDir, 'sprites', `${art.name}-${i + 1}.svg`), svgDoc(art.w, art.h, body)));
}

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

/**
 * A sprite's `image_url` (variant 1 as the fallback for a monster-dependent sprite) and its `image` map.
 * @param artUrl the theme's art URL
 * @param art the sprite
 * @returns `{ image_url, image? }`
 */
function spriteImages(artUrl: string, art: Art): { image_url: string; image?: Record<string, string> } {
  return { image_url: `${artUrl}/sprites/${art.variants === undefined ? art.name : `${art.name}-1`}.svg`, ...monsterImages(artUrl, art) };
}

function write(path: string, text: string): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
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

/**
 * Writes every file of one theme (see the module comment).
 * @param spec the theme
 * @param seed layout seed
 */
export function generateTheme(spec: ThemeSpec, seed: number): void {
  const artUrl = `/assets/art/${spec.key}`;
  const artDir = join(REPO_ROOT, 'assets', 'art', spec.key);
  checkNodes(spec.nodes, spec.key);
  if (spec.nodes.length !== spec.levels.length) throw new Error(`${spec.key}: ${spec.nodes.length} nodes for ${spec.levels.length} levels`);
  rmSync(artDir, { recursive: true, force: true });

  const arts = new Map<string, Art>();
  for (const art of spec.arts) {
    if (art.w < 80 || art.w > 220 || art.h < 80 || art.h > 220) throw new Error(`${spec.key}: sprite ${art.name} is ${art.w} x ${art.h} (want 80-220 px)`);
    arts.set(art.name, art);
    if (art.faces) {
      const m = mirrored(art);
      arts.set(m.name, m);
    }
  }
  for (const art of arts.values()) writeSprite(artDir, art);

  // map
  for (const s of spec.mapSprites) if (!arts.has(s.sprite)) throw new Error(`${spec.key}: map sprite ${s.sprite} is unknown`);
  const mapArt = spec.mapScene(spec.nodes, spec.mapSprites);
  write(join(artDir, 'map.svg'), svgDoc(W, H, mapArt.body, { defs: mapArt.defs }));
  const startLevel = spec.levels[0]?.level ?? 1;
  const mapJson = {
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
      sprites: spec.mapSprites.map((s) => ({ key: s.key, ...spriteImages(artUrl, arts.get(s.sprite)!), x: s.x, y: s.y, scale: s.scale, animation: s.still !== true })),
      composites: spec.mapComposites ?? [],
      css_sprites: [],
    },
  };
  write(join(REPO_ROOT, 'assets', 'maps', `${spec.key}.json`), `${JSON.stringify(mapJson, null, 2)}\n`);

  // levels
  for (const def of spec.levels) {
    const nn = pad2(def.level);
    const scene = spec.levelScene(def.level);
    const placed = def.video !== undefined ? [] : layoutLevel(def, arts, scene.ground, seed);
    if (def.video === undefined && placed.length !== def.goal) throw new Error(`level ${def.level}: ${placed.length} sprites for goal ${def.goal}`);
    const previewSprites =
      def.video !== undefined
        ? (def.decor ?? []).map((d, i) => ({ ...d, name: arts.get(d.name)?.faces === true && d.x > 800 ? `${d.name}-left` : d.name, depth: 0, order: i }))
        : placed;
    write(join(artDir, 'levels', nn, 'background.svg'), svgDoc(W, H, scene.body, { defs: scene.defs }));
    write(join(artDir, 'levels', nn, 'preview.svg'), previewSvg(scene, previewSprites, arts));
    const level = {
      level: def.level,
      map_id: spec.mapId,
      type: def.video !== undefined ? 'video' : 'sprite',
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
          image_url: spriteImages(artUrl, arts.get(p.name)!).image_url,
          image_placeholder_url: null,
          animation: p.animation,
          order: p.order,
          repeat: null,
          shared_key: null,
          animationSteps: [],
          ...monsterImages(artUrl, arts.get(p.name)!),
          x: p.x,
          y: p.y,
          scale: p.scale,
          depth: p.depth,
        })),
        audio: [],
        ...(def.video !== undefined ? { video: { vimeoId: null, src: null, cues: videoCues(def.goal) } } : {}),
      },
    };
    const levelPath = join(REPO_ROOT, 'assets', 'levels', `level-${nn}.json`);
    write(levelPath, levelJsonText(levelPath, level));
  }
  console.log(`${spec.key}: wrote ${arts.size} sprites, map, ${spec.levels.length} levels`);
}
