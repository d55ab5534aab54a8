/**
 * The intro film's drawing kit (scripts/media/intro-film.ts): Moxie with her blink, the ocean
 * with its fish and bubbles, eggs, level circles, locks, confetti and sparkles, as SVG layers
 * posed by time (t, g in seconds). Pure apart from reading art files in `arts`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { monsterSvg } from '../../core/art/monster-svg';
import { BODIES, PALETTES } from '../../core/art/monster-anatomy';
import { petSvg } from '../../core/art/pet-svg';
import { DEFAULT_MONSTER, partIndex, type MonsterDescription } from '../../core/monster/monster-parts';
import { PET_ACCESSORIES, petById } from '../../core/content/pet-catalogue';
import { DESIGN_H, DESIGN_W, standing, type Layer } from './film';

export const INK = '#1d2b4f';
export const FONT = 'font-family="DejaVu Sans" font-weight="bold"';
export const svg = (w: number, h: number, body: string, vb = `0 0 ${w} ${h}`) => `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="${vb}">${body}</svg>`;
export const TAU = Math.PI * 2;
export const wave = (g: number, period: number, phase = 0) => Math.sin((g / period) * TAU + phase);
export const mod = (a: number, b: number) => ((a % b) + b) % b;
export const clamp01 = (v: number) => Math.max(0, Math.min(1, v));
export const ease = (v: number) => 0.5 - 0.5 * Math.cos(Math.PI * clamp01(v));
/** A pop-in scale: 0 before `start`, overshoots a little, then 1 (seconds). */
export const pop = (t: number, start: number, len = 0.35) => {
  const u = clamp01((t - start) / len);
  return u <= 0 ? 0 : u >= 1 ? 1 : Math.sin(u * Math.PI * 0.75) / Math.sin(Math.PI * 0.75);
};

/** Ground line of the ocean scenes (design px): feet stand here, above the captions' band. */
export const GROUND = 760;
export const MONSTER_H = 400;

// ---------- art ----------

/** Moxie with the eye(s) shut: the eye area painted in the body colour with a closed-lid curve. */
export function blinking(d: MonsterDescription, pose: 'stand' | 'cheer'): string {
  const base = monsterSvg(d, { pose });
  const body = BODIES[partIndex('body', d.body) ?? 0]!;
  const pal = PALETTES[partIndex('color', d.color) ?? 0]!;
  const eyes = partIndex('eyes', d.eyes) === 0 ? [{ x: 0, r: 50 }] : [{ x: -42, r: 35 }, { x: 42, r: 35 }];
  const lids = eyes
    .map(({ x, r }) => `<circle cx="${x}" cy="0" r="${r}" fill="${pal.base}"/><path d="M${x - r * 0.7} 2 Q${x} ${r * 0.55} ${x + r * 0.7} 2" fill="none" stroke="${INK}" stroke-width="7" stroke-linecap="round"/>`)
    .join('');
  return base.replace('</svg>', `<g transform="translate(${body.eyes.x} ${body.eyes.y}) scale(${body.eyeScale})">${lids}</g></svg>`);
}

export const star5 = (cx: number, cy: number, r: number, inner = 0.45) =>
  Array.from({ length: 10 }, (_, i) => {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 ? r * inner : r;
    return `${i ? 'L' : 'M'}${(cx + rr * Math.cos(a)).toFixed(1)} ${(cy + rr * Math.sin(a)).toFixed(1)}`;
  }).join('') + 'Z';

/** The pet egg of ui/pets/Egg.tsx (same shell, spots and cracks), whole or as its top/bottom half. */
export function eggSvg(part: 'whole' | 'top' | 'bottom', cracks: number): string {
  const EGG = 'M100 12 C150 12 182 96 182 148 C182 200 146 230 100 230 C54 230 18 200 18 148 C18 96 50 12 100 12 Z';
  const ZIG = 'L200 126 L176 112 L150 134 L126 112 L100 134 L76 112 L50 134 L26 112 L0 126';
  const CRACKS = ['M100 40 L92 62 L106 74 L96 98', 'M40 110 L62 118 L58 136 L80 142', 'M160 104 L142 120 L150 138 L128 146'];
  const spots = '#b79cff';
  const shell =
    `<path d="${EGG}" fill="#fff6dc"/>` +
    [[66, 86, 14], [132, 70, 10], [140, 176, 16], [58, 180, 9], [102, 150, 7]].map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${spots}" opacity="0.75"/>`).join('') +
    `<ellipse cx="62" cy="58" rx="12" ry="22" transform="rotate(30 62 58)" fill="#fff" opacity="0.7"/><path d="${EGG}" fill="none" stroke="${INK}" stroke-width="6" stroke-linejoin="round"/>`;
  const clip = part === 'top' ? `M0 0 H200 V126 ${ZIG.replace('L200 126 ', '')} Z` : `M0 240 H200 ${ZIG} Z`;
  const body =
    part === 'whole'
      ? shell + CRACKS.slice(0, cracks).map((d) => `<path d="${d}" fill="none" stroke="${INK}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>`).join('')
      : `<defs><clipPath id="egg-${part}"><path d="${clip}"/></clipPath></defs><g clip-path="url(#egg-${part})">${shell}</g>`;
  return svg(200, 240, body);
}

export function levelNode(n: number | null, fill: string): string {
  const label = n === null ? '' : `<text x="60" y="74" ${FONT} font-size="40" fill="${INK}" text-anchor="middle">${n}</text>`;
  return svg(120, 130, `<ellipse cx="60" cy="116" rx="52" ry="10" fill="#000" opacity="0.16"/><circle cx="60" cy="60" r="50" fill="${fill}" stroke="${INK}" stroke-width="7"/><ellipse cx="44" cy="42" rx="16" ry="9" fill="#fff" opacity="0.45"/>${label}`);
}

export function lock(open: boolean): string {
  const shackle = open ? 'M40 58 V34 A26 26 0 0 1 92 34 V20' : 'M40 58 V34 A26 26 0 0 1 92 34 V58';
  return svg(132, 150, `<path d="${shackle}" fill="none" stroke="${INK}" stroke-width="22" stroke-linecap="round"/><path d="${shackle}" fill="none" stroke="#b8c4d8" stroke-width="10" stroke-linecap="round"/><rect x="18" y="58" width="96" height="80" rx="18" fill="#ffc83d" stroke="${INK}" stroke-width="7"/><circle cx="66" cy="92" r="10" fill="${INK}"/><rect x="61" y="96" width="10" height="22" rx="4" fill="${INK}"/>`);
}

export function sprout(stage: number): string {
  const stem = 40 + stage * 45;
  const top = 230 - stem;
  const leaves = Array.from({ length: stage }, (_, i) => {
    const y = 220 - 30 - i * 40;
    const side = i % 2 ? -1 : 1;
    return `<path d="M100 ${y} q${side * 50} -30 ${side * 70} -6 q${-side * 30} 26 ${-side * 70} 6z" fill="#5fd068" stroke="${INK}" stroke-width="5" stroke-linejoin="round"/>`;
  }).join('');
  const flower = stage >= 4 ? `<g transform="translate(100 ${top})">${[0, 72, 144, 216, 288].map((a) => `<ellipse cx="0" cy="-22" rx="14" ry="22" transform="rotate(${a})" fill="#ff8cc6" stroke="${INK}" stroke-width="4"/>`).join('')}<circle r="14" fill="#ffc83d" stroke="${INK}" stroke-width="4"/></g>` : '';
  return svg(200, 320, `<path d="M100 230 V${top}" stroke="#3aa64a" stroke-width="12" stroke-linecap="round"/>${leaves}${flower}<path d="M52 230 H148 L136 310 H64 Z" fill="#e0824a" stroke="${INK}" stroke-width="7" stroke-linejoin="round"/><rect x="44" y="220" width="112" height="26" rx="10" fill="#f29a5e" stroke="${INK}" stroke-width="7"/>`);
}

/** Every SVG the film uses, by key. */
export function arts(root: string): Record<string, string> {
  const file = (p: string) => readFileSync(join(root, p), 'utf8');
  const sprite = (name: string) => file(`assets/art/ocean/sprites/${name}.svg`);
  const item = (name: string) => file(`assets/art/items/${name}.svg`);
  const dragon = petById(8)!;
  const bunny = petById(3)!;
  const a: Record<string, string> = {
    moxie: monsterSvg(DEFAULT_MONSTER),
    'moxie-cheer': monsterSvg(DEFAULT_MONSTER, { pose: 'cheer' }),
    'moxie-blink': blinking(DEFAULT_MONSTER, 'stand'),
    'moxie-cheer-blink': blinking(DEFAULT_MONSTER, 'cheer'),
    'moxie-medal': monsterSvg({ ...DEFAULT_MONSTER, outfits: ['gold-medal'] }, { pose: 'cheer' }),
    keeper: monsterSvg({ body: 2, color: 10, pattern: 15, eyes: 17, mouth: 22, headpart: 29, outfits: ['round-specs'] }),
    bubble: svg(60, 60, `<circle cx="30" cy="30" r="24" fill="#bff3ff" opacity="0.7" stroke="#fff" stroke-width="4"/><circle cx="22" cy="21" r="6" fill="#fff" opacity="0.9"/>`),
    sparkle: svg(80, 80, `<path d="M40 4 Q46 34 76 40 Q46 46 40 76 Q34 46 4 40 Q34 34 40 4Z" fill="#fff3a0" stroke="${INK}" stroke-width="4" stroke-linejoin="round"/>`),
    star: svg(100, 100, `<path d="${star5(50, 52, 44)}" fill="#ffc83d" stroke="${INK}" stroke-width="6" stroke-linejoin="round"/>`),
    heart: svg(90, 80, `<path d="M45 74 C10 50 4 30 12 18 C22 4 40 8 45 22 C50 8 68 4 78 18 C86 30 80 50 45 74Z" fill="#ff7aa2" stroke="${INK}" stroke-width="5" stroke-linejoin="round"/>`),
    arrow: svg(100, 140, `<path d="M50 8 L92 62 H66 V132 H34 V62 H8 Z" fill="#fff" stroke="${INK}" stroke-width="7" stroke-linejoin="round"/>`),
    gem: svg(32, 32, `<path d="M8 4h16l6 8-14 17L2 12z" fill="#4fd1ff" stroke="${INK}" stroke-width="2.2" stroke-linejoin="round"/><path d="M2 12h28M11 4l5 25M21 4l-5 25" stroke="${INK}" stroke-width="1.2" opacity="0.5"/>`),
    'lock-closed': lock(false),
    'lock-open': lock(true),
    tv: svg(300, 220, `<rect x="10" y="10" width="280" height="180" rx="30" fill="#2a86c4" stroke="${INK}" stroke-width="8"/><rect x="32" y="32" width="236" height="136" rx="18" fill="#bff3ff"/><path d="M128 70 V130 L178 100Z" fill="#ff7a59" stroke="${INK}" stroke-width="6" stroke-linejoin="round"/><path d="M110 190 L90 214 M190 190 L210 214" stroke="${INK}" stroke-width="8" stroke-linecap="round"/>`),
    bulb: svg(120, 160, `<circle cx="60" cy="62" r="46" fill="#fff3a0" stroke="${INK}" stroke-width="7"/><path d="M44 70 Q60 40 76 70" fill="none" stroke="#ffc83d" stroke-width="6" stroke-linecap="round"/><rect x="40" y="104" width="40" height="34" rx="8" fill="#b8c4d8" stroke="${INK}" stroke-width="6"/>`),
    sun: svg(200, 200, Array.from({ length: 8 }, (_, i) => `<rect x="94" y="4" width="12" height="34" rx="6" fill="#ffc83d" transform="rotate(${i * 45} 100 100)"/>`).join('') + `<circle cx="100" cy="100" r="54" fill="#ffd84d" stroke="${INK}" stroke-width="7"/><circle cx="82" cy="92" r="6" fill="${INK}"/><circle cx="118" cy="92" r="6" fill="${INK}"/><path d="M80 114 Q100 130 120 114" fill="none" stroke="${INK}" stroke-width="6" stroke-linecap="round"/>`),
    moon: svg(140, 140, `<path d="M92 16 A58 58 0 1 0 124 100 A46 46 0 1 1 92 16Z" fill="#fff3a0" stroke="${INK}" stroke-width="7" stroke-linejoin="round"/>`),
    zz: svg(80, 80, `<path d="M14 16 H62 L16 64 H66" fill="none" stroke="#fff" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"/><path d="M14 16 H62 L16 64 H66" fill="none" stroke="${INK}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round" opacity="0.6"/>`),
    qmark: svg(90, 120, `<text x="45" y="100" ${FONT} font-size="110" fill="#fff" stroke="${INK}" stroke-width="5" text-anchor="middle">?</text>`),
    sum: svg(520, 170, `<rect x="8" y="8" width="504" height="154" rx="40" fill="#fff" stroke="${INK}" stroke-width="8"/><text x="260" y="114" ${FONT} font-size="84" fill="${INK}" text-anchor="middle">2 + 1 = 3</text>`),
    tick: svg(120, 120, `<circle cx="60" cy="60" r="52" fill="#5fd068" stroke="${INK}" stroke-width="7"/><path d="M34 62 L54 82 L88 40" fill="none" stroke="#fff" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"/>`),
    nametag: svg(260, 120, `<path d="M40 10 H240 Q252 10 252 22 V98 Q252 110 240 110 H40 L8 60 Z" fill="#fff" stroke="${INK}" stroke-width="7" stroke-linejoin="round"/><circle cx="42" cy="60" r="9" fill="${INK}"/><path d="M150 88 C120 68 116 52 122 44 C130 34 144 38 150 48 C156 38 170 34 178 44 C184 52 180 68 150 88Z" fill="#ff7aa2"/>`),
    'egg-top': eggSvg('top', 3),
    'egg-bottom': eggSvg('bottom', 3),
    ring: svg(160, 160, `<circle cx="80" cy="80" r="70" fill="none" stroke="#fff" stroke-width="10"/>`),
    'node-current': levelNode(1, '#ff7a59'),
    'node-plain': levelNode(null, '#ff7a59'),
    'node-rest': levelNode(null, '#cfd8e6'),
    dragon: petSvg(dragon, { level: 1 }),
    bunny: petSvg(bunny, { level: 2, color: 1 }),
    kitten: petSvg(petById(1)!, { level: 2 }),
    puppy: petSvg(petById(2)!, { level: 2 }),
    house: item('house-room'),
  };
  for (let n = 1; n <= 6; n++) a[`node-${n}`] = levelNode(n, n === 1 ? '#ff7a59' : '#cfd8e6');
  for (let c = 0; c <= 3; c++) a[`egg-${c}`] = eggSvg('whole', c);
  for (let s = 0; s <= 4; s++) a[`sprout-${s}`] = sprout(s);
  for (const c of ['#ff7a59', '#ffc83d', '#5fd068', '#4fd1ff', '#b79cff', '#ff8cc6']) a[`confetti-${c}`] = svg(30, 16, `<rect x="1" y="1" width="28" height="14" rx="5" fill="${c}" stroke="${INK}" stroke-width="2"/>`);
  for (const [i, look] of MAKER_LOOKS.entries()) a[`look-${i}`] = monsterSvg({ ...DEFAULT_MONSTER, ...look });
  for (const [i, o] of OUTFITS.entries()) a[`outfit-${i}`] = monsterSvg({ ...DEFAULT_MONSTER, outfits: [o] });
  for (const [i, o] of OUTFITS.entries()) a[`item-${i}`] = item(o);
  for (let i = 0; i < 8; i++) a[`pet-look-${i}`] = petSvg(dragon, { level: 2, color: i % 4, accessory: PET_ACCESSORIES[(i % 4) + 1]! });
  for (const n of ['fish-orange', 'fish-blue-left', 'fish-yellow', 'fish-pink-left', 'turtle', 'dolphin', 'crab', 'seahorse', 'jellyfish-pink', 'starfish-orange', 'octopus-coral', 'clownfish', 'whale-left', 'treasure-chest']) a[n] = sprite(n);
  return a;
}

/** The looks the monster maker section tries on (part ids by type). */
export const MAKER_LOOKS: Partial<MonsterDescription>[] = [
  { color: 7 },
  { color: 8, headpart: 27 },
  { body: 3, color: 9, eyes: 17, headpart: 28 },
  { body: 2, color: 10, eyes: 20, mouth: 22, headpart: 29 },
  { body: 4, color: 7, pattern: 12, eyes: 17, headpart: 30 },
  {},
];
export const OUTFITS = ['party-hat', 'wizard-hat', 'cool-shades', 'hero-cape'];
export const CONFETTI = ['#ff7a59', '#ffc83d', '#5fd068', '#4fd1ff', '#b79cff', '#ff8cc6'];

// ---------- motion ----------

/** Moxie at (x, ground): breathing, blinking every few seconds (`blinkPhase` seconds later), optional hops and waving arms. */
export function moxie(g: number, x: number, ground: number, o: { h?: number; hop?: number; hopPeriod?: number; waving?: boolean; cheer?: boolean; art?: string; flip?: boolean; blinkPhase?: number } = {}): Layer {
  const h = o.h ?? MONSTER_H;
  const blink = mod(g + (o.blinkPhase ?? 0), 3.2) < 0.16;
  const cheer = o.cheer || (o.waving === true && mod(g, 0.6) < 0.3);
  const art = o.art ?? (cheer ? (blink ? 'moxie-cheer-blink' : 'moxie-cheer') : blink ? 'moxie-blink' : 'moxie');
  let lift = 0;
  let sy = 1 + 0.025 * wave(g, 1.6);
  if (o.hop) {
    const p = mod(g / (o.hopPeriod ?? 0.6), 1);
    lift = Math.sin(p * Math.PI) * o.hop;
    if (p < 0.12 || p > 0.88) sy = 0.9; // a squash as the feet touch down
  }
  const sx = (o.flip ? -1 : 1) * (2 - sy);
  return standing(art, x, ground - lift, h, { sx, sy });
}

/** Fish across the water, jellyfish bobbing, bubbles rising: the ocean never stands still. */
export function ocean(g: number, calm = false): Layer[] {
  const out: Layer[] = [];
  const fish: [string, number, number, number, number][] = [
    ['fish-orange', 210, 70, 0, 1],
    ['fish-blue-left', 330, 55, 600, -1],
    ['fish-yellow', 470, 85, 1200, 1],
    ['fish-pink-left', 140, 45, 300, -1],
  ];
  for (const [art, y, speed, off, dir] of calm ? fish.slice(0, 2) : fish) {
    const run = mod(g * speed + off, DESIGN_W + 300) - 150;
    out.push({ art, x: dir > 0 ? run : DESIGN_W - run, y: y + 14 * wave(g, 2.2, off), h: 105 });
  }
  out.push({ art: 'jellyfish-pink', x: 1450, y: 300 + 30 * wave(g, 4), h: 170, sy: 1 + 0.06 * wave(g, 1) });
  for (let i = 0; i < 8; i++) {
    const x = 120 + i * 190 + 20 * wave(g, 3, i);
    const y = DESIGN_H - mod(g * 70 + i * 137, DESIGN_H + 80);
    out.push({ art: 'bubble', x, y, h: 24 + (i % 3) * 14 });
  }
  return out;
}

export function confetti(t: number, from = 0, count = 26): Layer[] {
  if (t < from) return [];
  return Array.from({ length: count }, (_, i) => {
    const x = 80 + ((i * 173) % 1440) + 40 * wave(t, 1.3, i);
    const y = -40 + (t - from) * (260 + (i % 5) * 50) - (i % 7) * 60;
    return { art: `confetti-${CONFETTI[i % CONFETTI.length]}`, x, y, h: 36, rot: (t * 200 + i * 40) % 360 };
  }).filter((l) => l.y < DESIGN_H + 40);
}

/** Sparkles that twinkle around (cx, cy) within radius r. */
export function sparkles(g: number, cx: number, cy: number, r: number, n = 5, size = 1): Layer[] {
  return Array.from({ length: n }, (_, i) => {
    const a = (i / n) * TAU + g * 0.6;
    const s = 0.5 + 0.5 * wave(g, 0.9, i * 1.7);
    return { art: 'sparkle', x: cx + Math.cos(a) * r, y: cy + Math.sin(a) * r * 0.6, h: (30 + 30 * s) * size, rot: g * 90 };
  });
}

/** Things rising and fading from (x, y): hearts, stars, question marks. */
export function rising(art: string, g: number, x: number, y: number, n: number, size: number, period = 2.4): Layer[] {
  return Array.from({ length: n }, (_, i) => {
    const p = mod(g / period + i / n, 1);
    return { art, x: x + (i - (n - 1) / 2) * 90 + 20 * wave(g, 1.5, i), y: y - p * 260, h: size, alpha: 1 - p * p, rot: 8 * wave(g, 1.2, i) };
  });
}

/**
 * The ocean map seen through `view` (its top-left corner in map px and its zoom) as a full-stage
 * backdrop, lifted above the captions' band, where a beach continues the map below its edge.
 */
export function mapBackdrop(root: string, view: { x: number; y: number; zoom: number }): string {
  const mapInner = readFileSync(join(root, 'assets/art/ocean/map.svg'), 'utf8').replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
  const edge = (DESIGN_H - view.y) * view.zoom;
  return svg(
    DESIGN_W,
    DESIGN_H,
    `<g transform="scale(${view.zoom}) translate(${-view.x} ${-view.y})">${mapInner}</g>` +
      `<path d="M0 ${edge - 20} Q200 ${edge - 50} 400 ${edge - 24} T800 ${edge - 24} T1200 ${edge - 24} T1600 ${edge - 30} V${DESIGN_H} H0Z" fill="#f8e2a6" stroke="#e8c98a" stroke-width="8"/>`,
  );
}

/** The part of the ocean map the map sections show: its top-left corner and zoom (design px). */
export const MAP_VIEW = { x: 0, y: 400, zoom: 1.6 };

// Where the real map's circles are (assets/maps/ocean.json), for the map sections.
export interface MapNode {
  level: number;
  x: number;
  y: number;
}

