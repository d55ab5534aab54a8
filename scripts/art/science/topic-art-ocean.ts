/**
 * The ocean topics' emblems (240 x 240): whale, coral (with a clownfish), dolphin, pollution (a sad
 * turtle caught in a plastic bag, with litter), jellyfish, eel (a moray peeking from its rock),
 * sea stars, shark (a friendly one; the dinosaurs' megalodon is the toothy one), sunken ship. The
 * whale, dolphin, fish and turtle are the reading books' creatures.
 */
import { C, E, fmt, L, limb, P, R } from '../reading/kit';
import { character, type EmblemDraw, face, shadeD, shine } from './topic-art-kit';

const DARK = '#3b2f4a';

/** Rising bubbles (small outlined circles). */
function bubbles(list: readonly (readonly [number, number, number])[]): string {
  return list.map(([x, y, r]) => C(x, y, r, '#e6f6ff')).join('');
}

/** A wave crest along y (water below it is left transparent). */
function wave(y: number, x0 = 10, x1 = 230): string {
  let d = `M${x0} ${y}`;
  for (let x = x0; x < x1; x += 44) d += `q11-12 22 0t22 0`;
  return limb(d, '#8fd3ff', 8);
}

/** A seaweed frond from the bottom edge at x. */
const weed = (x: number, h: number): string => limb(`M${x} 236q-12-${fmt(h / 3)} 0-${fmt(h / 1.6)}t0-${fmt(h / 1.6)}`, '#5fbf6a', 10);

function coral(): string {
  const branch = (d: string, c: string, w: number): string => limb(d, c, w);
  return (
    branch('M120 226v-70M120 180q-30-10-36-60M120 170q30-20 30-70M84 130q-20-20-10-50M150 110q20-20 10-50', '#ff7eb6', 22) +
    branch('M50 226q-10-40 0-70M196 226q6-40-6-80M190 170q20-10 24-40', '#ff9f5a', 18) +
    [[74, 78], [160, 58], [84, 118], [150, 100], [50, 154], [214, 128], [190, 144]].map(([x, y]) => C(x!, y!, 5, '#ffd0e6', true)).join('') +
    // A clownfish: the reading books' fish with white bands.
    character('fish', 'swim', 178, 64, 0.42).replace('</g>', `${L('M-20 -124q10 44 0 88M14 -126q10 44 0 92', '#ffffff', 14)}</g>`) +
    bubbles([[34, 40, 7], [52, 20, 5], [214, 200, 6]])
  );
}

function pollution(): string {
  // A plastic bag (see-through white, two handle loops) drifting into the turtle.
  const bag = P('M28 84h64l-8 64q-24 10-48 0Z', '#ffffff', { opacity: 0.8 }) + L('M40 84q0-30 12-30t12 30M58 84q0-30 12-30t12 30', DARK, 4) + L('M44 104l4 30M70 100l-2 34', '#d6e4f2', 4);
  const bottle = P('M168 186h34q6 0 6 8v10q0 8-6 8h-34q-12 0-20-6h-8v-14h8q8-6 20-6Z', '#bfe8d8', { opacity: 0.9 }) + R(128, 190, 10, 18, '#5aa8f0', 3);
  return (
    wave(40) + bubbles([[210, 80, 8], [196, 110, 5]]) + character('turtle', 'sad', 112, 176, 1.0) +
    bag + bottle + P('M24 196l16-10l10 16l-16 10Z', '#ff6b6b') + L('M30 192l12 10', '#ffffff', 3)
  );
}

function jellyfish(): string {
  const tent = (x: number): string => L(`M${x} 134q-10 20 0 40t0 40`, '#ff9fd0', 7);
  return (
    [86, 106, 126, 146].map(tent).join('') + P('M60 140q-12-110 60-112q72 2 60 112q-10-8-20 0q-10-8-20 0q-10-8-20 0q-10-8-20 0q-10-8-20 0q-10-8-20 0Z', '#ffb3dd') +
    shadeD('M150 50q26 30 24 84q-10-6-20 2q6-50-4-86Z') + shine(86, 64, 12, 8) + face(120, 100, 28, 'happy') + bubbles([[40, 60, 7], [200, 180, 8], [214, 150, 5]])
  );
}

function eel(): string {
  return (
    P('M10 232q6-80 80-90q60-8 100 20q40 30 40 70Z', '#b8a79a') + E(110, 206, 42, 26, '#4b4458') +
    limb('M100 214q-10-60 10-110q20-50 60-60', '#9acb4a', 34) + L('M104 196q-6-50 12-90q18-40 50-52', '#d9ef9a', 8) +
    E(178, 50, 34, 24, '#9acb4a', false, -20) + C(176, 40, 10, '#ffffff') + C(178, 40, 5, DARK, true) + L('M186 62q16 0 26-10', DARK, 4) + E(168, 60, 7, 4, '#ff8fa3', true) +
    C(60, 200, 6, '#9a8a7e', true) + C(190, 210, 8, '#9a8a7e', true) + bubbles([[214, 22, 6], [200, 100, 5]])
  );
}

function seastars(): string {
  // Five fat arms with rounded tips: valley, near the tip, round the tip, next valley.
  const starfish = (x: number, y: number, r: number, fill: string, rot: number): string => {
    const at = (deg: number, rr: number): string => `${fmt(x + Math.cos(((rot - 90 + deg) * Math.PI) / 180) * rr)} ${fmt(y + Math.sin(((rot - 90 + deg) * Math.PI) / 180) * rr)}`;
    let d = `M${at(-36, r * 0.46)}`;
    for (let i = 0; i < 5; i++) d += `L${at(i * 72 - 9, r * 0.9)}A${fmt(r * 0.15)} ${fmt(r * 0.15)} 0 0 1 ${at(i * 72 + 9, r * 0.9)}L${at(i * 72 + 36, r * 0.46)}`;
    return P(`${d}Z`, fill);
  };
  const dots = [[-36, -40], [40, -36], [-50, 20], [52, 22], [0, 58]].map(([dx, dy]) => C(110 + dx!, 126 + dy!, 5, '#ffd0a0', true)).join('');
  return (
    E(120, 226, 110, 12, '#f2d9a8', true) + starfish(110, 126, 96, '#ff8a4c', -4) + dots + face(110, 130, 28, 'happy') +
    starfish(200, 194, 30, '#b48cf2', 20) + P('M20 214q10-20 30-14q14 6 10 20Z', '#ffc2b0')
  );
}

function shark(): string {
  return (
    P('M36 120l-30-34q10 34 0 74Z', '#5f8fd0') + P('M104 76l18-44q26 26 26 50Z', '#5f8fd0') + P('M120 160l-14 32q30-8 38-34Z', '#5f8fd0') +
    P('M22 122q40-52 120-52q70 0 90 50q-20 46-90 46q-80 0-120-44Z', '#77a8ea') + P('M80 150q60 24 140-24q-20 40-80 40q-40 0-60-16Z', '#e4f0ff', { stroke: 'none' }) +
    shadeD('M60 150q70 26 150-10q-20 30-90 28q-40-2-60-18Z') + L('M108 102q6 12 0 24M96 104q6 12 0 22', '#4f7fc0', 4) +
    face(178, 110, 26, 'happy') + bubbles([[216, 60, 7], [206, 38, 5]])
  );
}

function sunkenship(): string {
  return (
    weed(30, 90) + limb('M132 116l-30-100', '#8a5a3a', 10) + P('M110 40l40 12l-8 30l-38-12Z', '#f2ecd8') +
    P('M16 196q10-70 40-80l150 8q20 10 26 60q-80 40-216 12Z', '#b07a4a') + L('M30 152q90-12 190 0M24 176q100-8 204 2', '#8a5a3a', 5) +
    shadeD('M130 130l74 4q20 10 26 50q-50 20-100 18Z') + C(70, 136, 11, '#8fd3ff') + C(110, 134, 11, '#8fd3ff') + C(150, 136, 11, '#8fd3ff') +
    P('M0 214q60-22 120-8q60 12 120-6v40H0Z', '#f2d9a8') + R(176, 196, 36, 26, '#ffc83d', 4) + L('M176 206h36', '#c8901c', 4) +
    weed(214, 70) + bubbles([[80, 90, 6], [90, 64, 4], [190, 70, 7], [176, 40, 5]])
  );
}

/** The ocean emblems by topic key. */
export const OCEAN_EMBLEMS: Record<string, EmblemDraw> = {
  whale: () => wave(214) + character('whale', 'stand', 124, 190, 0.58),
  coral,
  dolphin: () => wave(210) + character('dolphin', 'jump', 118, 196, 0.7, false, -18) + bubbles([[30, 60, 7], [210, 50, 6]]),
  pollution,
  jellyfish,
  eel,
  seastars,
  shark,
  sunkenship,
};
