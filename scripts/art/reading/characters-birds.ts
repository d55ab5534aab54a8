/**
 * The birds of the reading books on one small rig: a round body, a head (or a face on the body for
 * the upright owl, penguin and chick), a beak, wings that rise for wave, cheer, jump and fly, thin
 * legs (folded away when sitting or sleeping).
 */
import { C, cheeks, E, eyes, fmt, L, P, pts } from './kit';
import type { PoseSpec } from './pose';
import type { CharacterDraw, Figure } from './figure';

interface Bird {
  body: string;
  belly: string;
  wing: string;
  beak: string;
  legs: string;
  /** Body radius. */
  r: number;
  upright: boolean;
  bill: 'flat' | 'pointy' | 'hook';
  tail?: string;
  /** Extra marks: comb, tufts, eye discs, crest. */
  marks?: (hx: number, hy: number, hr: number) => string;
}

function drawBird(b: Bird, spec: PoseSpec): Figure {
  const down = spec.legs === 'sit' || spec.legs === 'lie' || spec.legs === 'swim';
  const leg = down ? 0 : b.r * (b.upright ? 0.35 : 0.7);
  const up = spec.arms === 'up' || spec.arms === 'wave' || spec.arms === 'swim';
  const r = b.r;
  let s = '';
  let hx: number;
  let hy: number;
  let hr: number;
  if (!down) {
    const f = spec.legs === 'walk' || spec.legs === 'run' ? 10 : 0;
    for (const dx of [-r * 0.25, r * 0.2]) s += L(`M${fmt(dx)} ${fmt(-leg - 6)}L${fmt(dx + (dx < 0 ? -f : f))} -4`, b.legs, 6) + P(`M${fmt(dx - 10 + (dx < 0 ? -f : f))} -2h26l-8-8Z`, b.legs, { 'stroke-width': 3 });
  }
  if (b.upright) {
    const by = -leg - r * 1.05;
    const wingUp = (side: number): string => P(`M${fmt(side * r * 0.7)} ${fmt(by - r * 0.1)}q${fmt(side * r * 0.9)} ${fmt(-r * 0.6)} ${fmt(side * r * 0.8)} ${fmt(-r * 1.0)}q${fmt(-side * r * 0.4)} ${fmt(r * 0.5)} ${fmt(-side * r * 0.7)} ${fmt(r * 0.9)}Z`, b.wing);
    const wingDown = (side: number): string => E(side * r * 0.82, by + r * 0.15, r * 0.22, r * 0.55, b.wing, false, side * -12);
    s += (b.tail === undefined ? '' : P(pts([[-r * 0.3, by + r * 0.9], [-r * 0.75, by + r * 1.15], [-r * 0.1, by + r * 1.05]]), b.tail));
    s += E(0, by, r * 0.85, r * 1.05, b.body) + E(r * 0.05, by + r * 0.25, r * 0.6, r * 0.72, b.belly, true);
    s += up ? wingUp(-1) + wingUp(1) : wingDown(-1) + wingDown(1);
    hx = r * 0.05;
    hy = by - r * 0.35;
    hr = r * 0.7;
  } else {
    const by = -leg - r * 0.8;
    s += b.tail === undefined ? '' : P(`M${fmt(-r * 0.8)} ${fmt(by - r * 0.2)}q${fmt(-r * 0.5)} ${fmt(-r * 0.05)} ${fmt(-r * 0.65)} ${fmt(-r * 0.55)}q${fmt(r * 0.2)} ${fmt(r * 0.75)} ${fmt(r * 0.75)} ${fmt(r * 0.85)}Z`, b.tail);
    s += E(0, by, r * 1.1, r * 0.8, b.body) + E(r * 0.2, by + r * 0.3, r * 0.65, r * 0.4, b.belly, true);
    hx = r * 0.75;
    hy = by - r * 0.75;
    hr = r * 0.62;
    s += C(hx, hy, hr, b.body);
    s += up
      ? P(`M${fmt(r * 0.2)} ${fmt(by - r * 0.1)}q${fmt(-r * 0.2)} ${fmt(-r * 1.1)} ${fmt(-r * 1.0)} ${fmt(-r * 1.25)}q${fmt(-r * 0.1)} ${fmt(r * 0.5)} ${fmt(r * 0.2)} ${fmt(r * 0.7)}q${fmt(-r * 0.3)} ${fmt(r * 0.1)} ${fmt(-r * 0.2)} ${fmt(r * 0.35)}q${fmt(r * 0.4)} ${fmt(r * 0.3)} ${fmt(r * 1.0)} ${fmt(r * 0.2)}Z`, b.wing)
      : E(-r * 0.15, by, r * 0.6, r * 0.36, b.wing, false, 10);
  }
  const fx = hx + hr * 0.15;
  s += b.marks?.(hx, hy, hr) ?? '';
  s += cheeks(fx, hy + hr * 0.3, hr * 1.1, hr * 0.14) + eyes(spec.expr, fx, hy - hr * 0.1, hr * 0.7, hr * 0.16);
  const by2 = hy + hr * 0.25;
  if (b.bill === 'flat') s += P(`M${fmt(fx - hr * 0.35)} ${fmt(by2)}q${fmt(hr * 0.6)} ${fmt(-hr * 0.35)} ${fmt(hr * 1.0)} ${fmt(hr * 0.02)}q${fmt(-hr * 0.2)} ${fmt(hr * 0.4)} ${fmt(-hr * 1.0)} ${fmt(hr * 0.16)}Z`, b.beak);
  else if (b.bill === 'hook') s += P(`M${fmt(fx - hr * 0.15)} ${fmt(by2 - hr * 0.1)}q${fmt(hr * 0.5)} ${fmt(-hr * 0.2)} ${fmt(hr * 0.45)} ${fmt(hr * 0.5)}q${fmt(-hr * 0.3)} ${fmt(-hr * 0.15)} ${fmt(-hr * 0.45)} ${fmt(-hr * 0.1)}Z`, b.beak);
  else s += P(pts([[fx - hr * 0.15, by2 - hr * 0.12], [fx + hr * 0.15, by2 - hr * 0.12], [fx, by2 + hr * 0.22]]), b.beak, { 'stroke-width': 3 });
  return { body: s, ext: { top: -hy + hr * 1.3, half: r * 1.2, face: [fx, hy] }, hand: [fx + hr * 0.6, by2 + hr * 0.3], handScale: Math.max(0.25, r / 150) };
}

const BIRDS: Record<string, Bird> = {
  duck: { body: '#ffe566', belly: '#fff3a8', wing: '#ffd633', beak: '#ff9f2e', legs: '#ff9f2e', r: 54, upright: false, bill: 'flat', tail: '#ffe566' },
  hen: {
    body: '#ffffff', belly: '#f4ecdf', wing: '#eadfcf', beak: '#ffb22e', legs: '#ffb22e', r: 56, upright: false, bill: 'pointy', tail: '#eadfcf',
    marks: (hx, hy, hr) => P(`M${fmt(hx - hr * 0.5)} ${fmt(hy - hr * 0.8)}q0-${fmt(hr * 0.5)} ${fmt(hr * 0.35)}-${fmt(hr * 0.35)}q${fmt(hr * 0.1)}-${fmt(hr * 0.45)} ${fmt(hr * 0.4)}-${fmt(hr * 0.1)}q${fmt(hr * 0.35)}-${fmt(hr * 0.2)} ${fmt(hr * 0.35)} ${fmt(hr * 0.3)}Z`, '#ff5a5a') + E(hx + hr * 0.2, hy + hr * 0.65, hr * 0.12, hr * 0.2, '#ff5a5a'),
  },
  chick: { body: '#ffe14d', belly: '#fff1a0', wing: '#ffd21f', beak: '#ff9f2e', legs: '#ff9f2e', r: 40, upright: true, bill: 'pointy', marks: (hx, hy, hr) => L(`M${fmt(hx - 4)} ${fmt(hy - hr * 1.15)}q-6-16 6-20M${fmt(hx + 4)} ${fmt(hy - hr * 1.15)}q4-14 14-14`, '#3b2f4a', 4) },
  owl: {
    body: '#a87a52', belly: '#e8d2b0', wing: '#8a5f3e', beak: '#ffb22e', legs: '#ffb22e', r: 62, upright: true, bill: 'hook',
    marks: (hx, hy, hr) => [-1, 1].map((s) => P(`M${fmt(hx + s * hr * 0.55)} ${fmt(hy - hr * 0.7)}l${fmt(s * hr * 0.35)} ${fmt(-hr * 0.6)}l${fmt(-s * hr * 0.5)} ${fmt(hr * 0.35)}Z`, '#8a5f3e') + C(hx + hr * 0.15 + s * hr * 0.35, hy - hr * 0.1, hr * 0.36, '#fff3dc')).join(''),
  },
  penguin: { body: '#34405e', belly: '#ffffff', wing: '#2a3450', beak: '#ffa12e', legs: '#ffa12e', r: 60, upright: true, bill: 'pointy', marks: (hx, hy, hr) => E(hx + hr * 0.15, hy + hr * 0.05, hr * 0.75, hr * 0.6, '#ffffff', true) },
  bird: { body: '#6fb7ff', belly: '#ffd9a8', wing: '#4a94e0', beak: '#ffb22e', legs: '#ff9f2e', r: 34, upright: false, bill: 'pointy', tail: '#4a94e0' },
  parrot: {
    body: '#ff5a5a', belly: '#ffd34d', wing: '#3fb36b', beak: '#fff0d0', legs: '#8a8a9a', r: 44, upright: false, bill: 'hook', tail: '#4a94e0',
    marks: (hx, hy, hr) => C(hx + hr * 0.15, hy - hr * 0.1, hr * 0.48, '#ffffff', true),
  },
};

/** The bird drawings, by character value. */
export const BIRD_DRAWINGS: Record<string, CharacterDraw> = Object.fromEntries(Object.entries(BIRDS).map(([k, b]) => [k, (spec: PoseSpec) => drawBird(b, spec)]));
