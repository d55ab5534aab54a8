/**
 * Ocean map content: the 16 level definitions (texts, goals, rules, sprite mix) and the deterministic
 * sprite layout that places each level's goal sprites around the edges and the lower half of the scene.
 */
import type { SpriteArt } from './ocean-sprites';
import { type Pt, makeRng } from './svg';

/** One level of the ocean map before layout. */
export interface OceanLevelDef {
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
  /** Extra areas (sprite centres) where floor things may cling, e.g. rock walls; [x0, y0, x1, y1]. */
  perches?: ReadonlyArray<readonly [number, number, number, number]>;
  /** Composites: every placed sprite of sprite `base` joins the composite `key` (they move as one group). */
  composites?: ReadonlyArray<{ key: string; base: string }>;
  /** Hand-placed sprites (used instead of the automatic layout). */
  fixed?: ReadonlyArray<{ name: string; x: number; y: number; scale: number }>;
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

const WARN = ' Careful: a wrong answer sends one away!';

/** The 16 ocean levels. Level 1 is the intro (`start`) level. */
export const OCEAN_LEVELS: readonly OceanLevelDef[] = [
  { level: 1, title: 'Welcome to the Reef!', startText: 'Help me fill the coral reef with fish! Answer questions to add a new friend.', endText: 'Hooray! You are ready to explore the ocean!', goal: 20, rule: 'correct', monster: 'right', mix: [['turtle', 1]], fixed: [{ name: 'turtle', x: 270, y: 320, scale: 1.4 }] },
  { level: 2, title: 'Coral Garden', startText: 'Help me fill the coral garden with fish! Answer questions to add a new friend.', endText: 'Wow! The coral garden is full of happy fish!', goal: 20, rule: 'correct', monster: 'right', mix: [['fish-orange', 3], ['fish-blue', 2], ['fish-purple', 2], ['fish-yellow', 2], ['clownfish', 3], ['coral-pink', 2], ['coral-orange', 1], ['anemone-pink', 2], ['starfish-orange', 2], ['shell-pink', 1]] },
  { level: 3, title: 'Seagrass Meadow', startText: 'Help me fill the seagrass meadow with seahorses! Answer questions to add a new friend.', endText: 'Yay! The seahorses love their new meadow!', goal: 20, rule: 'correct', monster: 'right', mix: [['seahorse', 6], ['fish-green', 3], ['fish-yellow', 3], ['starfish-pink', 3], ['shell-peach', 2], ['crab', 2], ['bubbles', 1]] },
  { level: 4, title: 'Sunken Ship', startText: 'Help me fill the old ship with sea friends! Answer questions to add a new friend.', endText: 'Ahoy! The old ship is a happy home again!', goal: 20, rule: 'correct', monster: 'left', mix: [['octopus-purple', 2], ['crab', 3], ['fish-blue', 3], ['fish-red', 3], ['pufferfish', 2], ['sea-urchin', 3], ['shell-peach', 2], ['bubbles', 1], ['keepsake-portrait', 1, 1.25]] },
  { level: 5, title: 'Tide Pools', startText: `Help me fill the tide pools with crabs and starfish!${WARN}`, endText: 'Splash! The tide pools are bursting with friends!', goal: 20, rule: 'minus', monster: 'right', perches: [[50, 150, 190, 620], [1420, 170, 1560, 470]], mix: [['crab', 5], ['starfish-orange', 3], ['starfish-pink', 3], ['shell-pink', 2], ['shell-peach', 2], ['sea-urchin', 2], ['anemone-green', 3]] },
  { level: 6, title: 'Turtle Bay', startText: 'Help me fill Turtle Bay with sea friends! Answer questions to add a new friend.', endText: 'Great job! The turtles are so happy!', goal: 9, rule: 'correct', monster: 'right', mix: [['turtle', 3, 1.4], ['fish-orange', 2, 1.2], ['fish-green', 1, 1.2], ['starfish-orange', 1, 1.2], ['shell-pink', 2, 1.2]] },
  { level: 7, title: 'Kelp Forest', startText: 'Help me grow a kelp forest! Answer questions to add a new kelp.', endText: 'Amazing! The kelp forest is tall and green!', goal: 10, rule: 'correct', monster: 'right', mix: [['kelp-tall', 4], ['kelp-short', 3], ['kelp-olive', 3]] },
  { level: 8, title: 'Treasure Wreck', startText: 'Help me find the treasure! Answer questions to add a new surprise.', endText: 'You found the treasure! Super work!', goal: 10, rule: 'correct', monster: 'right', mix: [['treasure-chest', 3], ['shell-peach', 2], ['crab', 1], ['octopus-coral', 1], ['fish-yellow', 2], ['bubbles', 1]] },
  { level: 9, title: 'Jellyfish Cove', startText: 'Help me fill the cove with jellyfish! Answer questions to add a new friend.', endText: 'The cove is glowing with jolly jellyfish!', goal: 20, rule: 'correct', monster: 'left', mix: [['jellyfish-pink', 4], ['jellyfish-purple', 3], ['jellyfish-blue', 3], ['fish-glow', 3], ['fish-pink', 2], ['anemone-pink', 2], ['anemone-green', 1], ['shell-pink', 2]] },
  { level: 10, title: 'Sandy Lagoon', startText: 'Help me fill the sandy lagoon with sea friends! Answer questions to add a new friend.', endText: 'Sunny and full! The lagoon looks great!', goal: 20, rule: 'correct', monster: 'right', mix: [['stingray', 3], ['starfish-orange', 3], ['starfish-pink', 2], ['shell-pink', 2], ['shell-peach', 2], ['fish-yellow', 2], ['fish-blue', 2], ['fish-orange', 2], ['crab', 2]] },
  { level: 11, title: 'Rocky Reef', startText: 'Help me fill the rocky reef with sea friends! Answer questions to add a new friend.', endText: 'Rock on! The reef is full of friends!', goal: 20, rule: 'correct', monster: 'left', mix: [['sea-urchin', 3], ['crab', 3], ['octopus-purple', 1], ['octopus-coral', 1], ['fish-red', 3], ['fish-green', 2], ['fish-purple', 2], ['anemone-pink', 2], ['starfish-orange', 2], ['bubbles', 1]] },
  { level: 12, title: 'Glowing Deep', startText: `Help me light up the deep sea with glowing friends!${WARN}`, endText: 'Brilliant! The deep sea is shining bright!', goal: 20, rule: 'minus', monster: 'right', mix: [['jellyfish-blue', 3], ['jellyfish-pink', 3], ['fish-glow', 4], ['fish-purple', 2], ['fish-pink', 2], ['octopus-purple', 1], ['anemone-green', 2], ['sea-urchin', 2], ['starfish-pink', 1]] },
  { level: 13, title: 'Dolphin Dash', startText: 'Help me fill the sea with playful dolphins! Answer questions to add a new friend.', endText: 'Splash! The dolphins are dancing with joy!', goal: 20, rule: 'correct', monster: 'right', mix: [['dolphin', 5], ['fish-blue', 3], ['fish-orange', 3], ['fish-red', 2], ['turtle', 2], ['starfish-orange', 2], ['shell-pink', 2], ['bubbles', 1]], composites: [{ key: 'dolphin-pod', base: 'dolphin' }] },
  { level: 14, title: 'Bubble Springs', startText: 'Help me fill the bubble springs with puffy friends! Answer questions to add a new friend.', endText: 'Pop pop hooray! The springs are full of fun!', goal: 20, rule: 'correct', monster: 'left', mix: [['pufferfish', 4], ['bubbles', 4], ['fish-green', 3], ['fish-pink', 3], ['sea-urchin', 2], ['shell-peach', 2], ['seahorse', 2]] },
  { level: 15, title: 'Whale Song', startText: 'Help me fill the big blue sea with whales and friends! Answer questions to add a new friend.', endText: 'The whales are singing a happy song for you!', goal: 20, rule: 'correct', monster: 'right', mix: [['whale', 2], ['dolphin', 2], ['turtle', 2], ['jellyfish-purple', 2], ['fish-blue', 3], ['fish-yellow', 3], ['fish-orange', 2], ['starfish-pink', 2], ['shell-peach', 2]] },
  { level: 16, title: 'Reef Party', startText: 'Help me throw a reef party! Answer questions to invite a new friend.', endText: 'What a party! You are an ocean superstar!', goal: 20, rule: 'correct', monster: 'right', mix: [['clownfish', 2], ['fish-purple', 2], ['pufferfish', 2], ['seahorse', 2], ['octopus-coral', 1], ['crab', 2], ['starfish-orange', 2], ['coral-purple', 2], ['turtle', 1], ['jellyfish-pink', 1], ['dolphin', 1], ['anemone-pink', 2]] },
];

/** Monster standing positions per corner. */
export const MONSTER_POS: Record<'left' | 'right', { x: number; y: number }> = { right: { x: 1380, y: 700 }, left: { x: 220, y: 700 } };

/** Region kept calm for the question card (no sprite bodies beyond a small overlap). */
const CALM = { x0: 430, y0: 40, x1: 1170, y1: 500 };

interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

const overlap = (a: Box, b: Box): boolean => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;

function scaleRange(base: string): readonly [number, number] {
  if (base === 'whale') return [0.9, 1];
  if (base.startsWith('kelp')) return [1.05, 1.5];
  if (base === 'crab') return [0.72, 0.88];
  if (base === 'turtle' || base === 'dolphin' || base === 'stingray') return [0.8, 1];
  if (base === 'treasure-chest') return [0.85, 1.05];
  if (base.startsWith('shell') || base.startsWith('starfish') || base === 'sea-urchin') return [0.7, 0.9];
  if (base.startsWith('coral')) return [0.9, 1.15];
  return [0.8, 1.05];
}

function depthOf(art: SpriteArt): number {
  if (art.name.startsWith('kelp') || art.name.startsWith('coral')) return 1;
  if (art.floor) return 2;
  if (art.name === 'bubbles') return 4;
  return 3;
}

function animated(art: SpriteArt): boolean {
  return art.swims || art.name === 'bubbles' || art.name.startsWith('kelp') || art.name.startsWith('jelly') || art.name.startsWith('octopus') || art.name === 'crab';
}

/**
 * Lays out a level's sprites deterministically: floor things on the sand, swimmers around the edges and the
 * lower half, away from the question card region and the monster, without overlaps; swimmers on the right
 * half face left.
 * @param def the level definition
 * @param arts sprite drawings by name
 * @param floorY y of the sand surface in this level's background
 * @returns placed sprites with reveal orders 1..n
 */
export function layoutLevel(def: OceanLevelDef, arts: ReadonlyMap<string, SpriteArt>, floorY: number): PlacedSprite[] {
  if (def.fixed !== undefined) {
    return def.fixed.map((f, i) => {
      const art = arts.get(f.name);
      if (art === undefined) throw new Error(`level ${def.level}: unknown sprite ${f.name}`);
      const faceLeft = art.swims && f.x > 800;
      return { name: faceLeft ? `${f.name}-left` : f.name, base: f.name, x: f.x, y: f.y, scale: f.scale, depth: depthOf(art), order: i + 1, animation: animated(art) };
    });
  }
  const rng = makeRng(77 + def.level * 131);
  const mon = MONSTER_POS[def.monster];
  const monBox: Box = { x0: mon.x - 150, y0: mon.y - 190, x1: mon.x + 150, y1: 900 };
  const items: Array<{ art: SpriteArt; k: number }> = [];
  for (const [name, count, k] of def.mix) {
    const art = arts.get(name);
    if (art === undefined) throw new Error(`level ${def.level}: unknown sprite ${name}`);
    for (let i = 0; i < count; i++) items.push({ art, k: k ?? 1 });
  }
  // place big things first
  const queue = items.map((it, i) => ({ ...it, i })).sort((a, b) => b.art.w * b.art.h * b.k * b.k - a.art.w * a.art.h * a.k * a.k || a.i - b.i);
  const placed: Array<{ art: SpriteArt; x: number; y: number; s: number; box: Box }> = [];
  for (const { art, k } of queue) {
    const [r0, r1] = scaleRange(art.name);
    const s0 = r0 * k;
    const s1 = r1 * k;
    let best: { x: number; y: number; s: number; box: Box; score: number } | null = null;
    for (let attempt = 0, valid = 0; attempt < 6000 && valid < 40; attempt++) {
      // floor things stay on the sand unless the sand is full (then they cling to rocks at the sides)
      const perch = art.floor && def.perches !== undefined && def.perches.length > 0 && rng.chance(0.3) ? rng.pick(def.perches) : undefined;
      const onSand = art.floor && perch === undefined && (attempt < 3000 || best !== null || def.perches !== undefined);
      const s = rng.range(s0, s1) * (attempt > 4500 ? 0.85 : 1);
      const hw = (art.w * s) / 2;
      const hh = (art.h * s) / 2;
      let x: number;
      let y: number;
      if (perch !== undefined) {
        x = rng.range(perch[0], perch[2]);
        y = rng.range(perch[1], perch[3]);
      } else if (onSand) {
        x = rng.range(30 + hw, 1570 - hw);
        const bottom = rng.range(Math.min(floorY + 60, 860), 888);
        y = bottom - hh;
      } else {
        x = rng.range(30 + hw, 1570 - hw);
        y = rng.range(70 + hh, Math.max(80 + hh, Math.min(floorY - 20, 850 - hh)));
      }
      const narrow = art.name.startsWith('kelp') ? 0.45 : 1;
      const box: Box = { x0: x - hw * narrow, y0: y - hh, x1: x + hw * narrow, y1: y + hh };
      const fx = 0.85 * narrow;
      const inner: Box = { x0: x - hw * fx, y0: y - hh * 0.85, x1: x + hw * fx, y1: y + hh * 0.85 };
      if (overlap(inner, CALM) || overlap(inner, monBox)) continue;
      if (placed.some((p) => overlap(inner, shrink(p.box, 0.9)))) continue;
      valid++;
      let score = Infinity;
      for (const p of placed) score = Math.min(score, Math.hypot(p.x - x, p.y - y) - (Math.max(p.box.x1 - p.box.x0, p.box.y1 - p.box.y0) + Math.max(hw, hh) * 2) * 0.3);
      if (best === null || score > best.score) best = { x, y, s, box, score };
    }
    if (best === null) throw new Error(`level ${def.level}: no room for ${art.name}`);
    placed.push({ art, x: best.x, y: best.y, s: best.s, box: best.box });
  }
  const orders = rng.shuffle(placed.map((_, i) => i + 1));
  return placed
    .map((p, i) => {
      const faceLeft = p.art.swims && p.x > 800;
      return {
        name: faceLeft ? `${p.art.name}-left` : p.art.name,
        base: p.art.name,
        x: Math.round(p.x),
        y: Math.round(p.y),
        scale: Math.round(p.s * 100) / 100,
        depth: depthOf(p.art),
        order: orders[i] ?? i + 1,
        animation: animated(p.art),
      };
    })
    .sort((a, b) => a.order - b.order);
}

function shrink(b: Box, k: number): Box {
  const cx = (b.x0 + b.x1) / 2;
  const cy = (b.y0 + b.y1) / 2;
  const hw = ((b.x1 - b.x0) / 2) * k;
  const hh = ((b.y1 - b.y0) / 2) * k;
  return { x0: cx - hw, y0: cy - hh, x1: cx + hw, y1: cy + hh };
}

/** Map node positions for levels 1..16 (winding from bottom-left up to the top). */
export const MAP_NODES: readonly Pt[] = [
  [150, 770],
  [370, 800],
  [590, 760],
  [810, 800],
  [1030, 760],
  [1250, 790],
  [1440, 680],
  [1260, 570],
  [1040, 600],
  [820, 550],
  [600, 590],
  [380, 550],
  [190, 430],
  [380, 300],
  [640, 250],
  [900, 200],
];
