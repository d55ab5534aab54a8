/**
 * The words of a slide film (slide-film.ts), shared by the science, social studies and
 * superskills films: a film is a list of beats (a slide held while a line is said, or held quiet),
 * each line said sentence by sentence, its captions cut into WebVTT cues of at most two lines of
 * 42 characters. Pure (no files, no processes).
 */
import { createHash } from 'node:crypto';

/**
 * One stretch of a film: a slide, what is said over it (nothing: `hold` seconds of quiet), the
 * espeak-ng voice that says it (slide-film-audio.ts; default Moxie's) and what it marks for the
 * film's timings (e.g. 'fact', 'quiz').
 */
export interface Beat<S, M extends string = string> {
  slide: S;
  say?: string;
  hold?: number;
  voice?: readonly string[];
  mark?: M;
}

/** A 16-hex-digit hash of a film's inputs (JSON of `parts`): unchanged means the committed film is current. */
export const shortHash = (parts: unknown[]): string => createHash('sha256').update(JSON.stringify(parts)).digest('hex').slice(0, 16);

/** The sentences of a narration ("Hi. How are you?" → two). */
export function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[A-Z0-9"'])/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Longest caption line (characters) and lines per caption cue. */
export const CUE_LINE = 42;
export const CUE_LINES = 2;

/** Words into at most `width`-character lines, greedily. */
function wrap(words: string[], width: number): string[] {
  const lines: string[] = [];
  for (const w of words) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + w.length <= width) lines[lines.length - 1] = `${last} ${w}`;
    else lines.push(w);
  }
  return lines;
}

/**
 * A sentence as caption cues of at most two lines of 42 characters (lines joined by "\n"), split
 * into as few, evenly long cues as fit, each cue's lines balanced.
 */
export function cueChunks(sentence: string): string[] {
  const words = sentence.split(/\s+/).filter(Boolean);
  for (let n = Math.ceil(sentence.length / (CUE_LINE * CUE_LINES)); ; n++) {
    const target = sentence.length / n;
    const chunks: string[][] = [[]];
    let len = 0;
    for (const w of words) {
      if (len > 0 && len + w.length / 2 > target * chunks.length && chunks.length < n) chunks.push([]);
      chunks.at(-1)!.push(w);
      len += w.length + 1;
    }
    const cues = chunks.map((c) => {
      const text = c.join(' ');
      if (text.length <= CUE_LINE) return [text];
      // Two balanced lines: the break nearest the middle.
      let best = wrap(c, CUE_LINE);
      for (let width = Math.ceil(text.length / 2); width <= CUE_LINE; width++) {
        const lines = wrap(c, width);
        if (lines.length <= CUE_LINES) {
          best = lines;
          break;
        }
      }
      return best;
    });
    if (cues.every((lines) => lines.length <= CUE_LINES && lines.every((x) => x.length <= CUE_LINE)) || n > words.length) return cues.map((lines) => lines.join('\n'));
  }
}
