/**
 * Backdrops outdoors among people: park, playground, city street, bus stop, village, castle,
 * farm, barn (inside), campsite and meadow.
 */
import { clouds, dot, dots, groundBand, hills, path, pine, rect, type SettingDef, sky, softTree } from './settings-kit';

const house = (x: number, y: number, w: number, h: number, wall: string, roof: string): string =>
  rect(x, y - h, w, h, wall) + path(`M${x - 16} ${y - h + 2}l${w / 2 + 16} ${-h * 0.6}l${w / 2 + 16} ${h * 0.6}Z`, roof) + rect(x + w / 2 - 16, y - 56, 32, 56, '#9a6b4a', 6) + rect(x + 14, y - h + 24, 30, 30, '#fff1b8', 4) + rect(x + w - 44, y - h + 24, 30, 30, '#fff1b8', 4);

const road = (y: number): string => rect(0, y, 1200, 800 - y, '#8a93a6') + [60, 340, 620, 900].map((x) => rect(x, y + (800 - y) / 2 - 6, 140, 12, '#ffffff', 6)).join('');

export const OUTSIDE_SETTINGS: Record<string, SettingDef> = {
  park: {
    indoor: false,
    draw: (c) =>
      sky(c, ['#8fd0ff', '#e2f5ff']) + clouds(c, 3) + hills(c, 500, 60, 120, '#b7e39a') + softTree(120, 520, 1.3, '#6cc070') + softTree(1090, 520, 1.5, '#5db25f') + softTree(860, 500, 0.9, '#8fd98f') +
      groundBand(c, 520, '#9fdc7c', 4) + path('M520 800q40-140 200-280h60q-130 140-100 280Z', '#f2e2bf') +
      rect(300, 470, 200, 16, '#c98f58', 6) + rect(300, 440, 200, 16, '#c98f58', 6) + rect(316, 486, 12, 40, '#6a5a4a') + rect(472, 486, 12, 40, '#6a5a4a'),
  },
  playground: {
    indoor: false,
    draw: (c) =>
      sky(c, ['#8fd0ff', '#e6f7ff']) + clouds(c, 3) + hills(c, 480, 40, 90, '#c2e8a8') + groundBand(c, 520, '#a5dd84', 4) + path('M0 620q600-60 1200 0v180h-1200Z', '#f2d8a0') +
      // A slide on the left, swings on the right.
      rect(110, 260, 16, 260, '#ff6b6b') + rect(190, 260, 16, 260, '#ff6b6b') + [300, 350, 400, 450].map((y) => rect(110, y, 96, 10, '#ff6b6b')).join('') + rect(100, 250, 116, 20, '#ffd34d', 8) + path('M206 260l180 250h-40l-160-220Z', '#5ab0ff') +
      path('M780 510l60-300h300l60 300h-20l-56-280h-268l-56 280Z', '#5a8dee') + rect(840, 206, 300, 20, '#5a8dee', 8) + `<path d="M900 226v190M960 226v190M1040 226v210M1100 226v210" stroke="#8a93a6" stroke-width="4"/>` + rect(890, 414, 80, 14, '#ffd34d', 6) + rect(1030, 434, 80, 14, '#ff8fb8', 6),
  },
  'city-street': {
    indoor: false,
    draw: (c) => {
      const cols = ['#f7b2a0', '#a8c8ee', '#f6d58a', '#b8e0b0', '#d6c2f2', '#f2a8c0'];
      let s = '';
      let x = -20;
      for (let i = 0; x < 1200; i++) {
        const w = 150 + ((i * 37) % 60);
        const h = 240 + ((i * 53) % 200);
        s += rect(x, 520 - h, w, h, cols[i % cols.length] as string);
        s += rect(x + 18, 550 - h, w - 36, h - 90, c.time === 'night' ? 'url(#cwn)' : 'url(#cw)');
        x += w + 6;
      }
      c.def(c.time === 'night' ? 'cwn' : 'cw', `<pattern id="${c.time === 'night' ? 'cwn' : 'cw'}" width="44" height="60" patternUnits="userSpaceOnUse"><rect x="9" y="13" width="26" height="34" rx="4" fill="${c.time === 'night' ? '#ffe8a0' : '#eef8ff'}"/></pattern>`);
      return sky(c, ['#9ad4ff', '#e8f6ff']) + clouds(c, 2, 60, 140) + s + rect(0, 520, 1200, 120, '#d8dce6') + rect(0, 630, 1200, 12, '#b8bfcc') + road(642) + rect(1050, 300, 12, 300, '#5b6478') + path('M1020 300h60q0-30-30-30t-30 30Z', '#5b6478') + dot(1050, 310, 14, '#fff1b8');
    },
  },
  'bus-stop': {
    indoor: false,
    draw: (c) =>
      sky(c, ['#9ad4ff', '#e8f6ff']) + clouds(c, 3) + hills(c, 480, 40, 110, '#cfe8c0') + rect(0, 470, 1200, 170, '#d8dce6') + rect(0, 630, 1200, 12, '#b8bfcc') + road(642) +
      rect(640, 260, 16, 260, '#5b6478') + rect(1020, 260, 16, 260, '#5b6478') + path('M620 260h440l-20-40h-400Z', '#5a8dee') + rect(660, 280, 360, 170, '#dff3ff', 0, 0.55) + rect(700, 440, 280, 18, '#c98f58', 6) +
      rect(300, 300, 12, 240, '#5b6478') + dot(306, 290, 40, '#ffffff') + dot(306, 290, 30, '#5a8dee') + rect(290, 284, 32, 14, '#ffffff', 4) + softTree(110, 480, 1, '#7fcf6f'),
  },
  village: {
    indoor: false,
    draw: (c) =>
      sky(c, ['#9ad4ff', '#eaf7ff']) + clouds(c, 3) + hills(c, 430, 60, 140, '#c2e8a8') +
      house(80, 520, 180, 150, '#ffe0b8', '#e07a6a') + house(340, 500, 150, 120, '#dff0ff', '#7a9ae0') + house(720, 500, 160, 130, '#fff1c8', '#8fbf6a') + house(960, 520, 190, 160, '#f7d0e0', '#c96a8a') +
      groundBand(c, 520, '#a5dd84', 4) + path('M460 800q60-150 160-280h50q-80 140-40 280Z', '#eedcb6'),
  },
  castle: {
    indoor: false,
    draw: (c) => {
      const tower = (x: number, w: number, h: number): string => rect(x, 520 - h, w, h, '#d6d0e6') + path(`M${x - 14} ${520 - h}l${w / 2 + 14} -90l${w / 2 + 14} 90Z`, '#8f7cf0') + path(`M${x + w / 2} ${430 - h}v-40l40 14l-40 14`, '#ff6b8a') + rect(x + w / 2 - 12, 560 - h + 30, 24, 40, '#5a5070', 12);
      let crenels = '';
      for (let x = 330; x < 870; x += 60) crenels += rect(x, 250, 36, 30, '#c8c0dc');
      return sky(c, ['#a8d8ff', '#f0f8ff']) + clouds(c, 3) + hills(c, 500, 40, 100, '#b7e39a') + crenels + rect(330, 280, 540, 240, '#c8c0dc') + tower(230, 120, 360) + tower(850, 120, 360) + tower(540, 120, 420) + path('M540 520v-120q60-60 120 0v120Z', '#8a5a3a') + groundBand(c, 520, '#9fdc7c', 4) + path('M0 560q600 40 1200 0v30q-600 40-1200 0Z', '#7fc8f0');
    },
  },
  farm: {
    indoor: false,
    draw: (c) => {
      let fence = '';
      for (let x = 0; x < 1200; x += 70) fence += rect(x, 470, 14, 80, '#fff4e6', 4);
      return (
        sky(c, ['#8fd0ff', '#e8f7ff']) + clouds(c, 3) + hills(c, 460, 60, 140, '#d8e89a') +
        rect(700, 230, 300, 260, '#e05a4a') + path('M680 240l170-110l170 110Z', '#a84a3a') + rect(790, 360, 120, 130, '#fff4e6') + `<path d="M790 360l120 130M910 360l-120 130" stroke="#e05a4a" stroke-width="10"/>` + rect(820, 260, 60, 50, '#fff4e6') +
        rect(1030, 180, 90, 310, '#c9d2e0') + path('M1030 180q45-60 90 0Z', '#a9b4c8') + fence + rect(0, 490, 1200, 12, '#fff4e6') + rect(0, 520, 1200, 12, '#fff4e6') +
        groundBand(c, 550, '#a5dd84', 4) + softTree(170, 500, 1.1, '#6cc070')
      );
    },
  },
  barn: {
    indoor: true,
    draw: () => {
      let planks = '';
      for (let x = 0; x < 1200; x += 90) planks += rect(x, 0, 5, 560, '#a84a3a');
      const bale = (x: number, y: number): string => rect(x, y - 80, 150, 80, '#f2cf6a', 12) + `<path d="M${x + 10} ${y - 40}h130M${x + 40} ${y - 80}v80M${x + 110} ${y - 80}v80" stroke="#d9a83a" stroke-width="5"/>`;
      return (
        rect(0, 0, 1200, 560, '#c8604a') + planks + rect(0, 80, 1200, 30, '#8a3a2a') + path('M0 110l200-110h60l-240 140Z', '#8a3a2a') + path('M1200 110l-200-110h-60l240 140Z', '#8a3a2a') +
        rect(440, 160, 320, 400, '#3a2520', 8) + `<path d="M450 170l300 380M750 170l-300 380" stroke="#5a3a2a" stroke-width="14"/>` +
        rect(0, 560, 1200, 240, '#e8c56a') + bale(40, 560) + bale(100, 480) + bale(980, 560) + path('M0 580q300-20 600 0t600 0v40h-1200Z', '#f2d888')
      );
    },
  },
  campsite: {
    indoor: false,
    draw: (c) => {
      let trees = '';
      for (let i = 0; i < 9; i++) trees += pine(40 + i * 140 + c.rng.range(-20, 20), 520, c.rng.range(1.2, 1.7), i % 2 === 0 ? '#3f8a5a' : '#4f9a62');
      return sky(c, ['#9ad4ff', '#e8f6ff']) + clouds(c, 2, 60, 140) + hills(c, 440, 60, 140, '#9fc8a8') + trees + groundBand(c, 520, '#b8d88a', 4) + path('M100 560h120l20 20h-160Z', '#a0704a') + path('M940 600h160l16 20h-190Z', '#a0704a');
    },
  },
  meadow: {
    indoor: false,
    draw: (c) => {
      const cols = ['#ff8fb8', '#ffd34d', '#ffffff', '#c5a3ff', '#ff9f6b'];
      const flowers = cols.map((col) => dots(Array.from({ length: 8 }, () => [c.rng.range(0, 1200), c.rng.range(540, 790)] as const), col, 8)).join('');
      let grass = '';
      for (let i = 0; i < 24; i++) { const x = c.rng.range(0, 1200); const y = c.rng.range(560, 790); grass += `M${Math.round(x)} ${Math.round(y)}l-8-26l14 18l4-28l6 30l10-20l-6 26Z`; }
      return sky(c, ['#8fd0ff', '#ecf9ff']) + clouds(c, 4) + hills(c, 470, 70, 150, '#c8ecae') + hills(c, 530, 30, 80, '#b2e294') + groundBand(c, 540, '#a8e08a', 6) + path(grass, '#8fcf6a') + flowers;
    },
  },
};
