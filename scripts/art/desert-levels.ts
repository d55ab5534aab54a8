/**
 * Desert map content (map 2, levels 17-21): the five video levels (texts, welcome, preview decoration),
 * map nodes and decorative map sprites.
 */
import { type Pt } from '../../core/art/paths';
import { type LevelDef, type MapSprite } from './theme-gen';

const WELCOME = 'Watch the video and answer the questions to cross the desert!';

/** The 5 desert video levels (20 questions each). */
export const DESERT_LEVELS: readonly LevelDef[] = [
  {
    level: 17,
    title: 'Desert Sunrise',
    startText: 'The sun is waking up over the desert! Watch and answer to start our trip.',
    endText: 'Great start! The desert is glowing for you!',
    goal: 20,
    rule: 'correct',
    monster: 'right',
    mix: [],
    video: { welcome: 'Welcome to the desert! Watch the video and answer the questions along the way.', welcomeLength: 23000 },
    decor: [
      { name: 'camel', x: 250, y: 700, scale: 1.1 },
      { name: 'cactus-barrel', x: 520, y: 800, scale: 0.9 },
      { name: 'lizard', x: 900, y: 830, scale: 0.9 },
      { name: 'fennec', x: 1250, y: 760, scale: 1 },
    ],
  },
  {
    level: 18,
    title: 'Cactus Canyon',
    startText: 'Let us explore the canyon full of cacti! Watch and answer along the way.',
    endText: 'Wow! You made it through Cactus Canyon!',
    goal: 20,
    rule: 'correct',
    monster: 'left',
    mix: [],
    video: { welcome: WELCOME, welcomeLength: 7000 },
    decor: [
      { name: 'cactus', x: 420, y: 720, scale: 1.1 },
      { name: 'cactus-barrel', x: 760, y: 820, scale: 0.9 },
      { name: 'meerkat', x: 1000, y: 780, scale: 1 },
      { name: 'cactus', x: 1300, y: 730, scale: 1 },
      { name: 'balloon', x: 1300, y: 280, scale: 0.9 },
    ],
  },
  {
    level: 19,
    title: 'Oasis Rest',
    startText: 'Time for a cool drink at the oasis! Watch and answer to help the camels.',
    endText: 'Ahh! Everyone is happy at the oasis!',
    goal: 20,
    rule: 'correct',
    monster: 'left',
    mix: [],
    video: { welcome: WELCOME, welcomeLength: 6500 },
    decor: [
      { name: 'camel', x: 980, y: 720, scale: 1 },
      { name: 'palm', x: 560, y: 700, scale: 1.1 },
      { name: 'lizard', x: 760, y: 840, scale: 0.85 },
      { name: 'bird', x: 300, y: 280, scale: 1 },
    ],
  },
  {
    level: 20,
    title: 'Dune Sea',
    startText: 'Up and down the giant sand dunes we go! Watch and answer as we ride.',
    endText: 'Whee! You rolled over every dune!',
    goal: 20,
    rule: 'correct',
    monster: 'right',
    mix: [],
    video: { welcome: WELCOME, welcomeLength: 7500 },
    decor: [
      { name: 'balloon', x: 260, y: 260, scale: 1.1 },
      { name: 'camel', x: 420, y: 740, scale: 1 },
      { name: 'tumbleweed', x: 800, y: 820, scale: 0.9 },
      { name: 'camel', x: 1080, y: 760, scale: 0.9 },
    ],
  },
  {
    level: 21,
    title: 'Starry Desert',
    startText: 'The stars are coming out over the sand! Watch and answer to finish the trip.',
    endText: 'Good night, desert! You are a desert star!',
    goal: 20,
    rule: 'correct',
    monster: 'right',
    mix: [],
    video: { welcome: WELCOME, welcomeLength: 8000 },
    decor: [
      { name: 'fennec', x: 300, y: 760, scale: 1.1 },
      { name: 'cactus', x: 620, y: 740, scale: 1 },
      { name: 'meerkat', x: 900, y: 790, scale: 1 },
      { name: 'lizard', x: 1150, y: 840, scale: 0.85 },
    ],
  },
];

/** Map node positions for levels 17..21. */
export const DESERT_NODES: readonly Pt[] = [
  [200, 720],
  [520, 780],
  [820, 640],
  [1130, 720],
  [1360, 480],
];

/** Decorative animated sprites on the desert map. */
export const DESERT_MAP_SPRITES: readonly MapSprite[] = [
  { key: 'balloon', sprite: 'balloon', x: 760, y: 200, scale: 0.8 },
  { key: 'camel', sprite: 'camel-left', x: 1000, y: 420, scale: 0.7 },
  { key: 'lizard', sprite: 'lizard', x: 330, y: 540, scale: 0.6 },
  { key: 'tumbleweed', sprite: 'tumbleweed', x: 1450, y: 800, scale: 0.6 },
  { key: 'bird', sprite: 'bird', x: 880, y: 160, scale: 0.7 },
  // The child's keepsake: the flag shows a friend in the child's monster skin (per-monster-number image).
  { key: 'sandcastle', sprite: 'keepsake-castle', x: 630, y: 460, scale: 0.9, still: true },
];
