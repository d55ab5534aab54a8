/**
 * Backdrops in town, indoors: classroom, library, museum, lab, stage, workshop, bakery; and the
 * market's stalls outdoors.
 */
import { fmt } from './kit';
import { clouds, dot, groundBand, path, rect, room, rug, type SettingCtx, type SettingDef, shelf, sky, windowPane } from './settings-kit';

const bookcase = (c: SettingCtx, x: number, y: number, w: number, h: number): string => {
  let s = rect(x, y, w, h, '#a8714a', 10) + rect(x + 10, y + 10, w - 20, h - 20, '#7a4f36', 6);
  for (let sy = y + 110; sy < y + h; sy += 110) s += shelf(c, x + 10, sy - 12, w - 20, '#a8714a');
  return s;
};

export const TOWN_SETTINGS: Record<string, SettingDef> = {
  classroom: {
    indoor: true,
    draw: (c) => {
      let cards = '';
      const cols = ['#ff8f8f', '#ffd36b', '#8fd98f', '#7fb8ff', '#c5a3ff'];
      for (let i = 0; i < 10; i++) cards += rect(40 + i * 115, 30, 90, 60, cols[i % 5] as string, 10) + dot(85 + i * 115, 60, 14, '#ffffff', 0.8);
      return (
        room('#fff1c9', '#d9b48c') + cards +
        rect(300, 130, 600, 280, '#8a5a3a', 14) + rect(316, 146, 568, 248, '#3f7a5a', 8) +
        el2('M380 300l60-100l60 100Z') + el2('M560 250a50 50 0 1 0 100 0a50 50 0 1 0-100 0') + el2('M720 300q40-80 80 0t80 0') + rect(480, 394, 240, 10, '#d9b48c') +
        windowPane(c, 960, 140, 180, 200) + rect(60, 150, 180, 240, '#ffffff', 12) + rect(80, 170, 140, 200, '#e6f4ff', 6) + dot(150, 230, 30, '#ffd36b') +
        rect(120, 480, 240, 20, '#e8a860', 6) + rect(140, 500, 16, 60, '#c98f58') + rect(324, 500, 16, 60, '#c98f58') + rect(840, 480, 240, 20, '#e8a860', 6) + rect(860, 500, 16, 60, '#c98f58') + rect(1044, 500, 16, 60, '#c98f58')
      );
    },
  },
  library: {
    indoor: true,
    draw: (c) =>
      room('#f6e3c6', '#c99b72') + bookcase(c, 30, 120, 300, 440) + bookcase(c, 870, 120, 300, 440) + windowPane(c, 470, 110, 260, 220, '#a8714a') +
      rect(440, 440, 320, 24, '#a8714a', 8) + rect(460, 464, 20, 96, '#8a5a3a') + rect(720, 464, 20, 96, '#8a5a3a') + rect(640, 400, 10, 40, '#3b4257') + path('M610 404h70l-12-30h-46Z', '#6cc070') +
      rug(600, 690, 380, 70, '#e88f8f', '#c96f6f'),
  },
  museum: {
    indoor: true,
    draw: () => {
      let cols = '';
      for (const x of [80, 1060]) cols += rect(x, 60, 60, 500, '#f2f0ea') + rect(x - 14, 50, 88, 24, '#e2ded4') + rect(x - 14, 540, 88, 24, '#e2ded4');
      return (
        room('#e9e6f2', '#d8cbb8', 560, '#c9c2d8') + cols +
        rect(240, 120, 220, 170, '#d9a066', 8) + rect(256, 136, 188, 138, '#bfe3ff') + path('M256 274l60-80l50 60l30-30l48 50Z', '#8fd98f') + dot(400, 170, 20, '#ffd36b') +
        rect(740, 120, 220, 170, '#d9a066', 8) + rect(756, 136, 188, 138, '#ffe6f0') + dot(850, 205, 46, '#ff9fb8') + dot(850, 205, 22, '#ffd36b') +
        rect(540, 380, 120, 180, '#f2f0ea', 6) + path('M560 380q-20-60 40-90q60 30 40 90Z', '#7fb8ff') + path('M585 300h30v-14h-30Z', '#7fb8ff') +
        rect(320, 470, 12, 90, '#d9a066') + rect(868, 470, 12, 90, '#d9a066') + `<path d="M326 480q274 60 548 0" fill="none" stroke="#e0525a" stroke-width="10"/>`
      );
    },
  },
  lab: {
    indoor: true,
    draw: () => {
      let tiles = '';
      for (let x = 0; x < 1200; x += 80) tiles += rect(x, 0, 3, 420, '#d6eaf2');
      return (
        room('#eef8fb', '#cfd8e3') + tiles + rect(0, 400, 1200, 24, '#8aa0b8', 4) + rect(0, 424, 1200, 136, '#dfe7ef') + rect(40, 450, 200, 90, '#c7d3df', 8) + rect(960, 450, 200, 90, '#c7d3df', 8) +
        path('M300 400v-70h30v70Z', '#d8f3ff') + rect(300, 350, 30, 50, '#7fe0a8') + path('M390 400l30-60v-40h30v40l30 60Z', '#d8f3ff') + path('M404 400l16-30h30l16 30Z', '#ff8fb8') +
        path('M560 400a40 40 0 1 1 60 0Z', '#d8f3ff') + path('M566 400a34 20 0 0 1 48 0Z', '#b48cf2') + rect(578, 280, 24, 60, '#d8f3ff') +
        rect(780, 300, 20, 100, '#5b6478') + rect(740, 390, 120, 14, '#5b6478', 6) + path('M790 300l60-40l14 20l-60 40Z', '#8a93a6') + dot(700, 120, 60, '#fff6c8', 0.8) + rect(640, 60, 120, 14, '#c7d3df', 6)
      );
    },
  },
  stage: {
    indoor: true,
    draw: (c) => {
      const curtain = (x: number, dir: number): string => path(`M${x} 0h${dir * 260}q${-dir * 40} 300 ${-dir * 150} 560h${-dir * 110}Z`, '#d94a5a') + path(`M${x + dir * 60} 0q${dir * 20} 280 ${-dir * 10} 560M${x + dir * 140} 0q${dir * 20} 260 ${-dir * 60} 560`, 'none').replace('/>', ' stroke="#b83a4a" stroke-width="8"/>');
      return (
        rect(0, 0, 1200, 800, '#3a2f5a') + dot(600, 300, 320, '#fff6c8', c.time === 'night' ? 0.2 : 0.14) + dot(600, 560, 220, '#fff6c8', 0.2) +
        rect(0, 560, 1200, 240, '#c98f58') + rect(0, 560, 1200, 20, '#e8b47a') + curtain(0, 1) + curtain(1200, -1) +
        path(`M0 0h1200v60${Array.from({ length: 12 }, () => 'q-50 60-100 0').join('')}Z`, '#b83a4a') +
        [200, 600, 1000].map((x) => dot(x, 780, 30, '#ffd36b', 0.8)).join('')
      );
    },
  },
  workshop: {
    indoor: true,
    draw: () => {
      let planks = '';
      for (let x = 0; x < 1200; x += 100) planks += rect(x, 0, 4, 560, '#b8875e');
      return (
        room('#d9a878', '#a8875e', 560, '#8a6a44') + planks +
        rect(300, 110, 600, 260, '#f0e0c4', 10) + [340, 400, 460, 520, 580, 640, 700, 760, 820].map((x) => [150, 210, 270, 330].map((y) => dot(x + 30, y, 4, '#c9b08a')).join('')).join('') +
        rect(380, 160, 14, 110, '#8a5a3a', 4) + rect(350, 150, 74, 30, '#8a93a6', 6) + path('M520 160h140l-20 40h-120Z', '#a9b4c8') + rect(660, 160, 40, 30, '#d94a5a', 8) + dot(800, 220, 40, '#a9b4c8') + dot(800, 220, 18, '#f0e0c4') +
        rect(100, 440, 1000, 30, '#8a5a3a', 8) + rect(130, 470, 30, 90, '#6a4430') + rect(1040, 470, 30, 90, '#6a4430') + rect(200, 400, 120, 40, '#d9a066', 6) + rect(880, 410, 60, 30, '#5a8dee', 6)
      );
    },
  },
  bakery: {
    indoor: true,
    draw: (c) => {
      let stripes = '';
      for (let x = 0; x < 1200; x += 80) stripes += rect(x, 0, 40, 560, '#ffe0ea');
      const loaf = (x: number, y: number): string => path(`M${x - 40} ${y}v-24q0-22 40-22t40 22v24Z`, '#e9a15a');
      return (
        room('#fff4f7', '#e8cfb0') + stripes + windowPane(c, 80, 80, 200, 160) +
        rect(460, 110, 660, 16, '#c98f58', 6) + rect(460, 250, 660, 16, '#c98f58', 6) + [520, 620, 720, 820, 920, 1020].map((x) => loaf(x, 110) + loaf(x, 250)).join('') +
        rect(80, 380, 1040, 180, '#f7c6d6', 16) + rect(110, 400, 980, 90, '#e8f7ff', 10) +
        [180, 330, 480, 630, 780, 930].map((x, i) => (i % 2 === 0 ? path(`M${x - 40} 480h80l-10-40h-60Z`, '#ff9fc4') + dot(x, 430, 12, '#ff5a5a') : dot(x, 460, 30, '#e9a15a') + dot(x, 460, 12, '#fff1dc'))).join('')
      );
    },
  },
  market: {
    indoor: false,
    draw: (c) => {
      const stall = (x: number, a: string, goods: readonly string[]): string => {
        let s = rect(x + 10, 260, 14, 300, '#a8714a') + rect(x + 256, 260, 14, 300, '#a8714a');
        for (let i = 0; i < 5; i++) s += path(`M${x + i * 56} 220h56v50q-28 24-56 0Z`, i % 2 === 0 ? a : '#ffffff');
        s += rect(x, 440, 280, 120, '#d9a066', 8);
        goods.forEach((col, i) => { for (let k = 0; k < 4; k++) s += dot(x + 40 + k * 30 + (i % 2) * 14, 432 - i * 18, 16, col); });
        return s;
      };
      return sky(c, ['#8fd0ff', '#e6f7ff']) + clouds(c, 2, 60, 150) + groundBand(c, 560, '#e8d3b0', 3) + stall(40, '#ff7a7a', ['#ff5a5a', '#ff9233']) + stall(460, '#6cc0ff', ['#ffd34d', '#8fd06b']) + stall(880, '#8fd06b', ['#b48cf2', '#ff8fb8']) + `<path d="M0 ${fmt(640)}h1200" stroke="#d8c09a" stroke-width="6"/>`;
    },
  },
};

function el2(d: string): string {
  return `<path d="${d}" fill="none" stroke="#ffffff" stroke-width="6" stroke-linecap="round" opacity="0.8"/>`;
}
