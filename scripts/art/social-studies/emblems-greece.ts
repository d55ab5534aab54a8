/**
 * The Ancient Greece topics' landmark drawings (240 x 240, issue 17), one per topic key of
 * assets/social-studies/maps/greece.json: a white house with a blue dome by the sea, an amphora, the
 * olive wreath of Olympia, a voting jar with pebbles, a hoplite's shield and helmet, Poseidon's
 * trident crossing Athena's olive branch, the two theatre masks, a temple front, the owl of Athena
 * asking a question, and Archimedes' crown in a splashing tub. Same kit as the Egypt drawings
 * (scripts/art/science/topic-art-kit.ts).
 */
import { C, E, fmt, g, L, limb, P, R } from '../reading/kit';
import { ball, type EmblemDraw, leaf, shadeD, shine, sparkle } from '../science/topic-art-kit';

const TERRACOTTA = '#e07a3c';
const AEGEAN = '#2f6fc4';
const OLIVE = '#8aa83a';
const MARBLE = '#f6f1e6';

/** An olive sprig from (x, y) at `deg` (0 = right), `len` long: narrow silvery leaves and two olives. */
export function oliveSprig(x: number, y: number, len: number, deg: number): string {
  let body = L(`M0 0h${fmt(len)}`, '#7a5a34', 5);
  for (let i = 0; i < 4; i++) {
    const t = len * (0.2 + i * 0.2);
    body += leaf(t, 0, len * 0.32, -40, OLIVE, '#6a8a2a') + leaf(t + len * 0.08, 0, len * 0.32, 40, '#a6c05a', '#6a8a2a');
  }
  body += leaf(len, 0, len * 0.3, 0, OLIVE, '#6a8a2a') + E(len * 0.45, len * 0.14, 6, 8, '#5a3a6a') + E(len * 0.75, -len * 0.12, 6, 8, '#5a3a6a');
  return g({ transform: `translate(${fmt(x)} ${fmt(y)}) rotate(${fmt(deg)})` }, body);
}

/** Wavy water lines across a width, at y. */
function waves(x0: number, x1: number, y: number, colour = '#ffffff', w = 5): string {
  let d = `M${fmt(x0)} ${fmt(y)}`;
  for (let x = x0; x < x1; x += 24) d += `q6 -7 12 0t12 0`;
  return L(d, colour, w);
}

function welcomeToGreece(): string {
  return (
    ball(186, 52, 22, '#ffd84d') +
    P('M14 176q106 -16 212 0v50h-212Z', '#3d9be0') +
    waves(24, 216, 200) +
    R(58, 104, 96, 76, '#ffffff', 4) +
    P('M74 104q0 -44 32 -44q32 0 32 44Z', AEGEAN) +
    L('M106 60v-16', '#3b2f4a', 4) + L('M98 50h16', '#3b2f4a', 4) +
    R(96, 140, 20, 40, AEGEAN, 8) +
    R(68, 120, 18, 18, AEGEAN, 3) + R(128, 120, 18, 18, AEGEAN, 3) +
    R(154, 132, 48, 48, '#ffffff', 4) + R(170, 148, 16, 16, AEGEAN, 3) +
    shadeD('M134 104h20v76h-20Z', 0.1) +
    C(196, 128, 9, '#ff7eb6') + C(210, 140, 8, '#ff9fd0') + C(190, 146, 7, '#ff7eb6')
  );
}

function pottersAndShips(): string {
  return (
    P('M92 40h56l-6 18q48 22 46 78q-2 48 -38 72l6 16h-72l6 -16q-36 -24 -38 -72q-2 -56 46 -78Z', TERRACOTTA) +
    L('M98 58q-34 -2 -36 30q-2 18 14 24M142 58q34 -2 36 30q2 18 -14 24', '#3b2f4a', 8) +
    R(86, 30, 68, 14, TERRACOTTA, 5) +
    P('M70 104h100q6 28 -4 56h-92q-10 -28 -4 -56Z', '#3b2f4a', { stroke: 'none' }) +
    // A black-figure ship on the belly.
    P('M86 142h68q-8 12 -34 12q-26 0 -34 -12Z', TERRACOTTA, { stroke: 'none' }) + L('M120 142v-30', TERRACOTTA, 4) + P('M123 114l22 10v14h-22Z', TERRACOTTA, { stroke: 'none' }) +
    L('M76 176h88', '#3b2f4a', 5) +
    shadeD('M168 100q10 50 -22 92l-6 -8q30 -36 28 -84Z') +
    shine(96, 84, 10, 18, 20)
  );
}

function olympicGames(): string {
  let wreath = '';
  for (let i = 0; i < 7; i++) {
    const a = 200 - i * 22;
    const r = (a * Math.PI) / 180;
    wreath += leaf(120 + Math.cos(r) * 74, 128 - Math.sin(r) * 74, 34, -a + 60, OLIVE, '#6a8a2a') + leaf(120 - Math.cos(r) * 74, 128 - Math.sin(r) * 74, 34, a - 240, OLIVE, '#6a8a2a');
  }
  return (
    L('M52 158q-28 -60 18 -112M188 158q28 -60 -18 -112', '#7a5a34', 6) +
    wreath +
    P('M98 186l22 -14l22 14l-8 36l-14 -10l-14 10Z', '#ff6f61') +
    C(120, 178, 12, '#ffd23f') +
    sparkle(120, 80, 16) + sparkle(84, 112, 9) + sparkle(156, 112, 9)
  );
}

function democracyInAthens(): string {
  const pebble = (x: number, y: number, c: string) => E(x, y, 11, 8, c);
  return (
    P('M70 70h100l-8 16q30 26 24 70q-6 40 -46 52h-40q-40 -12 -46 -52q-6 -44 24 -70Z', '#d9905a') +
    R(62, 56, 116, 20, '#d9905a', 6) +
    P('M96 66h48', 'none', { stroke: '#3b2f4a', 'stroke-width': 10 }) +
    L('M68 140h104', '#3b2f4a', 5) +
    shadeD('M172 110q10 56 -42 96h14q46 -30 32 -96Z') +
    // A hand drops a white pebble in; a dark one waits.
    pebble(120, 28, '#ffffff') +
    L('M104 14v12M136 14v12', '#3b2f4a', 4) +
    pebble(44, 210, '#ffffff') + pebble(70, 218, '#3b2f4a') + pebble(194, 212, '#ffffff') +
    shine(92, 100, 8, 16, 20)
  );
}

function spartaAndAthens(): string {
  return (
    P('M150 40q-30 -10 -50 10l-4 70h84l-6 -50q-4 -22 -24 -30Z', '#c9a04a') +
    P('M110 20q40 -16 80 30q-24 -8 -34 0q-20 -22 -46 -30Z', '#e23d3d') +
    ball(108, 138, 80, '#c83c3c') +
    C(108, 138, 62, '#e8b04a') +
    L('M80 176l28 -76l28 76', '#c83c3c', 16) +
    shine(70, 92, 14, 8)
  );
}

function mythsAndGods(): string {
  // Drawn upright, then leaned: a shaft, a curved crossbar and three barbed prongs.
  const prong = (x: number, top: number) => L(`M${x} -150V${top}`, '#3b2f4a', 7) + P(`M${x - 8} ${top + 6}l8 -16l8 16Z`, '#4aa0e0');
  const trident = g({ transform: 'translate(78 226) rotate(30)' }, limb('M0 0V-150', '#4aa0e0', 10) + L('M-26 -146Q0 -132 26 -146', '#3b2f4a', 8) + prong(-26, -186) + prong(0, -196) + prong(26, -186));
  return (
    P('M14 206q50 -12 106 0t106 0v24h-212Z', '#3d9be0') +
    trident +
    oliveSprig(190, 214, 150, -128) +
    sparkle(40, 60, 14) + sparkle(200, 120, 10)
  );
}

function theatreAndMasks(): string {
  const mask = (x: number, y: number, rot: number, fill: string, happy: boolean) =>
    g(
      { transform: `translate(${x} ${y}) rotate(${rot})` },
      P('M-52 -48q52 -22 104 0q6 60 -10 86q-20 28 -42 28t-42 -28q-16 -26 -10 -86Z', fill) +
        P(happy ? 'M-32 -12q12 -12 22 0q-10 8 -22 0ZM10 -12q12 -12 22 0q-10 8 -22 0Z' : 'M-32 -14q12 10 22 0q-10 -8 -22 0ZM10 -14q12 10 22 0q-10 -8 -22 0Z', '#3b2f4a') +
        P(happy ? 'M-26 24q26 30 52 0q-26 10 -52 0Z' : 'M-24 40q24 -26 48 0q-24 -8 -48 0Z', '#3b2f4a'),
    );
  return mask(86, 104, -14, '#ffd23f', true) + mask(156, 138, 14, '#9ad0ff', false) + L('M40 70q-20 30 6 56M200 100q20 30 -4 60', '#ff6f61', 6) + sparkle(196, 40, 12);
}

function parthenonAndColumns(): string {
  const cols = [52, 84, 116, 148, 180].map((x) => R(x - 9, 98, 22, 94, MARBLE, 3) + L(`M${x - 2} 104v82M${x + 6} 104v82`, '#d8cfbe', 3)).join('');
  return (
    P('M28 86L120 32L212 86Z', MARBLE) +
    P('M74 78l46 -26l46 26Z', '#9ad0ff', { stroke: 'none' }) +
    R(28, 86, 184, 14, '#e8dfcf', 2) +
    cols +
    R(22, 192, 196, 14, '#e8dfcf', 2) +
    R(12, 206, 216, 14, '#d8cfbe', 2) +
    shadeD('M28 100h184v8h-184Z', 0.12)
  );
}

function philosophersAsk(): string {
  return (
    P('M76 70q-6 -30 10 -40q6 18 20 22q14 -4 28 0q14 -4 20 -22q16 10 10 40q22 26 18 70q-6 66 -62 70q-56 -4 -62 -70q-4 -44 18 -70Z', '#a98a6a') +
    E(120, 150, 40, 48, '#e8d4b8') +
    C(96, 96, 24, '#ffffff') + C(144, 96, 24, '#ffffff') +
    C(98, 98, 11, '#3b2f4a', true) + C(142, 98, 11, '#3b2f4a', true) + C(94, 93, 4, '#ffffff', true) + C(138, 93, 4, '#ffffff', true) +
    P('M112 116l8 14l8 -14Z', '#ffb020') +
    L('M104 150q-8 10 0 20M120 156q-8 10 0 20M136 150q-8 10 0 20', '#a98a6a', 4) +
    P('M92 210q-4 10 -12 12M120 212v12M148 210q4 10 12 12', 'none', { stroke: '#ffb020', 'stroke-width': 5 }) +
    ball(196, 50, 30, '#ffffff') +
    L('M186 40q0 -14 12 -14q12 0 10 12q-2 8 -10 12v6', '#2f6fc4', 7) + C(198, 70, 4, '#2f6fc4', true)
  );
}

function archimedesInventor(): string {
  return (
    P('M22 140h196l-18 80h-160Z', '#c98a56') +
    L('M30 166h180M38 196h164', '#8a5a2c', 5) +
    P('M28 140q46 -12 92 0t92 0v10h-184Z', '#5ab4f0') +
    // The crown plunges in: a splash and drops.
    P('M76 130l8 -44l20 22l16 -30l16 30l20 -22l8 44Z', '#ffd23f') +
    C(84, 84, 6, '#ff6f61') + C(120, 76, 6, '#2f6fc4') + C(156, 84, 6, '#7ed957') +
    P('M44 136q-14 -40 -4 -60q4 26 22 46ZM196 136q14 -40 4 -60q-4 26 -22 46Z', '#9ad0ff') +
    E(30, 56, 7, 10, '#9ad0ff') + E(210, 56, 7, 10, '#9ad0ff') + E(120, 40, 6, 9, '#9ad0ff') +
    sparkle(60, 30, 11) +
    sparkle(180, 28, 11)
  );
}

/** Topic key -> drawing, in map order. */
export const GREECE_EMBLEMS: Record<string, EmblemDraw> = {
  'welcome-to-greece': welcomeToGreece,
  'potters-and-ships': pottersAndShips,
  'olympic-games': olympicGames,
  'democracy-in-athens': democracyInAthens,
  'sparta-and-athens': spartaAndAthens,
  'myths-and-gods': mythsAndGods,
  'theatre-and-masks': theatreAndMasks,
  'parthenon-and-columns': parthenonAndColumns,
  'philosophers-ask': philosophersAsk,
  'archimedes-inventor': archimedesInventor,
};
