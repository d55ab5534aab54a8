/**
 * The small creatures of the reading books, each drawn on its own (no shared rig fits a snail and a
 * bee): bee, ant, butterfly, ladybug, snail, frog, turtle and snake. Poses change the face and, for
 * the fliers and walkers, the wings and legs; the body is lifted, leaned and mirrored by compose.ts.
 */
import { C, cheeks, E, eyes, INK, L, limb, mouth, P } from './kit';
import type { PoseSpec } from './pose';
import type { CharacterDraw, Figure } from './figure';

/** A face: eyes and mouth at (x, y), radius-ish size r. */
function face(spec: PoseSpec, x: number, y: number, r: number): string {
  return cheeks(x, y + r * 0.35, r * 1.2, r * 0.16) + eyes(spec.expr, x, y - r * 0.1, r * 0.7, r * 0.16) + mouth(spec.expr, x, y + r * 0.4, r * 0.4);
}

function fig(body: string, top: number, half: number, fx: number, fy: number, hand: [number, number] | null = null, handScale = 0.3): Figure {
  return { body, ext: { top, half, face: [fx, fy] }, hand, handScale };
}

const flap = (spec: PoseSpec): number => (spec.arms === 'up' || spec.arms === 'wave' ? -20 : 0);

/** The small creature drawings, by character value. */
export const SMALL_DRAWINGS: Record<string, CharacterDraw> = {
  bee: (spec) => {
    const y = -70;
    const a = flap(spec);
    const body =
      E(-20, y - 40, 30, 44, '#e6f6ff', false, -30 + a) + E(12, y - 42, 26, 40, '#e6f6ff', false, 25 - a) +
      P(`M-62 ${y}l-20 6l20 8Z`, INK) +
      E(-5, y, 62, 44, '#ffd43b') +
      L(`M-30 ${y - 40}q-10 40 0 80M0 ${y - 44}q-10 44 0 88`, INK, 12) +
      C(50, y - 8, 38, '#ffd43b') + L(`M42 ${y - 44}q-6-24-20-30M62 ${y - 42}q10-24 24-26`, INK, 4) + C(22, y - 74, 5, INK) + C(86, y - 68, 5, INK) +
      face(spec, 56, y - 10, 32);
    return fig(body, 130, 80, 56, y - 10);
  },
  ant: (spec) => {
    const legs = [-30, 0, 30].map((x) => L(`M${x} -40q${x / 3 - 14} 20 ${x / 2 - 20} 40`, INK, 6)).join('');
    const body = legs + E(-50, -44, 34, 26, '#c4553b') + E(0, -46, 20, 16, '#c4553b') + C(44, -62, 32, '#c4553b') + L('M40 -92q-6-24-22-28M58 -90q10-24 26-24', INK, 4) + face(spec, 50, -64, 28);
    return fig(body, 110, 90, 50, -64, [80, -40], 0.22);
  },
  butterfly: (spec) => {
    const a = flap(spec);
    const y = -90;
    const body =
      E(-36, y - 36, 40, 50, '#ff8fc7', false, -30 + a) + E(36, y - 36, 40, 50, '#ff8fc7', false, 30 - a) + E(-28, y + 28, 28, 34, '#b48cf2', false, 30) + E(28, y + 28, 28, 34, '#b48cf2', false, -30) +
      C(-40, y - 40, 14, '#ffe14d', true) + C(40, y - 40, 14, '#ffe14d', true) +
      E(0, y + 10, 12, 46, '#5a4a7a') + C(0, y - 42, 24, '#5a4a7a') + L(`M-8 ${y - 62}q-10-24-24-26M8 ${y - 62}q10-24 24-26`, INK, 4) +
      eyes(spec.expr, 0, y - 44, 20, 4) + mouth(spec.expr, 0, y - 32, 12);
    return fig(body, 180, 80, 0, y - 44);
  },
  ladybug: (spec) => {
    const legs = [-30, 0, 30].map((x) => L(`M${x} -20l${x / 4 - 6} 18`, INK, 6)).join('');
    const body = legs + C(46, -40, 30, '#3b2f4a') + P('M-62 -10a62 58 0 0 1 124 0Z', '#ff4d4d') + L('M0 -68v58', INK, 4) + [[-34, -36], [-20, -56], [24, -50], [36, -26], [-12, -24]].map(([x, y]) => C(x as number, y as number, 9, '#3b2f4a', true)).join('') + C(62, -46, 26, '#3b2f4a') + eyes(spec.expr, 66, -50, 20, 6) + mouth(spec.expr, 66, -36, 12).replace(INK, '#ffffff');
    return fig(body, 80, 70, 66, -50);
  },
  snail: (spec) => {
    const body =
      P('M-70 0q-10-40 40-40h80q40 0 40-50q14 0 16 20v50q0 20-30 20Z', '#a7d98c') +
      L('M86 -86l-6-34M104 -84l10-32', '#7fbf66', 7) + C(80, -124, 8, '#7fbf66') + C(116, -120, 8, '#7fbf66') +
      C(-10, -82, 58, '#ffb46b') + L('M-10 -82m-40 0a40 40 0 1 1 40 40a26 26 0 1 1-18-34a12 12 0 1 1 14 10', '#d9803b', 6) +
      face(spec, 98, -64, 22);
    return fig(body, 150, 90, 98, -64);
  },
  frog: (spec) => {
    const sit = spec.legs !== 'tuck' && spec.legs !== 'run';
    const legs = sit ? E(-50, -20, 40, 24, '#6cc070') + E(40, -8, 26, 10, '#6cc070') + E(-40, -6, 30, 10, '#6cc070') : limb('M-40 -40q-40 20-70 40', '#6cc070', 22) + limb('M30 -40q30 20 60 30', '#6cc070', 18);
    const body = legs + E(0, -56, 70, 52, '#7ed07a') + E(4, -40, 44, 28, '#c9f0b4', true) + C(-28, -104, 24, '#7ed07a') + C(28, -104, 24, '#7ed07a') + eyes(spec.expr, 0, -106, 56, 11) + cheeks(0, -70, 90, 8) + mouth(spec.expr, 0, -74, 50);
    return fig(body, 140, 80, 0, -100, [40, -40], 0.3);
  },
  turtle: (spec) => {
    const body =
      E(-56, -10, 20, 12, '#9fd67a') + E(40, -10, 20, 12, '#9fd67a') + P('M-50 -40l-24 6l22 6Z', '#9fd67a') +
      C(78, -62, 32, '#9fd67a') + face(spec, 84, -64, 26) +
      P('M-70 -20a70 64 0 0 1 140 0Z', '#5aa05a') + P('M-40 -44l20-20h40l20 20l-20 20h-40Z', '#79c06b', { 'stroke-width': 3 }) + L('M-70 -20h140', INK, 4) + P('M-76 -20h152q0 12-12 12h-128q-12 0-12-12Z', '#e8d38a');
    return fig(body, 110, 100, 84, -64, [110, -40], 0.3);
  },
  snake: (spec) => {
    const body =
      limb('M-110 -14q40 -40 80 0t80 0q30 24 40 -40', '#7fcf5a', 30) +
      L('M-90 -26l10 10M-50 -14l8 12M-10 -18l10 12M30 -8l8 12', '#4f9a3a', 6) +
      E(100, -92, 40, 32, '#7fcf5a') + L('M138 -82l20 4l6 -8M158 -78l6 6', '#ff5a5a', 4) + face(spec, 104, -96, 28);
    return fig(body, 130, 130, 104, -96);
  },
};
