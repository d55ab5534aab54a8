/**
 * Generates the ocean map art and content (deterministic, idempotent):
 * - `assets/art/ocean/map.svg`, `levels/NN/background.svg` + `preview.svg`, `sprites/*.svg`;
 * - `assets/maps/ocean.json` and `assets/levels/level-01.json` ... `level-16.json`.
 *
 * Run: `npx tsx scripts/art/ocean.ts`
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { levelJsonText } from './level-json';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FLOOR_Y, H, W, levelScene, mapScene } from './ocean-scenes';
import { MAP_NODES, MONSTER_POS, OCEAN_LEVELS, type PlacedSprite, layoutLevel } from './ocean-levels';
import { type SpriteArt, mirrored, oceanSprites } from './ocean-sprites';
import { oceanKeepsake } from './keepsake';
import { el, fmt, svgDoc } from './svg';

/** Repository root (two levels above this file). */
const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

const ART_URL = '/assets/art/ocean';
const ART_DIR = join(REPO_ROOT, 'assets', 'art', 'ocean');
const MAP_ID = 1;

/** Map colours (also used by the UI around the map). */
const OCEAN_PALETTE = { sky: '#a6eef7', ground: '#f8e2a6', path: '#fffaf0', accent: '#ff7a59', text: '#1d2b4f' } as const;

const pad2 = (n: number): string => String(n).padStart(2, '0');

function write(path: string, text: string): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}

/**
 * Builds a preview (320 x 180) of a level: its background with the level's sprites drawn in,
 * each distinct sprite defined once as a `<symbol>`.
 */
function previewSvg(level: number, placed: readonly PlacedSprite[], arts: ReadonlyMap<string, SpriteArt>): string {
  const scene = levelScene(level);
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

/** Throws when the map nodes leave the allowed area or come closer than 120 px to each other. */
function checkNodes(): void {
  MAP_NODES.forEach(([x, y], i) => {
    if (x < 80 || x > 1520 || y < 120 || y > 840) throw new Error(`node ${i + 1} (${x}, ${y}) is outside x 80-1520, y 120-840`);
    MAP_NODES.forEach(([x2, y2], j) => {
      if (j > i && Math.hypot(x - x2, y - y2) < 120) throw new Error(`nodes ${i + 1} and ${j + 1} are closer than 120 px`);
    });
  });
}

/** Generates every ocean file. */
function main(): void {
  checkNodes();
  rmSync(ART_DIR, { recursive: true, force: true });

  // sprites (right-facing originals and mirrored variants for swimmers)
  const arts = new Map<string, SpriteArt>();
  // The keepsake picture frame depends on the child's monster number (one file per number).
  for (const art of [...oceanSprites(), { ...oceanKeepsake(), swims: false, floor: true }]) {
    arts.set(art.name, art);
    if (art.swims) {
      const m = mirrored(art);
      arts.set(m.name, m);
    }
  }
  for (const art of arts.values()) {
    if (art.variants === undefined) write(join(ART_DIR, 'sprites', `${art.name}.svg`), svgDoc(art.w, art.h, art.body));
    else art.variants.forEach((body, i) => write(join(ART_DIR, 'sprites', `${art.name}-${i + 1}.svg`), svgDoc(art.w, art.h, body)));
  }
  /** `image_url` (variant 1 for a monster-dependent sprite, as the fallback) and the `image` map keyed "1".."5". */
  const images = (name: string): { image_url: string; image?: Record<string, string> } => {
    const variants = arts.get(name)?.variants;
    if (variants === undefined) return { image_url: `${ART_URL}/sprites/${name}.svg` };
    return { image_url: `${ART_URL}/sprites/${name}-1.svg`, image: Object.fromEntries(variants.map((_, i) => [String(i + 1), `${ART_URL}/sprites/${name}-${i + 1}.svg`])) };
  };

  // map
  const mapSprites = [
    { key: 'whale', image_url: `${ART_URL}/sprites/whale-left.svg`, x: 1240, y: 370, scale: 0.75, animation: true },
    { key: 'boat', image_url: `${ART_URL}/sprites/boat.svg`, x: 1120, y: 110, scale: 0.7, animation: true },
    { key: 'fish-school', image_url: `${ART_URL}/sprites/fish-yellow.svg`, x: 200, y: 610, scale: 0.6, animation: true },
    { key: 'turtle', image_url: `${ART_URL}/sprites/turtle-left.svg`, x: 760, y: 410, scale: 0.6, animation: true },
    { key: 'jellyfish', image_url: `${ART_URL}/sprites/jellyfish-pink.svg`, x: 1490, y: 450, scale: 0.5, animation: true },
  ];
  const mapArt = mapScene(
    MAP_NODES,
    mapSprites.map((s) => [s.x, s.y, s.key === 'whale' ? 190 : 90] as const),
  );
  write(join(ART_DIR, 'map.svg'), svgDoc(W, H, mapArt.body, { defs: mapArt.defs }));
  const mapJson = {
    id: MAP_ID,
    key: 'ocean',
    title: 'Ocean',
    levels: OCEAN_LEVELS.length,
    start_level: 1,
    scale: 1,
    palette: OCEAN_PALETTE,
    nodes: MAP_NODES.map(([x, y], i) => ({ level: i + 1, x, y })),
    assets: {
      background: `${ART_URL}/map.svg`,
      sprites: mapSprites,
      composites: [],
      css_sprites: [],
    },
  };
  write(join(REPO_ROOT, 'assets', 'maps', 'ocean.json'), `${JSON.stringify(mapJson, null, 2)}\n`);

  // levels
  for (const def of OCEAN_LEVELS) {
    const nn = pad2(def.level);
    const floorY = FLOOR_Y[def.level - 1] ?? 740;
    const placed = layoutLevel(def, arts, floorY);
    const scene = levelScene(def.level);
    write(join(ART_DIR, 'levels', nn, 'background.svg'), svgDoc(W, H, scene.body, { defs: scene.defs }));
    write(join(ART_DIR, 'levels', nn, 'preview.svg'), previewSvg(def.level, placed, arts));
    const level = {
      level: def.level,
      map_id: MAP_ID,
      type: def.level === 1 ? 'start' : 'sprite',
      rule: def.rule,
      goal: def.goal,
      title: def.title,
      start_text: def.startText,
      end_text: def.endText,
      start_audio: `/assets/audio/narration/level-${nn}-start.ogg`,
      end_audio: `/assets/audio/narration/level-${nn}-end.ogg`,
      progress_steps: null,
      banner_url: null,
      custom_welcome: null,
      custom_welcome_length: null,
      video_level: false,
      student_monster: { items: true, sprite: null, animate: true, move_front: false },
      monster_position: MONSTER_POS[def.monster],
      composites: (def.composites ?? []).map((c) => ({ key: c.key, sprites: placed.filter((p) => p.base === c.base).map((p) => `${p.base}-${pad2(p.order)}`) })),
      assets: {
        preview: `${ART_URL}/levels/${nn}/preview.svg`,
        preview_placeholder: null,
        background: `${ART_URL}/levels/${nn}/background.svg`,
        background_placeholder: null,
        sprites: placed.map((p) => ({
          key: `${p.base}-${pad2(p.order)}`,
          image_url: images(p.name).image_url,
          image_placeholder_url: null,
          animation: p.animation,
          order: p.order,
          repeat: null,
          shared_key: null,
          animationSteps: [],
          ...(images(p.name).image === undefined ? {} : { image: images(p.name).image }),
          x: p.x,
          y: p.y,
          scale: p.scale,
          depth: p.depth,
        })),
        audio: [],
      },
    };
    if (def.level !== 1 && placed.length !== def.goal) throw new Error(`level ${def.level}: ${placed.length} sprites for goal ${def.goal}`);
    const levelPath = join(REPO_ROOT, 'assets', 'levels', `level-${nn}.json`);
    write(levelPath, levelJsonText(levelPath, level));
  }
  console.log(`ocean: wrote ${arts.size} sprites, map, ${OCEAN_LEVELS.length} levels`);
}

main();
