/**
 * The Ancient Egypt topics' landmark drawings (240 x 240, issue 17), one per topic key of
 * assets/social-studies/maps/egypt.json: the Nile between palms, the flood over the fields, a scroll
 * of hieroglyphs, a pyramid with its stone on a sled, a friendly mummy case, a pharaoh's striped
 * headdress, a senet board, papyrus reeds with a sheet, a felucca with a trade basket. Drawn with
 * the science emblems' kit (scripts/art/science/topic-art-kit.ts: ink outlines, flat fills, one soft
 * shade, cute faces) so both subjects look like one family.
 */
import { C, E, fmt, g, L, limb, P, R } from '../reading/kit';
import { ball, type EmblemDraw, face, leaf, shadeD, shine, sparkle } from '../science/topic-art-kit';

const GOLD = '#ffc83d';
const LAPIS = '#2f6fc4';
const SAND = '#f3d28a';
const STONE = '#e8c283';

/** A palm tree, its foot at (x, y), `h` tall, leaning by `lean` px. */
export function palm(x: number, y: number, h: number, lean = 10): string {
  const top: [number, number] = [x + lean, y - h];
  const fronds = [-160, -125, -60, -20, 15].map((a) => leaf(top[0], top[1], h * 0.55, a, '#5fb84a', '#3f8a32')).join('');
  return limb(`M${fmt(x)} ${fmt(y)}Q${fmt(x + lean * 0.2)} ${fmt(y - h * 0.6)} ${fmt(top[0])} ${fmt(top[1])}`, '#b07a48', h * 0.09) + fronds + C(top[0] - 4, top[1] + 6, h * 0.045, '#8a5a2c') + C(top[0] + 6, top[1] + 8, h * 0.045, '#8a5a2c');
}

/** Wavy water lines across a width, at y. */
function waves(x0: number, x1: number, y: number, colour = '#ffffff', w = 5): string {
  let d = `M${fmt(x0)} ${fmt(y)}`;
  for (let x = x0; x < x1; x += 24) d += `q6 -7 12 0t12 0`;
  return L(d, colour, w);
}

/** A hieroglyph sign in a small box at (x, y): eye, bird, ankh, water, reed. */
function glyph(kind: 'eye' | 'bird' | 'ankh' | 'water' | 'reed', x: number, y: number, s: number, ink = '#3b2f4a'): string {
  const t = `translate(${fmt(x)} ${fmt(y)}) scale(${fmt(s)})`;
  const body: Record<typeof kind, string> = {
    eye: L('M-14 0q14 -12 28 0q-14 10 -28 0M-4 8l-4 10M4 8q6 8 12 4', ink, 3.5) + C(0, -1, 4, ink, true),
    bird: P('M-12 10q-2 -14 8 -18q8 -2 10 -10q6 2 6 8q-2 4 -6 4q4 12 -8 18Z', 'none', { stroke: ink, 'stroke-width': 3.5 }) + L('M-6 10v6M2 10v6', ink, 3),
    ankh: L('M0 -4q-9 -6 -6 -12q6 -6 12 0q3 6 -6 12M0 -4v20M-9 2h18', ink, 3.5),
    water: L('M-14 0l5 -5l5 5l5 -5l5 5l5 -5', ink, 3.5),
    reed: L('M-2 16v-26q6 -4 8 -10M-2 -4q-8 -2 -8 -10', ink, 3.5),
  };
  return g({ transform: t }, body[kind]);
}

function welcomeNile(): string {
  return (
    ball(168, 66, 22, '#ffd84d') +
    P('M28 150q40 -22 92 -14q56 10 92 -6v52q-52 38 -184 10Z', '#9ad86a') +
    P('M96 224q-12 -40 40 -56q42 -14 18 -44l22 -4q34 36 -14 64q-40 20 -18 42Z', '#5ab4f0') +
    waves(120, 160, 178, '#ffffff', 4) +
    palm(64, 160, 96, -8) +
    palm(196, 170, 70, 8)
  );
}

function nileFlood(): string {
  const wheat = (x: number, h: number) => L(`M${x} 196v${-h}`, '#c48a2c', 5) + [0, 1, 2, 3].map((i) => E(x + (i % 2 ? 7 : -7), 196 - h + 8 + i * 11, 6, 10, GOLD, false, i % 2 ? 25 : -25)).join('') + E(x, 196 - h - 4, 5, 10, GOLD);
  return (
    wheat(62, 108) + wheat(100, 128) + wheat(140, 118) + wheat(178, 100) +
    P('M14 178q30 -14 56 0t56 0t56 0t48 -4v58h-216Z', '#5ab4f0') +
    shadeD('M14 206q100 12 216 -4v30h-216Z') +
    waves(28, 220, 192, '#ffffff', 4) +
    ball(200, 50, 20, '#ffd84d') +
    // The flood's rise: an arrow up by the water.
    L('M214 160v-62', LAPIS, 7) + P('M202 104l12 -18l12 18Z', LAPIS)
  );
}

function hieroglyphsScribes(): string {
  const roll = (x: number) => E(x, 120, 16, 84, '#e8c283') + E(x, 120, 7, 70, '#c9a060', true);
  return (
    P('M44 40h152v160h-152Z', '#fff1c8') +
    shadeD('M44 168h152v32h-152Z', 0.08) +
    glyph('eye', 92, 72, 1.3) + glyph('bird', 148, 72, 1.3) + glyph('ankh', 92, 122, 1.3) + glyph('water', 148, 122, 1.3) + glyph('reed', 92, 168, 1.2) + glyph('eye', 148, 170, 1.1) +
    roll(40) + roll(200) +
    limb('M182 226L226 150', '#c48a2c', 8) + P('M222 142l10 -8l-2 14Z', '#3b2f4a')
  );
}

function pyramidBuilders(): string {
  return (
    P('M26 176L120 30L214 176Z', SAND) +
    P('M120 30L214 176L150 176Z', '#e0b468') +
    L('M74 100h92M52 136h136M40 156h160', '#d19c4c', 4) +
    P('M112 40l8 -12l8 12Z', GOLD) +
    R(40, 176, 160, 12, '#c48a2c', 4) +
    P('M60 210h120l10 -10h-140Z', '#a86a34') +
    R(78, 160, 84, 42, STONE, 6) +
    shadeD('M78 186h84v16h-84Z') +
    [70, 110, 150].map((x) => C(x, 216, 10, '#8a5a2c')).join('') +
    L('M190 200q24 -4 34 -20', '#8a5a2c', 5)
  );
}

function mummiesAfterlife(): string {
  return (
    P('M120 16c44 0 62 36 58 78c-4 36 -10 54 -6 86c3 26 -20 44 -52 44s-55 -18 -52 -44c4 -32 -2 -50 -6 -86c-4 -42 14 -78 58 -78Z', GOLD) +
    P('M74 50c10 -26 82 -26 92 0v44h-92Z', LAPIS) +
    L('M80 60h80M78 74h84M80 88h80', GOLD, 5) +
    E(120, 86, 34, 38, '#ffd9a0') +
    face(120, 86, 22, 'smile') +
    P('M96 138h48v76c-8 6 -40 6 -48 0Z', '#ffe9c0') +
    L('M96 156h48M96 176h48M96 196h48', LAPIS, 6) +
    shadeD('M150 40c20 20 24 60 16 110c-3 26 2 44 -6 60c18 -6 24 -20 22 -40c-4 -32 2 -50 6 -86c2 -24 -10 -40 -38 -44Z') +
    sparkle(36, 40, 12) + sparkle(208, 188, 10)
  );
}

function pharaohs(): string {
  return (
    P('M120 30c-44 0 -70 30 -74 68l-14 96h176l-14 -96c-4 -38 -30 -68 -74 -68Z', GOLD) +
    [70, 92, 148, 170].map((x) => L(`M${x} 100v86`, LAPIS, 7)).join('') +
    P('M74 92c0 -40 92 -40 92 0v10h-92Z', GOLD) +
    L('M78 70h84M76 86h88', LAPIS, 7) +
    E(120, 120, 38, 44, '#c98a56') +
    face(120, 118, 24, 'happy') +
    P('M112 162h16v30q-8 8 -16 0Z', LAPIS) +
    P('M108 34q12 -18 24 0q-4 10 -12 10q-8 0 -12 -10Z', '#5fb84a') +
    shine(96, 56, 12, 6)
  );
}

function homeAndSenet(): string {
  let squares = '';
  for (let row = 0; row < 3; row++) for (let col = 0; col < 10; col++) squares += R(24 + col * 19.2, 82 + row * 26, 19.2, 26, (row + col) % 2 ? '#f3d28a' : '#e0b468', 0, true);
  const piece = (x: number, y: number, c: string, tall: boolean) => (tall ? P(`M${x - 7} ${y + 9}q0 -18 7 -24q7 6 7 24Z`, c) : P(`M${x - 8} ${y + 9}q0 -16 8 -16q8 0 8 16Z`, c));
  return (
    R(14, 70, 212, 104, '#a86a34', 12) +
    squares +
    L('M24 108h192M24 134h192', '#a86a34', 3) +
    R(24, 82, 192, 78, 'none', 2) +
    piece(52, 90, '#ffffff', true) + piece(90, 116, '#3b2f4a', false) + piece(148, 90, '#ffffff', true) + piece(186, 142, '#3b2f4a', false) +
    // The four throwing sticks (senet's dice), one turned over.
    [0, 1, 2, 3].map((i) => R(44 + i * 40, 190, 30, 12, i === 2 ? '#8a5a2c' : '#fff1c8', 6)).join('') +
    glyph('ankh', 200, 40, 1.2)
  );
}

function papyrusInventions(): string {
  const stalk = (x: number, top: number, bend: number) => L(`M${x} 230Q${x + bend * 0.3} ${(230 + top) / 2} ${x + bend} ${top}`, '#4f9a3a', 6) + P(`M${x + bend} ${top}l-24 -34q24 -10 48 0Z`, '#8fd45a') + L(`M${x + bend} ${top}l-14 -30M${x + bend} ${top}v-34M${x + bend} ${top}l14 -30`, '#4f9a3a', 3);
  return (
    stalk(40, 120, -4) + stalk(72, 80, 4) + stalk(200, 100, 6) +
    P('M96 78l112 16l-14 118l-112 -16Z', '#fff1c8') +
    L('M104 100l92 13M101 120l92 13M98 140l92 13M95 160l92 13M92 180l92 13', '#e3cb8e', 4) +
    L('M122 84l-16 112M152 88l-16 112M182 93l-16 112', '#e3cb8e', 4) +
    glyph('bird', 132, 130, 1.1) + glyph('eye', 164, 156, 1) +
    shadeD('M96 180l98 14l-2 18l-112 -16Z')
  );
}

function nileTrade(): string {
  return (
    P('M14 196q50 -12 106 0t106 0v40h-212Z', '#5ab4f0') +
    waves(24, 220, 214, '#ffffff', 4) +
    P('M30 164h180q-18 36 -90 36q-72 0 -90 -36Z', '#c98a56') +
    shadeD('M40 180h160q-22 20 -80 20q-58 0 -80 -20Z') +
    L('M120 164V28', '#8a5a2c', 7) +
    P('M124 34q58 60 70 120h-70Z', '#fff7e8') +
    L('M60 154L124 34', '#8a5a2c', 5) +
    P('M48 136q6 -22 34 -22q28 0 30 22v28h-64Z', '#e8b04a') +
    L('M52 140h56M54 152h52', '#a86a34', 4) +
    [[66, 110, '#ff8a5c'], [86, 106, '#ffd23f'], [102, 112, '#7ed957']].map(([x, y, c]) => C(x as number, y as number, 9, c as string)).join('')
  );
}

/** Topic key -> drawing, in map order. */
export const EGYPT_EMBLEMS: Record<string, EmblemDraw> = {
  'welcome-nile': welcomeNile,
  'nile-flood': nileFlood,
  'hieroglyphs-scribes': hieroglyphsScribes,
  'pyramid-builders': pyramidBuilders,
  'mummies-afterlife': mummiesAfterlife,
  pharaohs,
  'home-and-senet': homeAndSenet,
  'papyrus-inventions': papyrusInventions,
  'nile-trade': nileTrade,
};
