/**
 * Checks of a committed slide film's files for the film tests (science-films.test.ts,
 * social-studies-films.test.ts, superskills-films.test.ts): read from disk, nothing is rendered.
 * A film is `<base>.webm` (EBML magic, a Duration in its header), `<base>.vtt` (WebVTT whose cues
 * are numbered, in order, not overlapping, inside the film, at most two lines of 42 characters)
 * and `<base>.webp` (a RIFF WEBP poster).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { CUE_LINE, CUE_LINES } from './slide-film-text';
import { webmSeconds } from './webm';

const seconds = (t: string) => t.split(':').reduce((sum, part) => sum * 60 + Number(part), 0);

/** The cues of a WebVTT file: start, end (seconds) and text; fails on a malformed file. */
export function vttCues(vtt: string): { start: number; end: number; text: string }[] {
  expect(vtt.startsWith('WEBVTT\n\n')).toBe(true);
  return vtt
    .trim()
    .split(/\n\n+/)
    .slice(1)
    .filter((block) => !block.startsWith('NOTE'))
    .map((block) => {
      const m = /^\d+\n(\d\d:\d\d:\d\d\.\d{3}) --> (\d\d:\d\d:\d\d\.\d{3})\n([\s\S]+)$/.exec(block);
      if (!m) throw new Error(`not a cue: ${block}`);
      return { start: seconds(m[1]!), end: seconds(m[2]!), text: m[3]! };
    });
}

/** Checks a film's three files; returns its WebM length (s) and its cues. */
export function checkFilmFiles(base: string): { length: number; cues: { start: number; end: number; text: string }[] } {
  const webm = readFileSync(`${base}.webm`);
  expect(webm.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
  const length = webmSeconds(webm);
  const list = vttCues(readFileSync(`${base}.vtt`, 'utf8'));
  expect(list.length).toBeGreaterThan(0);
  list.forEach((c, i) => {
    expect(c.end, c.text).toBeGreaterThan(c.start);
    if (i > 0) expect(c.start, c.text).toBeGreaterThanOrEqual(list[i - 1]!.end);
    expect(c.end).toBeLessThanOrEqual(length + 0.05);
    const lines = c.text.split('\n');
    expect(lines.length, c.text).toBeLessThanOrEqual(CUE_LINES);
    for (const line of lines) if (line.includes(' ')) expect(line.length, line).toBeLessThanOrEqual(CUE_LINE);
  });
  expect(readFileSync(`${base}.webp`).subarray(8, 12).toString()).toBe('WEBP');
  return { length, cues: list };
}

/** Bytes of every file under a folder (its subfolders too). */
export function treeBytes(dir: string): number {
  return readdirSync(dir, { withFileTypes: true }).reduce((sum, e) => sum + (e.isDirectory() ? treeBytes(join(dir, e.name)) : statSync(join(dir, e.name)).size), 0);
}

/** The caption text of a film, cues joined by spaces (line breaks too). */
export const spokenText = (cues: { text: string }[]) => cues.map((c) => c.text.replace(/\n/g, ' ')).join(' ');
