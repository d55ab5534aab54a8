/**
 * Props from outdoors and the sky: tree, flower, sunflower, sandcastle, shell, rock, log, leaf,
 * mushroom, nest, web, snowman, campfire, tent, and the sky things (sun, moon, star, cloud, rain
 * cloud, rainbow, snowflake).
 */
import { C, E, fmt, L, P, R } from './kit';
import { prop, type PropDef } from './props-kit';

const cloudD = 'M-90 0q-30 0-30-30t34-30q6-40 50-40q36 0 50 30q40-10 56 20q34 0 34 30q0 20-24 20Z';

export const NATURE_PROPS: Record<string, PropDef> = {
  tree: prop(330, () => R(-20, -150, 40, 150, '#a0704a', 12) + L('M0 -90l30-30', '#a0704a', 14) + C(0, -230, 100, '#6cc070') + C(-80, -170, 60, '#5db25f') + C(80, -170, 60, '#5db25f') + C(-30, -250, 30, '#8fd98f', true) + C(40, -190, 8, '#ff5a5a') + C(-50, -200, 8, '#ff5a5a') + C(60, -240, 8, '#ff5a5a'), { layer: 'back', hold: 0.2 }),
  flower: prop(100, () => L('M0 0v-60', '#5aae5e', 7) + P('M0 -20q-30-20-30 0q16 10 30 0Z', '#6cc070') + [0, 72, 144, 216, 288].map((a) => C(Math.sin((a * Math.PI) / 180) * 20, -80 - Math.cos((a * Math.PI) / 180) * 20, 14, '#ff8fb8')).join('') + C(0, -80, 12, '#ffd34d'), { hold: 1.2, grip: 'bottom' }),
  sunflower: prop(230, () => L('M0 0v-170', '#5aae5e', 10) + P('M0 -70q-50-30-50 0q26 14 50 0Z', '#6cc070') + P('M0 -110q50-30 50 0q-26 14-50 0Z', '#6cc070') + Array.from({ length: 12 }, (_, i) => E(Math.sin((i * Math.PI) / 6) * 38, -190 - Math.cos((i * Math.PI) / 6) * 38, 12, 22, '#ffd21f', false, (-i * 180) / 6)).join('') + C(0, -190, 28, '#8a5a3a'), { hold: 0.6, grip: 'bottom' }),
  sandcastle: prop(150, () => R(-80, -70, 160, 70, '#f2cf8a', 6) + R(-70, -130, 50, 70, '#f2cf8a', 4) + R(20, -130, 50, 70, '#f2cf8a', 4) + R(-25, -110, 50, 60, '#f2cf8a', 4) + P('M-16 0v-30q16-20 32 0v30Z', '#d9a85f') + L('M-45 -130v-20M45 -130v-20', '#3b2f4a', 3) + P('M-45 -150l22 6l-22 6Z', '#ff6b6b', { 'stroke-width': 2 }), { hold: 0.5 }),
  shell: prop(60, () => P('M0 -60q-46 10-46 40q0 20 46 20t46-20q0-30-46-40Z', '#ffc2b0') + L('M0 -58l-26 54M0 -58v58M0 -58l26 54', '#ff9f8a', 4), { hold: 1.4 }),
  rock: prop(80, () => P('M-70 0q-10-50 30-70q40-20 70 0q30 30 20 70Z', '#b8bfcc') + P('M-30 -56q20-12 40-6', 'none', { stroke: '#e2e6ee', 'stroke-width': 6 })),
  log: prop(70, () => R(-90, -60, 170, 60, '#b07a4a', 28) + E(80, -30, 26, 30, '#e8c08a') + E(80, -30, 12, 14, 'none') + L('M-60 -40h60M-40 -20h80', '#8a5a3a', 4), { hold: 0.6 }),
  leaf: prop(60, () => P('M-50 0q0-60 60-60h40q0 60-60 60Z', '#7fcf5a') + L('M-50 0q40-30 90-60', '#4f9a3a', 4), { hold: 1.4 }),
  mushroom: prop(100, () => P('M-20 0q0-40 4-60h32q4 20 4 60Z', '#fff1dc') + P('M-60 -56q0-50 60-50t60 50Z', '#ff5a5a') + C(-26, -76, 9, '#ffffff', true) + C(12, -90, 8, '#ffffff', true) + C(34, -68, 7, '#ffffff', true)),
  nest: prop(70, () => E(0, -50, 50, 14, '#5a3a22') + C(-16, -54, 16, '#bfe3ff') + C(14, -56, 16, '#bfe3ff') + P('M-64 -50q64 20 128 0q-4 50-64 50t-64-50Z', '#b07a4a') + L('M-50 -34l30 10M0 -26l40-8M-30 -12l50 4', '#8a5a3a', 4)),
  web: prop(200, () => L('M0 -200v200M-100 -100h200M-70 -170l140 140M70 -170l-140 140', '#ffffff', 3) + [30, 60, 90].map((r) => L(`M0 ${-100 - r}l${fmt(r * 0.7)} ${fmt(r * 0.3)}l${fmt(r * 0.3)} ${fmt(r * 0.7)}l${fmt(-r * 0.3)} ${fmt(r * 0.7)}l${fmt(-r * 0.7)} ${fmt(r * 0.3)}l${fmt(-r * 0.7)} ${fmt(-r * 0.3)}l${fmt(-r * 0.3)} ${fmt(-r * 0.7)}l${fmt(r * 0.3)} ${fmt(-r * 0.7)}Z`, '#ffffff', 3)).join('') + C(40, -120, 12, '#3b2f4a'), { layer: 'back', scale: 0.9, hold: 0.4 }),
  snowman: prop(240, () => C(0, -60, 60, '#ffffff') + C(0, -150, 44, '#ffffff') + C(0, -214, 32, '#ffffff') + R(-30, -270, 60, 40, '#3b4257', 6) + R(-44, -236, 88, 10, '#3b4257', 4) + C(-10, -220, 4, '#3b2f4a', true) + C(12, -220, 4, '#3b2f4a', true) + P('M0 -212l30 6l-30 6Z', '#ff9233', { 'stroke-width': 2 }) + P('M-40 -184q40 16 80 0v14q-40 16-80 0Z', '#ff6b6b') + C(0, -150, 5, '#3b2f4a', true) + C(0, -126, 5, '#3b2f4a', true) + L('M-40 -150l-50-30M40 -150l50-30', '#8a5a3a', 6), { hold: 0.4 }),
  campfire: prop(120, () => P('M-30 -20q-20-50 10-90q0 30 20 36q10-40 30-56q14 60-6 110Z', '#ff8f3b') + P('M-10 -20q-6-30 10-50q10 20 16 50Z', '#ffd34d') + R(-70, -24, 140, 20, '#a0704a', 10) + R(-60, -14, 120, 16, '#8a5a3a', 8), { hold: 0.5 }),
  tent: prop(240, () => P('M-160 0l160-230l160 230Z', '#ff9f6b') + P('M0 -230l-50 230h100Z', '#ffc49a') + P('M0 -150l-30 150h60Z', '#6a4a5a') + L('M0 -230l10-20', '#3b2f4a', 6), { layer: 'back', hold: 0.2 }),
  sun: prop(200, () => Array.from({ length: 10 }, (_, i) => { const a = (i * Math.PI) / 5; return L(`M${fmt(Math.sin(a) * 70)} ${fmt(-100 - Math.cos(a) * 70)}l${fmt(Math.sin(a) * 26)} ${fmt(-Math.cos(a) * 26)}`, '#ffc21f', 10); }).join('') + C(0, -100, 56, '#ffd34d') + C(-18, -108, 6, '#3b2f4a', true) + C(18, -108, 6, '#3b2f4a', true) + L('M-14 -86q14 12 28 0', '#3b2f4a', 4), { layer: 'sky', hold: 0.4 }),
  moon: prop(160, () => P('M20 -150a70 70 0 1 0 30 120a56 56 0 1 1-30-120Z', '#fff1a8') + C(-10, -100, 8, '#f2dc7a', true) + C(-4, -60, 6, '#f2dc7a', true), { layer: 'sky', hold: 0.5 }),
  star: prop(100, () => P('M0 -100l14 30l34 4l-25 23l7 33l-30-17l-30 17l7-33l-25-23l34-4Z', '#ffd34d') + C(-10, -50, 3.5, '#3b2f4a', true) + C(10, -50, 3.5, '#3b2f4a', true), { layer: 'sky', hold: 0.9 }),
  cloud: prop(100, () => P(cloudD.replace('M-90 0', 'M-90 0'), '#ffffff'), { layer: 'sky', hold: 0.5 }),
  'rain-cloud': prop(170, () => '<g transform="translate(0 -86)">' + L('M-60 20l-10 24M-10 20l-10 24M40 20l-10 24M-36 60l-10 24M14 60l-10 24', '#5aaeee', 7) + P(cloudD, '#b8c4d6') + '</g>', { layer: 'sky', hold: 0.4 }),
  rainbow: prop(200, () => ['#ff6b6b', '#ffa64d', '#ffd34d', '#6cc070', '#5a8dee', '#9b7cf0'].map((col, i) => L(`M${-200 + i * 16} 0a${200 - i * 16} ${200 - i * 16} 0 0 1 ${400 - i * 32} 0`, col, 16)).join('') + P('M-240 10q0-40 40-40q20-30 50 0q30 0 30 40Z', '#ffffff') + P('M240 10q0-40-40-40q-20-30-50 0q-30 0-30 40Z', '#ffffff'), { layer: 'sky', scale: 1.2, hold: 0.3 }),
  snowflake: prop(100, () => [0, 60, 120].map((a) => `<path d="M0 -100v100M-12 -88l12 12l12-12M-12 -12l12-12l12 12" transform="rotate(${a} 0 -50)" fill="none" stroke="#bfe3ff" stroke-width="8"/>`).join(''), { layer: 'sky', scale: 0.7, hold: 0.8 }),
};
