/**
 * The weather topics' emblems (240 x 240): seasons (one disc in four quarters: a spring flower, the
 * summer sun, an autumn leaf, a winter snowflake), clouds, wind, snow, blizzard, weather in general
 * (sun, cloud and raindrop), thunderstorm, tornado and hurricane. The clouds carry faces like the
 * animals, so the family stays one.
 */
import { C, fmt, g, limb, P } from '../reading/kit';
import { ball, cloud, drop, type EmblemDraw, face, leaf, shadeD, shine, sparkle, streaks } from './topic-art-kit';

/** A six-armed snowflake centred at (x, y), arm length r. */
function flake(x: number, y: number, r: number, colour = '#bfe6ff', w = 10): string {
  let d = '';
  for (let i = 0; i < 6; i++) {
    const a = (i * Math.PI) / 3;
    const c = Math.cos(a);
    const s = Math.sin(a);
    const at = (t: number, side: number): string => `${fmt(x + c * r * t - s * r * 0.2 * side)} ${fmt(y + s * r * t + c * r * 0.2 * side)}`;
    d += `M${fmt(x)} ${fmt(y)}L${fmt(x + c * r)} ${fmt(y + s * r)}M${at(0.5, -1)}L${fmt(x + c * r * 0.72)} ${fmt(y + s * r * 0.72)}L${at(0.5, 1)}`;
  }
  return limb(d, colour, w);
}

/** The sun with rays (smaller than the space topic's, for weather scenes). */
function smallSun(x: number, y: number, r: number): string {
  let d = '';
  for (let i = 0; i < 8; i++) {
    const a = (i * Math.PI) / 4;
    d += `M${fmt(x + Math.cos(a) * r * 1.3)} ${fmt(y + Math.sin(a) * r * 1.3)}L${fmt(x + Math.cos(a) * r * 1.65)} ${fmt(y + Math.sin(a) * r * 1.65)}`;
  }
  return limb(d, '#ffb020', 8) + ball(x, y, r, '#ffd84d');
}

function seasons(): string {
  const q = (a0: number, fill: string): string => {
    const p = (a: number): string => `${fmt(120 + Math.cos(a) * 100)} ${fmt(120 + Math.sin(a) * 100)}`;
    return P(`M120 120L${p(a0)}A100 100 0 0 1 ${p(a0 + Math.PI / 2)}Z`, fill);
  };
  const petals = [0, 72, 144, 216, 288].map((a) => C(76 + Math.sin((a * Math.PI) / 180) * 14, 76 - Math.cos((a * Math.PI) / 180) * 14, 10, '#ff8fc7')).join('');
  return (
    q(Math.PI, '#a8e67f') + q(-Math.PI / 2, '#ffe680') + q(0, '#ffb36b') + q(Math.PI / 2, '#cfeaff') +
    petals + C(76, 76, 8, '#ffd34d') + smallSun(164, 76, 18) + leaf(140, 186, 50, -50, '#f07a2c', '#b8541c') + flake(78, 164, 28, '#ffffff', 7)
  );
}

function clouds(): string {
  return cloud(160, 80, 140, '#dbe7f5') + cloud(112, 150, 200) + shadeD('M40 180q90 14 170 0q-4 16-22 16h-130q-18 0-18-16Z') + face(112, 150, 30, 'happy') + sparkle(50, 56, 10)
  ;
}

function wind(): string {
  const curl = (y: number, x0: number, x1: number, r: number): string => limb(`M${x0} ${y}H${x1}a${r} ${r} 0 1 0 ${-r} ${-r}`, '#e6f6ff', 12);
  return (
    curl(70, 24, 170, 26) + curl(124, 40, 200, 22) + curl(178, 20, 150, 24) +
    leaf(186, 170, 40, -30, '#ff9f43', '#c8701c') + leaf(40, 38, 34, 20, '#8fd06b') + leaf(208, 40, 30, -70, '#ffd34d', '#c8a01c')
  );
}

function snow(): string {
  return flake(120, 116, 86) + C(120, 116, 30, '#e6f6ff') + face(120, 118, 20, 'happy') + flake(32, 206, 22, '#ffffff', 6) + flake(208, 204, 18, '#ffffff', 6) + flake(210, 32, 16, '#ffffff', 6);
}

function blizzard(): string {
  const flakes = ([[40, 150], [90, 176], [150, 160], [200, 186], [66, 214], [126, 214], [186, 222], [30, 196]] as const).map(([x, y]) => limb(`M${x - 10} ${y}h20M${x - 5} ${y - 9}l10 18M${x + 5} ${y - 9}l-10 18`, '#ffffff', 4)).join('');
  return cloud(120, 78, 220, '#b8c4d6') + shadeD('M20 108q100 14 200 0q-4 14-20 14h-164q-16 0-16-14Z') + face(114, 80, 28, 'closed') + P('M140 94q12-4 20 4q-10 6-20-4Z', '#ffffff', { 'stroke-width': 3 }) + flakes + streaks([[230, 136, 60], [120, 196, 70], [240, 170, 34]], '#ffffff', 7);
}

function weathergeneral(): string {
  return smallSun(158, 74, 40) + cloud(106, 134, 180) + face(100, 134, 26) + drop(70, 212, 34) + drop(122, 222, 30) + drop(168, 208, 26);
}

function thunderstorm(): string {
  return (
    cloud(120, 86, 220, '#8a93ab') + shadeD('M20 116q100 14 200 0q-4 14-20 14h-164q-16 0-16-14Z') + face(96, 86, 28, 'surprised') +
    P('M138 108l-30 62h28l-20 62l56-80h-30l22-44Z', '#ffd34d') +
    drop(58, 170, 30) + drop(80, 218, 26) + drop(190, 178, 28) + drop(200, 226, 22)
  );
}

function tornado(): string {
  const band = (y: number, w: number, x: number, fill: string): string => P(`M${fmt(x - w)} ${y}q${fmt(w)} -16 ${fmt(w * 2)} 0q-4 22 ${fmt(-w)} 22t${fmt(-w)}-22Z`, fill);
  const rows: [number, number, number][] = [[40, 96, 124], [70, 80, 116], [98, 64, 110], [124, 50, 108], [148, 38, 110], [170, 28, 116], [190, 20, 122], [208, 12, 128]];
  return (
    P('M60 226q60-14 130 0', 'none', { stroke: '#c8a37a', 'stroke-width': 10 }) +
    rows.slice().reverse().map(([y, w, x], i) => band(y, w, x, i % 2 === 0 ? '#b8c4d6' : '#d4dce8')).join('') +
    face(116, 68, 22, 'surprised') + leaf(204, 110, 30, -40, '#8fd06b') + leaf(30, 150, 26, 200, '#ff9f43', '#c8701c') + streaks([[232, 150, 30], [40, 100, 26]], '#ffffff', 6)
  );
}

function hurricane(): string {
  const arm = (deg: number): string => g({ transform: `rotate(${deg} 120 120)` }, P('M120 96q60-4 90 40q6 40-24 66q10-40-14-70q-20-24-52-36Z', '#e6f6ff'));
  return C(120, 120, 100, '#5aa8f0') + arm(0) + arm(120) + arm(240) + C(120, 120, 34, '#ffffff') + shine(106, 108, 6, 4) + face(120, 122, 20, 'surprised');
}

/** The weather emblems by topic key. */
export const WEATHER_EMBLEMS: Record<string, EmblemDraw> = { seasons, clouds, wind, snow, blizzard, weathergeneral, thunderstorm, tornado, hurricane };
