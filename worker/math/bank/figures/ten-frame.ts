/**
 * A ten frame (K.CC.B.5 how many, K.OA.A.4 how many more make 10, K.NBT.A.1 teen numbers): two
 * rows of five boxes, dots filled the way children fill one, the top row left to right first,
 * then the bottom row. With two frames (numbers to 20) the first frame fills before the second.
 *
 * The alt gives the frame and the number of dots, not the empty boxes, so "how many more to make
 * 10?" is still a question when it is read aloud: "A ten frame: 2 rows of 5 boxes. 7 boxes have
 * a dot." / "Two ten frames, each 2 rows of 5 boxes. The first has 10 dots. The second has 4 dots."
 */
import { PALETTE, figure } from './svg.js';
import type { QuestionFigure } from './svg.js';

const BOX = 52;
const PAD = 24;

function frame(x0: number, y0: number, dots: number): string {
  let out = `<rect x="${x0}" y="${y0}" width="${5 * BOX}" height="${2 * BOX}" rx="8" fill="${PALETTE.paper}" stroke="${PALETTE.seaDeep}" stroke-width="4"/>`;
  let lines = '';
  for (let c = 1; c < 5; c++) lines += `M${x0 + c * BOX} ${y0}v${2 * BOX}`;
  lines += `M${x0} ${y0 + BOX}h${5 * BOX}`;
  out += `<path d="${lines}" stroke="${PALETTE.seaDeep}" stroke-width="3"/>`;
  for (let i = 0; i < dots; i++) {
    const cx = x0 + (i % 5) * BOX + BOX / 2;
    const cy = y0 + Math.floor(i / 5) * BOX + BOX / 2;
    out += `<circle cx="${cx}" cy="${cy}" r="18" fill="${PALETTE.coral}" stroke="${PALETTE.ink}" stroke-width="2"/>`;
  }
  return out;
}

/**
 * @param filled how many dots: 0–10 with one frame, 0–20 with two.
 * @param opts.frames 1 (default) or 2 frames, the second drawn below the first.
 * @returns a 308 wide picture (156 high for one frame, 284 for two) and its alt.
 * @throws RangeError for a fraction, a negative count, more dots than boxes, or frames not 1 or 2.
 */
export function tenFrame(filled: number, opts: { frames?: 1 | 2 } = {}): QuestionFigure {
  const frames = opts.frames ?? 1;
  if (frames !== 1 && frames !== 2) throw new RangeError(`tenFrame: frames must be 1 or 2, got ${String(frames)}`);
  if (!Number.isInteger(filled) || filled < 0 || filled > 10 * frames) throw new RangeError(`tenFrame: filled must be 0-${10 * frames}, got ${filled}`);
  const width = 5 * BOX + 2 * PAD;
  const dotWord = (k: number): string => `${k} ${k === 1 ? 'dot' : 'dots'}`;
  if (frames === 1) {
    const alt = `A ten frame: 2 rows of 5 boxes. ${filled === 0 ? 'No box has a dot.' : `${filled} ${filled === 1 ? 'box has' : 'boxes have'} a dot.`}`;
    return figure(width, 2 * BOX + 2 * PAD, frame(PAD, PAD, filled), alt);
  }
  const first = Math.min(filled, 10);
  const second = filled - first;
  const alt = `Two ten frames, each 2 rows of 5 boxes. The first has ${dotWord(first)}. The second has ${dotWord(second)}.`;
  return figure(width, 4 * BOX + 3 * PAD, frame(PAD, PAD, first) + frame(PAD, 2 * BOX + 2 * PAD, second), alt);
}
