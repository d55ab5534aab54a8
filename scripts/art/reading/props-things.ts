/**
 * Props to carry, play and work with: book, kite, watering can, shovel, bucket, umbrella, lamp,
 * box, gift, map, compass, telescope, magnifier, backpack, pencil, paint, drum, guitar, bell, key,
 * clock, basket, fishing rod, lantern.
 */
import { C, E, L, P, R } from './kit';
import { prop, type PropDef } from './props-kit';

export const THING_PROPS: Record<string, PropDef> = {
  book: prop(70, () => P('M-60 -66q30-10 58 0v66q-28-10-58 0Z', '#7fb8ff') + P('M60 -66q-30-10-58 0v66q28-10 58 0Z', '#ff8f8f') + P('M-50 -56q24-6 44 2v54q-20-8-44-2Z', '#ffffff', { stroke: 'none' }) + P('M50 -56q-24-6-44 2v54q20-8 44-2Z', '#ffffff', { stroke: 'none' }) + L('M-42 -44q16-4 30 2M-42 -30q16-4 30 2M14 -42q14-4 28-2M14 -28q14-4 28-2', '#c9d2e0', 4), { hold: 2 }),
  kite: prop(220, () => L('M0 -60q-30 40 10 60q30 20 0 60', '#3b2f4a', 3) + P('M0 -220l60 80l-60 90l-60-90Z', '#ff8fb8') + P('M0 -220l60 80h-120Z', '#ffd34d') + L('M0 -220v170M-60 -140h120') + P('M-4 -20l8-14l8 14Z', '#8fd0ff') + P('M-4 20l8-14l8 14Z', '#6cc070'), { layer: 'sky', scale: 0.9, hold: 0.6 }),
  'watering-can': prop(80, () => R(-40, -70, 80, 70, '#6cc0ff', 12) + P('M36 -44l50-36l6 8l-44 40Z', '#6cc0ff') + E(92, -78, 10, 14, '#5aaeee', false, 40) + P('M-30 -70q30-40 60 0', 'none', { 'stroke-width': 8 })),
  shovel: prop(140, () => R(-5, -140, 10, 100, '#b07a4a', 4) + R(-18, -150, 36, 14, '#b07a4a', 7) + P('M-26 -44h52v20q0 24-26 24t-26-24Z', '#a9b4c8'), { hold: 1.8, grip: 'bottom' }),
  bucket: prop(80, () => P('M-40 -64h80l-8 64h-64Z', '#ff8f6b') + E(0, -64, 40, 10, '#e8735a') + P('M-38 -64q38-50 76 0', 'none', { 'stroke-width': 5 }) + R(-36, -40, 72, 10, '#ffd34d', 0, true)),
  umbrella: prop(190, () => L('M0 -150v130q0 20 20 20', '#3b2f4a', 8) + P('M-100 -130q0-70 100-70t100 70q-17-14-33 0q-17-14-34 0q-16-14-33 0q-17-14-33 0q-17-14-34 0q-16-14-33 0Z', '#ff6b8a') + P('M-33 -130q0-60 33-70q33 10 34 70q-17-14-34 0q-16-14-33 0Z', '#ffd34d'), { hold: 2, grip: 'bottom' }),
  lamp: prop(200, () => E(0, -6, 40, 8, '#8a6a54') + R(-6, -150, 12, 144, '#8a6a54') + P('M-50 -140h100l-24-60h-52Z', '#ffe08a') + E(0, -130, 60, 14, '#fff6c8', true), { hold: 0.5 }),
  box: prop(100, () => P('M-60 -80h120v80h-120Z', '#d9a066') + P('M-60 -80l-16-22h90l-14 22Z', '#e8b47a') + P('M60 -80l16-22h-90l14 22Z', '#c98f58') + R(-10, -80, 20, 80, '#e8c79a', 0, true), { hold: 0.9 }),
  gift: prop(100, () => R(-50, -76, 100, 76, '#8fd0ff', 6) + R(-58, -92, 116, 20, '#7fb8ff', 6) + R(-10, -92, 20, 92, '#ff6b8a', 0, true) + P('M0 -92q-40-30-30 0Zq40-30 30 0Z', '#ff6b8a'), { hold: 1.0 }),
  map: prop(80, () => P('M-60 -70l40 10l40-10l40 10v70l-40-10l-40 10l-40-10Z', '#fff1c8') + L('M-20 -60v70M20 -70v70', '#e8d3a0', 4) + L('M-46 -20q20-30 40-10t40-20', '#ff6b6b', 4) + P('M30 -44l10 10M40 -44l-10 10', 'none', { stroke: '#ff3b3b' }) + C(-46, -20, 6, '#6cc070', true), { hold: 1.4 }),
  compass: prop(80, () => C(0, -40, 40, '#ffd34d') + C(0, -40, 30, '#ffffff') + P('M0 -66l8 26h-16Z', '#ff5a5a', { 'stroke-width': 3 }) + P('M0 -14l8-26h-16Z', '#8fa3c8', { 'stroke-width': 3 }) + C(0, -84, 6, '#ffd34d'), { hold: 1.3 }),
  telescope: prop(150, () => L('M0 0l-30-70M0 0l30-70M0 0v-70', '#8a6a54', 6) + R(-70, -110, 150, 34, '#5a8dee', 16) + R(60, -116, 30, 46, '#3f6fd0', 10) + R(-84, -104, 20, 22, '#3f6fd0', 6), { hold: 0.6 }),
  magnifier: prop(120, () => R(-6, -60, 12, 60, '#b07a4a', 6) + C(0, -86, 34, '#d8f3ff') + C(0, -86, 34, 'none') + P('M-14 -100q8-10 20-8', 'none', { stroke: '#ffffff' }), { hold: 1.2, grip: 'bottom' }),
  backpack: prop(110, () => P('M-50 -60q0-50 50-50t50 50v60h-100Z', '#ff8f6b') + R(-34, -50, 68, 40, '#ffb38f', 10) + P('M-20 -108q20-20 40 0', 'none', { 'stroke-width': 7 })),
  pencil: prop(40, () => P('M-70 -30h110l30 15l-30 15h-110Z', '#ffd34d') + P('M40 -30l30 15l-30 15Z', '#f2d0a4') + P('M62 -19l8 4l-8 4Z', '#3b2f4a') + R(-80, -30, 14, 30, '#ff8fb8', 4), { hold: 1.5 }),
  paint: prop(90, () => E(0, -30, 70, 34, '#fff6e6') + C(-36, -38, 11, '#ff5a5a', true) + C(-10, -48, 11, '#ffd34d', true) + C(18, -44, 11, '#5a8dee', true) + C(38, -26, 11, '#6cc070', true) + C(-20, -18, 9, '#ffffff') + L('M10 -10l50-70', '#b07a4a', 7) + P('M56 -78l10-16l6 4l-8 16Z', '#ff8fb8'), { hold: 1.2 }),
  drum: prop(90, () => R(-56, -80, 112, 80, '#ff6b6b', 10) + E(0, -80, 56, 16, '#fff6e6') + L('M-56 -60l30 50l26-50l26 50l30-50', '#ffd34d', 5) + L('M40 -100l40-40M-40 -100l-30-40', '#b07a4a', 6)),
  guitar: prop(190, () => R(-8, -190, 16, 110, '#8a5a3a', 4) + R(-14, -204, 28, 24, '#6a4430', 6) + P('M0 -100q-50-10-50 40q0 60 50 60t50-60q0-50-50-40Z', '#ffa64d') + C(0, -50, 16, '#6a4430') + L('M-4 -190v150M4 -190v150', '#fff6e6', 2), { hold: 0.8 }),
  bell: prop(90, () => P('M-46 -16q0-60 46-66q46 6 46 66Z', '#ffd34d') + R(-52, -20, 104, 14, '#ffc21f', 7) + C(0, -2, 10, '#ffc21f') + C(0, -88, 8, '#ffc21f') + E(-20, -56, 6, 14, '#ffffff', true, 20)),
  key: prop(50, () => C(-40, -24, 22, '#ffd34d') + C(-40, -24, 8, '#fff6e6') + P('M-18 -30h70v12h-10v14h-12v-14h-10v10h-12v-10h-26Z', '#ffd34d'), { hold: 1.6 }),
  clock: prop(110, () => C(0, -56, 48, '#ff8fb8') + C(0, -56, 38, '#ffffff') + L('M0 -56v-26M0 -56l18 10', '#3b2f4a', 5) + C(-36, -96, 14, '#ffd34d') + C(36, -96, 14, '#ffd34d') + L('M-30 -12l-10 12M30 -12l10 12', '#3b2f4a', 6), { hold: 1.1 }),
  basket: prop(100, () => P('M-56 -50h112l-14 50h-84Z', '#d9a066') + L('M-50 -30h100M-44 -12h88M-20 -50l4 50M20 -50l-4 50', '#b07a4a', 4) + P('M-46 -50q46-90 92 0', 'none', { 'stroke-width': 8 }) + C(-20, -56, 12, '#ff5a5a') + C(4, -60, 12, '#ffd34d') + C(26, -56, 12, '#ff8f6b')),
  'fishing-rod': prop(200, () => L('M-40 0l100-190', '#b07a4a', 8) + L('M60 -190q40 40 40 120', '#3b2f4a', 2.5) + C(-24, -34, 12, '#8a93a6') + P('M92 -70q8 0 8 14q0 10-8 10t-8-10q0-14 8-14Z', '#ff5a5a'), { hold: 0.7, grip: 'bottom' }),
  lantern: prop(120, () => P('M-20 -120h40', 'none', { 'stroke-width': 6 }) + P('M-30 -104q30-30 60 0', 'none', { 'stroke-width': 6 }) + R(-36, -104, 72, 16, '#3b4257', 6) + R(-30, -88, 60, 74, '#ffe08a', 10) + C(0, -52, 14, '#ffb84d', true) + R(-36, -16, 72, 16, '#3b4257', 6), { hold: 1.0, grip: 'bottom' }),
};
