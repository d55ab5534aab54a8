/**
 * Pure part of the reading narration (scripts/media/reading-narration.ts): turns espeak-ng's word
 * events (from espeak-words.c) and the speech samples into one `{ start_ms, end_ms }` per word of
 * `tokenizeWords(text)`, the tokenizer the reader highlights with (contract section 3).
 *
 * What espeak-ng reports and how it is mapped:
 * - a `word` event at the code point where a word starts and the sample where its sound starts;
 *   an event that points at no word (espeak-ng emits zero-length ones at some clause ends) is
 *   dropped; a zero-length one inside a word (a word before a dash) counts;
 * - some words get no event: espeak-ng says an unstressed word ("the", "a") together with the word
 *   before it, inside that word's event. A run of such words shares the segment of the word before
 *   it (or, at the start, after it), split in proportion to letters;
 * - a number may get several events ("1990" → "nineteen", "ninety"): the token starts at the first;
 * - a segment ends where the next word's event starts, or at a clause's `end` event if earlier;
 * - each word's time is then trimmed to where its sound is (10 ms windows over a loudness floor),
 *   so the highlight leaves a word in the pause after it and a tapped word plays no silence.
 */
import { tokenizeWords } from '../../core/reading/words';
import type { WordTiming } from './reading-narration-format';

/** One event from espeak-words.c: `char` in code points (0-based), `sample` from the start of the speech. */
export interface EspeakEvent {
  type: 'word' | 'sentence' | 'end';
  char: number;
  length: number;
  sample: number;
}

/** espeak-words.c's stdout. */
export interface EspeakOutput {
  events: EspeakEvent[];
  sample_rate: number;
  samples: number;
}

/** Loudness floor of a sounding 10 ms window, as a fraction of the loudest window's RMS. */
export const SILENCE_FRACTION = 0.04;
/** Sound kept before a word's first and after its last loud window (ms): consonant onsets and releases are quiet. */
export const EDGE_MS = 30;

/** UTF-16 offset of each code point index of `text` (plus one past the end). */
export function codePointOffsets(text: string): number[] {
  const offsets: number[] = [];
  let i = 0;
  for (const ch of text) {
    offsets.push(i);
    i += ch.length;
  }
  offsets.push(i);
  return offsets;
}

/** A sample span of the speech (end exclusive). */
export interface Span {
  start: number;
  end: number;
}

/**
 * The sample span of each token of `text`, from the events alone (no audio). Tokens get spans in
 * order, never overlapping; a text with no usable event gets the whole speech split by letters.
 * @returns one span per `tokenizeWords(text)` word
 */
export function wordSpans(text: string, out: EspeakOutput): Span[] {
  const tokens = tokenizeWords(text);
  if (tokens.length === 0) return [];
  const offsets = codePointOffsets(text);
  const toUtf16 = (cp: number) => offsets[Math.min(Math.max(cp, 0), offsets.length - 1)]!;
  /** First event sample of each token, or null. */
  const anchor: (number | null)[] = tokens.map(() => null);
  const ends: number[] = [];
  let last = -1;
  for (const e of out.events) {
    if (e.type === 'end') ends.push(e.sample);
    if (e.type !== 'word') continue;
    const at = toUtf16(e.char);
    const until = toUtf16(e.char + Math.max(0, e.length));
    const i = tokens.findIndex((t) => (at >= t.start && at < t.end) || (t.start > at && t.start < until));
    if (i < 0 || i < last) continue;
    if (anchor[i] === null) {
      // Samples go forward with the text; an event that does not is not trusted.
      const prev = anchor.slice(0, i).reduce<number>((m, s) => (s !== null && s > m ? s : m), -1);
      if (e.sample < prev) continue;
      anchor[i] = e.sample;
    }
    last = i;
  }
  const anchored = anchor.flatMap((s, i) => (s === null ? [] : [i]));
  if (anchored.length === 0) return splitByLetters(tokens.map((t) => t.text), { start: 0, end: out.samples });
  const segmentEnd = (n: number): number => {
    const start = anchor[anchored[n]!]!;
    const next = anchored[n + 1];
    const limit = next === undefined ? out.samples : anchor[next]!;
    return ends.find((s) => s > start && s < limit) ?? limit;
  };
  // Group n: the anchored word n and the event-less words after it (group 0 also takes those before it).
  const spans: Span[] = [];
  for (let n = 0; n < anchored.length; n++) {
    const from = n === 0 ? 0 : anchored[n]!;
    const to = anchored[n + 1] ?? tokens.length;
    spans.push(...splitByLetters(tokens.slice(from, to).map((t) => t.text), { start: anchor[anchored[n]!]!, end: segmentEnd(n) }));
  }
  return spans;
}

/** Splits a span among words in proportion to their letters (integer samples, in order, covering it). */
export function splitByLetters(words: string[], span: Span): Span[] {
  const weights = words.map((w) => Math.max(1, w.length));
  const total = weights.reduce((a, b) => a + b, 0);
  const size = Math.max(0, span.end - span.start);
  let acc = 0;
  return weights.map((w) => {
    const start = span.start + Math.round((size * acc) / total);
    acc += w;
    return { start, end: span.start + Math.round((size * acc) / total) };
  });
}

/** RMS of each `window`-sample window of the speech. */
export function windowLoudness(pcm: Int16Array, window: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < pcm.length; i += window) {
    let sum = 0;
    const end = Math.min(pcm.length, i + window);
    for (let j = i; j < end; j++) sum += pcm[j]! * pcm[j]!;
    out.push(Math.sqrt(sum / Math.max(1, end - i)));
  }
  return out;
}

/** The next word's onset can sound up to this long before its event (ms): not part of this word. */
export const ONSET_LEAK_MS = 80;
/** A quiet run at least this long before such an onset ends the word (ms). */
export const GAP_MS = 60;

/**
 * Narrows each span to its sounding part (see the module comment): from its first loud window to
 * its last, where a short loud bit at the very end after a quiet gap is the next word's onset and
 * not counted. A span with no loud window, or that would shrink under 60 ms, stays as it is.
 */
export function trimToSound(spans: Span[], pcm: Int16Array, sampleRate: number): Span[] {
  const window = Math.max(1, Math.round(sampleRate / 100));
  const loud = windowLoudness(pcm, window);
  const floor = Math.max(...loud, 0) * SILENCE_FRACTION;
  const isLoud = (w: number) => (loud[w] ?? 0) > floor;
  const edge = Math.round((EDGE_MS / 1000) * sampleRate);
  const minimum = Math.round(0.06 * sampleRate);
  const leakWindows = Math.round(ONSET_LEAK_MS / 10);
  const gapWindows = Math.round(GAP_MS / 10);
  return spans.map((s) => {
    const from = Math.floor(s.start / window);
    const to = Math.min(loud.length, Math.ceil(s.end / window));
    let first = -1;
    let last = -1;
    for (let w = from; w < to; w++) {
      if (!isLoud(w)) continue;
      if (first < 0) first = w;
      last = w;
    }
    if (first < 0) return s;
    // Walk back over a short loud tail and the quiet before it: a next word's early onset.
    let w = last;
    while (w > first && isLoud(w) && last - w < leakWindows) w--;
    if (!isLoud(w)) {
      const quietEnd = w;
      while (w > first && !isLoud(w)) w--;
      if (quietEnd - w >= gapWindows) last = w;
    }
    const start = Math.max(s.start, first * window - edge);
    const end = Math.min(s.end, (last + 1) * window + edge);
    return end - start < minimum ? s : { start, end };
  });
}

/**
 * The timings of every word of `text` (contract section 3), ms, rounded, non-decreasing.
 * @param pcm the speech (16-bit mono samples, as espeak-words.c wrote them)
 * @returns `words[i]` for `tokenizeWords(text)[i]`
 */
export function alignWords(text: string, out: EspeakOutput, pcm: Int16Array): WordTiming[] {
  const spans = trimToSound(wordSpans(text, out), pcm, out.sample_rate);
  const ms = (sample: number) => Math.round((sample * 1000) / out.sample_rate);
  let floor = 0;
  return spans.map((s) => {
    const start_ms = Math.max(floor, ms(s.start));
    const end_ms = Math.max(start_ms, ms(s.end));
    floor = end_ms;
    return { start_ms, end_ms };
  });
}
