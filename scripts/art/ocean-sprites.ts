/**
 * Ocean sprite art: friendly sea creatures and objects as standalone SVG bodies (ocean-swimmers.ts,
 * ocean-floor.ts). Sprites use no ids (no gradients or clip paths), so their markup can be embedded in
 * level previews without id clashes.
 */
import type { OceanDrawing } from './ocean-drawing';
import { anemone, bubbles, chest, coral, crab, kelp, shell, starfish, urchin } from './ocean-floor';
import { boat, dolphin, fish, jellyfish, octopus, pufferfish, seahorse, stingray, turtle, whale } from './ocean-swimmers';

export type { OceanDrawing } from './ocean-drawing';

/**
 * Builds every ocean sprite (right-facing originals; mirrored variants are made by the pipeline).
 * @returns the list of sprite drawings
 */
export function oceanSprites(): OceanDrawing[] {
  return [
    fish('fish-orange', { shape: 'round', body: '#ffa53a', fin: '#ff7a3a' }),
    fish('fish-blue', { shape: 'long', body: '#4fb6ff', fin: '#ffd23f', stripes: { colour: '#ffe27a', at: [0.42], width: 10, outline: false } }),
    fish('fish-purple', { shape: 'tall', body: '#b47cff', fin: '#ff8fd0', stripes: { colour: '#e6d2ff', at: [0.3, 0.55], width: 9, outline: false } }),
    fish('fish-yellow', { shape: 'tall', body: '#ffd93f', fin: '#ffb020', stripes: { colour: '#2f3f73', at: [0.38], width: 8, outline: false } }),
    fish('fish-green', { shape: 'round', body: '#5fd88a', fin: '#2fb3a0', spots: '#c8ffd9' }),
    fish('fish-pink', { shape: 'long', body: '#ff8fbf', fin: '#ff5e8a', spots: '#ffe0ee', lips: '#ff5e8a' }),
    fish('fish-red', { shape: 'round', body: '#ff6a5c', fin: '#ffb347', stripes: { colour: '#ffd0c8', at: [0.3, 0.55], width: 7, outline: false } }),
    fish('clownfish', { shape: 'round', body: '#ff8a24', fin: '#ff8a24', stripes: { colour: '#ffffff', at: [0.2, 0.58], width: 13, outline: true } }),
    fish('fish-glow', { shape: 'long', body: '#5ff0e0', fin: '#ff8fe0', spots: '#e8fffb' }),
    pufferfish(),
    seahorse(),
    starfish('starfish-orange', '#ff9a3c'),
    starfish('starfish-pink', '#ff79a8'),
    crab(),
    octopus('octopus-purple', '#b07cff'),
    octopus('octopus-coral', '#ff7e6b'),
    turtle(),
    jellyfish('jellyfish-pink', '#ff8fd0'),
    jellyfish('jellyfish-purple', '#b59bff'),
    jellyfish('jellyfish-blue', '#6fd2ff'),
    dolphin(),
    whale(),
    shell('shell-pink', '#ffb3c9'),
    shell('shell-peach', '#ffd29a'),
    coral('coral-pink', '#ff7aa8'),
    coral('coral-orange', '#ff9a3c'),
    coral('coral-purple', '#b98aff'),
    anemone('anemone-pink', '#ff6f91', '#ff9ec0'),
    anemone('anemone-green', '#3fbf8f', '#9be87a'),
    kelp('kelp-tall', '#3fb56b', 230, 10),
    kelp('kelp-short', '#5cc65a', 180, -8),
    kelp('kelp-olive', '#7fbf3f', 210, 6),
    chest(),
    bubbles(),
    urchin(),
    stingray(),
    boat(),
  ];
}

