/**
 * Jungle map content (map 3, levels 22-31): level definitions (texts, goals, rules, sprite mixes),
 * map nodes and decorative map sprites.
 */
import { type Pt } from '../../core/art/paths';
import { type LevelDef, type MapSprite } from './theme-gen';

const WARN = ' Careful: a wrong answer sends one away!';

/** The 10 jungle levels. */
export const JUNGLE_LEVELS: readonly LevelDef[] = [
  { level: 22, title: 'Jungle Hello', startText: 'Help me fill the sunny clearing with jungle friends! Answer questions to add a new friend.', endText: 'Hooray! The jungle says hello back!', goal: 18, rule: 'correct', monster: 'right', mix: [['parrot-red', 2], ['butterfly-blue', 2], ['butterfly-orange', 1], ['frog-green', 3], ['flower-pink', 3], ['monkey', 2], ['fern', 3], ['hang-monkey', 2]] },
  { level: 23, title: 'Waterfall Splash', startText: 'Help me fill the waterfall pool with friends! Answer questions to add a new friend.', endText: 'Splash! Everyone loves the waterfall!', goal: 20, rule: 'correct', monster: 'left', mix: [['frog-blue', 3], ['frog-green', 3], ['toucan', 2], ['butterfly-blue', 2], ['fern', 3], ['flower-orange', 2], ['parrot-blue', 2], ['hang-sloth', 1], ['jaguar', 2]] },
  { level: 24, title: 'River Bend', startText: 'Help me fill the river bank with jungle friends! Answer questions to add a new friend.', endText: 'Wow! The river bank is buzzing with friends!', goal: 20, rule: 'correct', monster: 'right', mix: [['frog-green', 4], ['jaguar', 2], ['toucan', 2], ['parrot-red', 2], ['butterfly-orange', 2], ['fern', 2], ['keepsake-leaf-sign', 1], ['flower-pink', 3], ['hang-monkey', 2]] },
  { level: 25, title: 'Treetop Hideout', startText: `Help me fill the treetops with climbing friends!${WARN}`, endText: 'Amazing! The treetops are full of friends!', goal: 20, rule: 'minus', monster: 'right', mix: [['hang-monkey', 2], ['hang-sloth', 2], ['monkey', 3], ['parrot-red', 2], ['parrot-blue', 2], ['toucan', 2], ['butterfly-blue', 2], ['flower-orange', 2], ['frog-blue', 3]] },
  { level: 26, title: 'Flower Valley', startText: 'Help me grow a valley of flowers! Answer questions to add a new flower or friend.', endText: 'So pretty! The valley is blooming!', goal: 20, rule: 'correct', monster: 'left', mix: [['flower-pink', 5], ['flower-orange', 5], ['butterfly-blue', 3], ['butterfly-orange', 3], ['frog-green', 2], ['fern', 2]], composites: [{ key: 'butterfly-swarm', base: 'butterfly-blue' }] },
  { level: 27, title: 'Misty Morning', startText: 'Help me wake up the misty jungle! Answer questions to add a new friend.', endText: 'Good morning, jungle! Everyone is awake!', goal: 18, rule: 'correct', monster: 'right', mix: [['hang-sloth', 2], ['parrot-blue', 2], ['toucan', 1], ['frog-green', 3], ['fern', 4], ['jaguar', 2], ['butterfly-blue', 2], ['flower-pink', 2]] },
  { level: 28, title: 'Mossy Rocks', startText: 'Help me fill the mossy rocks with friends! Answer questions to add a new friend.', endText: 'Rock on! The mossy rocks are full of fun!', goal: 20, rule: 'correct', monster: 'left', mix: [['jaguar', 2], ['monkey', 3], ['frog-blue', 3], ['fern', 3], ['parrot-red', 2], ['toucan', 2], ['butterfly-orange', 2], ['hang-monkey', 2], ['flower-orange', 1]] },
  { level: 29, title: 'Lily Pond', startText: 'Help me fill the lily pond with hopping frogs! Answer questions to add a new friend.', endText: 'Ribbit! The frogs are having a pond party!', goal: 20, rule: 'correct', monster: 'right', mix: [['frog-green', 5], ['frog-blue', 4], ['butterfly-blue', 3], ['butterfly-orange', 2], ['flower-pink', 2], ['fern', 2], ['hang-sloth', 2]] },
  { level: 30, title: 'Rainy Day', startText: `Help me cheer up the rainy jungle!${WARN}`, endText: 'Rain, rain, hooray! The jungle is happy!', goal: 20, rule: 'minus', monster: 'left', mix: [['frog-green', 4], ['frog-blue', 3], ['toucan', 2], ['parrot-blue', 2], ['fern', 4], ['monkey', 2], ['hang-sloth', 1], ['flower-orange', 2]] },
  { level: 31, title: 'Jungle Party', startText: 'Help me throw a jungle party! Answer questions to invite a new friend.', endText: 'What a party! You are a jungle superstar!', goal: 20, rule: 'correct', monster: 'right', mix: [['monkey', 2], ['hang-monkey', 2], ['parrot-red', 2], ['toucan', 2], ['jaguar', 2], ['frog-green', 2], ['frog-blue', 1], ['butterfly-orange', 2], ['butterfly-blue', 1], ['flower-pink', 2], ['hang-sloth', 1], ['fern', 1]] },
];

/** Map node positions for levels 22..31 (left to right along the bottom, back along the middle). */
export const JUNGLE_NODES: readonly Pt[] = [
  [160, 770],
  [420, 800],
  [690, 760],
  [950, 800],
  [1250, 770],
  [1430, 600],
  [1200, 500],
  [900, 470],
  [620, 430],
  [370, 330],
];

/** Decorative animated sprites on the jungle map. */
export const JUNGLE_MAP_SPRITES: readonly MapSprite[] = [
  { key: 'parrot', sprite: 'parrot-red', x: 620, y: 170, scale: 0.7 },
  { key: 'toucan', sprite: 'toucan-left', x: 1200, y: 200, scale: 0.7 },
  { key: 'butterfly', sprite: 'butterfly-orange', x: 560, y: 610, scale: 0.6 },
  { key: 'frog', sprite: 'frog-green', x: 150, y: 520, scale: 0.6 },
  { key: 'monkey', sprite: 'monkey-left', x: 1460, y: 820, scale: 0.6 },
];
