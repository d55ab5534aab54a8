/**
 * The safari topics' emblems (240 x 240): baobab tree, giraffe, zebra, elephant, cheetah, hippo,
 * lemur, rhino, crocodile, lion. The giraffe, elephant and lion are the reading books' animals; the
 * zebra, cheetah, hippo, rhino and lemur are new {@link Quad}s on the same four-legged rig
 * (scripts/art/reading/characters-quad.ts), so all of them look like one family.
 */
import { C, E, fmt, L, limb, P } from '../reading/kit';
import { drawQuad, type Quad, type QuadFrame } from '../reading/characters-quad';
import { poseSpec } from '../reading/pose';
import { character, type EmblemDraw, place, shadeD } from './topic-art-kit';

const DARK = '#3b2f4a';

/** Stripes across the neck (a line from the body to the head), each `w` long. */
function neckStripes(f: QuadFrame, n: number, w: number, colour: string): string {
  const a = [f.bx + f.q.len * 0.6, f.by - f.q.bh * 0.2];
  const b = [f.hx - f.hr * 0.2, f.hy + f.hr * 0.4];
  const dx = b[0]! - a[0]!;
  const dy = b[1]! - a[1]!;
  const len = Math.hypot(dx, dy);
  const px = (-dy / len) * w;
  const py = (dx / len) * w;
  let d = '';
  for (let i = 1; i <= n; i++) {
    const t = i / (n + 1);
    const x = a[0]! + dx * t;
    const y = a[1]! + dy * t;
    d += `M${fmt(x - px / 2)} ${fmt(y - py / 2)}l${fmt(px)} ${fmt(py)}`;
  }
  return L(d, colour, 9);
}

const QUADS: Record<string, Quad> = {
  zebra: {
    fur: '#ffffff', light: '#ffffff', nose: '#8a8399', len: 88, bh: 44, leg: 84, legW: 16, neck: 56, head: 42, ears: 'pointy', tail: 'tuft', tailColour: DARK, muzzle: 0.62, feet: DARK,
    marks: (f) => ({
      back: limb(`M${fmt(f.bx + f.q.len * 0.5)} ${fmt(f.by - f.q.bh * 0.8)}L${fmt(f.hx - f.hr * 0.5)} ${fmt(f.hy - f.hr * 0.55)}`, DARK, 16),
      body: [-0.62, -0.32, 0, 0.3, 0.58].map((t) => L(`M${fmt(f.bx + t * f.q.len)} ${fmt(f.by - f.q.bh + 3)}q8 ${fmt(f.q.bh * 0.5)} 0 ${fmt(f.q.bh * 1.3)}`, DARK, 9)).join(''),
      behindHead: neckStripes(f, 3, f.hr * 0.8, DARK),
      head: L(`M${fmt(f.hx - f.hr * 0.5)} ${fmt(f.hy - f.hr * 0.6)}q${fmt(f.hr * 0.5)} ${fmt(f.hr * 0.2)} ${fmt(f.hr)} 0M${fmt(f.hx - f.hr * 0.75)} ${fmt(f.hy - f.hr * 0.3)}l${fmt(f.hr * 0.2)} 2M${fmt(f.hx + f.hr * 0.95)} ${fmt(f.hy - f.hr * 0.3)}l${fmt(-f.hr * 0.2)} 2`, DARK, 7),
    }),
  },
  cheetah: {
    fur: '#f8c24e', light: '#fff1d0', nose: DARK, len: 84, bh: 34, leg: 62, legW: 13, neck: 0, head: 42, ears: 'round', tail: 'thin', muzzle: 0.45, feet: '#f8c24e',
    marks: (f) => ({
      body: ([[-0.6, -0.3], [-0.3, -0.6], [-0.2, 0], [0.1, -0.45], [0.35, -0.1], [0.55, -0.55], [-0.75, 0.15], [0.05, 0.3]] as const).map(([x, y]) => C(f.bx + x * f.q.len, f.by + y * f.q.bh, 5.5, DARK, true)).join(''),
      top: L(`M${fmt(f.hx + f.hr * 0.12 - f.hr * 0.34)} ${fmt(f.hy)}q-2 ${fmt(f.hr * 0.3)} ${fmt(-f.hr * 0.12)} ${fmt(f.hr * 0.5)}M${fmt(f.hx + f.hr * 0.12 + f.hr * 0.34)} ${fmt(f.hy)}q2 ${fmt(f.hr * 0.3)} ${fmt(f.hr * 0.12)} ${fmt(f.hr * 0.5)}`, DARK, 4),
    }),
  },
  hippo: {
    fur: '#b7a3cf', light: '#e6d6ef', nose: '#8f78a8', len: 104, bh: 64, leg: 30, legW: 30, neck: 0, head: 56, ears: 'small', tail: 'thin', muzzle: 0,
    // The hippo's wide snout under the eyes, with two big nostrils.
    marks: (f) => ({ head: E(f.hx + f.hr * 0.12, f.hy + f.hr * 0.5, f.hr * 1.02, f.hr * 0.6, '#cdb8e0') + C(f.hx - f.hr * 0.3, f.hy + f.hr * 0.32, 5, DARK, true) + C(f.hx + f.hr * 0.54, f.hy + f.hr * 0.32, 5, DARK, true) }),
  },
  rhino: {
    fur: '#a9b0bf', light: '#cfd4de', nose: '#8a92a4', len: 104, bh: 58, leg: 44, legW: 26, neck: 0, head: 52, ears: 'small', tail: 'thin', muzzle: 0.55,
    marks: (f) => {
      const x = f.hx + f.hr * 0.17;
      const y = f.hy + f.hr * 0.3;
      return { top: P(`M${fmt(x - f.hr * 0.28)} ${fmt(y)}q${fmt(f.hr * 0.05)} ${fmt(-f.hr * 0.8)} ${fmt(f.hr * 0.44)} ${fmt(-f.hr * 1.25)}q${fmt(-f.hr * 0.02)} ${fmt(f.hr * 0.8)} ${fmt(f.hr * 0.12)} ${fmt(f.hr * 1.25)}Z`, '#fff3dc') };
    },
  },
  lemur: {
    fur: '#b9b4c6', light: '#ffffff', nose: DARK, len: 48, bh: 30, leg: 34, legW: 12, neck: 0, head: 40, ears: 'pointy', earColour: '#8f889f', tail: 'none', muzzle: 0.45, feet: '#6f6880',
    marks: (f) => {
      const d = `M${fmt(f.bx - f.q.len + 6)} ${fmt(f.by)}q-50 -10-46 -62q4-36 30-48`;
      return { back: limb(d, '#ffffff', 20) + L(d, DARK, 20).replace('/>', ' stroke-dasharray="15 15"/>'), head: E(f.hx + f.hr * 0.12, f.hy + f.hr * 0.1, f.hr * 0.78, f.hr * 0.5, '#ffffff', true) + [-1, 1].map((k) => E(f.hx + f.hr * (0.12 + k * 0.31), f.hy - f.hr * 0.1, f.hr * 0.26, f.hr * 0.22, '#5d566d', true)).join('') };
    },
  },
};

const quad = (key: string, x: number, y: number, s: number): string => place(drawQuad(QUADS[key]!, poseSpec('stand')).body, x, y, s);
/** A soft ground shadow under a standing animal. */
const ground = (x: number, y: number, rx: number): string => E(x, y, rx, 9, DARK, true).replace('/>', ' opacity="0.12"/>');

function baobabtree(): string {
  const branch = (d: string): string => limb(d, '#b0825a', 12);
  return (
    ground(120, 222, 80) +
    branch('M104 88q-20-24-44-30') + branch('M116 80q-4-26 4-44') + branch('M132 84q20-26 48-28') +
    [[56, 50, 28], [120, 34, 30], [184, 52, 28], [88, 40, 20], [152, 38, 22]].map(([x, y, r]) => C(x!, y!, r!, '#7ccf5a')).join('') +
    [[48, 44], [114, 26], [176, 46]].map(([x, y]) => C(x!, y!, 8, '#a8e67f', true)).join('') +
    P('M92 86q-10 40-32 80q-14 30-2 50q60 14 124 0q12-20-2-50q-22-40-32-80q-28 8-56 0Z', '#c99468') +
    shadeD('M148 92q10 40 32 78q12 28 2 44q-14 4-30 4q10-60-12-126Z') +
    L('M100 130q6 30 0 60M138 126q-8 34 2 70', '#a8744c', 5)
  );
}

function crocodile(): string {
  const leg = (x: number): string => P(`M${x} 150q-4 30 -10 40h28q-2-20 0-40Z`, '#5fb35a');
  return (
    ground(120, 200, 100) + leg(56) + leg(150) +
    P('M20 120q30 10 60 6q40-30 90-22q22-12 40-6l24 10q8 14-4 20q-20 6-40 4q-10 40-70 38q-50 0-70-18q-20-14-30-32Z', '#6cc070') +
    shadeD('M50 160q40 18 90 10q30-6 40-30q-4 40-60 46q-50 4-70-26Z') +
    P('M186 132l4 8l4-8l4 8l4-8l4 8l4-7', '#ffffff', { 'stroke-width': 3 }) +
    [70, 96, 122].map((x) => P(`M${x} 112l6-14l6 14Z`, '#4f9a4a', { 'stroke-width': 4 })).join('') +
    C(168, 96, 16, '#6cc070') + C(170, 96, 8, '#ffffff', true) + C(172, 95, 5, DARK, true) + C(222, 118, 3, DARK, true) +
    E(138, 132, 8, 5, '#ff8fa3', true).replace('/>', ' opacity="0.8"/>') + L('M120 134q30 12 60 4', DARK, 4)
  );
}

/** The safari emblems by topic key. */
export const SAFARI_EMBLEMS: Record<string, EmblemDraw> = {
  baobabtree,
  // The giraffe reaching up to a flat-topped acacia (a thin animal alone would be a wisp at 64 px).
  giraffe: () => limb('M190 228q-6-70 4-140M194 120q-20-20-40-34M196 110q16-14 24-30', '#a0704a', 12) + E(186, 70, 54, 22, '#7ccf5a') + E(176, 62, 22, 8, '#a8e67f', true) + ground(100, 230, 56) + character('giraffe', 'stand', 90, 232, 0.42),
  zebra: () => ground(116, 222, 80) + quad('zebra', 100, 224, 0.7),
  elephant: () => ground(118, 220, 90) + character('elephant', 'stand', 118, 216, 0.66),
  cheetah: () => ground(116, 210, 86) + quad('cheetah', 104, 208, 0.82),
  hippo: () => ground(118, 206, 90) + quad('hippo', 104, 204, 0.74),
  lemur: () => ground(126, 212, 60) + quad('lemur', 140, 212, 0.98),
  rhino: () => ground(118, 210, 92) + quad('rhino', 104, 208, 0.74),
  crocodile,
  lion: () => ground(118, 214, 86) + character('lion', 'stand', 104, 212, 0.82),
};
