/**
 * Arctic map content (map 4, the snow village, levels 32-36): level definitions (texts, goals, rules,
 * sprite mixes), map nodes and decorative map sprites.
 */
import { type Pt } from '../../core/art/paths';
import { type LevelDef, type MapSprite } from './theme-gen';

const WARN = ' Careful: a wrong answer sends one away!';

/** The 5 arctic levels (goal 20 each). */
export const ARCTIC_LEVELS: readonly LevelDef[] = [
  { level: 32, title: 'Snow Village', startText: 'Help me fill the snow village with friends! Answer questions to add a new friend.', endText: 'Hooray! The snow village is cosy and full!', goal: 20, rule: 'correct', monster: 'right', mix: [['cottage', 1], ['igloo', 1], ['pine-tall', 1], ['snowman', 2], ['penguin', 3], ['penguin-chick', 2], ['polar-cub', 2], ['sled', 1], ['arctic-fox', 2], ['snowy-owl', 2], ['puffin', 1], ['pine-small', 1], ['keepsake-snow-globe', 1]] },
  { level: 33, title: 'Frozen Lake', startText: 'Help me fill the frozen lake with skating friends! Answer questions to add a new friend.', endText: 'Wheee! Everyone is gliding on the ice!', goal: 20, rule: 'correct', monster: 'left', mix: [['penguin', 3], ['penguin-green', 3], ['penguin-chick', 3], ['seal', 2], ['polar-bear', 1], ['snowman', 1], ['pine-small', 2], ['snowy-owl', 2], ['puffin', 2], ['arctic-fox', 1]], composites: [{ key: 'penguin-parade', base: 'penguin' }] },
  { level: 34, title: 'Pine Forest', startText: `Help me fill the snowy pine forest with friends!${WARN}`, endText: 'Super! The pine forest is full of friends!', goal: 20, rule: 'minus', monster: 'right', mix: [['pine-tall', 3], ['pine-small', 3], ['arctic-fox', 3], ['snowy-owl', 3], ['polar-cub', 2], ['snowman', 1], ['sled', 1], ['penguin-chick', 2], ['polar-bear', 2]] },
  { level: 35, title: 'Icy Shore', startText: 'Help me fill the icy shore with sea friends! Answer questions to add a new friend.', endText: 'Splash! The icy shore is full of friends!', goal: 20, rule: 'correct', monster: 'left', mix: [['seal', 4], ['penguin', 4], ['penguin-green', 2], ['penguin-chick', 3], ['polar-bear', 2], ['puffin', 3], ['igloo', 1], ['polar-cub', 1]] },
  { level: 36, title: 'Northern Lights', startText: 'Help me light up the night with friends under the northern lights! Answer questions to add a new friend.', endText: 'Wow! The sky is dancing for you! You are an arctic superstar!', goal: 20, rule: 'correct', monster: 'right', mix: [['igloo', 2], ['cottage', 1], ['snowman', 2], ['penguin', 3], ['polar-bear', 1], ['polar-cub', 2], ['arctic-fox', 2], ['sled', 2], ['snowy-owl', 2], ['penguin-chick', 2], ['pine-small', 1]] },
];

/** Map node positions for levels 32..36. */
export const ARCTIC_NODES: readonly Pt[] = [
  [190, 740],
  [520, 660],
  [860, 740],
  [1180, 620],
  [1380, 380],
];

/** Decorative animated sprites on the arctic map. */
export const ARCTIC_MAP_SPRITES: readonly MapSprite[] = [
  { key: 'penguin', sprite: 'penguin', x: 380, y: 470, scale: 0.6 },
  { key: 'polar-bear', sprite: 'polar-bear-left', x: 1000, y: 440, scale: 0.6 },
  { key: 'seal', sprite: 'seal', x: 1160, y: 150, scale: 0.55 },
  { key: 'owl', sprite: 'snowy-owl', x: 720, y: 250, scale: 0.6 },
  { key: 'snowman', sprite: 'snowman', x: 1450, y: 780, scale: 0.6 },
];
