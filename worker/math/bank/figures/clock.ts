/**
 * An analog clock face (1.MD.B.3 time to the hour and half hour, 2.MD.C.7 to five minutes,
 * 3.MD.A.1 to the minute). The face shows the numbers 1–12, a small mark for every minute and a
 * bigger one for every five; the short hour hand sits where a real clock's would (between two
 * numbers after the hour, halfway at half past), the long minute hand at the minute.
 *
 * The alt describes the hands, not the time, so a child who cannot see the picture still reads
 * the clock: "A clock face with the numbers 1 to 12. The short hour hand is halfway between 3
 * and 4. The long minute hand points to 6." A minute that is not a multiple of five is told as
 * small marks past a number ("The long minute hand is 3 small marks past the 4.").
 */
import { PALETTE, figure, n, text } from './svg.js';
import type { QuestionFigure } from './svg.js';

const SIZE = 320;
const C = SIZE / 2;
const R = 140;

/** Point at `turn` (0 = 12 o'clock, 1 = a full turn clockwise) and radius r from the centre. */
function at(turn: number, r: number): [number, number] {
  const a = turn * 2 * Math.PI;
  return [C + r * Math.sin(a), C - r * Math.cos(a)];
}

/** The clock number after h (12 is followed by 1). */
function nextHour(h: number): number {
  return h === 12 ? 1 : h + 1;
}

/** The words of the alt text (exported for the tests and for questions that quote the hands). */
export function clockAlt(hour: number, minute: number): string {
  const hourPart = minute === 0
    ? `The short hour hand points to ${hour}.`
    : minute === 30
      ? `The short hour hand is halfway between ${hour} and ${nextHour(hour)}.`
      : `The short hour hand is between ${hour} and ${nextHour(hour)}.`;
  const mark = Math.floor(minute / 5) === 0 ? 12 : Math.floor(minute / 5);
  const past = minute % 5;
  const minutePart = past === 0
    ? `The long minute hand points to ${mark}.`
    : `The long minute hand is ${past} small ${past === 1 ? 'mark' : 'marks'} past the ${mark}.`;
  return `A clock face with the numbers 1 to 12. ${hourPart} ${minutePart}`;
}

/**
 * @param hour the hour shown, 1–12 (a whole number).
 * @param minute minutes past the hour, 0–59 (a whole number).
 * @returns a 320 × 320 clock face and its alt.
 * @throws RangeError for an hour outside 1–12, a minute outside 0–59, or a fraction.
 */
export function clock(hour: number, minute: number): QuestionFigure {
  if (!Number.isInteger(hour) || hour < 1 || hour > 12) throw new RangeError(`clock: hour must be 1-12, got ${hour}`);
  if (!Number.isInteger(minute) || minute < 0 || minute > 59) throw new RangeError(`clock: minute must be 0-59, got ${minute}`);

  let ticks = '';
  let bigTicks = '';
  for (let m = 0; m < 60; m++) {
    const big = m % 5 === 0;
    const [x1, y1] = at(m / 60, R - 6);
    const [x2, y2] = at(m / 60, R - (big ? 20 : 13));
    const seg = `M${n(x1)} ${n(y1)}L${n(x2)} ${n(y2)}`;
    if (big) bigTicks += seg;
    else ticks += seg;
  }
  let numbers = '';
  for (let h = 1; h <= 12; h++) {
    const [x, y] = at(h / 12, R - 42);
    numbers += text(x, y + 1, h, { size: 26 });
  }
  const hourTurn = ((hour % 12) + minute / 60) / 12;
  const [hx, hy] = at(hourTurn, 62);
  const [mx, my] = at(minute / 60, 116);
  const body =
    `<circle cx="${C}" cy="${C}" r="${R}" fill="${PALETTE.paper}" stroke="${PALETTE.seaDeep}" stroke-width="8"/>` +
    `<path d="${ticks}" stroke="${PALETTE.inkSoft}" stroke-width="2" stroke-linecap="round"/>` +
    `<path d="${bigTicks}" stroke="${PALETTE.ink}" stroke-width="4" stroke-linecap="round"/>` +
    `<line x1="${C}" y1="${C}" x2="${n(hx)}" y2="${n(hy)}" stroke="${PALETTE.ink}" stroke-width="11" stroke-linecap="round"/>` +
    `<line x1="${C}" y1="${C}" x2="${n(mx)}" y2="${n(my)}" stroke="${PALETTE.coral}" stroke-width="6" stroke-linecap="round"/>` +
    // The numbers go over the hands with a white outline, so a hand never hides the number it points to.
    `<g stroke="${PALETTE.paper}" stroke-width="5" stroke-linejoin="round" paint-order="stroke">${numbers}</g>` +
    `<circle cx="${C}" cy="${C}" r="9" fill="${PALETTE.ink}"/>`;
  return figure(SIZE, SIZE, body, clockAlt(hour, minute));
}
