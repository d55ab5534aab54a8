/**
 * Poses of the reading books' characters: each `ART_POSES` value becomes a small set of body
 * settings every character drawing understands (where the arms and legs go, how high the body
 * floats, how far it leans, which face it makes), plus the little signs drawn around it (Zzz for
 * sleep, a tear, a thought bubble, sparkles, motion lines, ripples, a dirt pile). No letters: the
 * pictures carry no text, so the Zzz are drawn as zigzag shapes.
 */
import type { ART_POSES, ART_PROPS } from '../../../core/reading/book-schema';
import { C, E, type Expr, fmt, L, P, pts } from './kit';

export type ArtPose = (typeof ART_POSES)[number];
export type ArtProp = (typeof ART_PROPS)[number];

/** Where the arms (or front paws, wings) go. */
export type Arms = 'down' | 'walk' | 'run' | 'up' | 'wave' | 'point' | 'hold' | 'dig' | 'think' | 'swim';
/** Where the legs go. */
export type Legs = 'stand' | 'walk' | 'run' | 'tuck' | 'sit' | 'lie' | 'swim';

/** What a drawing needs to know of a pose. */
export interface PoseSpec {
  pose: ArtPose;
  expr: Expr;
  arms: Arms;
  legs: Legs;
  /** How high the body floats above its place (px, jump and fly). */
  lift: number;
  /** Forward lean, degrees (run, dig). */
  tilt: number;
}

const SPECS: Record<ArtPose, Omit<PoseSpec, 'pose'>> = {
  stand: { expr: 'smile', arms: 'down', legs: 'stand', lift: 0, tilt: 0 },
  walk: { expr: 'smile', arms: 'walk', legs: 'walk', lift: 0, tilt: 0 },
  run: { expr: 'happy', arms: 'run', legs: 'run', lift: 10, tilt: 8 },
  jump: { expr: 'happy', arms: 'up', legs: 'tuck', lift: 80, tilt: 0 },
  sit: { expr: 'smile', arms: 'down', legs: 'sit', lift: 0, tilt: 0 },
  sleep: { expr: 'closed', arms: 'down', legs: 'lie', lift: 0, tilt: 0 },
  wave: { expr: 'happy', arms: 'wave', legs: 'stand', lift: 0, tilt: 0 },
  point: { expr: 'smile', arms: 'point', legs: 'stand', lift: 0, tilt: 0 },
  hold: { expr: 'smile', arms: 'hold', legs: 'stand', lift: 0, tilt: 0 },
  read: { expr: 'smile', arms: 'hold', legs: 'sit', lift: 0, tilt: 0 },
  dig: { expr: 'smile', arms: 'dig', legs: 'walk', lift: 0, tilt: 12 },
  swim: { expr: 'happy', arms: 'swim', legs: 'swim', lift: -40, tilt: 0 },
  fly: { expr: 'happy', arms: 'up', legs: 'tuck', lift: 150, tilt: 6 },
  think: { expr: 'think', arms: 'think', legs: 'stand', lift: 0, tilt: 0 },
  cheer: { expr: 'happy', arms: 'up', legs: 'stand', lift: 20, tilt: 0 },
  sad: { expr: 'sad', arms: 'down', legs: 'stand', lift: 0, tilt: -4 },
  surprised: { expr: 'surprised', arms: 'up', legs: 'stand', lift: 6, tilt: -4 },
};

/**
 * The body settings of a pose.
 * @throws Error for a value outside `ART_POSES`
 */
export function poseSpec(pose: ArtPose): PoseSpec {
  const s = (SPECS as Partial<Record<string, Omit<PoseSpec, 'pose'>>>)[pose];
  if (s === undefined) throw new Error(`no drawing for the pose "${pose}"`);
  return { pose, ...s };
}

/** The extent of a drawn figure, for the signs around it (feet at 0, facing right). */
export interface Extent {
  /** Height of the head's top above the feet. */
  top: number;
  /** Half width. */
  half: number;
  /** Centre of the face. */
  face: readonly [number, number];
}

/** Zzz as three zigzag shapes rising to the upper right (no letters). */
function zzz(x: number, y: number): string {
  let s = '';
  for (let i = 0; i < 3; i++) {
    const k = 14 + i * 6;
    const ox = x + i * 34;
    const oy = y - i * 38;
    s += L(pts([[ox, oy], [ox + k, oy], [ox, oy + k], [ox + k, oy + k]], false), '#6f7fd8', 6);
  }
  return s;
}

function sparkle(x: number, y: number, r: number, fill: string): string {
  const k = r * 0.28;
  return P(`M${fmt(x)} ${fmt(y - r)}Q${fmt(x + k)} ${fmt(y - k)} ${fmt(x + r)} ${fmt(y)}Q${fmt(x + k)} ${fmt(y + k)} ${fmt(x)} ${fmt(y + r)}Q${fmt(x - k)} ${fmt(y + k)} ${fmt(x - r)} ${fmt(y)}Q${fmt(x - k)} ${fmt(y - k)} ${fmt(x)} ${fmt(y - r)}Z`, fill, { 'stroke-width': 3 });
}

/**
 * The signs of a pose around a figure, in the figure's unmirrored local frame (feet at 0, 0).
 * `front` is drawn over the figure (ripples), `back` behind it.
 */
export function poseSigns(spec: PoseSpec, ext: Extent): { back: string; front: string } {
  const [fx, fy] = ext.face;
  const top = -ext.top;
  switch (spec.pose) {
    case 'sleep':
      return { back: '', front: zzz(fx + 40, fy - 70) };
    case 'sad':
      return { back: '', front: P(`M${fmt(fx + 24)} ${fmt(fy + 2)}q-9 16 0 20q9-4 0-20Z`, '#8fd3ff', { 'stroke-width': 3 }) };
    case 'think':
      return {
        back: '',
        front: C(fx + 70, top - 10, 8, '#ffffff') + C(fx + 95, top - 40, 13, '#ffffff') + E(fx + 150, top - 95, 55, 40, '#ffffff') + C(fx + 130, top - 95, 6, '#c7b8ff', true) + C(fx + 150, top - 95, 6, '#c7b8ff', true) + C(fx + 170, top - 95, 6, '#c7b8ff', true),
      };
    case 'cheer':
      return { back: sparkle(-ext.half - 30, top + 20, 20, '#ffd23f') + sparkle(ext.half + 35, top + 5, 16, '#ff8fb8') + sparkle(ext.half + 10, top - 40, 12, '#7fd6ff'), front: '' };
    case 'surprised':
      return { back: '', front: [-40, 0, 40].map((a) => L(`M${fmt(fx + Math.sin((a * Math.PI) / 180) * 70)} ${fmt(top - 12 - Math.cos((a * Math.PI) / 180) * 8)}l${fmt(Math.sin((a * Math.PI) / 180) * 22)} ${fmt(-Math.cos((a * Math.PI) / 180) * 22)}`, '#ff7a59', 6)).join('') };
    case 'run':
    case 'fly':
      return { back: [0, 1, 2].map((i) => L(`M${fmt(-ext.half - 20 - i * 8)} ${fmt(top * (0.3 + i * 0.22))}h${fmt(-60 + i * 12)}`, '#ffffff', 7)).join(''), front: '' };
    case 'jump':
      return { back: L(`M${fmt(-ext.half * 0.7)} 14q${fmt(ext.half * 0.7)} 14 ${fmt(ext.half * 1.4)} 0`, '#ffffff', 6), front: '' };
    case 'dig':
      return { back: '', front: P(`M${fmt(ext.half * 0.4)} 6q50-60 100 0Z`, '#9a6b45') + C(ext.half * 0.4 + 80, -40, 6, '#9a6b45') + C(ext.half * 0.4 + 30, -52, 5, '#9a6b45') };
    case 'swim': {
      // A round pool of water around the swimmer, a wavy white rim on top.
      const w = ext.half + 50;
      return { back: '', front: E(0, 10, w, 34, '#5fb8e8', true) + L(`M${fmt(-w * 0.8)} -8q${fmt(w * 0.2)} -16 ${fmt(w * 0.4)} 0t${fmt(w * 0.4)} 0t${fmt(w * 0.4)} 0t${fmt(w * 0.4)} 0`, '#ffffff', 6) };
    }
    default:
      return { back: '', front: '' };
  }
}
