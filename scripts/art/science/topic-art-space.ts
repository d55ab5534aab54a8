/**
 * The outer space topics' emblems (240 x 240): sun, comets, planets, stars, astronauts,
 * satellites, rocketship, moon, earth. The astronaut and the rocket are the reading books' own
 * (scripts/art/reading), the rest is drawn here with the same kit.
 */
import { C, fmt, g, L, limb, P, R } from '../reading/kit';
import { propDrawing } from '../reading/props';
import { ball, character, type EmblemDraw, face, place, shade, shadeD, shine, sparkle, star } from './topic-art-kit';

function sun(): string {
  let rays = '';
  for (let i = 0; i < 12; i++) {
    const a = (i * Math.PI) / 6;
    const tip = (r: number, da: number): string => `${fmt(120 + Math.cos(a + da) * r)} ${fmt(120 + Math.sin(a + da) * r)}`;
    rays += P(`M${tip(70, -0.2)}L${tip(110, 0)}L${tip(70, 0.2)}Z`, i % 2 === 0 ? '#ffb020' : '#ffcf33');
  }
  return rays + ball(120, 120, 72, '#ffd84d') + shine(92, 88, 16, 9) + face(120, 128, 40, 'happy');
}

function comets(): string {
  // The tail: three streaks fanning out away from the head (towards the lower left).
  return (
    limb('M158 82Q96 100 26 128', '#8fd3ff', 24) + limb('M158 82Q116 150 92 216', '#8fd3ff', 24) + limb('M158 82Q90 130 44 186', '#fff3a8', 30) +
    ball(158, 82, 44, '#dff3ff') + C(140, 62, 7, '#b8d8ee', true) + C(182, 100, 9, '#b8d8ee', true) +
    face(158, 86, 28, 'happy') + sparkle(56, 52, 16) + sparkle(206, 186, 12) + star(200, 30, 10)
  );
}

function planets(): string {
  const ring = (front: boolean): string =>
    g({ transform: 'rotate(-16 112 132)' }, P(front ? 'M10 132a102 28 0 0 0 204 0' : 'M10 132a102 28 0 0 1 204 0', 'none', { stroke: '#ffe7a3', 'stroke-width': 14 }) + P(front ? 'M10 132a102 28 0 0 0 204 0' : 'M10 132a102 28 0 0 1 204 0', 'none', { stroke: '#3b2f4a', 'stroke-width': 3, opacity: 0.25 }));
  return (
    C(200, 46, 22, '#6cc6ff') + shade(200, 46, 22, 22) + C(38, 42, 14, '#ff7a6b') + shade(38, 42, 14, 14) +
    ring(false) +
    C(112, 132, 60, '#ffb45a') +
    P('M58 112q54 14 108 0M54 150q58 14 116 0', 'none', { stroke: '#f08a3c', 'stroke-width': 10 }) +
    shade(112, 132, 60, 60) + shine(88, 100, 12, 7) + face(112, 134, 30) +
    ring(true) + sparkle(206, 200, 12) + sparkle(30, 198, 10)
  );
}

function stars(): string {
  return (
    star(116, 134, 92, '#ffd34d', -6) + shine(100, 86, 10, 6) + face(114, 138, 30, 'happy') +
    star(200, 44, 26, '#ff9fd0', 12) + star(40, 46, 18, '#8fd3ff', -10) + sparkle(206, 204, 14) + sparkle(30, 190, 10)
  );
}

function astronauts(): string {
  return sparkle(40, 40, 14) + star(204, 56, 14) + sparkle(208, 186, 10) + character('astronaut', 'wave', 114, 234, 0.72);
}

function satellites(): string {
  const panel = (x: number): string => R(x, 104, 68, 40, '#4a8df0', 6) + P(`M${x + 23} 104v40M${x + 45} 104v40M${x} 124h68`, 'none', { stroke: '#3b2f4a', 'stroke-width': 3 });
  return (
    g(
      { transform: 'rotate(-20 120 124)' },
      L('M46 124h148', '#c9d3e6', 8) + panel(4) + panel(168) +
        R(88, 94, 64, 60, '#ffc83d', 10) + shadeD('M126 96h20q6 0 6 6v46q0 6-6 6h-20Z') + face(120, 124, 18) +
        L('M120 94v-26', '#3b2f4a', 5) + P('M94 70a26 20 0 0 0 52 0Z', '#e9eef7') + C(120, 58, 7, '#ff6b6b'),
    ) + sparkle(40, 200, 14) + star(206, 196, 12) + sparkle(204, 40, 10)
  );
}

function rocketship(): string {
  const puffs = C(60, 206, 20, '#ffffff') + C(86, 218, 16, '#eef2fa') + C(36, 222, 14, '#eef2fa');
  return puffs + place(propDrawing('rocket').draw(), 98, 196, 0.62, false, 35) + sparkle(196, 200, 14) + star(40, 46, 14) + sparkle(200, 42, 10);
}

function moon(): string {
  return (
    P('M140 24A98 98 0 1 0 206 170A78 78 0 1 1 140 24Z', '#fff1a8') +
    shadeD('M58 190q50 34 120 4q-70 4-100-24Z') +
    C(70, 80, 10, '#f2dc7a', true) + C(88, 190, 8, '#f2dc7a', true) + C(52, 150, 6, '#f2dc7a', true) +
    face(92, 130, 28, 'closed') + star(196, 52, 20) + sparkle(212, 110, 12) + sparkle(160, 212, 10)
  );
}

function earth(): string {
  const land = '#6cc070';
  return (
    C(120, 120, 96, '#4fa8ff') +
    P('M52 66q30-26 60-18q10 20-8 32q-20 4-18 26q-4 22-28 20q-26-10-30-36q6-14 24-24Z', land) +
    P('M150 40q34 8 52 40q6 30-10 40q-20-4-26 12q-14 10-26-8q2-20 14-26q-14-12-14-30q2-22 10-28Z', land) +
    P('M84 172q26-14 46-2q14 16 2 34q-20 10-40 4q-16-14-8-36Z', land) +
    shade(120, 120, 96, 96) + shine(72, 64, 14, 8) + face(120, 128, 34, 'happy')
  );
}

/** The outer space emblems by topic key. */
export const SPACE_EMBLEMS: Record<string, EmblemDraw> = { sun, comets, planets, stars, astronauts, satellites, rocketship, moon, earth };
