/**
 * Backdrops by and under the water and up in the sky: beach, ocean surface, under the sea,
 * harbor, space, moon surface and night sky (always at night).
 */
import { fmt } from './kit';
import { clouds, dot, dots, groundBand, hills, path, rect, type SettingDef, sky, starsAndMoon } from './settings-kit';

const waves = (y: number, colour: string, w = 6): string => `<path d="M0 ${y}${Array.from({ length: 12 }, () => 'q50-16 100 0').join('')}" fill="none" stroke="${colour}" stroke-width="${w}" stroke-linecap="round"/>`;

const manyStars = (n: number, seed: number): string => {
  const at = (i: number): [number, number] => [(i * 397 + seed) % 1200, (i * 211 + seed * 3) % 800];
  return dots(Array.from({ length: Math.round(n * 0.6) }, (_, i) => at(i)), '#fff6c8', 2, 0.7) + dots(Array.from({ length: Math.round(n * 0.4) }, (_, i) => at(i + n)), '#fff6c8', 3.5);
};

export const WATER_SETTINGS: Record<string, SettingDef> = {
  beach: {
    indoor: false,
    draw: (c) =>
      sky(c, ['#8fd6ff', '#e6f8ff']) + clouds(c, 3) + rect(0, 400, 1200, 200, '#4fb8e8') + waves(450, '#ffffff', 5) + path('M0 520q300-30 600 0t600 0v60h-1200Z', '#7fd0f0') +
      groundBand(c, 560, '#fbe3b0', 8) + path('M0 560q150 20 300 0t300 0t300 0t300 0', '#ffffff', 0.7) + dot(300, 720, 8, '#ffc2b0') + dot(900, 690, 8, '#ffc2b0') + dot(1100, 740, 6, '#ffffff'),
  },
  'ocean-surface': {
    indoor: false,
    draw: (c) =>
      sky(c, ['#8fd6ff', '#e6f8ff']) + clouds(c, 3) + rect(0, 420, 1200, 380, '#4aa8e0') + path('M0 520q300-30 600 0t600 0v280h-1200Z', '#3f98d4') +
      waves(470, '#bfe8ff', 5) + waves(600, '#bfe8ff', 6) + waves(720, '#bfe8ff', 6) + (c.time === 'day' ? path('M960 420l20-30l20 30Z', '#8f9bb3') : ''),
  },
  'under-the-sea': {
    indoor: false,
    draw: (c) => {
      let bubbles = '';
      for (let i = 0; i < 12; i++) bubbles += `<circle cx="${fmt(c.rng.range(40, 1160))}" cy="${fmt(c.rng.range(40, 520))}" r="${fmt(c.rng.range(6, 16))}" fill="none" stroke="#dff6ff" stroke-width="4" opacity="0.8"/>`;
      const weed = (x: number, h: number, col: string): string => `<path d="M${x} 620q-30-${h / 4} 0-${h / 2}t0-${h / 2}" fill="none" stroke="${col}" stroke-width="22" stroke-linecap="round"/>`;
      const deep = c.time === 'night' ? '#1f3a78' : '#2f7fc8';
      return (
        `<rect width="1200" height="800" fill="${deep}"/>` + path('M0 0h1200v400q-600 60-1200 0Z', '#4aa0e0', 0.7) +
        path('M200 0l80 0l-160 560h-60Z', '#ffffff', 0.1) + path('M700 0l100 0l-120 560h-80Z', '#ffffff', 0.1) + bubbles +
        weed(100, 300, '#3fae6a') + weed(160, 220, '#5ac87a') + weed(1080, 320, '#3fae6a') + weed(1130, 200, '#5ac87a') +
        path('M0 600q300-40 600 0t600 0v200h-1200Z', '#f2dca8') + dot(900, 610, 40, '#ff8fa8') + dot(940, 590, 30, '#ff8fa8') + dot(300, 640, 24, '#ffb46b') + dot(500, 700, 10, '#ffffff') + path('M760 620l14-40l14 40l-14-10Z', '#ff7a5a')
      );
    },
  },
  harbor: {
    indoor: false,
    draw: (c) => {
      let posts = '';
      for (let x = 40; x < 1200; x += 160) posts += rect(x, 600, 30, 200, '#8a5a3a', 6);
      return (
        sky(c, ['#8fd6ff', '#e6f8ff']) + clouds(c, 3) + hills(c, 420, 40, 100, '#9fc8a8') + rect(0, 410, 1200, 200, '#4aa8e0') + waves(470, '#bfe8ff', 5) +
        rect(950, 190, 70, 230, '#ffffff') + rect(950, 250, 70, 40, '#ff6b6b') + rect(950, 330, 70, 40, '#ff6b6b') + path('M940 190h90l-14-40h-62Z', '#ff6b6b') + dot(985, 170, 18, c.time === 'day' ? '#fff1b8' : '#ffe066') +
        path('M200 470h180l-30 40h-120Z', '#ff8f6b') + `<path d="M290 470v-110" stroke="#8a5a3a" stroke-width="6"/>` + path('M294 370l60 90h-60Z', '#ffffff') +
        rect(0, 580, 1200, 30, '#c98f58') + posts + rect(0, 610, 1200, 190, '#b07a4a') + `<path d="M0 660h1200M0 720h1200" stroke="#9a6a44" stroke-width="6"/>`
      );
    },
  },
  space: {
    indoor: false,
    draw: (c) =>
      `<rect width="1200" height="800" fill="#1a1f4a"/>` + manyStars(60, 7 + c.rng.int(0, 50)) +
      dot(980, 180, 80, '#ff9f6b') + `<ellipse cx="980" cy="180" rx="140" ry="28" fill="none" stroke="#ffd34d" stroke-width="10" transform="rotate(-16 980 180)"/>` + dot(200, 560, 50, '#8fd0ff') + dot(185, 545, 14, '#bfe8ff') + dot(640, 120, 20, '#c5a3ff'),
  },
  'moon-surface': {
    indoor: false,
    draw: (c) =>
      `<rect width="1200" height="800" fill="#171b3c"/>` + manyStars(40, 13 + c.rng.int(0, 50)) + dot(960, 170, 70, '#5a9ae8') + path('M920 140q30-20 50 10t40 0', '#7fd06b') + path('M940 200q20-10 40 6', '#7fd06b') +
      groundBand(c, 520, '#c9cbd8', 14) + [[200, 640, 60], [700, 600, 40], [1000, 700, 70], [460, 740, 36]].map(([x, y, r]) => `<ellipse cx="${x}" cy="${y}" rx="${r}" ry="${(r as number) * 0.35}" fill="#aeb1c2"/>`).join(''),
  },
  'night-sky': {
    indoor: false,
    draw: (c) =>
      `<rect width="1200" height="800" fill="#232a63"/>` + path('M0 0h1200v420q-600-60-1200 0Z', '#1b2150') + manyStars(50, 3 + c.rng.int(0, 50)) + starsAndMoon(c, 0, 1200, 300, true) +
      hills(c, 520, 60, 160, '#2f3f6a') + groundBand(c, 560, '#3f5a5a', 6),
  },
};
