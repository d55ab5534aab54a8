/**
 * The four-legged animals' rig: a side-view body on four tube legs with a round head turned three
 * quarters to the reader (two eyes, a muzzle), ears, a tail and the animal's own marks (mane, horns,
 * trunk, spots, hump) from its {@link Quad} description (characters-animals.ts). The pose moves the
 * legs (walk, run, tuck, sit, lie), raises a front paw (wave, point), dips the head (dig) and picks
 * the face.
 */
import { C, cheeks, E, eyes, fmt, g, INK, L, limb, mouth, P } from './kit';
import type { PoseSpec } from './pose';
import { type Figure, rot } from './figure';
import { darken } from '../../../core/art/colour';

export type Ears = 'pointy' | 'floppy' | 'round' | 'long' | 'small' | 'side' | 'big' | 'none';
export type Tail = 'thin' | 'bushy' | 'long' | 'curly' | 'puff' | 'tuft' | 'up' | 'spade' | 'none';

/** What a four-legged animal looks like. */
export interface Quad {
  fur: string;
  /** Belly, chest and muzzle colour. */
  light: string;
  /** Ear insides, nose. */
  nose: string;
  /** Body half-length and half-height. */
  len: number;
  bh: number;
  /** Leg length below the body and leg width. */
  leg: number;
  legW: number;
  /** Neck length (0: the head sits on the body). */
  neck: number;
  head: number;
  ears: Ears;
  earColour?: string;
  tail: Tail;
  tailColour?: string;
  /** Feet colour (hooves, paws); the fur when missing. */
  feet?: string;
  /** Muzzle size relative to the head (0 none). */
  muzzle: number;
  /** Marks: behind the body, on the body, on the head (local frame given below). */
  marks?: (f: QuadFrame) => { back?: string; body?: string; behindHead?: string; head?: string; top?: string };
}

/** Where the parts of a drawn animal are, for its marks. */
export interface QuadFrame {
  /** Body centre. */
  bx: number;
  by: number;
  /** Head centre and radius. */
  hx: number;
  hy: number;
  hr: number;
  q: Quad;
  spec: PoseSpec;
}

function earsSvg(q: Quad, hx: number, hy: number, r: number): string {
  const c = q.earColour ?? q.fur;
  const pair = (f: (side: number) => string): string => f(-1) + f(1);
  switch (q.ears) {
    case 'pointy':
      return pair((s) => P(`M${fmt(hx + s * r * 0.2)} ${fmt(hy - r * 0.8)}L${fmt(hx + s * r * 0.75)} ${fmt(hy - r * 1.35)}L${fmt(hx + s * r * 0.9)} ${fmt(hy - r * 0.35)}Z`, c) + P(`M${fmt(hx + s * r * 0.42)} ${fmt(hy - r * 0.78)}L${fmt(hx + s * r * 0.72)} ${fmt(hy - r * 1.12)}L${fmt(hx + s * r * 0.78)} ${fmt(hy - r * 0.6)}Z`, q.nose, { stroke: 'none' }));
    case 'floppy':
      return pair((s) => P(`M${fmt(hx + s * r * 0.55)} ${fmt(hy - r * 0.8)}q${fmt(s * r * 0.7)} ${fmt(r * 0.1)} ${fmt(s * r * 0.55)} ${fmt(r * 1.1)}q${fmt(-s * r * 0.3)} ${fmt(r * 0.15)} ${fmt(-s * r * 0.45)} ${fmt(-r * 0.4)}Z`, c));
    case 'round':
      return pair((s) => C(hx + s * r * 0.72, hy - r * 0.72, r * 0.36, c) + C(hx + s * r * 0.72, hy - r * 0.72, r * 0.18, q.nose, true));
    case 'big':
      return pair((s) => C(hx + s * r * 0.8, hy - r * 0.7, r * 0.6, c) + C(hx + s * r * 0.8, hy - r * 0.7, r * 0.38, q.nose, true));
    case 'long':
      return pair((s) => E(hx + s * r * 0.35, hy - r * 1.5, r * 0.28, r * 0.9, c, false, s * 12) + E(hx + s * r * 0.35, hy - r * 1.45, r * 0.13, r * 0.65, q.nose, true, s * 12));
    case 'side':
      return pair((s) => E(hx + s * r * 1.05, hy - r * 0.35, r * 0.42, r * 0.2, c, false, s * -20));
    case 'small':
      return pair((s) => E(hx + s * r * 0.6, hy - r * 0.85, r * 0.22, r * 0.3, c, false, s * 30));
    default:
      return '';
  }
}

function tailSvg(q: Quad, x: number, y: number, spec: PoseSpec): string {
  const c = q.tailColour ?? q.fur;
  const droop = spec.expr === 'sad' ? 1 : -1;
  switch (q.tail) {
    case 'thin':
      return limb(`M${fmt(x + 6)} ${fmt(y)}q-50 ${fmt(droop * 10)} -40 ${fmt(droop * 60)}`, c, 10);
    case 'up':
      return limb(`M${fmt(x + 6)} ${fmt(y)}q-40 -10 -34 ${fmt(droop * 40)}`, c, 14);
    case 'bushy':
      return P(`M${fmt(x + 8)} ${fmt(y)}q-60 10 -80 ${fmt(droop * 50)}q30 0 50 -10q40-20 30-30Z`, c);
    case 'long':
      return P(`M${fmt(x + 8)} ${fmt(y - 6)}q-50 0-50 60q0 30-14 50q40 0 50-40q8-30 20-56Z`, c);
    case 'curly':
      return L(`M${fmt(x + 4)} ${fmt(y)}c-20-10-30 10-18 14c10 4 10-14-4-16`, INK, 5);
    case 'puff':
      return C(x - 4, y, 16, c);
    case 'tuft':
      return limb(`M${fmt(x + 4)} ${fmt(y)}q-26 10-30 50`, q.fur, 6) + E(x - 26, y + 56, 10, 14, c);
    case 'spade':
      return limb(`M${fmt(x + 6)} ${fmt(y)}q-60 30-100 0`, q.fur, 16) + P(`M${fmt(x - 94)} ${fmt(y)}l-24-22l-6 34Z`, c);
    default:
      return '';
  }
}

/** Draws a four-legged animal in a pose (feet at 0, 0, facing right). */
export function drawQuad(q: Quad, spec: PoseSpec): Figure {
  const lie = spec.legs === 'lie' || spec.legs === 'swim';
  const sit = spec.legs === 'sit';
  // The body tilts (front up when sitting, down when digging) about its centre.
  const th = sit ? -30 : spec.arms === 'dig' ? 10 : 0;
  const lowest = Math.hypot(q.len * Math.sin((th * Math.PI) / 180), q.bh * Math.cos((th * Math.PI) / 180));
  const leg = lie ? 0 : q.leg;
  const bx = sit ? -q.len * 0.25 : 0;
  const by = sit ? -lowest : -leg - q.bh + (lie ? 8 : 0);
  const at = (x: number, y: number): [number, number] => {
    const p = rot([x, y], th);
    return [bx + p[0], by + p[1]];
  };
  const lowerHead = spec.legs === 'lie' ? q.bh * 0.5 + q.neck * 0.5 : spec.arms === 'dig' ? q.head * 0.6 : 0;
  const anchor = at(q.len * 0.82 + q.neck * 0.45 + (lie ? q.head * 0.3 : 0), -q.bh * 0.55 - q.neck);
  const hx = anchor[0];
  const hy = anchor[1] + lowerHead;
  const r = q.head;
  const feet = q.feet ?? q.fur;
  const lw = q.legW;
  let legsBack = '';
  let legsFront = '';
  let paw = '';
  if (!lie) {
    const swing = spec.legs === 'walk' ? 18 : spec.legs === 'run' ? 40 : 0;
    const tuck = spec.legs === 'tuck';
    const raise = spec.arms === 'wave' || spec.arms === 'point' || spec.arms === 'up';
    const fx = q.len * 0.58;
    const one = (x: number, dx: number, front: boolean, up: boolean, colour: string): string => {
      if (sit && !front) return '';
      const hip = at(x, q.bh * 0.4);
      const len = -hip[1];
      let foot: [number, number];
      let d: string;
      if (up) {
        // A lifted front paw, held forward below the chin.
        foot = [hip[0] + len * 0.8, hip[1] + len * 0.45];
        d = `M${fmt(hip[0])} ${fmt(hip[1])}Q${fmt(hip[0] + len * 0.2)} ${fmt(hip[1] + len * 0.6)} ${fmt(foot[0])} ${fmt(foot[1])}`;
      } else if (tuck) {
        foot = [hip[0] + (front ? 1 : -1) * len * 0.15, hip[1] + len * 0.6];
        d = `M${fmt(hip[0])} ${fmt(hip[1])}Q${fmt(hip[0] + (front ? 1 : -1) * len * 0.55)} ${fmt(hip[1] + len * 0.35)} ${fmt(foot[0])} ${fmt(foot[1])}`;
      } else {
        foot = [hip[0] + dx, -6];
        d = `M${fmt(hip[0])} ${fmt(hip[1])}L${fmt(foot[0])} ${fmt(foot[1])}`;
      }
      return limb(d, colour, lw) + E(foot[0] + 4, foot[1], lw * 0.7, lw * 0.45, colour === q.fur ? feet : darken(feet, 0.2));
    };
    const farFur = darken(q.fur, 0.18);
    legsBack = one(-fx + 12, swing, false, false, farFur) + one(fx + 12, -swing, true, false, farFur);
    legsFront = one(-fx, -swing, false, false, q.fur) + (raise ? '' : one(fx, swing, true, false, q.fur));
    paw = raise ? one(fx, swing, true, true, q.fur) : '';
  }
  const frame: QuadFrame = { bx, by, hx, hy, hr: r, q, spec };
  const marks = q.marks?.(frame) ?? {};
  const haunch = sit ? E(bx - q.len * 0.45, -q.bh * 0.7, q.bh * 0.75, q.bh * 0.7, q.fur) + E(bx - q.len * 0.45 + q.bh * 0.55, -8, lw * 1.1, lw * 0.5, feet) : '';
  const bodyShape = E(bx, by, q.len, q.bh, q.fur) + E(bx + q.len * 0.25, by + q.bh * 0.45, q.len * 0.5, q.bh * 0.4, q.light, true);
  const body = g({ transform: th === 0 ? undefined : `rotate(${th} ${fmt(bx)} ${fmt(by)})` }, tailSvg(q, bx - q.len, by - q.bh * 0.3, spec) + bodyShape + (marks.body ?? ''));
  const neckBase = at(q.len * 0.6, -q.bh * 0.2);
  const neck = q.neck > 0 ? limb(`M${fmt(neckBase[0])} ${fmt(neckBase[1])}L${fmt(hx - r * 0.2)} ${fmt(hy + r * 0.4)}`, q.fur, r * 0.9) : '';
  const face = hx + r * 0.12;
  const mz = q.muzzle;
  const head =
    (marks.behindHead ?? '') +
    earsSvg(q, hx, hy, r) +
    C(hx, hy, r, q.fur) +
    (marks.head ?? '') +
    (mz > 0 ? E(face + r * 0.05, hy + r * 0.4, r * mz, r * mz * 0.72, q.light) : '') +
    cheeks(face, hy + r * 0.28, r * 1.1, r * 0.14) +
    eyes(spec.expr, face, hy - r * 0.12, r * 0.62, r * 0.14) +
    (mz > 0 ? E(face + r * 0.05, hy + r * 0.2, r * 0.14, r * 0.1, q.nose) : '') +
    mouth(spec.expr, face + r * 0.05, hy + r * (mz > 0 ? 0.45 : 0.35), r * 0.34) +
    (marks.top ?? '');
  const markup = (marks.back ?? '') + legsBack + haunch + body + legsFront + neck + head + paw;
  return {
    body: markup,
    ext: { top: -hy + r * 1.4, half: q.len + 20, face: [face, hy] },
    hand: [face + r * 0.5, hy + r * 0.75],
    handScale: Math.max(0.28, r / 130),
  };
}
