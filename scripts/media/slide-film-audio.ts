/**
 * The sound track and captions of a slide film (slide-film.ts): each beat's line spoken sentence
 * by sentence by its voice (espeak-ng; Moxie's is scripts/audio's VOICE, the others are in
 * {@link VOICES}), laid on one timeline in tenths of a second (the slides change on those ticks),
 * with one WebVTT cue per caption chunk of every sentence (slide-film-text.ts cueChunks), timed to
 * its sentence. The PCM is assembled here (16-bit mono at espeak's rate), so the track is exact to
 * the sample and the same every run.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { VOICE } from '../audio/recipes';
import { run, vttTime } from './narration';
import { cueChunks, sentences, type Beat } from './slide-film-text';

/**
 * The film cast's espeak-ng voices (variant, words a minute, pitch 0-99): each speaker sounds
 * different, so a child who can't read the captions still knows who talks. Part of every film's hash.
 */
export const VOICES = {
  moxie: VOICE,
  /** A warm storyteller, lower and a little slower. */
  narrator: ['-v', 'en-us+m3', '-s', '145', '-p', '42'],
  /** Pip the robot: a bright, even voice. */
  pip: ['-v', 'en-us+robosoft', '-s', '150', '-p', '68'],
  /** Luna the owl: soft and slow. */
  luna: ['-v', 'en-gb+f2', '-s', '138', '-p', '38'],
  'grown-up': ['-v', 'en-us+m1', '-s', '145', '-p', '35'],
  /** A young guide (Meri, a scribe's apprentice in Egypt: apprentice scribes were boys): high and quick. */
  'guide-young': ['-v', 'en-us+m3', '-s', '156', '-p', '78'],
  /** A child guide (Nikias in Greece). */
  'guide-boy': ['-v', 'en-gb+m4', '-s', '152', '-p', '66'],
  child: ['-v', 'en-us+f5', '-s', '150', '-p', '80'],
} as const satisfies Record<string, readonly string[]>;

/** Quiet before the first sentence, between sentences and after the last one of a beat (seconds). */
export const LEAD_S = 0.3;
export const GAP_S = 0.3;
export const TAIL_S = 0.6;
/** Slides change on tenths of a second. */
const TICK = 10;

export interface Pcm {
  rate: number;
  data: Int16Array;
}

/** The PCM of a 16-bit mono WAV file (its `fmt ` and `data` chunks). @throws Error on another format */
export function readWav(buf: Buffer): Pcm {
  let at = 12;
  let rate = 0;
  while (at + 8 <= buf.length) {
    const id = buf.toString('latin1', at, at + 4);
    const size = buf.readUInt32LE(at + 4);
    if (id === 'fmt ') {
      if (buf.readUInt16LE(at + 8) !== 1 || buf.readUInt16LE(at + 10) !== 1 || buf.readUInt16LE(at + 22) !== 16) throw new Error('wav: not 16-bit mono PCM');
      rate = buf.readUInt32LE(at + 12);
    }
    // espeak-ng writing to a file leaves the data size at its streaming maximum: take what is there.
    if (id === 'data') {
      const end = Math.min(buf.length, at + 8 + size) & ~1;
      const bytes = buf.subarray(at + 8, end);
      return { rate, data: new Int16Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length)) };
    }
    at += 8 + size + (size & 1);
  }
  throw new Error('wav: no data chunk');
}

function writeWav(file: string, { rate, data }: Pcm): void {
  const head = Buffer.alloc(44);
  head.write('RIFF', 0, 'latin1');
  head.writeUInt32LE(36 + data.length * 2, 4);
  head.write('WAVEfmt ', 8, 'latin1');
  head.writeUInt32LE(16, 16);
  head.writeUInt16LE(1, 20);
  head.writeUInt16LE(1, 22);
  head.writeUInt32LE(rate, 24);
  head.writeUInt32LE(rate * 2, 28);
  head.writeUInt16LE(2, 32);
  head.writeUInt16LE(16, 34);
  head.write('data', 36, 'latin1');
  head.writeUInt32LE(data.length * 2, 40);
  writeFileSync(file, Buffer.concat([head, Buffer.from(data.buffer, data.byteOffset, data.byteLength)]));
}

/** One sentence in a voice (espeak-ng options). */
function speak(text: string, tmp: string, voice: readonly string[]): Pcm {
  const wav = join(tmp, 'say.wav');
  run('espeak-ng', [...voice, '-w', wav, text]);
  return readWav(readFileSync(wav));
}

export interface Track<S, M extends string = string> {
  /** Each beat's start and length (seconds, on tenths). */
  beats: { beat: Beat<S, M>; start: number; seconds: number; speechEnd: number }[];
  total: number;
  /** The WAV of the whole film. */
  audio: string;
  vtt: string;
}

const tenths = (s: number) => Math.ceil(s * TICK - 1e-6);

/**
 * Speaks every beat (a beat with `say` lasts its speech plus the lead and tail, on whole tenths; a
 * beat without lasts `hold` seconds) in the beat's voice (default Moxie's) and writes the track to
 * `tmp/track.wav`.
 * Options: `note` adds a NOTE block (e.g. the exit films' hash) after the WEBVTT line; `lead` and
 * `tail` change the quiet around a beat's speech; `whole` says a beat as one utterance (espeak's
 * own pauses between its sentences, shorter than GAP_S).
 */
export function speakBeats<S, M extends string = string>(beats: Beat<S, M>[], tmp: string, o: { note?: string; lead?: number; tail?: number; whole?: boolean } = {}): Track<S, M> {
  const lead = o.lead ?? LEAD_S;
  const parts: { at: number; pcm: Pcm }[] = [];
  const cues: { start: number; end: number; text: string }[] = [];
  const out: Track<S, M>['beats'] = [];
  let t10 = 0;
  let rate = 22050;
  for (const beat of beats) {
    const start = t10 / TICK;
    if (!beat.say) {
      const n = Math.round((beat.hold ?? 1) * TICK);
      out.push({ beat, start, seconds: n / TICK, speechEnd: start });
      t10 += n;
      continue;
    }
    let at = start + lead;
    for (const [i, s] of (o.whole ? [beat.say] : sentences(beat.say)).entries()) {
      if (i > 0) at += GAP_S;
      const pcm = speak(s, tmp, beat.voice ?? VOICE);
      rate = pcm.rate;
      const len = pcm.data.length / pcm.rate;
      parts.push({ at, pcm });
      // Each chunk of the sentence gets its share of the sentence's time, by its length.
      const chunks = cueChunks(s);
      const chars = chunks.reduce((sum, c) => sum + c.length, 0);
      let c0 = at;
      for (const c of chunks) {
        const c1 = c0 + (len * c.length) / chars;
        cues.push({ start: c0, end: c1, text: c });
        c0 = c1;
      }
      at += len;
    }
    const n = tenths(at - start + (o.tail ?? TAIL_S));
    out.push({ beat, start, seconds: n / TICK, speechEnd: Math.round(at * 1000) / 1000 });
    t10 += n;
  }
  const total = t10 / TICK;
  const data = new Int16Array(Math.round(total * rate));
  for (const p of parts) data.set(p.pcm.data.subarray(0, Math.max(0, data.length - Math.round(p.at * rate))), Math.round(p.at * rate));
  const audio = join(tmp, 'track.wav');
  writeWav(audio, { rate, data });
  const vtt = ['WEBVTT', ''];
  if (o.note) vtt.push(o.note, '');
  cues.forEach((c, i) => {
    // A cue stays a little after its words, never into the next cue.
    const end = Math.min(c.end + 0.3, cues[i + 1]?.start ?? total, total);
    vtt.push(String(i + 1), `${vttTime(c.start)} --> ${vttTime(end)}`, c.text, '');
  });
  return { beats: out, total, audio, vtt: vtt.join('\n') };
}
