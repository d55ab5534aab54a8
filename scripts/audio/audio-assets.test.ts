import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EFFECT_FILES, type EffectName, MUSIC_THEMES, SPOKEN_PHRASES, complimentUrl, effectUrl, musicUrl, narrationUrl } from '../../core/sound-assets';
import { ASSETS_DIR, loadContentOrThrow } from '../lib/content';
import { AUDIO_DIR, MANIFEST, MUSIC_BUDGET, TOTAL_BUDGET, type Manifest, recipeHash, withNarration } from './generate';
import { audioJobs, mp3Sibling } from './recipes';

/** `/assets/x` → `<repo>/assets/x`. */
const local = (url: string): string => join(ASSETS_DIR, url.replace(/^\/assets\//, ''));

/** The Ogg file and its MP3 fallback exist and start like Ogg and MP3 (frame sync or ID3 tag) files. */
function expectOgg(url: string): void {
  const file = local(url);
  expect(existsSync(file), `${url} exists`).toBe(true);
  expect(readFileSync(file).subarray(0, 4).toString('latin1'), `${url} is an Ogg file`).toBe('OggS');
  const mp3 = mp3Sibling(file);
  expect(existsSync(mp3), `${url} has an MP3 copy`).toBe(true);
  const head = readFileSync(mp3).subarray(0, 3);
  expect(head.toString('latin1') === 'ID3' || (head[0] === 0xff && (head[1]! & 0xe0) === 0xe0), `${mp3} is an MP3 file`).toBe(true);
}

const { levels } = loadContentOrThrow();
const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Manifest;
/**
 * Channels and sample rate (Hz) from an Ogg Vorbis file's identification header: the first page's
 * 27-byte header and segment table, then the packet `\x01vorbis`, version (u32), channels (u8),
 * rate (u32 LE). Read from the bytes so the check needs no decoder on the machine.
 */
function vorbisFormat(bytes: Buffer): { channels: number; rate: number } {
  const packet = 27 + bytes[26]!;
  expect(bytes.subarray(packet, packet + 7).toString('latin1')).toBe('\x01vorbis');
  return { channels: bytes[packet + 11]!, rate: bytes.readUInt32LE(packet + 12) };
}

/** Sample rates (Hz) by MPEG version bits and rate index (ISO 11172-3 / 13818-3). */
const MPEG_RATES: Record<number, readonly number[]> = { 0b11: [44100, 48000, 32000], 0b10: [22050, 24000, 16000], 0b00: [11025, 12000, 8000] };

/** Channels and sample rate (Hz) from the first MPEG audio frame header, after an ID3v2 tag if any. */
function mp3Format(bytes: Buffer): { channels: number; rate: number } {
  let at = 0;
  if (bytes.subarray(0, 3).toString('latin1') === 'ID3') at = 10 + ((bytes[6]! << 21) | (bytes[7]! << 14) | (bytes[8]! << 7) | bytes[9]!);
  while (at < bytes.length - 4 && !(bytes[at] === 0xff && (bytes[at + 1]! & 0xe0) === 0xe0)) at++;
  const header = bytes.readUInt32BE(at);
  const version = (header >>> 19) & 0b11;
  expect((header >>> 17) & 0b11, 'layer III').toBe(0b01);
  return { channels: ((header >>> 6) & 0b11) === 0b11 ? 1 : 2, rate: MPEG_RATES[version]![(header >>> 10) & 0b11]! };
}

describe('generated audio', () => {
  it('every level has start and end narration files', () => {
    expect(levels).toHaveLength(36);
    for (const lv of levels) {
      expect(lv.start_audio).toBe(narrationUrl(lv.level, 'start'));
      expect(lv.end_audio).toBe(narrationUrl(lv.level, 'end'));
      expectOgg(lv.start_audio!);
      expectOgg(lv.end_audio!);
    }
  });

  it('every compliment, both "not quite" messages, every effect and every theme have a clip', () => {
    expect(SPOKEN_PHRASES).toContain('Nice effort!');
    expect(SPOKEN_PHRASES).toContain('No problem!');
    for (const phrase of SPOKEN_PHRASES) expectOgg(complimentUrl(phrase));
    for (const name of Object.keys(EFFECT_FILES) as EffectName[]) expectOgg(effectUrl(name));
    for (const theme of MUSIC_THEMES) expectOgg(musicUrl(theme));
  });

  it('the manifest matches the recipes and the files on disk (generate.ts --check would pass)', () => {
    const jobs = audioJobs(levels);
    expect(Object.keys(manifest.files).sort()).toEqual(jobs.flatMap((j) => [j.file, mp3Sibling(j.file)]).sort());
    for (const job of jobs) {
      for (const file of [job.file, mp3Sibling(job.file)]) {
        const entry = manifest.files[file]!;
        expect(entry.recipe, `${file} is up to date`).toBe(recipeHash(job));
        expect(statSync(join(AUDIO_DIR, file)).size, `${file} size`).toBe(entry.bytes);
      }
    }
  });

  it('stays small and the lengths make sense', () => {
    const entries = Object.entries(manifest.files);
    expect(entries.reduce((s, [, e]) => s + e.bytes, 0)).toBeLessThan(TOTAL_BUDGET);
    for (const [file, e] of entries) {
      if (file.startsWith('music/')) {
        expect(e.bytes).toBeLessThanOrEqual(MUSIC_BUDGET);
        expect(e.seconds).toBeGreaterThanOrEqual(20);
        expect(e.seconds).toBeLessThanOrEqual(30);
      } else if (file.startsWith('sfx/')) expect(e.seconds).toBeLessThan(3);
      else if (file.startsWith('compliments/')) expect(e.seconds).toBeLessThan(2.5);
      else expect(e.seconds, file).toBeGreaterThan(1);
    }
  });

  it('level files need no narration edits', () => {
    for (const lv of levels) {
      const text = readFileSync(join(ASSETS_DIR, 'levels', `level-${String(lv.level).padStart(2, '0')}.json`), 'utf8');
      expect(withNarration(text, lv.level)).toBe(text);
    }
  });

  it('the files are mono 22.05 kHz Vorbis and MP3 (read from their headers)', () => {
    for (const file of ['narration/level-01-start.ogg', 'compliments/great.ogg', 'sfx/correct.ogg', 'music/ocean.ogg']) {
      expect(vorbisFormat(readFileSync(join(AUDIO_DIR, file))), file).toEqual({ channels: 1, rate: 22050 });
      expect(mp3Format(readFileSync(join(AUDIO_DIR, mp3Sibling(file)))), mp3Sibling(file)).toEqual({ channels: 1, rate: 22050 });
    }
  });
});
