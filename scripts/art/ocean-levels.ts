/**
 * Ocean map content (map 1): the 16 level definitions (texts, goals, rules, sprite mix), the map
 * nodes and the ocean's layout rules: ground things rest on the sand (or cling to the level's
 * perches when the sand is full), swimmers fill the edges and the lower half; kelp counts narrow.
 */
import { type Pt } from '../../core/art/paths';
import type { Art } from '../../core/art/sprite-kit';
import { type LayoutRules, type LevelDef, candidateAt, groundAt } from './layout';

const WARN = ' Careful: a wrong answer sends one away!';

/** The 16 ocean levels. Level 1 is the intro (`start`) level. */
export const OCEAN_LEVELS: readonly LevelDef[] = [
  { level: 1, start: true, title: 'Welcome to the Reef!', startText: 'Help me fill the coral reef with fish! Answer questions to add a new friend.', endText: 'Hooray! You are ready to explore the ocean!', goal: 20, rule: 'correct', monster: 'right', mix: [['turtle', 1]], fixed: [{ name: 'turtle', x: 270, y: 320, scale: 1.4 }] },
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

/** Scale range of an ocean sprite in a level, by name. */
export function oceanScale(name: string): readonly [number, number] {
  if (name === 'whale') return [0.9, 1];
  if (name.startsWith('kelp')) return [1.05, 1.5];
  if (name === 'crab') return [0.72, 0.88];
  if (name === 'turtle' || name === 'dolphin' || name === 'stingray') return [0.8, 1];
  if (name === 'treasure-chest') return [0.85, 1.05];
  if (name.startsWith('shell') || name.startsWith('starfish') || name === 'sea-urchin') return [0.7, 0.9];
  if (name.startsWith('coral')) return [0.9, 1.15];
  return [0.8, 1.05];
}

/** True for the ocean sprites the game animates: swimmers, bubbles, kelp, jellyfish, octopuses, the crab. */
export function oceanAnimated(name: string, swims: boolean): boolean {
  return swims || name === 'bubbles' || name.startsWith('kelp') || name.startsWith('jelly') || name.startsWith('octopus') || name === 'crab';
}

/** The ocean's layout rules (see the module comment); the level scene's ground is its flat sand line. */
export const OCEAN_RULES: LayoutRules = {
  seed: 77,
  calm: { x0: 430, y0: 40, x1: 1170, y1: 500 },
  monsterHeight: 190,
  attempts: 6000,
  candidate: ({ def, art, s0, s1, attempt, found, ground, rng }) => {
    const floorY = groundAt(ground, 800);
    const floor = art.zone === 'ground';
    // floor things stay on the sand unless the sand is full (then they cling to rocks at the sides)
    const perch = floor && def.perches !== undefined && def.perches.length > 0 && rng.chance(0.3) ? rng.pick(def.perches) : undefined;
    const onSand = floor && perch === undefined && (attempt < 3000 || found || def.perches !== undefined);
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
    return candidateAt(x, y, s, hw, hh, art.name.startsWith('kelp') ? 0.45 : 1);
  },
  depth: (art: Art) => {
    if (art.name.startsWith('kelp') || art.name.startsWith('coral')) return 1;
    if (art.zone === 'ground') return 2;
    if (art.name === 'bubbles') return 4;
    return 3;
  },
};

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
