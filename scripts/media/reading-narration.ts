/**
 * Read-along narration of the reading books (issue 15, contract section 3):
 *
 *   npx tsx scripts/media/reading-narration.ts [--out <dir>] [slug...]     (default: every book, into assets)
 *
 * For every page of `assets/reading/books/<slug>.json`, Moxie's voice (espeak-ng, scripts/audio's
 * VOICE, slower for the early levels) reads the page into `assets/reading/narration/<slug>/p<part>-<page>.mp3`
 * (mono MP3, 22.05 kHz, 24 kbit/s) and `timings.json` gets each word's real start and end (ms),
 * one per `tokenizeWords(page.text)` word, from espeak-ng's own word events (espeak-words.c,
 * compiled here with `cc`; the pure alignment is reading-narration-align.ts). Each vocabulary word
 * gets `vocab-<word>.mp3`: the word, a pause, then its definition.
 *
 * A page or word whose hash (text, voice, speed, generator version) is unchanged and whose file
 * exists is not spoken again; files no longer used are removed. Same tools, same bytes.
 *
 * Needs espeak-ng with its C header, a C compiler and ffmpeg with libmp3lame
 * (Debian: apt-get install -y espeak-ng libespeak-ng-dev gcc ffmpeg).
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { bookSchema, READING_LEVEL_BY_GRADE, type BookContent } from '../../core/reading/book-schema';
import { VOICE } from '../audio/recipes';
import { alignWords, type EspeakOutput } from './reading-narration-align';
import { formatTimings, generatedTimingsSchema, narrationPageKey, narrationVoice, vocabAudioFile, type GeneratedTimings, type NarrationVoice } from './reading-narration-format';

const ROOT = resolve(import.meta.dirname, '../..');
const BOOKS_DIR = join(ROOT, 'assets/reading/books');
const DEFAULT_OUT_DIR = join(ROOT, 'assets/reading/narration');
/** Bump to re-speak everything (e.g. when the alignment changes). */
const GENERATOR_VERSION = 2;
/** Silence between a vocabulary word and its definition (ms). */
const VOCAB_PAUSE_MS = 700;

function run(cmd: string, args: string[], input?: string): string {
  const r = spawnSync(cmd, args, { encoding: 'utf8', input, maxBuffer: 64 * 1024 * 1024 });
  if (r.error !== undefined || r.status !== 0) throw new Error(`${cmd} ${args.slice(0, 5).join(' ')} … failed: ${r.error?.message ?? r.stderr}`);
  return r.stdout;
}

/** Compiles espeak-words.c once per source version into the temp folder; exits with help when tools are missing. */
function helper(): string {
  const source = join(import.meta.dirname, 'espeak-words.c');
  const digest = createHash('sha256').update(readFileSync(source)).digest('hex').slice(0, 12);
  const dir = join(tmpdir(), `monsterific-espeak-words-${digest}`);
  const bin = join(dir, 'espeak-words');
  if (existsSync(bin)) return bin;
  mkdirSync(dir, { recursive: true });
  const cc = spawnSync('cc', ['-O2', '-o', bin, source, '-lespeak-ng'], { encoding: 'utf8' });
  if (cc.error !== undefined || cc.status !== 0) {
    console.error(`reading-narration: cannot compile espeak-words.c (${cc.error?.message ?? cc.stderr.trim()}).`);
    console.error('Install the tools first, e.g. on Debian: apt-get install -y espeak-ng libespeak-ng-dev gcc ffmpeg');
    process.exit(1);
  }
  return bin;
}

interface Speech {
  out: EspeakOutput;
  pcm: Int16Array;
}

function speak(bin: string, text: string, voice: NarrationVoice, scratch: string): Speech {
  const raw = join(scratch, 'speech.raw');
  const out = JSON.parse(run(bin, [voice.name, String(voice.rate), String(voice.pitch), String(voice.wordGap), raw], text)) as EspeakOutput;
  const bytes = readFileSync(raw);
  const pcm = new Int16Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length - (bytes.length % 2)));
  return { out, pcm };
}

/**
 * Narration MP3s: 16 kbit/s at 16 kHz, mono. espeak-ng's voice has little above 5 kHz, so this is as
 * clear as 24 kbit/s at 22.05 kHz and a third smaller: all 32 books came to 12.9 MB at 24 kbit/s.
 */
const MP3_BITRATE = '16k';
const MP3_SAMPLE_RATE = 16000;

/** Encodes 16-bit mono PCM as a small MP3 (no tags, bit-exact so reruns give the same bytes). */
function encodeMp3(pcm: Int16Array, sampleRate: number, file: string, scratch: string): void {
  const raw = join(scratch, 'encode.raw');
  writeFileSync(raw, Buffer.from(pcm.buffer, pcm.byteOffset, pcm.byteLength));
  run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', '-f', 's16le', '-ar', String(sampleRate), '-ac', '1', '-i', raw,
    '-map_metadata', '-1', '-fflags', '+bitexact', '-flags:a', '+bitexact', '-c:a', 'libmp3lame', '-b:a', MP3_BITRATE, '-ar', String(MP3_SAMPLE_RATE), '-ac', '1', file]);
}

const hashOf = (what: unknown): string => createHash('sha256').update(JSON.stringify(what)).digest('hex').slice(0, 16);
const msOf = (samples: number, rate: number) => Math.round((samples * 1000) / rate);

function readTimings(file: string): GeneratedTimings {
  if (!existsSync(file)) return { pages: {}, vocab: {} };
  const parsed = generatedTimingsSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  return parsed.success ? parsed.data : { pages: {}, vocab: {} };
}

/** Narrates one book; returns its folder's total size in bytes and how many files were (re)spoken. */
function narrateBook(bin: string, book: BookContent, scratch: string, outDir: string): { bytes: number; spoken: number } {
  const dir = join(outDir, book.slug);
  mkdirSync(dir, { recursive: true });
  const timingsFile = join(dir, 'timings.json');
  const old = readTimings(timingsFile);
  const voice = narrationVoice(READING_LEVEL_BY_GRADE[book.grade], VOICE);
  const next: GeneratedTimings = { pages: {}, vocab: {} };
  const keep = new Set(['timings.json']);
  let spoken = 0;
  book.parts.forEach((part, p) => {
    part.pages.forEach((page, n) => {
      const key = narrationPageKey(p + 1, n + 1);
      const file = `${key}.mp3`;
      keep.add(file);
      const hash = hashOf({ v: GENERATOR_VERSION, text: page.text, voice });
      const before = old.pages[key];
      if (before?.hash === hash && existsSync(join(dir, file))) {
        next.pages[key] = before;
        return;
      }
      const { out, pcm } = speak(bin, page.text, voice, scratch);
      encodeMp3(pcm, out.sample_rate, join(dir, file), scratch);
      next.pages[key] = { duration_ms: msOf(pcm.length, out.sample_rate), words: alignWords(page.text, out, pcm), hash };
      spoken++;
    });
  });
  for (const v of book.vocabulary) {
    const file = vocabAudioFile(v.word);
    keep.add(file);
    const hash = hashOf({ v: GENERATOR_VERSION, word: v.word, definition: v.definition, voice, pause: VOCAB_PAUSE_MS });
    const before = old.vocab[v.word];
    if (before?.hash === hash && before.audio === file && existsSync(join(dir, file))) {
      next.vocab[v.word] = before;
      continue;
    }
    const word = speak(bin, `${v.word}.`, voice, scratch);
    const definition = speak(bin, v.definition, voice, scratch);
    const rate = word.out.sample_rate;
    const pcm = new Int16Array(word.pcm.length + Math.round((VOCAB_PAUSE_MS / 1000) * rate) + definition.pcm.length);
    pcm.set(word.pcm, 0);
    pcm.set(definition.pcm, pcm.length - definition.pcm.length);
    encodeMp3(pcm, rate, join(dir, file), scratch);
    next.vocab[v.word] = { audio: file, duration_ms: msOf(pcm.length, rate), hash };
    spoken++;
  }
  writeFileSync(timingsFile, formatTimings(next));
  let bytes = 0;
  for (const f of readdirSync(dir)) {
    if (!keep.has(f)) rmSync(join(dir, f));
    else bytes += statSync(join(dir, f)).size;
  }
  return { bytes, spoken };
}

function main(): void {
  run('ffmpeg', ['-version']);
  const bin = helper();
  const args = process.argv.slice(2);
  const outAt = args.indexOf('--out');
  const outDir = outAt >= 0 ? resolve(args.splice(outAt, 2)[1] ?? DEFAULT_OUT_DIR) : DEFAULT_OUT_DIR;
  const wanted = args;
  const slugs = wanted.length > 0 ? wanted : readdirSync(BOOKS_DIR).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -5)).sort();
  const scratch = join(tmpdir(), `monsterific-narration-${process.pid}`);
  mkdirSync(scratch, { recursive: true });
  let total = 0;
  try {
    for (const slug of slugs) {
      const file = join(BOOKS_DIR, `${slug}.json`);
      if (!existsSync(file)) throw new Error(`no book ${file}`);
      const book = bookSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
      const { bytes, spoken } = narrateBook(bin, book, scratch, outDir);
      total += bytes;
      console.log(`reading-narration: ${slug}: ${spoken} file(s) spoken, ${(bytes / 1024).toFixed(1)} KB`);
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  console.log(`reading-narration: ${slugs.length} book(s), ${(total / 1024).toFixed(1)} KB in all`);
}

main();
