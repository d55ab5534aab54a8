/**
 * The four-legged animals of the reading books, each a {@link Quad} on the one rig
 * (characters-quad.ts): size, colours, ears, tail and the marks that make it recognisable at a
 * glance (the cat's stripes and whiskers, the cow's patches, the lion's mane, the elephant's trunk,
 * the giraffe's neck and patches, the deer's antlers, the camel's hump, the dragon's wings).
 */
import { C, E, fmt, INK, L, limb, P } from './kit';
import type { PoseSpec } from './pose';
import type { CharacterDraw } from './figure';
import { drawQuad, type Quad, type QuadFrame } from './characters-quad';

const whiskers = (f: QuadFrame): string => {
  const x = f.hx + f.hr * 0.15;
  const y = f.hy + f.hr * 0.3;
  const r = f.hr;
  return L(`M${fmt(x + r * 0.35)} ${fmt(y)}l${fmt(r * 0.6)} -6M${fmt(x + r * 0.35)} ${fmt(y + 8)}l${fmt(r * 0.6)} 6M${fmt(x - r * 0.35)} ${fmt(y)}l${fmt(-r * 0.6)} -6M${fmt(x - r * 0.35)} ${fmt(y + 8)}l${fmt(-r * 0.6)} 6`, INK, 2.5);
};
const stripes = (f: QuadFrame, c: string): string =>
  [-0.4, 0, 0.4].map((t) => L(`M${fmt(f.bx + t * f.q.len)} ${fmt(f.by - f.q.bh + 2)}q6 ${fmt(f.q.bh * 0.4)} 0 ${fmt(f.q.bh * 0.7)}`, c, 7)).join('');
const headStripes = (f: QuadFrame, c: string): string =>
  L(`M${fmt(f.hx - f.hr * 0.25)} ${fmt(f.hy - f.hr * 0.95)}v14M${fmt(f.hx + f.hr * 0.15)} ${fmt(f.hy - f.hr * 0.98)}v12`, c, 6);
const spots = (f: QuadFrame, c: string, list: readonly (readonly [number, number, number])[]): string =>
  list.map(([x, y, r]) => E(f.bx + x * f.q.len, f.by + y * f.q.bh, r * f.q.bh, r * f.q.bh * 0.8, c, true)).join('');
const horns = (f: QuadFrame, c: string, curl: number): string =>
  [-1, 1].map((s) => limb(`M${fmt(f.hx + s * f.hr * 0.35)} ${fmt(f.hy - f.hr * 0.8)}q${fmt(s * f.hr * 0.2)} ${fmt(-f.hr * 0.6)} ${fmt(s * f.hr * curl)} ${fmt(-f.hr * 0.55)}`, c, f.hr * 0.16)).join('');

const ANIMALS: Record<string, Quad> = {
  cat: { fur: '#ffb454', light: '#fff1dc', nose: '#ff8fa3', len: 70, bh: 38, leg: 44, legW: 16, neck: 0, head: 46, ears: 'pointy', tail: 'up', muzzle: 0.42, marks: (f) => ({ body: stripes(f, '#e08a2c'), head: headStripes(f, '#e08a2c'), top: whiskers(f) }) },
  kitten: { fur: '#b9b4c9', light: '#ffffff', nose: '#ff8fa3', len: 48, bh: 28, leg: 30, legW: 13, neck: 0, head: 40, ears: 'pointy', tail: 'up', muzzle: 0.42, marks: (f) => ({ top: whiskers(f) }) },
  dog: { fur: '#d19a5b', light: '#fbe7c9', nose: '#3b2f4a', len: 80, bh: 42, leg: 52, legW: 18, neck: 0, head: 50, ears: 'floppy', earColour: '#8a5a34', tail: 'up', muzzle: 0.55, marks: (f) => ({ head: E(f.hx - f.hr * 0.35, f.hy - f.hr * 0.2, f.hr * 0.3, f.hr * 0.35, '#8a5a34', true) }) },
  puppy: { fur: '#f2dcb3', light: '#ffffff', nose: '#3b2f4a', len: 55, bh: 32, leg: 32, legW: 15, neck: 0, head: 44, ears: 'floppy', earColour: '#a86b3c', tail: 'up', muzzle: 0.5 },
  rabbit: { fur: '#ece7f2', light: '#ffffff', nose: '#ff8fa3', len: 52, bh: 42, leg: 20, legW: 16, neck: 0, head: 40, ears: 'long', tail: 'puff', tailColour: '#ffffff', muzzle: 0.4, marks: (f) => ({ top: whiskers(f) }) },
  pig: { fur: '#ffb8cb', light: '#ffd3df', nose: '#ff8fb0', len: 80, bh: 52, leg: 28, legW: 18, neck: 0, head: 48, ears: 'pointy', tail: 'curly', muzzle: 0, feet: '#e58aa5', marks: (f) => ({ top: E(f.hx + f.hr * 0.2, f.hy + f.hr * 0.35, f.hr * 0.34, f.hr * 0.24, '#ff8fb0') + C(f.hx + f.hr * 0.1, f.hy + f.hr * 0.35, 3.5, INK, true) + C(f.hx + f.hr * 0.3, f.hy + f.hr * 0.35, 3.5, INK, true) }) },
  cow: { fur: '#ffffff', light: '#ffffff', nose: '#ffb3c1', len: 108, bh: 58, leg: 70, legW: 22, neck: 10, head: 50, ears: 'side', tail: 'tuft', tailColour: '#3b2f4a', muzzle: 0.62, feet: '#3b2f4a', marks: (f) => ({ body: spots(f, '#3b2f4a', [[-0.5, -0.2, 0.45], [0.2, -0.4, 0.35], [0.55, 0.2, 0.3]]), head: horns(f, '#f5e6c8', 0.55) + E(f.hx - f.hr * 0.4, f.hy - f.hr * 0.3, f.hr * 0.3, f.hr * 0.25, '#3b2f4a', true) }) },
  horse: { fur: '#b5713f', light: '#e9c9a8', nose: '#3b2f4a', len: 105, bh: 50, leg: 100, legW: 18, neck: 70, head: 42, ears: 'pointy', tail: 'long', tailColour: '#4a2e22', muzzle: 0.6, feet: '#3b2f4a', marks: (f) => ({ back: limb(`M${fmt(f.bx + f.q.len * 0.45)} ${fmt(f.by - f.q.bh * 0.7)}L${fmt(f.hx - f.hr * 0.45)} ${fmt(f.hy - f.hr * 0.5)}`, '#4a2e22', 22), top: P(`M${fmt(f.hx - f.hr * 0.4)} ${fmt(f.hy - f.hr * 0.85)}q${fmt(f.hr * 0.4)} -16 ${fmt(f.hr * 0.7)} 4q-14 0-22 14Z`, '#4a2e22') }) },
  sheep: { fur: '#fbf6ea', light: '#fbf6ea', nose: '#ff9fb4', len: 72, bh: 48, leg: 40, legW: 13, neck: 0, head: 38, ears: 'side', earColour: '#4b3f52', tail: 'puff', muzzle: 0, feet: '#4b3f52', marks: (f) => ({ body: [-0.7, -0.25, 0.2, 0.65].map((t) => C(f.bx + t * f.q.len, f.by - f.q.bh * 0.8, f.q.bh * 0.42, '#fbf6ea')).join('') + [-0.9, 0.9].map((t) => C(f.bx + t * f.q.len, f.by, f.q.bh * 0.45, '#fbf6ea')).join(''), head: E(f.hx + 4, f.hy + 6, f.hr * 0.78, f.hr * 0.9, '#4b3f52', true), top: C(f.hx - 10, f.hy - f.hr * 0.85, f.hr * 0.35, '#fbf6ea') + C(f.hx + 12, f.hy - f.hr * 0.9, f.hr * 0.32, '#fbf6ea') }) },
  goat: { fur: '#efe6d6', light: '#ffffff', nose: '#c9a48a', len: 72, bh: 40, leg: 58, legW: 14, neck: 14, head: 40, ears: 'side', tail: 'up', muzzle: 0.5, feet: '#6b5a4a', marks: (f) => ({ head: horns(f, '#b59c7c', 0.25), top: P(`M${fmt(f.hx)} ${fmt(f.hy + f.hr * 0.85)}l10 30l10-30Z`, '#d9ccb6') }) },
  fox: { fur: '#f08a3c', light: '#ffffff', nose: '#3b2f4a', len: 70, bh: 34, leg: 42, legW: 13, neck: 0, head: 44, ears: 'pointy', earColour: '#f08a3c', tail: 'bushy', muzzle: 0.55, feet: '#3b2f4a' },
  bear: { fur: '#9a6440', light: '#d9b08a', nose: '#3b2f4a', len: 100, bh: 66, leg: 42, legW: 26, neck: 0, head: 56, ears: 'round', tail: 'none', muzzle: 0.5 },
  deer: { fur: '#c98f5a', light: '#f7e3cc', nose: '#3b2f4a', len: 80, bh: 38, leg: 92, legW: 13, neck: 44, head: 38, ears: 'side', tail: 'puff', tailColour: '#ffffff', muzzle: 0.5, feet: '#3b2f4a', marks: (f) => ({ body: spots(f, '#ffffff', [[-0.4, -0.4, 0.16], [0, -0.5, 0.14], [0.35, -0.35, 0.15], [-0.1, -0.1, 0.12]]), head: [-1, 1].map((s) => L(`M${fmt(f.hx + s * f.hr * 0.3)} ${fmt(f.hy - f.hr * 0.8)}q${fmt(s * 10)} -40 ${fmt(s * 36)} -56m${fmt(-s * 20)} 24l${fmt(s * 24)} -8m${fmt(-s * 36)} 6l${fmt(-s * 10)} -20`, '#8a5a34', 8)).join('') }) },
  squirrel: { fur: '#c66a36', light: '#f7dcc0', nose: '#3b2f4a', len: 40, bh: 30, leg: 20, legW: 12, neck: 0, head: 34, ears: 'pointy', tail: 'none', muzzle: 0.45, marks: (f) => ({ back: P(`M${fmt(-f.q.len + 6)} ${fmt(f.by + 10)}q-70 -10 -50 -100q20-40 50-10q-30 20-6 60q10 20 16 40Z`, '#d9783e') }) },
  mouse: { fur: '#b6b1c4', light: '#e6e2ee', nose: '#ff8fa3', len: 42, bh: 26, leg: 12, legW: 9, neck: 0, head: 30, ears: 'big', tail: 'none', muzzle: 0.4, marks: (f) => ({ back: L(`M${fmt(-f.q.len)} ${fmt(f.by + 10)}q-40 10-50-20t-30-10`, '#ff9fb4', 5), top: whiskers(f) }) },
  hedgehog: { fur: '#e8c9a0', light: '#f5e3c8', nose: '#3b2f4a', len: 54, bh: 32, leg: 10, legW: 10, neck: 0, head: 32, ears: 'small', tail: 'none', muzzle: 0.35, marks: (f) => ({ body: P(`M${fmt(-f.q.len - 6)} ${fmt(f.by + 14)}` + Array.from({ length: 7 }, (_, i) => { const a = Math.PI - (i + 0.5) * (Math.PI / 7); const b = Math.PI - (i + 1) * (Math.PI / 7); return `L${fmt(f.bx + Math.cos(a) * (f.q.len + 18))} ${fmt(f.by - Math.sin(a) * (f.q.bh + 22))}L${fmt(f.bx + Math.cos(b) * f.q.len * 0.95)} ${fmt(f.by - Math.sin(b) * f.q.bh * 0.95)}`; }).join('') + 'Z', '#7a5a44') }) },
  lion: { fur: '#f4bb55', light: '#fde3b0', nose: '#8a4b3a', len: 96, bh: 50, leg: 56, legW: 22, neck: 0, head: 50, ears: 'round', tail: 'tuft', tailColour: '#b4582a', muzzle: 0.5, marks: (f) => ({ behindHead: Array.from({ length: 12 }, (_, i) => { const a = (i / 12) * Math.PI * 2; return C(f.hx + Math.cos(a) * f.hr * 1.05, f.hy + Math.sin(a) * f.hr * 1.05, f.hr * 0.42, '#c8692f'); }).join('') }) },
  elephant: { fur: '#a9b5cc', light: '#c4cee0', nose: '#e8b4c8', len: 120, bh: 82, leg: 62, legW: 34, neck: 0, head: 62, ears: 'none', tail: 'thin', muzzle: 0, marks: (f) => ({ behindHead: E(f.hx - f.hr * 0.75, f.hy + f.hr * 0.1, f.hr * 0.75, f.hr * 0.95, '#a9b5cc') + E(f.hx - f.hr * 0.75, f.hy + f.hr * 0.1, f.hr * 0.5, f.hr * 0.7, '#e8b4c8', true), top: limb(`M${fmt(f.hx + f.hr * 0.25)} ${fmt(f.hy + f.hr * 0.3)}q${fmt(f.hr * 0.1)} ${fmt(f.hr * 0.9)} ${fmt(f.hr * 0.75)} ${fmt(f.hr * 0.8)}`, '#a9b5cc', f.hr * 0.3) }) },
  giraffe: { fur: '#f6c453', light: '#fbe3a0', nose: '#8a5a34', len: 78, bh: 44, leg: 140, legW: 15, neck: 190, head: 36, ears: 'side', tail: 'tuft', tailColour: '#8a5a34', muzzle: 0.55, marks: (f) => ({ body: spots(f, '#c47a3a', [[-0.5, -0.3, 0.3], [0, -0.45, 0.28], [0.45, -0.2, 0.26], [-0.2, 0.2, 0.22]]), top: [-1, 1].map((s) => limb(`M${fmt(f.hx + s * 10)} ${fmt(f.hy - f.hr * 0.85)}l${fmt(s * 3)} -20`, '#c47a3a', 6) + C(f.hx + s * 13, f.hy - f.hr * 0.85 - 24, 6, '#8a5a34')).join('') }) },
  camel: { fur: '#dca96c', light: '#f1d3a4', nose: '#3b2f4a', len: 90, bh: 46, leg: 110, legW: 15, neck: 60, head: 36, ears: 'small', tail: 'tuft', muzzle: 0.55, marks: (f) => ({ back: E(f.bx - 10, f.by - f.q.bh * 0.9, f.q.len * 0.45, f.q.bh * 0.8, '#dca96c') }) },
  dragon: { fur: '#6cc070', light: '#ffe58a', nose: '#3b8a4a', len: 90, bh: 50, leg: 46, legW: 22, neck: 30, head: 50, ears: 'none', tail: 'spade', tailColour: '#ff8f5a', muzzle: 0.5, marks: (f) => ({ body: [-0.5, -0.15, 0.2].map((t) => P(`M${fmt(f.bx + t * f.q.len - 14)} ${fmt(f.by - f.q.bh * 0.93)}l14-26l14 26Z`, '#ff8f5a')).join('') + P(`M${fmt(f.bx + 10)} ${fmt(f.by - f.q.bh * 0.3)}L${fmt(f.bx - 20)} ${fmt(f.by - f.q.bh - 120)}L${fmt(f.bx - 110)} ${fmt(f.by - f.q.bh - 50)}q14 20 30 14q0 26 28 20q2 26 30 16q6 20 32 0Z`, '#9fdcff'), head: horns(f, '#ffe58a', 0.5) }) },
};

/** The four-legged animal drawings, by character value. */
export const ANIMAL_DRAWINGS: Record<string, CharacterDraw> = Object.fromEntries(Object.entries(ANIMALS).map(([k, q]) => [k, (spec: PoseSpec) => drawQuad(q, spec)]));
