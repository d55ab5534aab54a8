/**
 * The water creatures of the reading books, each drawn on its own: fish, octopus, crab, whale,
 * dolphin and seal. Fish, octopus, whale and dolphin float a little above their place (they swim);
 * the pose gives the face and, for the crab and octopus, raised claws or arms.
 */
import { C, cheeks, E, eyes, fmt, L, limb, mouth, P } from './kit';
import type { PoseSpec } from './pose';
import type { CharacterDraw, Figure } from './figure';

function face(spec: PoseSpec, x: number, y: number, r: number): string {
  return cheeks(x, y + r * 0.35, r * 1.2, r * 0.16) + eyes(spec.expr, x, y - r * 0.1, r * 0.7, r * 0.16) + mouth(spec.expr, x, y + r * 0.4, r * 0.4);
}

function fig(body: string, top: number, half: number, fx: number, fy: number, hand: [number, number] | null = null, handScale = 0.3): Figure {
  return { body, ext: { top, half, face: [fx, fy] }, hand, handScale };
}

const up = (spec: PoseSpec): boolean => spec.arms === 'up' || spec.arms === 'wave' || spec.arms === 'point';

/** The water creature drawings, by character value. */
export const SEA_DRAWINGS: Record<string, CharacterDraw> = {
  fish: (spec) => {
    const y = -80;
    const body = P(`M-50 ${y}l-46-36v72Z`, '#ff9f43') + P(`M-10 ${y - 44}q20-30 44-6Z`, '#ffc46b') + E(0, y, 70, 50, '#ffb14e') + L(`M-20 ${y - 40}q12 40 0 80`, '#ff8f2e', 6) + face(spec, 34, y - 8, 30);
    return fig(body, 150, 100, 34, y - 8);
  },
  octopus: (spec) => {
    const arms = [-60, -30, 0, 30, 60].map((x, i) => limb(`M${x * 0.7} -60q${x * 0.5} 30 ${x} ${up(spec) && (i === 0 || i === 4) ? -60 : 50}q${i % 2 === 0 ? 14 : -14} 6 ${i % 2 === 0 ? 20 : -20} -4`, '#b48cf2', 20)).join('');
    const body = arms + E(0, -110, 70, 70, '#c5a3ff') + C(-30, -150, 10, '#e2d1ff', true) + face(spec, 6, -110, 40);
    return fig(body, 190, 100, 6, -110, [80, -60], 0.35);
  },
  crab: (spec) => {
    const claws = up(spec) ? [-1, 1].map((s) => limb(`M${s * 50} -50q${s * 30} -30 ${s * 40} -80`, '#ff6b5a', 12) + P(`M${s * 40} -130m-22 0a24 24 0 1 1 44 0l-14 4l-8-18l-8 18Z`, '#ff6b5a')).join('') : [-1, 1].map((s) => limb(`M${s * 50} -40q${s * 30} -10 ${s * 50} -30`, '#ff6b5a', 12) + C(s * 104, -72, 22, '#ff6b5a')).join('');
    const legs = [-1, 1].map((s) => L(`M${s * 40} -30l${s * 30} 28M${s * 20} -26l${s * 24} 26`, '#e8503f', 8)).join('');
    const body = legs + claws + L('M-16 -70v-34M16 -70v-34', '#e8503f', 6) + E(0, -46, 62, 40, '#ff6b5a') + C(-16, -108, 14, '#ffffff') + C(16, -108, 14, '#ffffff') + eyes(spec.expr, 0, -108, 32, 7) + cheeks(0, -40, 70, 9) + mouth(spec.expr, 0, -38, 26);
    return fig(body, 150, 110, 0, -108, up(spec) ? [40, -150] : [104, -96], 0.35);
  },
  whale: (spec) => {
    const y = -70;
    const spout = spec.pose === 'sleep' ? '' : L(`M60 ${y - 84}q0-40-26-50M60 ${y - 84}q0-40 26-50M60 ${y - 84}v-56`, '#8fd3ff', 8);
    const body = P(`M-130 ${y - 10}l-70-40v70l40-10Z`, '#5a8fd8') + P(`M-150 ${y}q20-90 160-90q130 0 130 80q0 60-120 60h-80q-90 0-90-50Z`, '#6ba3ec') + P(`M-100 ${y + 30}q100 40 230 0q-20 30-110 30q-90 0-120-30Z`, '#dbeaff', { stroke: 'none' }) + spout + face(spec, 70, y - 6, 34);
    return fig(body, 180, 180, 70, y - 6);
  },
  dolphin: (spec) => {
    const y = -90;
    const body = P(`M-100 ${y + 20}l-40-40l-10 50Z`, '#7fa8d8') + P(`M-30 ${y - 50}q10-40 40-40q-10 20-6 40Z`, '#7fa8d8') + P(`M-120 ${y + 20}q20-80 120-80q90 0 110 50l50 14q-10 16-56 10q-40 40-120 26q-60-10-104-20Z`, '#8fb8e8') + P(`M-40 ${y + 30}q70 20 130 -10q-20 30-70 30q-40 0-60-20Z`, '#e4f0ff', { stroke: 'none' }) + face(spec, 70, y - 20, 30);
    return fig(body, 160, 150, 70, y - 20, [150, y - 10], 0.32);
  },
  seal: (spec) => {
    const flip = up(spec) ? P('M20 -80q50-30 60-80q-40 20-70 60Z', '#8f9bb3') : P('M10 -40q40 10 50 40q-40 0-60-20Z', '#8f9bb3');
    const body = P('M-100 -4q-30-10-36-40q30 10 50 10Z', '#8f9bb3') + P('M-110 0q-10-60 60-100q40-30 60-80q60-10 70 40q10 70-30 110q-30 30-160 30Z', '#aab4c8') + E(-20, -30, 60, 26, '#d4dbe8', true) + flip + face(spec, 56, -148, 30) + L(`M${fmt(80)} -136l30-6M80 -128l30 6`, '#3b2f4a', 2.5);
    return fig(body, 200, 130, 56, -148, [66, -196], 0.35);
  },
};
