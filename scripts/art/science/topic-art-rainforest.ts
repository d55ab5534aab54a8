/**
 * The rainforest topics' emblems (240 x 240): insects (a leafcutter ant carrying its leaf, unlike
 * the insects habitat's ant at its anthill), ape (a gorilla), trees, anteater, bat, frog, bird (a
 * toucan), plant, sloth, snake. The ant, frog and snake are the reading books' creatures; the
 * anteater is a new {@link Quad} on the reading books' four-legged rig.
 */
import { C, E, fmt, L, limb, P } from '../reading/kit';
import { drawQuad, type Quad } from '../reading/characters-quad';
import { poseSpec } from '../reading/pose';
import { ball, character, type EmblemDraw, face, leaf, place, shade, shadeD, shine } from './topic-art-kit';

const DARK = '#3b2f4a';
const BRANCH = '#a0704a';

const ANTEATER: Quad = {
  fur: '#b8946a', light: '#ecdcc4', nose: DARK, len: 86, bh: 44, leg: 40, legW: 18, neck: 0, head: 38, ears: 'small', tail: 'bushy', tailColour: '#8a6a4a', muzzle: 0, feet: '#6a5040',
  marks: (f) => ({
    // The black and white shoulder band and the long snout (a tube from the face, nose at its end).
    body: P(`M${fmt(f.bx + f.q.len * 0.1)} ${fmt(f.by - f.q.bh * 0.95)}L${fmt(f.bx + f.q.len * 0.55)} ${fmt(f.by - f.q.bh * 0.2)}L${fmt(f.bx + f.q.len * 0.4)} ${fmt(f.by + f.q.bh * 0.1)}L${fmt(f.bx - f.q.len * 0.1)} ${fmt(f.by - f.q.bh * 0.85)}Z`, DARK, { stroke: '#ffffff', 'stroke-width': 6 }),
    head: limb(`M${fmt(f.hx + f.hr * 0.2)} ${fmt(f.hy + f.hr * 0.2)}q${fmt(f.hr * 1.2)} ${fmt(f.hr * 0.1)} ${fmt(f.hr * 1.9)} ${fmt(f.hr * 1.3)}`, '#c9a47a', f.hr * 0.42) + C(f.hx + f.hr * 2.1, f.hy + f.hr * 1.5, 7, DARK),
  }),
};

/** A leafy branch across the box at height y. */
const branchAt = (y: number): string => limb(`M-10 ${y}q120 -16 260 4`, BRANCH, 14) + leaf(30, y - 4, 36, -130) + leaf(206, y - 2, 34, -50);

function insects(): string {
  // The leaf piece the ant carries (a bitten-off half disc on a stalk in its jaws).
  const carried = L('M152 150l16-56', '#4f9a3a', 5) + P('M104 96q8-70 80-66q50 10 40 60q-20-10-30 6q-14-8-24 6q-16-12-30 0q-20-10-36-6Z', '#7fd35a') + L('M124 90q30-30 70-50M150 70l4 18M172 56l10 16', '#4f9a3a', 4);
  return E(120, 214, 96, 10, DARK, true).replace('/>', ' opacity="0.12"/>') + character('ant', 'stand', 116, 214, 1.04) + carried;
}

function ape(): string {
  const fur = '#5d566d';
  return (
    limb('M72 110q-36 40-36 92', fur, 34) + limb('M168 110q36 40 36 92', fur, 34) + E(34, 206, 20, 12, '#3f394c') + E(206, 206, 20, 12, '#3f394c') +
    E(86, 206, 28, 16, '#4b4458') + E(154, 206, 28, 16, '#4b4458') +
    E(120, 146, 64, 64, fur) + E(120, 160, 38, 40, '#8a8399', true) + shade(120, 146, 64, 64) +
    C(120, 72, 48, fur) + P('M96 56q24 -22 48 0', 'none', { stroke: '#4b4458', 'stroke-width': 10 }) +
    P('M80 84q0-26 24-26q16 0 16 8q0-8 16-8q24 0 24 26q0 32-40 32t-40-32Z', '#b3a9c2') +
    face(120, 80, 28) + C(112, 88, 3.5, DARK, true) + C(128, 88, 3.5, DARK, true)
  );
}

function trees(): string {
  const vine = (x: number, y: number, len: number): string => L(`M${x} ${y}q8 ${fmt(len / 2)} 0 ${len}`, '#4f9a3a', 5) + leaf(x - 2, y + len, 18, 60, '#6cc070');
  return (
    P('M98 226q10-20 10-120h24q0 100 10 120q-10-6-22 0q-10-6-22 0Z', '#8a5a3a') + P('M108 206q-20 10-30 20h30ZM132 206q20 10 30 20h-30Z', '#8a5a3a') +
    shadeD('M124 110h8q0 100 10 116q-10-6-14-4Z') +
    C(56, 96, 40, '#3fa75a') + C(184, 96, 40, '#3fa75a') + C(88, 60, 44, '#52b85f') + C(154, 58, 44, '#52b85f') + C(120, 88, 44, '#6cc96a') + C(120, 34, 30, '#7fd06b') +
    C(72, 52, 8, '#a8e67f', true) + C(140, 28, 7, '#a8e67f', true) + C(110, 76, 6, '#a8e67f', true) +
    vine(46, 130, 60) + vine(196, 128, 48) + vine(150, 128, 36) + C(176, 84, 8, '#ff6b9a') + C(64, 110, 7, '#ffd34d')
  );
}

function bat(): string {
  const wing = (k: number): string => P(`M${120 + k * 26} 110q${k * 44}-50 ${k * 96}-40q${-k * 8} 30 ${-k * 4} 60q${-k * 18}-10 ${-k * 30} 8q${-k * 14}-16 ${-k * 30}-4q${-k * 14}-14 ${-k * 32} 2Z`, '#8a78b0') + L(`M${120 + k * 30} 112l${k * 60}-38M${120 + k * 30} 116l${k * 42} 18`, '#6a5a8a', 4);
  return (
    wing(-1) + wing(1) + E(120, 136, 32, 42, '#6a5a8a') + E(120, 146, 18, 24, '#8a78b0', true) +
    P('M92 86l-6-40l26 24ZM148 86l6-40l-26 24Z', '#6a5a8a') + ball(120, 92, 36, '#6a5a8a') +
    face(120, 96, 24, 'happy') + P('M110 110l3 8l3-7M124 111l3 7l3-8', '#ffffff', { 'stroke-width': 2 }) + shine(100, 74, 8, 5)
  );
}

function bird(): string {
  return (
    branchAt(196) +
    P('M78 190l-14 30l28-12Z', '#2f2a3d') + E(100, 140, 44, 58, '#2f2a3d') + E(112, 110, 26, 24, '#fff3c4', true) +
    P('M132 90q46-20 92 6q-6 16-24 24q-36 10-66 0Z', '#ffb020') + P('M132 112q44 12 68 8q-14 14-34 14q-26 0-36-8Z', '#ff8a2e', { stroke: 'none' }) + P('M196 98q14 4 26 0q-4 14-20 22Z', '#ff5a4a') +
    C(110, 90, 16, '#6cd3ff') + C(112, 90, 7, DARK, true) + C(110, 87, 2.5, '#ffffff', true) + E(122, 108, 7, 4, '#ff8fa3', true) +
    E(88, 146, 22, 36, '#3d3650', false, 10) + L('M96 192l-4 10M112 192l4 10', '#5d566d', 5)
  );
}

function plant(): string {
  const big = (x: number, y: number, l: number, deg: number, c: string): string => leaf(x, y, l, deg, c, '#3f8f4a');
  return (
    big(120, 200, 116, -152, '#4fb35a') + big(120, 200, 116, -28, '#4fb35a') + big(120, 200, 124, -122, '#6cc96a') + big(120, 200, 124, -58, '#6cc96a') +
    [-40, -20, 0, 20, 40].map((a) => P('M0 0q-14-44 0-84q14 40 0 84Z', '#ff5a6e').replace('<path', `<path transform="translate(120 160) rotate(${a})"`)).join('') +
    C(120, 156, 13, '#ffd34d') + E(120, 210, 60, 16, '#8a5a3a') + C(84, 120, 6, '#a8e67f', true)
  );
}

function sloth(): string {
  const fur = '#b8946a';
  return (
    limb('M-10 40q120-10 260 6', BRANCH, 16) + leaf(40, 38, 34, -120) + leaf(200, 42, 30, -60) +
    limb('M80 130q-20-50 0-86', fur, 26) + limb('M160 130q20-50 0-86', fur, 26) + P('M70 40q6 14 18 12M150 40q6 14 18 12', 'none', { stroke: '#f2e6d0', 'stroke-width': 5 }) +
    E(120, 170, 56, 50, fur) + shade(120, 170, 56, 50) + limb('M88 196q-6 20 8 26', fur, 22) + limb('M152 196q6 20-8 26', fur, 22) +
    C(120, 126, 44, '#c9a47a') + E(120, 132, 34, 26, '#f2e2c4', true) +
    E(102, 124, 12, 8, '#6a5040', true, 20) + E(138, 124, 12, 8, '#6a5040', true, -20) + face(120, 128, 24, 'closed') + E(120, 136, 6, 4, DARK)
  );
}

/** The rainforest emblems by topic key. */
export const RAINFOREST_EMBLEMS: Record<string, EmblemDraw> = {
  insects,
  ape,
  trees,
  anteater: () => E(116, 206, 96, 10, DARK, true).replace('/>', ' opacity="0.12"/>') + place(drawQuad(ANTEATER, poseSpec('stand')).body, 122, 204, 0.74),
  bat,
  frog: () => P('M20 200q40-60 100-56q70 0 100 50q-50 30-100 26q-60 0-100-20Z', '#5dbd60') + L('M30 196q90-30 180 0', '#3f8f4a', 4) + character('frog', 'stand', 120, 198, 1.05) + C(200, 60, 8, '#ff6b9a') + leaf(26, 70, 40, -30),
  bird,
  plant,
  sloth,
  snake: () => branchAt(176) + character('snake', 'stand', 102, 184, 0.86),
};
