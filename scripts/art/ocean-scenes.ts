/**
 * Ocean scene art: the 16 level backgrounds (1600 x 900), each a recipe over the ocean's scene pieces
 * (ocean-pieces.ts) with its own water and sand palette. The region x 400-1200, y 60-520 stays light on
 * detail (question card).
 */
import { darken, lighten, mix } from '../../core/art/colour';
import { mound } from '../../core/art/paths';
import { makeRng } from '../../core/art/rng';
import type { Scene } from '../../core/art/sprite-kit';
import { coarse } from '../../core/art/svg-kit';
import { water, surface, seaHills, floor, rock, brainCoral, tubeCoral, bgKelp, seagrass, bubbles, glow, sandBits, arch, sideCliff, ship, anchor, vent, farWhale, skyAbove, caustics, reef, OCEAN_RAYS, SEA, W, OceanBuilder, type ScenePalette } from './ocean-pieces';
import { rays } from './scene-kit';

const { el, num: fmt } = coarse;

/** Level background recipes, index = level number - 1. */
const RECIPES: Array<(b: OceanBuilder) => void> = [
  // 1 Welcome to the Reef
  (b) => {
    water(b, 760);
    surface(b);
    rays(b, 7, 0.5, OCEAN_RAYS);
    seaHills(b, 700, 60, 150, 0.45, 0.55);
    arch(b, 40, 760, 320, 300, '#9aa6dc');
    reef(b, 20, 420, 760, 4);
    reef(b, 1180, 1600, 760, 4);
    floor(b, 730);
    seagrass(b, 520, 760, 90, 70, '#6fcf8a');
    seagrass(b, 1080, 770, 70, 60, '#6fcf8a');
    sandBits(b, 8, 790, 880);
    bubbles(b, 14, 40, 1560, 80, 620);
  },
  // 2 Coral Garden
  (b) => {
    water(b, 700);
    surface(b);
    rays(b, 6, 0.5, OCEAN_RAYS);
    seaHills(b, 690, 80, 160, 0.4, 0.5);
    reef(b, 0, 1600, 700, 7, 0.9, ['#b9a7ee', '#8fd0c6', '#f3a9c3']);
    floor(b, 740);
    reef(b, 0, 420, 770, 4, 1.15);
    reef(b, 1160, 1600, 770, 4, 1.15);
    brainCoral(b, 620, 790, 44, '#f2c86b');
    tubeCoral(b, 960, 790, 56, '#f59bb8');
    sandBits(b, 8, 800, 880);
    bubbles(b, 12, 40, 1560, 80, 620);
  },
  // 3 Seagrass Meadow
  (b) => {
    water(b, 900);
    surface(b);
    rays(b, 8, 0.55, OCEAN_RAYS);
    seaHills(b, 690, 50, 110, 0.5, 0.45);
    for (let x = 40; x < 1600; x += 140) seagrass(b, x + b.rng.range(-30, 30), 705, 110, b.rng.range(90, 150), '#74c98a');
    floor(b, 720);
    for (let x = 80; x < 1600; x += 190) seagrass(b, x + b.rng.range(-40, 40), 760 + b.rng.range(0, 60), 80, b.rng.range(50, 90), '#8ad86e');
    rock(b, 300, 780, 160, 70);
    rock(b, 1240, 790, 130, 56);
    sandBits(b, 8, 800, 880);
    bubbles(b, 12, 40, 1560, 80, 620);
  },
  // 4 Sunken Ship
  (b) => {
    water(b, 400);
    surface(b, 34, 0.35);
    rays(b, 5, 0.4, OCEAN_RAYS);
    seaHills(b, 700, 60, 130, 0.55, 0.55);
    ship(b, 1080, 740, 1.05, '#9b7a62', true);
    floor(b, 740);
    reef(b, 0, 360, 770, 3);
    rock(b, 1500, 790, 180, 80);
    seagrass(b, 640, 770, 100, 60, '#7fcf8a');
    sandBits(b, 8, 800, 880);
    bubbles(b, 10, 40, 1560, 80, 620);
  },
  // 5 Tide Pools
  (b) => {
    water(b, 800);
    skyAbove(b, 110);
    rays(b, 6, 0.4, OCEAN_RAYS);
    seaHills(b, 720, 40, 90, 0.4, 0.4);
    sideCliff(b, 'left', 70, 260, '#a89ad0');
    sideCliff(b, 'right', 90, 230, '#a89ad0');
    floor(b, 740);
    rock(b, 520, 790, 170, 70, '#b4a6dc');
    rock(b, 1080, 800, 150, 60, '#b4a6dc');
    seagrass(b, 760, 780, 80, 50, '#7fcf8a');
    sandBits(b, 14, 790, 880);
    bubbles(b, 8, 300, 1300, 160, 600);
  },
  // 6 Turtle Bay
  (b) => {
    water(b, 1100);
    surface(b);
    rays(b, 7, 0.55, OCEAN_RAYS);
    seaHills(b, 680, 70, 130, 0.4, 0.45);
    b.add(el('path', { d: mound(-100, 700, 760, 130, b.rng, 5), fill: lighten(b.pal.sand, 0.1) }));
    b.add(el('path', { d: mound(900, 1720, 770, 110, b.rng, 5), fill: lighten(b.pal.sand, 0.1) }));
    floor(b, 750);
    seagrass(b, 180, 700, 140, 80, '#74c98a');
    seagrass(b, 1440, 720, 120, 70, '#74c98a');
    rock(b, 760, 800, 140, 56);
    reef(b, 1000, 1300, 790, 2, 0.8);
    sandBits(b, 10, 800, 880);
    bubbles(b, 12, 40, 1560, 80, 620);
  },
  // 7 Kelp Forest
  (b) => {
    water(b, 800);
    surface(b, 34, 0.4);
    rays(b, 6, 0.45, OCEAN_RAYS);
    for (let x = 30; x < 1600; x += 95) {
      const calm = x > 380 && x < 1220;
      bgKelp(b, x + b.rng.range(-20, 20), 760, calm ? b.rng.range(240, 380) : b.rng.range(480, 720), mix('#4fa37a', b.pal.mid, calm ? 0.65 : 0.55), 0.7);
    }
    seaHills(b, 720, 40, 80, 0.55, 0.45);
    floor(b, 750);
    rock(b, 640, 800, 170, 64);
    rock(b, 1000, 810, 120, 50);
    sandBits(b, 8, 800, 880);
    bubbles(b, 10, 40, 1560, 80, 620);
  },
  // 8 Treasure Wreck
  (b) => {
    water(b, 1100);
    surface(b, 34, 0.3);
    rays(b, 5, 0.4, OCEAN_RAYS);
    seaHills(b, 700, 60, 120, 0.55, 0.55);
    ship(b, 420, 760, 0.85, '#8f6f5a', true);
    floor(b, 745);
    anchor(b, 1500, 800, '#8c93ad');
    rock(b, 1200, 790, 150, 60);
    for (let i = 0; i < 10; i++) b.add(el('ellipse', { cx: b.rng.range(200, 1400), cy: b.rng.range(800, 880), rx: 7, ry: 4, fill: '#ffd85a', stroke: '#d9a520', 'stroke-width': 2 }));
    sandBits(b, 6, 800, 880);
    bubbles(b, 10, 40, 1560, 80, 620);
  },
  // 9 Jellyfish Cove
  (b) => {
    water(b, 800);
    surface(b, 34, 0.3);
    rays(b, 5, 0.35, OCEAN_RAYS);
    seaHills(b, 720, 60, 110, 0.5, 0.5);
    sideCliff(b, 'left', 160, 230, '#7e74b8');
    sideCliff(b, 'right', 200, 210, '#7e74b8');
    floor(b, 760);
    for (let i = 0; i < 16; i++) glow(b, b.rng.range(40, 1560), b.rng.range(120, 760), b.rng.range(10, 24), '#ffd6ff', 'gpink');
    reef(b, 380, 1220, 790, 3, 0.8, ['#f59bd8', '#c2a3f0', '#8fd0e0']);
    sandBits(b, 6, 810, 880);
    bubbles(b, 10, 40, 1560, 80, 620);
  },
  // 10 Sandy Lagoon
  (b) => {
    water(b, 800);
    surface(b, 40, 0.55);
    rays(b, 8, 0.6, OCEAN_RAYS);
    b.add(el('path', { d: mound(-200, 900, 720, 150, b.rng, 6), fill: lighten(b.pal.sand, 0.05) }));
    b.add(el('path', { d: mound(700, 1800, 730, 120, b.rng, 6), fill: lighten(b.pal.sand, 0.15) }));
    floor(b, 700, 22, 1.3);
    caustics(b, 720, 890, 30);
    seagrass(b, 1480, 730, 90, 60, '#7fd08a');
    sandBits(b, 14, 760, 880);
    bubbles(b, 10, 40, 1560, 80, 620);
  },
  // 11 Rocky Reef
  (b) => {
    water(b, 800);
    surface(b, 34, 0.35);
    rays(b, 6, 0.45, OCEAN_RAYS);
    seaHills(b, 680, 100, 200, 0.5, 0.5);
    rock(b, 160, 760, 360, 260, '#8a96c8');
    rock(b, 1460, 760, 320, 220, '#8a96c8');
    floor(b, 740);
    rock(b, 560, 800, 180, 80);
    rock(b, 1100, 810, 200, 70);
    rock(b, 330, 840, 130, 50, '#a0abd6');
    reef(b, 700, 960, 800, 2, 0.7);
    sandBits(b, 8, 810, 880);
    bubbles(b, 10, 40, 1560, 80, 620);
  },
  // 12 Glowing Deep
  (b) => {
    water(b, 800);
    rays(b, 3, 0.12, OCEAN_RAYS);
    seaHills(b, 700, 80, 160, 0.6, 0.6);
    for (let i = 0; i < 40; i++) b.add(el('circle', { cx: b.rng.range(0, W), cy: b.rng.range(20, 720), r: b.rng.range(1.5, 3.5), fill: '#bff8ff', opacity: fmt(b.rng.range(0.4, 0.9)) }));
    floor(b, 770, 14, 0.6);
    for (const [x, c] of [[140, '#6ff7e6'], [460, '#ff8ff0'], [1120, '#8fb8ff'], [1470, '#6ff7e6'], [820, '#ffe66f']] as const) {
      glow(b, x, 770, 120, c, `g${c.slice(1)}`);
      for (let k = -1; k <= 1; k++) {
        const sx = x + k * 34;
        const hh = 60 + (k === 0 ? 40 : 0);
        b.add(el('path', { d: `M${sx},800L${sx},${800 - hh}`, stroke: darken(c, 0.5), 'stroke-width': 10, 'stroke-linecap': 'round' }));
        b.add(el('ellipse', { cx: sx, cy: 800 - hh, rx: 22, ry: 14, fill: c, stroke: darken(c, 0.4), 'stroke-width': 3 }));
      }
    }
    for (let i = 0; i < 12; i++) glow(b, b.rng.range(40, 1560), b.rng.range(100, 700), b.rng.range(8, 16), '#bff8ff', 'gplank');
  },
  // 13 Dolphin Dash
  (b) => {
    water(b, 900);
    surface(b, 50, 0.6);
    rays(b, 9, 0.55, OCEAN_RAYS);
    seaHills(b, 760, 60, 140, 0.45, 0.5, 9);
    floor(b, 790, 12);
    reef(b, 0, 380, 810, 3, 0.8);
    reef(b, 1200, 1600, 810, 3, 0.8);
    bubbles(b, 18, 40, 1560, 100, 720);
  },
  // 14 Bubble Springs
  (b) => {
    water(b, 800);
    surface(b, 34, 0.4);
    rays(b, 5, 0.4, OCEAN_RAYS);
    seaHills(b, 710, 60, 120, 0.5, 0.5);
    floor(b, 750);
    vent(b, 220, 800, 130, '#9a8fc4', 600);
    vent(b, 1400, 790, 150, '#9a8fc4', 620);
    vent(b, 800, 810, 80, '#a99fd0', 240);
    rock(b, 560, 810, 150, 60);
    rock(b, 1060, 810, 170, 64);
    sandBits(b, 8, 820, 880);
    bubbles(b, 20, 40, 1560, 80, 700);
  },
  // 15 Whale Song
  (b) => {
    water(b, 800);
    surface(b, 34, 0.35);
    rays(b, 9, 0.55, OCEAN_RAYS);
    farWhale(b, 1150, 470, 1.1, mix(b.pal.mid, b.pal.deep, 0.55), 0.45);
    farWhale(b, 420, 600, 0.6, mix(b.pal.mid, b.pal.deep, 0.5), 0.35);
    seaHills(b, 760, 50, 110, 0.6, 0.55);
    floor(b, 790, 12);
    reef(b, 40, 360, 810, 2, 0.8);
    reef(b, 1260, 1560, 810, 2, 0.8);
    bubbles(b, 14, 40, 1560, 80, 720);
  },
  // 16 Reef Party
  (b) => {
    water(b, 800);
    surface(b, 34, 0.45);
    rays(b, 8, 0.5, OCEAN_RAYS);
    seaHills(b, 690, 90, 170, 0.4, 0.5);
    reef(b, 0, 1600, 700, 8, 0.85, ['#b9a7ee', '#8fd0c6', '#f3a9c3', '#f2c98f']);
    for (let i = 0; i < 18; i++) glow(b, b.rng.range(40, 1560), b.rng.range(80, 640), b.rng.range(10, 22), b.rng.pick(['#fff2a8', '#ffd0f0', '#c8f4ff']), `gp${i % 3}`);
    floor(b, 745);
    reef(b, 0, 400, 775, 3, 1);
    reef(b, 1200, 1600, 775, 3, 1);
    sandBits(b, 10, 800, 880);
    bubbles(b, 14, 40, 1560, 80, 640);
  },
];

/** Per-level water/sand palettes (index = level - 1). */
const PALETTES: ScenePalette[] = [
  SEA,
  { ...SEA, top: '#b0f2f4', mid: '#52c9dc', deep: '#2a8cc4' },
  { ...SEA, top: '#b8f2e0', mid: '#58c9c4', deep: '#2a8fb0', sand: '#f4e2a8' },
  { ...SEA, top: '#8fd8ea', mid: '#3aa5cc', deep: '#1e5f9c', sand: '#e8d39c', sandDark: '#c9a56a', rock: '#7d89bd' },
  { ...SEA, top: '#b8f4f6', mid: '#62d0e2', deep: '#2f9ac8' },
  { ...SEA, top: '#aef4ec', mid: '#4fd2d0', deep: '#2396b8', sand: '#fbe6b0' },
  { ...SEA, top: '#b4ecd0', mid: '#4fb8a8', deep: '#1f7a96', sand: '#ecd9a0' },
  { ...SEA, top: '#8fd6e6', mid: '#3a9fc4', deep: '#1d5a92', sand: '#ead49a', sandDark: '#c8a062' },
  { ...SEA, top: '#b8c8f4', mid: '#6f8fd8', deep: '#3b4aa0', sand: '#e6d6b8', sandDark: '#c2a88a' },
  { ...SEA, top: '#c4f8f4', mid: '#6ddbe0', deep: '#35a8cc', sand: '#fdebb8', sandDark: '#eccb86' },
  { ...SEA, top: '#9fe0ef', mid: '#45afd4', deep: '#2272ac', rock: '#8a96c8' },
  { ...SEA, top: '#2a4f8c', mid: '#1c3266', deep: '#0f1a3e', sand: '#4a4f7e', sandDark: '#2c305a', rock: '#3e4780' },
  { ...SEA, top: '#9ff0fb', mid: '#3fbce6', deep: '#1f78c0' },
  { ...SEA, top: '#a6e8f4', mid: '#48b6da', deep: '#2a78b4' },
  { ...SEA, top: '#8fd2f0', mid: '#3a8fd0', deep: '#1c4a96', sand: '#e2d2a4', sandDark: '#bda06c' },
  { ...SEA, top: '#b4f0fa', mid: '#58c6e6', deep: '#2f82c6' },
];

/**
 * Builds the background of one level.
 * @param level level number 1..16
 * @returns defs and body markup for a 1600 x 900 canvas
 */
export function levelScene(level: number): Scene {
  const recipe = RECIPES[level - 1];
  const pal = PALETTES[level - 1];
  if (recipe === undefined || pal === undefined) throw new Error(`no ocean scene for level ${level}`);
  const b = new OceanBuilder(makeRng(1000 + level * 7919), pal);
  recipe(b);
  return b.scene();
}

/** The y of the sand surface near the bottom of each level (index = level - 1), used to seat floor sprites. */
/** The y of the sand surface near the bottom of each level (index = level - 1), used to seat floor sprites. */
export const FLOOR_Y: readonly number[] = [730, 740, 720, 740, 740, 750, 750, 745, 760, 700, 740, 770, 790, 750, 790, 745];
