/**
 * Backdrops in nature: forest, pond, river, lake, mountain, snowy field, desert, jungle and cave.
 */
import { fmt } from './kit';
import { clouds, dot, groundBand, hills, path, pine, rect, type SettingDef, sky, softTree } from './settings-kit';

const peak = (x: number, base: number, w: number, h: number, fill: string, snow: string): string =>
  path(`M${x - w / 2} ${base}L${x} ${base - h}L${x + w / 2} ${base}Z`, fill) + path(`M${x - w * 0.13} ${base - h * 0.74}L${x} ${base - h}L${x + w * 0.13} ${base - h * 0.74}l-${fmt(w * 0.06)} 20l-${fmt(w * 0.07)}-16l-${fmt(w * 0.07)} 18Z`, snow);

export const NATURE_SETTINGS: Record<string, SettingDef> = {
  forest: {
    indoor: false,
    draw: (c) => {
      let back = '';
      for (let i = 0; i < 7; i++) back += softTree(60 + i * 180 + c.rng.range(-30, 30), 500, c.rng.range(1.1, 1.5), '#8fcf8a');
      let trunks = '';
      for (const x of [60, 330, 880, 1140]) trunks += rect(x - 30, 0, 60, 580, '#9a6b4a') + dot(x, 20, 120, '#5aa860');
      return sky(c, ['#bfe8d0', '#eefaf0']) + back + groundBand(c, 530, '#8fcf6a', 4) + trunks + path('M480 800q60-150 120-270h50q-30 130 40 270Z', '#d8c49a') + dot(200, 600, 26, '#6cc070') + dot(1000, 610, 30, '#6cc070') + path('M230 600h30v-16h-30Z', '#fff1dc') + dot(245, 584, 20, '#ff5a5a');
    },
  },
  pond: {
    indoor: false,
    draw: (c) =>
      sky(c, ['#8fd0ff', '#e6f7ff']) + clouds(c, 3) + hills(c, 480, 50, 110, '#bfe7a8') + groundBand(c, 500, '#9fdc7c', 4) +
      `<ellipse cx="600" cy="640" rx="420" ry="110" fill="#6fc3ea"/><ellipse cx="560" cy="625" rx="300" ry="60" fill="#9fdcf7" opacity="0.6"/>` +
      [[420, 640], [720, 610], [820, 680]].map(([x, y]) => `<path d="M${x} ${y}m-36 0a36 16 0 1 0 72 0a36 16 0 1 0-72 0" fill="#6cc070"/>`).join('') +
      `<path d="M160 600v-110M180 600v-90M1040 600v-110M1060 600v-80" stroke="#5aa860" stroke-width="8"/>` + rect(150, 470, 18, 50, '#8a5a3a', 9) + rect(1032, 470, 18, 50, '#8a5a3a', 9),
  },
  river: {
    indoor: false,
    draw: (c) =>
      sky(c, ['#8fd0ff', '#e6f7ff']) + clouds(c, 3) + hills(c, 460, 60, 140, '#bfe7a8') + groundBand(c, 480, '#9fdc7c', 4) +
      path('M0 560q300-40 600 0t600 0v120q-300 40-600 0t-600 0Z', '#6fc3ea') + `<path d="M80 600q40-12 80 0M420 630q40-12 80 0M760 600q40-12 80 0M1000 640q40-12 80 0" fill="none" stroke="#ffffff" stroke-width="6" stroke-linecap="round"/>` +
      dot(200, 700, 26, '#b8bfcc') + dot(1000, 720, 30, '#b8bfcc') + softTree(1080, 500, 1, '#6cc070'),
  },
  lake: {
    indoor: false,
    draw: (c) =>
      sky(c, ['#8fd0ff', '#eaf8ff']) + clouds(c, 2, 60, 160) + peak(300, 440, 520, 260, '#a9b4d8', '#ffffff') + peak(800, 440, 640, 320, '#98a6d0', '#ffffff') +
      rect(0, 420, 1200, 200, '#6fc3ea') + `<path d="M120 470h120M500 520h160M880 480h140" stroke="#ffffff" stroke-width="6" stroke-linecap="round" opacity="0.8"/>` +
      groundBand(c, 600, '#9fdc7c', 6) + rect(900, 540, 260, 22, '#c98f58', 4) + rect(920, 560, 14, 50, '#8a5a3a') + rect(1120, 560, 14, 50, '#8a5a3a') + pine(90, 610, 1.2, '#4f9a62'),
  },
  mountain: {
    indoor: false,
    draw: (c) =>
      sky(c, ['#9ad4ff', '#eef8ff']) + clouds(c, 2, 60, 140) + peak(250, 560, 600, 380, '#a9b4d8', '#ffffff') + peak(900, 560, 760, 480, '#8f9cc8', '#ffffff') + peak(580, 560, 500, 280, '#b8c2e0', '#ffffff') +
      groundBand(c, 540, '#a8c88a', 12) + path('M560 800q80-150 30-260h40q80 120 10 260Z', '#d8c49a') + dot(200, 620, 40, '#b8bfcc') + dot(1040, 640, 50, '#b8bfcc') + pine(1140, 560, 1, '#4f9a62'),
  },
  'snowy-field': {
    indoor: false,
    draw: (c) => {
      let trees = '';
      for (const [x, s] of [[100, 1.3], [260, 1], [960, 1.2], [1120, 1.5]] as const) trees += pine(x, 520, s, '#4f9a78') + path(`M${x - 30 * s} ${520 - 120 * s}l${30 * s}-${60 * s}l${30 * s} ${60 * s}Z`, '#ffffff');
      return sky(c, ['#c8def5', '#f2f8ff']) + hills(c, 480, 50, 120, '#eaf2fb') + trees + groundBand(c, 520, '#f8fbff', 8) + path('M0 640q300-40 600 0t600 0', '#e2ecf8') + `<path d="M100 700q200-30 400 0M700 740q200-30 400 0" fill="none" stroke="#dce8f6" stroke-width="10" stroke-linecap="round"/>`;
    },
  },
  desert: {
    indoor: false,
    draw: (c) => {
      const cactus = (x: number, y: number, s: number): string => `<path d="M${x} ${y}v${-160 * s}M${x} ${y - 70 * s}h${-40 * s}v${-50 * s}M${x} ${y - 100 * s}h${40 * s}v${-40 * s}" fill="none" stroke="#5aa860" stroke-width="${fmt(34 * s)}" stroke-linecap="round" stroke-linejoin="round"/>`;
      return sky(c, ['#ffd9a0', '#fff3dc']) + (c.time === 'day' ? dot(980, 130, 70, '#fff1a0') : '') + hills(c, 480, 60, 140, '#f2c98a') + hills(c, 540, 30, 90, '#f7d8a0') + groundBand(c, 540, '#fae2b4', 10) + cactus(160, 600, 1.1) + cactus(1040, 580, 0.9) + dot(400, 700, 20, '#d9b07a') + dot(860, 740, 14, '#d9b07a');
    },
  },
  jungle: {
    indoor: false,
    draw: (c) => {
      const leaf = (x: number, y: number, a: number, s: number, fill: string): string => `<path d="M0 0q60-50 140 0q-80 50-140 0Z" fill="${fill}" transform="translate(${fmt(x)} ${fmt(y)}) rotate(${a}) scale(${fmt(s)})"/>`;
      let leaves = '';
      for (let i = 0; i < 14; i++) leaves += leaf(c.rng.range(-40, 1200), c.rng.range(0, 560), Math.round(c.rng.range(-60, 240)), c.rng.range(0.9, 1.6), i % 2 === 0 ? '#3f9a5a' : '#5ab86a');
      return (
        sky(c, ['#bfeccc', '#e8fbe8']) + hills(c, 500, 80, 200, '#8fd49a') + rect(80, 0, 50, 560, '#8a6a44') + rect(1020, 0, 60, 560, '#8a6a44') + leaves +
        `<path d="M300 0q-20 140 20 260M700 0q30 120-10 220M900 0q-20 90 10 160" fill="none" stroke="#4f9a3a" stroke-width="10" stroke-linecap="round"/>` +
        groundBand(c, 540, '#6cc070', 6) + dot(300, 560, 16, '#ff5a8a') + dot(980, 580, 16, '#ffd34d') + dot(180, 620, 36, '#4f9a5a') + dot(1120, 640, 44, '#4f9a5a')
      );
    },
  },
  cave: {
    indoor: true,
    draw: () => {
      let drips = '';
      for (let i = 0; i < 10; i++) drips += path(`M${60 + i * 120} 0l30 ${90 + ((i * 37) % 80)}l30 -${90 + ((i * 37) % 80)}Z`, '#6a5a70');
      return (
        rect(0, 0, 1200, 800, '#4a3f55') + path('M420 560q0-300 200-320q200 20 200 320Z', '#bfe6ff') + path('M420 560q0-300 200-320q200 20 200 320Z', '#fff6c8', 0.3) + drips +
        path('M0 560q300-30 600 0t600 0v240h-1200Z', '#6a5a70') + [[120, 560, '#9fe6ff'], [1060, 570, '#ff9fe0'], [220, 600, '#c5a3ff']].map(([x, y, col]) => path(`M${x} ${y}l-22-30l22-50l22 50Z`, col as string) + dot(x as number, (y as number) - 40, 60, col as string, 0.18)).join('')
      );
    },
  },
};
