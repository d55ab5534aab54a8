/**
 * Backdrops at home: bedroom, kitchen, living room, bathroom, backyard and garden.
 */
import { clouds, dot, dots, groundBand, hills, path, picture, rect, room, rug, type SettingDef, shelf, sky, softTree, windowPane } from './settings-kit';

const fence = (y: number, fill: string, x0 = 0, x1 = 1200): string => {
  let s = rect(x0, y + 30, x1 - x0, 14, fill) + rect(x0, y + 80, x1 - x0, 14, fill);
  for (let x = x0 + 10; x < x1; x += 56) s += path(`M${x} ${y + 130}v-110l18-20l18 20v110Z`, fill);
  return s;
};

export const HOME_SETTINGS: Record<string, SettingDef> = {
  bedroom: {
    indoor: true,
    draw: (c) => {
      const stars = dots(Array.from({ length: 14 }, () => [c.rng.range(20, 1180), c.rng.range(20, 520)] as const), '#ffffff', 5, 0.7);
      return (
        room('#e6dcfb', '#e8c39a') + stars + windowPane(c, 120, 140, 220, 200) +
        // A bed along the back wall, a night table with a lamp.
        rect(760, 330, 28, 240, '#b98a64', 10) + rect(1150, 390, 26, 180, '#b98a64', 10) + rect(780, 440, 380, 100, '#8fb8ff', 24) + rect(800, 410, 110, 50, '#ffffff', 20) + rect(900, 430, 260, 40, '#a9c8ff', 14) +
        rect(560, 440, 120, 120, '#c99b72', 10) + rect(600, 400, 40, 40, '#fff1b8') + path('M580 400h80l-20-60h-40Z', '#ff9fb8') +
        rug(600, 690, 330, 70, '#ffc6d9', '#ff9fbf')
      );
    },
  },
  kitchen: {
    indoor: true,
    draw: (c) => {
      let tiles = '';
      for (let x = 0; x < 1200; x += 60) tiles += rect(x, 300, 2, 130, '#bfe3cf');
      return (
        room('#dff5e8', '#f3d9b8') + tiles + windowPane(c, 470, 90, 260, 170) +
        rect(0, 430, 1200, 130, '#f7f2ea') + rect(0, 420, 1200, 22, '#9ed4b4', 6) + rect(40, 460, 150, 80, '#ffffff', 8) + rect(210, 460, 150, 80, '#ffffff', 8) + rect(850, 460, 150, 80, '#ffffff', 8) +
        rect(500, 440, 200, 110, '#d9dde6', 8) + dot(540, 470, 12, '#8a93a6') + dot(600, 470, 12, '#8a93a6') + dot(660, 470, 12, '#8a93a6') + rect(520, 490, 160, 50, '#3b4257', 6) +
        rect(1030, 170, 150, 390, '#f2f6fb', 20) + rect(1030, 320, 150, 6, '#c9d2e0') + rect(1050, 250, 10, 40, '#c9d2e0', 4) + rect(1050, 350, 10, 50, '#c9d2e0', 4) +
        shelf(c, 80, 240, 260, '#9ed4b4')
      );
    },
  },
  'living-room': {
    indoor: true,
    draw: (c) =>
      room('#ffe6d2', '#d9b08c') + windowPane(c, 880, 120, 220, 200) + picture(150, 130, 200, 150) +
      // A sofa along the back wall, a floor lamp and a plant.
      rect(380, 380, 440, 120, '#7fc0b8', 30) + rect(350, 430, 70, 120, '#6aaea6', 24) + rect(780, 430, 70, 120, '#6aaea6', 24) + rect(400, 470, 400, 80, '#8fd0c8', 20) + rect(430, 400, 150, 70, '#ffd36b', 20) +
      rect(110, 300, 12, 260, '#8a6a54') + path('M76 300h80l-20-70h-40Z', '#ffe08a') +
      rect(980, 480, 80, 80, '#e0875f', 10) + dot(1000, 440, 40, '#6cc070') + dot(1040, 420, 40, '#5aae5e') + dot(1020, 390, 34, '#7fd27a') +
      rug(600, 690, 360, 70, '#c9b6ff', '#a991f0'),
  },
  bathroom: {
    indoor: true,
    draw: (c) => {
      let tiles = '';
      for (let x = 0; x < 1200; x += 70) tiles += rect(x, 0, 3, 560, '#c6e4f5');
      for (let y = 70; y < 560; y += 70) tiles += rect(0, y, 1200, 3, '#c6e4f5');
      let bubbles = '';
      for (let i = 0; i < 9; i++) bubbles += dot(c.rng.range(70, 430), c.rng.range(390, 440), c.rng.range(18, 34), '#ffffff', 0.95);
      return (
        room('#e3f4fd', '#bfe0ee') + tiles + windowPane(c, 520, 80, 160, 140) +
        bubbles + path('M40 440h420v60q0 60-60 60h-300q-60 0-60-60Z', '#ffffff') + rect(30, 430, 440, 20, '#eaf3fa', 10) + rect(60, 560, 20, 24, '#c9d2e0') + rect(420, 560, 20, 24, '#c9d2e0') +
        rect(880, 120, 160, 180, '#bde6ff', 70) + rect(890, 130, 140, 160, '#e6f7ff', 62) + path('M860 380h200v20q0 60-70 60h-60q-70 0-70-60Z', '#ffffff') + rect(940, 460, 40, 100, '#ffffff') + rect(950, 350, 20, 30, '#c9d2e0', 4) +
        rect(740, 200, 80, 200, '#ff9fb8', 12) + rect(730, 190, 100, 16, '#c9d2e0', 8)
      );
    },
  },
  backyard: {
    indoor: false,
    draw: (c) =>
      sky(c, ['#8fd0ff', '#dff3ff']) + clouds(c, 3) +
      // The back of the house on the left, a fence, a tree, grass.
      rect(-10, 200, 330, 420, '#ffd9a8') + path('M-30 210l180-120l190 120Z', '#e8826b') + windowPane(c, 60, 290, 110, 100) + rect(210, 400, 80, 170, '#9a6b4a', 8) + dot(276, 490, 6, '#ffd36b') +
      fence(430, '#fff4e6', 320, 1200) + softTree(1040, 560, 1.4, '#7fcf6f') +
      groundBand(c, 560, '#9fdc7c', 6) + path('M250 800q40-120 10-240h60q30 120 60 240Z', '#e9d6b0', 0.8),
  },
  garden: {
    indoor: false,
    draw: (c) => {
      let rows = '';
      const cols = ['#ff8fb8', '#ffd34d', '#ff8f6b', '#c5a3ff'];
      const byColour: [number, number][][] = cols.map(() => []);
      const centres: [number, number][] = [];
      for (let r = 0; r < 3; r++) {
        const y = 600 + r * 55;
        rows += path(`M-10 ${y}q600-30 1220 0v26h-1220Z`, '#b8875e', 0.9);
        for (let x = 40 + r * 20, i = r; x < 1200; x += 90, i++) {
          byColour[i % 4]?.push([x, y - 6]);
          centres.push([x, y - 6]);
        }
      }
      rows += cols.map((col, i) => dots(byColour[i] ?? [], col, 14)).join('') + dots(centres, '#ffffff', 5);
      return sky(c, ['#9ad7ff', '#e6f7ff']) + clouds(c, 3) + hills(c, 520, 60, 130, '#bfe7a8') + groundBand(c, 540, '#a5dd84', 5) + rows + rect(0, 540, 1200, 8, '#ffffff', 0, 0.5);
    },
  },
};
