/**
 * The level-1 intro as an animated film (issue 13 "The intro video redone"): Moxie, the default
 * monster (core/art/monster-svg.ts), bounces, blinks and waves through the ocean world while fish
 * swim and bubbles rise, and each section of core/video/intro-chain.ts gets a picture of what its
 * narration says (the monster maker trying looks, the map's circles, the pet keeper, an egg that
 * hatches, gems and the store, the super-skill lock, a plant that grows a little every day, a
 * resting level's lock).
 *
 * No buttons and no words are drawn into the film: the real React buttons appear at the holds
 * (ui/video/IntroHold.tsx) and the captions carry the words. The only glyphs drawn are digits and
 * math signs (level circles, a sum); `introFilmGlyphs` lists them so a test can check that.
 * Where a hold's button will appear (top centre of the video, ui/video/video.css
 * `.intro-go-layer`), the prompt sections point at it and keep that spot clear.
 *
 * Pure apart from reading art files: `introFilm(...)` returns a `shotAt(state, t, d, g)` function
 * (t = seconds into the section, d = its length, g = seconds into the film) and the art to register.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { monsterSvg } from '../../core/art/monster-svg';
import { BODIES, PALETTES } from '../../core/art/monster-anatomy';
import { petSvg } from '../../core/art/pet-svg';
import { DEFAULT_MONSTER, partIndex, type MonsterDescription } from '../../core/monster/monster-parts';
import { PET_ACCESSORIES, petById } from '../../core/content/pet-catalogue';
import { DESIGN_H, DESIGN_W, standing, type Layer, type Shot } from './film';

const INK = '#1d2b4f';
const FONT = 'font-family="DejaVu Sans" font-weight="bold"';
const svg = (w: number, h: number, body: string, vb = `0 0 ${w} ${h}`) => `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="${vb}">${body}</svg>`;
const TAU = Math.PI * 2;
const wave = (g: number, period: number, phase = 0) => Math.sin((g / period) * TAU + phase);
const mod = (a: number, b: number) => ((a % b) + b) % b;
const clamp01 = (v: number) => Math.max(0, Math.min(1, v));
const ease = (v: number) => 0.5 - 0.5 * Math.cos(Math.PI * clamp01(v));
/** A pop-in scale: 0 before `start`, overshoots a little, then 1 (seconds). */
const pop = (t: number, start: number, len = 0.35) => {
  const u = clamp01((t - start) / len);
  return u <= 0 ? 0 : u >= 1 ? 1 : Math.sin(u * Math.PI * 0.75) / Math.sin(Math.PI * 0.75);
};

/** Ground line of the ocean scenes (design px): feet stand here, above the captions' band. */
const GROUND = 760;
const MONSTER_H = 400;

// ---------- art ----------

/** Moxie with the eye(s) shut: the eye area painted in the body colour with a closed-lid curve. */
function blinking(d: MonsterDescription, pose: 'stand' | 'cheer'): string {
  const base = monsterSvg(d, { pose });
  const body = BODIES[partIndex('body', d.body) ?? 0]!;
  const pal = PALETTES[partIndex('color', d.color) ?? 0]!;
  const eyes = partIndex('eyes', d.eyes) === 0 ? [{ x: 0, r: 50 }] : [{ x: -42, r: 35 }, { x: 42, r: 35 }];
  const lids = eyes
    .map(({ x, r }) => `<circle cx="${x}" cy="0" r="${r}" fill="${pal.base}"/><path d="M${x - r * 0.7} 2 Q${x} ${r * 0.55} ${x + r * 0.7} 2" fill="none" stroke="${INK}" stroke-width="7" stroke-linecap="round"/>`)
    .join('');
  return base.replace('</svg>', `<g transform="translate(${body.eyes.x} ${body.eyes.y}) scale(${body.eyeScale})">${lids}</g></svg>`);
}

const star5 = (cx: number, cy: number, r: number, inner = 0.45) =>
  Array.from({ length: 10 }, (_, i) => {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 ? r * inner : r;
    return `${i ? 'L' : 'M'}${(cx + rr * Math.cos(a)).toFixed(1)} ${(cy + rr * Math.sin(a)).toFixed(1)}`;
  }).join('') + 'Z';

/** The pet egg of ui/pets/Egg.tsx (same shell, spots and cracks), whole or as its top/bottom half. */
function eggSvg(part: 'whole' | 'top' | 'bottom', cracks: number): string {
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

function levelNode(n: number | null, fill: string): string {
  const label = n === null ? '' : `<text x="60" y="74" ${FONT} font-size="40" fill="${INK}" text-anchor="middle">${n}</text>`;
  return svg(120, 130, `<ellipse cx="60" cy="116" rx="52" ry="10" fill="#000" opacity="0.16"/><circle cx="60" cy="60" r="50" fill="${fill}" stroke="${INK}" stroke-width="7"/><ellipse cx="44" cy="42" rx="16" ry="9" fill="#fff" opacity="0.45"/>${label}`);
}

function lock(open: boolean): string {
  const shackle = open ? 'M40 58 V34 A26 26 0 0 1 92 34 V20' : 'M40 58 V34 A26 26 0 0 1 92 34 V58';
  return svg(132, 150, `<path d="${shackle}" fill="none" stroke="${INK}" stroke-width="22" stroke-linecap="round"/><path d="${shackle}" fill="none" stroke="#b8c4d8" stroke-width="10" stroke-linecap="round"/><rect x="18" y="58" width="96" height="80" rx="18" fill="#ffc83d" stroke="${INK}" stroke-width="7"/><circle cx="66" cy="92" r="10" fill="${INK}"/><rect x="61" y="96" width="10" height="22" rx="4" fill="${INK}"/>`);
}

function sprout(stage: number): string {
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
function arts(root: string): Record<string, string> {
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
const MAKER_LOOKS: Partial<MonsterDescription>[] = [
  { color: 7 },
  { color: 8, headpart: 27 },
  { body: 3, color: 9, eyes: 17, headpart: 28 },
  { body: 2, color: 10, eyes: 20, mouth: 22, headpart: 29 },
  { body: 4, color: 7, pattern: 12, eyes: 17, headpart: 30 },
  {},
];
const OUTFITS = ['party-hat', 'wizard-hat', 'cool-shades', 'hero-cape'];
const CONFETTI = ['#ff7a59', '#ffc83d', '#5fd068', '#4fd1ff', '#b79cff', '#ff8cc6'];

// ---------- motion ----------

/** Moxie at (x, ground): breathing, blinking every few seconds, optional hops and waving arms. */
function moxie(g: number, x: number, ground: number, o: { h?: number; hop?: number; hopPeriod?: number; waving?: boolean; cheer?: boolean; art?: string; flip?: boolean } = {}): Layer {
  const h = o.h ?? MONSTER_H;
  const blink = mod(g, 3.2) < 0.16;
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
function ocean(g: number, calm = false): Layer[] {
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

function confetti(t: number, from = 0, count = 26): Layer[] {
  if (t < from) return [];
  return Array.from({ length: count }, (_, i) => {
    const x = 80 + ((i * 173) % 1440) + 40 * wave(t, 1.3, i);
    const y = -40 + (t - from) * (260 + (i % 5) * 50) - (i % 7) * 60;
    return { art: `confetti-${CONFETTI[i % CONFETTI.length]}`, x, y, h: 36, rot: (t * 200 + i * 40) % 360 };
  }).filter((l) => l.y < DESIGN_H + 40);
}

/** Sparkles that twinkle around (cx, cy) within radius r. */
function sparkles(g: number, cx: number, cy: number, r: number, n = 5, size = 1): Layer[] {
  return Array.from({ length: n }, (_, i) => {
    const a = (i / n) * TAU + g * 0.6;
    const s = 0.5 + 0.5 * wave(g, 0.9, i * 1.7);
    return { art: 'sparkle', x: cx + Math.cos(a) * r, y: cy + Math.sin(a) * r * 0.6, h: (30 + 30 * s) * size, rot: g * 90 };
  });
}

/** Things rising and fading from (x, y): hearts, stars, question marks. */
function rising(art: string, g: number, x: number, y: number, n: number, size: number, period = 2.4): Layer[] {
  return Array.from({ length: n }, (_, i) => {
    const p = mod(g / period + i / n, 1);
    return { art, x: x + (i - (n - 1) / 2) * 90 + 20 * wave(g, 1.5, i), y: y - p * 260, h: size, alpha: 1 - p * p, rot: 8 * wave(g, 1.2, i) };
  });
}

/** The part of the ocean map the map sections show: its top-left corner and zoom (design px). */
const MAP_VIEW = { x: 0, y: 400, zoom: 1.6 };

// Where the real map's circles are (assets/maps/ocean.json), for the map sections.
interface MapNode {
  level: number;
  x: number;
  y: number;
}

// ---------- scenes by state ----------

type Scene = (t: number, d: number, g: number) => Shot;

function scenes(nodes: MapNode[]): Record<string, Scene> {
  const onOcean = (layers: Layer[], g: number, calm = false): Shot => ({ backdrop: 'ocean', layers: [...ocean(g, calm), ...layers] });
  // The map sections show the map's first four circles up close on their own pads (the film plays
  // small in a corner there).
  const shown = nodes.slice(0, 4).map((n) => ({ level: n.level, x: (n.x - MAP_VIEW.x) * MAP_VIEW.zoom, y: (n.y - MAP_VIEW.y) * MAP_VIEW.zoom }));
  const mapNodes = (t: number, appear: boolean) =>
    shown.map((n, i) => ({ art: `node-${n.level}`, x: n.x, y: n.y, h: 150 * (appear ? pop(t, 0.3 + i * 0.4) : 1) }));
  const first = shown[0]!;
  const pointing = (t: number, _d: number, g: number): Shot =>
    onOcean(
      [
        // The hold's real green button appears at the top centre: an arrow and sparkles point there.
        ...sparkles(g, 800, 130, 260, 7, 1.6),
        { art: 'arrow', x: 800, y: 390 + 30 * wave(g, 0.8), h: 210 * pop(t, 0.2) },
        moxie(g, 420, GROUND, { cheer: true }),
        standing('turtle', 1250, GROUND + 10, 170, { sx: -1 }),
      ],
      g,
      true,
    );
  const maker = (t: number, _d: number, g: number): Shot => {
    const i = Math.floor(t / 0.7) % MAKER_LOOKS.length;
    const since = mod(t, 0.7);
    return onOcean(
      [
        ...sparkles(g, 800, 380, 360, 7, 1.4),
        standing(`look-${i}`, 800, GROUND, MONSTER_H, { sy: since < 0.15 ? 0.88 : 1 + 0.02 * wave(g, 1.6), sx: since < 0.15 ? 1.1 : 1 }),
        ...CONFETTI.map((c, k) => ({ art: `confetti-${c}`, x: 800 + Math.cos(g * 0.8 + k) * 420, y: 400 + Math.sin(g * 0.8 + k) * 230, h: 44, rot: g * 120 + k * 60 })),
      ],
      g,
      true,
    );
  };
  const mapScene = (appear: boolean) => (t: number, _d: number, g: number): Shot => {
    const hopping = appear && t > 2.6;
    const at = first;
    return {
      backdrop: 'map',
      layers: [
        ...(appear ? [] : [{ art: 'ring', x: at.x, y: at.y, h: 220 + 70 * mod(g, 1.2), alpha: 1 - mod(g, 1.2) / 1.2 }]),
        ...mapNodes(t, appear),
        moxie(g, at.x, at.y - 60, { h: 300, hop: hopping || !appear ? 90 : 0, hopPeriod: 0.7 }),
      ],
    };
  };
  const pets = (t: number, g: number, second: boolean): Layer[] => {
    const inX = second ? 1140 + Math.max(0, 1 - t / 1.6) * 700 : 0;
    return [
      standing('dragon', 620, GROUND + 20, 330, { sy: 1 + 0.04 * wave(g, 0.9) }),
      ...(second ? [standing('bunny', inX, GROUND + 20 - Math.abs(Math.sin(t * 6)) * (t < 1.6 ? 50 : 12), 320, { sx: -1 })] : []),
    ];
  };
  const whyPlant = (t: number, d: number, g: number): Shot => {
    // Three quick days: the sun rises and sets, and the plant grows a stage each day.
    const day = (t / d) * 3;
    const sunP = mod(day, 1);
    const stage = Math.min(4, 1 + Math.floor(day) + (sunP > 0.5 ? 1 : 0));
    return onOcean(
      [
        { art: 'sun', x: 200 + sunP * 1200, y: 420 - Math.sin(sunP * Math.PI) * 280, h: 210, rot: g * 20 },
        standing(`sprout-${stage}`, 760, GROUND, 420, { sy: 1 + 0.03 * wave(g, 1.3) }),
        moxie(g, 1200, GROUND, { waving: stage >= 4 }),
        ...(stage >= 4 ? sparkles(g, 760, 380, 180, 4, 1.3) : []),
      ],
      g,
      true,
    );
  };
  const resting = (t: number, _d: number, g: number): Shot => ({
    backdrop: 'night',
    layers: [
      { art: 'moon', x: 1300, y: 180, h: 200 },
      ...Array.from({ length: 10 }, (_, i) => ({ art: 'sparkle', x: 100 + i * 150, y: 80 + ((i * 97) % 220), h: 20 + 12 * (0.5 + 0.5 * wave(g, 1.1, i)) })),
      { art: 'node-plain', x: 260, y: 640, h: 150, alpha: pop(t, 0) },
      { art: 'node-rest', x: 600, y: 560, h: 260 },
      { art: 'lock-closed', x: 700, y: 440, h: 130 },
      ...rising('zz', g, 560, 420, 3, 70, 3),
      standing('moxie-blink', 1120, GROUND, 340, { sy: 1 + 0.04 * wave(g, 2.4) }),
      ...rising('zz', g + 1, 1120, 400, 2, 56, 3),
    ],
  });
  const store = (t: number, _d: number, g: number): Shot => {
    const i = Math.floor(t / 0.9) % OUTFITS.length;
    const gems = Array.from({ length: 14 }, (_, k) => {
      const fall = clamp01((t - k * 0.2) / 0.7);
      const restY = GROUND - 30 - (k % 3) * 30 - Math.floor(k / 7) * 28;
      return { art: 'gem', x: 220 + (k % 7) * 64 + Math.floor(k / 7) * 32, y: -40 + ease(fall) * (restY + 40), h: 76, rot: fall < 1 ? t * 300 + k * 40 : 0 };
    });
    return {
      backdrop: 'store',
      layers: [
        ...gems,
        standing(`outfit-${i}`, 800, GROUND, MONSTER_H, { sy: mod(t, 0.9) < 0.15 ? 0.9 : 1 + 0.02 * wave(g, 1.6) }),
        ...OUTFITS.map((_, k) => ({ art: `item-${k}`, x: 1150 + (k % 2) * 230, y: 260 + Math.floor(k / 2) * 230 + 16 * wave(g, 2, k), h: k === i ? 200 : 140 })),
        ...sparkles(g, 800, 300, 160, 4),
      ],
    };
  };
  const superLock = (t: number, d: number, g: number): Shot => {
    const open = t > d * 0.55;
    const shake = open ? 0 : 6 * wave(g, 0.25) * clamp01(t / (d * 0.55));
    return onOcean(
      [
        { art: open ? 'lock-open' : 'lock-closed', x: 880, y: 400 - (open ? 10 : 0), h: 340, rot: shake },
        ...(open ? Array.from({ length: 8 }, (_, k) => {
          const u = clamp01((t - d * 0.55) / 1.2);
          const a = (k / 8) * TAU;
          return { art: 'star', x: 880 + Math.cos(a) * 380 * ease(u), y: 400 + Math.sin(a) * 260 * ease(u), h: 100 * (1 - 0.4 * u), rot: g * 90 };
        }) : []),
        moxie(g, 330, GROUND, { cheer: open, hop: open ? 60 : 0 }),
      ],
      g,
      true,
    );
  };
  const superTv = (t: number, _d: number, g: number): Shot =>
    onOcean(
      [
        { art: 'tv', x: 920, y: 450, h: 440 * pop(t, 0, 0.5), sy: 1 + 0.015 * wave(g, 1) },
        { art: 'bulb', x: 920, y: 150 + 10 * wave(g, 1.4), h: 190 * pop(t, 0.5) },
        ...sparkles(g, 920, 150, 150, 4, 1.4),
        moxie(g, 330, GROUND, { h: 360 }),
      ],
      g,
      true,
    );

  return {
    levelIntro: (t, _d, g) => {
      // Moxie hops in from the right, then waves hello.
      const arrive = clamp01(t / 1.8);
      const x = 1700 - ease(arrive) * 900;
      return onOcean([standing('starfish-orange', 300, GROUND + 30, 100), standing('crab', 1320, GROUND + 20, 130, { sx: wave(g, 3) > 0 ? 1 : -1 }), moxie(g, x, GROUND, arrive < 1 ? { hop: 80, flip: true } : { waving: true }), ...(arrive >= 1 ? rising('heart', g, 800, 330, 3, 50) : [])], g);
    },
    'promptActive(1)': pointing,
    promptStatic: pointing,
    mmIntro: maker,
    mmStatic: maker,
    mmOutro: (t, _d, g) => onOcean([moxie(g, 800, GROUND, { cheer: true, hop: 70, hopPeriod: 0.5 }), ...confetti(t, 0.2)], g, true),
    mapIntro: mapScene(true),
    startStatic: mapScene(false),
    'promptActive(2)': (t, _d, g) => {
      const friends = ['turtle', 'dolphin', 'crab', 'seahorse', 'octopus-coral'];
      return onOcean(
        [
          ...friends.map((f, k) => {
            const x = 1800 - ((t * 260 + k * 330) % 2100);
            const swim = f === 'crab' || f === 'octopus-coral';
            return swim ? standing(f, x, GROUND + 30, 160, { sx: -1 }) : { art: f, x, y: 280 + k * 60 + 20 * wave(g, 1.6, k), h: f === 'dolphin' ? 200 : 160, sx: -1 };
          }),
          moxie(g, 520, GROUND, { waving: true }),
          ...rising('heart', g, 520, 330, 2, 60),
        ],
        g,
        true,
      );
    },
    keeperPhoto: (t, _d, g) =>
      onOcean(
        [
          standing('keeper', 980, GROUND, 440, { sy: 1 + 0.02 * wave(g, 1.8) }),
          standing('kitten', 680, GROUND + 20 - Math.abs(Math.sin(g * 3)) * 30, 260),
          standing('puppy', 1290, GROUND + 20 - Math.abs(Math.sin(g * 3 + 1)) * 30, 260, { sx: -1 }),
          standing('bunny', 1480, GROUND + 20, 230, { sx: -1, sy: 1 + 0.05 * wave(g, 0.8) }),
          ...rising('heart', g, 980, 300, 3, 56),
          moxie(g, 300, GROUND, { h: 330, waving: t > 1 }),
        ],
        g,
        true,
      ),
    pretestIntro: (_t, _d, g) => onOcean([moxie(g, 800, GROUND, { waving: true, hop: 60, hopPeriod: 0.6 }), ...sparkles(g, 800, 380, 320, 6, 1.4)], g, true),
    pretestWelcome: (t, _d, g) =>
      onOcean(
        [
          { art: 'sum', x: 800, y: 210 + 12 * wave(g, 2), h: 190 * pop(t, 0.2) },
          ...rising('qmark', g, 1200, 560, 2, 120, 3),
          moxie(g, 800, GROUND),
        ],
        g,
        true,
      ),
    pretestComplete: (t, _d, g) => onOcean([moxie(g, 800, GROUND, { art: 'moxie-medal', hop: 50, hopPeriod: 0.55 }), ...confetti(t, 0.3)], g, true),
    mathPractice: (t, d, g) => {
      const friends = ['fish-orange', 'clownfish', 'turtle', 'starfish-orange', 'seahorse', 'fish-yellow'];
      const step = (d - 0.8) / friends.length;
      return onOcean(
        [
          { art: 'sum', x: 720, y: 180, h: 180 },
          { art: 'tick', x: 1120, y: 180, h: 140 * pop(t, 0.4) },
          ...friends.map((f, k) => ({ art: f, x: 200 + k * 200, y: 480 + (k % 2) * 110 + 14 * wave(g, 1.5, k), h: 150 * pop(t, 0.7 + k * step) })),
          moxie(g, 1400, GROUND, { h: 330, waving: true }),
        ],
        g,
        true,
      );
    },
    'eggHatch(3)': (t, d, g) => {
      const hatch = d * 0.62;
      const cracks = Math.min(3, Math.floor((t / hatch) * 4));
      const layers: Layer[] = [];
      if (t < hatch) layers.push(standing(`egg-${cracks}`, 760, GROUND, 340, { rot: 9 * wave(g, 0.5) * clamp01(t / 1) }));
      else {
        const u = t - hatch;
        layers.push(standing('egg-bottom', 760, GROUND, 340));
        layers.push(standing('dragon', 760, GROUND - 30 - Math.abs(Math.sin(u * 5)) * 50, 360 * pop(u, 0.1, 0.5)));
        layers.push({ art: 'egg-top', x: 760 - u * 260, y: 520 - u * 340 + u * u * 420, h: 340, rot: -u * 200 });
        layers.push(...sparkles(g, 760, 480, 260, 6));
      }
      return onOcean([...layers, moxie(g, 1260, GROUND, { h: 340, cheer: t >= hatch })], g, true);
    },
    petIntro: (t, _d, g) => {
      const i = Math.floor(t / 0.8) % 8;
      return onOcean([{ art: 'nametag', x: 760, y: 200 + 10 * wave(g, 2), h: 150 * pop(t, 0.2), rot: 4 * wave(g, 2.5) }, standing(`pet-look-${i}`, 760, GROUND + 20, 400, { sy: mod(t, 0.8) < 0.12 ? 0.9 : 1 }), ...sparkles(g, 760, 540, 260, 5, 1.3), moxie(g, 1270, GROUND, { h: 330 })], g, true);
    },
    petCustomize: (t, _d, g) => onOcean([standing(`pet-look-${Math.floor(t / 0.8) % 8}`, 760, GROUND + 20, 400), ...sparkles(g, 760, 540, 260, 5, 1.3), moxie(g, 1270, GROUND, { h: 330, waving: true })], g, true),
    storeIntro: store,
    storeStatic: store,
    'promptActive(8)': superLock,
    ssIntro: superTv,
    ssStatic: superTv,
    'eggHatch(6)': (t, _d, g) => onOcean([...pets(t, g, true), ...(t > 1.6 ? rising('heart', g, 880, 440, 2, 60) : []), moxie(g, 270, GROUND, { h: 330, waving: true })], g, true),
    mapOutro: (_t, _d, g) => ({
      backdrop: 'home',
      layers: [
        standing('dragon', 560, 830, 300, { sy: 1 + 0.04 * wave(g, 0.9) }),
        standing('bunny', 860, 830 - Math.abs(Math.sin(g * 3)) * 24, 290, { sx: -1 }),
        moxie(g, 1220, 820, { waving: true }),
        ...rising('heart', g, 710, 520, 2, 60),
      ],
    }),
    whyIntro: (_t, _d, g) => onOcean([moxie(g, 800, GROUND), ...rising('qmark', g, 800, 340, 3, 130, 2.2)], g, true),
    whyZoom: whyPlant,
    whyOutro: resting,
    whyStatic: resting,
    locked: (t, d, g) => {
      const open = t > d * 0.5;
      const dawn = clamp01((t - d * 0.25) / (d * 0.3));
      return {
        backdrop: open ? 'map' : 'night',
        layers: [
          ...(open ? [] : [{ art: 'sun', x: 1300, y: 420 - 260 * ease(dawn), h: 150 }]),
          ...mapNodes(99, false),
          { art: open ? 'lock-open' : 'lock-closed', x: shown[1]!.x + 70, y: shown[1]!.y - 110 - (open ? 30 * pop(t - d * 0.5, 0) : 0), h: 130, rot: open ? 0 : 5 * wave(g, 0.3) },
          moxie(g, first.x, first.y - 60, { h: 300, waving: open, hop: open ? 60 : 0 }),
          ...(open ? confetti(t, d * 0.55, 20) : []),
        ],
      };
    },
  };
}

/** The backdrops by key (full-stage SVGs). */
function backdrops(root: string): Record<string, string> {
  const file = (p: string) => readFileSync(join(root, p), 'utf8');
  const ocean = file('assets/art/ocean/levels/01/background.svg');
  // The map's lower left, zoomed (MAP_VIEW): the first circles, big enough to see in the corner,
  // lifted above the captions' band, where a beach continues the map below its edge.
  const mapInner = file('assets/art/ocean/map.svg').replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
  const edge = (DESIGN_H - MAP_VIEW.y) * MAP_VIEW.zoom;
  const map = svg(
    DESIGN_W,
    DESIGN_H,
    `<g transform="scale(${MAP_VIEW.zoom}) translate(${-MAP_VIEW.x} ${-MAP_VIEW.y})">${mapInner}</g>` +
      `<path d="M0 ${edge - 20} Q200 ${edge - 50} 400 ${edge - 24} T800 ${edge - 24} T1200 ${edge - 24} T1600 ${edge - 30} V${DESIGN_H} H0Z" fill="#f8e2a6" stroke="#e8c98a" stroke-width="8"/>`,
  );
  const home = file('assets/art/items/house-room.svg');
  const store = file('assets/art/items/outfit-room.svg');
  const night = svg(DESIGN_W, DESIGN_H, `<defs><linearGradient id="n" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#24376e"/><stop offset="1" stop-color="#3f6fb0"/></linearGradient></defs><rect width="${DESIGN_W}" height="${DESIGN_H}" fill="url(#n)"/><path d="M0 700 Q400 640 800 690 T1600 680 V900 H0Z" fill="#c9b98a"/>`);
  return { ocean, map, home, store, night };
}

/** What `introFilm` gives the renderer. */
export interface IntroFilm {
  arts: Record<string, string>;
  backdrops: Record<string, string>;
  /** The shot of section `state` (an intro-chain key) at t of d seconds, g seconds into the film. @throws Error for a state without a scene. */
  shotAt(state: string, t: number, d: number, g: number): Shot;
  /** Every state with a scene. */
  states: string[];
}

/** The intro film's art, backdrops and scenes. `root` is the repository root (art files are read from it). */
export function introFilm(root: string): IntroFilm {
  const map = JSON.parse(readFileSync(join(root, 'assets/maps/ocean.json'), 'utf8')) as { nodes: MapNode[] };
  const byState = scenes(map.nodes);
  return {
    arts: arts(root),
    backdrops: backdrops(root),
    states: Object.keys(byState),
    shotAt(state, t, d, g) {
      const scene = byState[state];
      if (!scene) throw new Error(`intro film: no scene for ${state}`);
      return scene(t, d, g);
    },
  };
}

/**
 * The text glyphs drawn into the film's own art (not the backdrop files): a test checks they are
 * digits, math signs and "?" only, so no button label or word is ever baked into the picture.
 */
export function introFilmGlyphs(root: string): string[] {
  return Object.values(arts(root)).flatMap((s) => [...s.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]!));
}
