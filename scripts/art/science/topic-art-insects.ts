/**
 * The insect (and spider) topics' emblems (240 x 240): ant (at its anthill), butterfly, beetle,
 * mosquito, bee, spider. The ant, butterfly and bee are the reading books' creatures.
 */
import { C, E, fmt, L, limb, P } from '../reading/kit';
import { propDrawing } from '../reading/props';
import { ball, character, type EmblemDraw, face, place, shade, shine, sparkle } from './topic-art-kit';

const DARK = '#3b2f4a';

/** A small flower (five petals) on a stem from the bottom edge. */
function flower(x: number, y: number, r: number, petal: string): string {
  const petals = [0, 72, 144, 216, 288].map((a) => C(x + Math.sin((a * Math.PI) / 180) * r, y - Math.cos((a * Math.PI) / 180) * r, r * 0.75, petal)).join('');
  return L(`M${x} ${y}V240`, '#5aae5e', 7) + petals + C(x, y, r * 0.6, '#ffd34d');
}

function ant(): string {
  return (
    P('M6 200q24-70 56-74q32 4 56 74Z', '#d9a86a') + E(62, 134, 12, 7, '#8a5a3a') + C(34, 184, 5, '#b8844a', true) + C(90, 172, 4, '#b8844a', true) + C(56, 160, 4, '#b8844a', true) +
    E(140, 222, 90, 8, DARK, true).replace('/>', ' opacity="0.12"/>') + character('ant', 'cheer', 148, 216, 1.0)
  );
}

function beetle(): string {
  const legs = [-1, 1].map((k) => limb(`M${120 + k * 30} 118l${k * 46}-20M${120 + k * 34} 146l${k * 52} 6M${120 + k * 30} 174l${k * 44} 30`, DARK, 6)).join('');
  return (
    legs + limb('M106 54q-10-20-24-24M134 54q10-20 24-24', DARK, 5) +
    P('M120 20q-8 20-6 40h12q2-20-6-40Z', '#2a8f8a') + C(120, 74, 26, '#2a8f8a') +
    P('M120 96q-62 0-62 62q0 60 62 66q62-6 62-66q0-62-62-62Z', '#3cc6c0') + L('M120 98v124', DARK, 5) + shade(120, 160, 62, 64) +
    shine(96, 124, 12, 20, 20) + shine(144, 124, 8, 14, 20) + face(120, 78, 16)
  );
}

function mosquito(): string {
  const wing = (deg: number): string => E(104, 80, 20, 52, '#e6f6ff', false, deg) + L(`M104 60l${fmt(deg / 4)} 40`, '#b8d8ee', 3);
  return (
    limb('M110 132q-30 20-40 80M122 134q-4 40-20 82M136 130q20 30 40 78M120 126q-50-10-70-40M130 124q40-30 80-30', DARK, 4) +
    wing(-30) + wing(24) +
    E(80, 140, 46, 18, '#c9b8a0', false, 18) + L('M56 126l-4 14M74 130l-4 16M92 136l-4 16', '#8a7a62', 6) +
    E(136, 118, 24, 20, '#a8967e') + ball(166, 98, 24, '#c9b8a0') + L('M184 110l44 34', DARK, 5) + L('M160 76q-8-24-20-28M172 76q4-26 20-30', DARK, 4) + face(170, 98, 16, 'smile')
  );
}

function spider(): string {
  const legs = [-1, 1].map((k) => limb(`M${120 + k * 20} 140q${k * 40}-40 ${k * 72}-30M${120 + k * 24} 150q${k * 50}-10 ${k * 86} 20M${120 + k * 22} 162q${k * 40} 20 ${k * 66} 56M${120 + k * 16} 170q${k * 24} 30 ${k * 36} 60`, '#7a5ab0', 9)).join('');
  return (
    place(propDrawing('web').draw().replace(/<circle[^>]*\/>/, ''), 120, 220, 1.05) + L('M120 0v100', '#ffffff', 3) + legs +
    ball(120, 150, 40, '#8f6ad0') + C(104, 176, 6, '#ff8fc7', true) + C(136, 176, 6, '#ff8fc7', true) + face(120, 146, 26, 'happy') + C(108, 122, 4, DARK, true) + C(132, 122, 4, DARK, true)
  );
}

/** The insect emblems by topic key. */
export const INSECT_EMBLEMS: Record<string, EmblemDraw> = {
  ant,
  butterfly: () => flower(70, 196, 18, '#ffd0e6') + character('butterfly', 'fly', 134, 218, 1.02) + sparkle(200, 40, 12),
  beetle,
  mosquito,
  bee: () => flower(186, 176, 22, '#ff8fc7') + character('bee', 'fly', 96, 196, 1.12) + sparkle(40, 40, 12),
  spider,
};
