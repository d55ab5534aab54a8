/**
 * Recipes of every generated audio file: which `espeak-ng` and `sox` commands make it. Pure
 * (no process spawning) so the list can be hashed, tested and printed; `generate.ts` runs them.
 *
 * Every sox call uses `-R` (repeatable: fixed dither seed and Ogg stream serial), so the same
 * recipe gives the same bytes on the same tool versions.
 */
import { audioSources, complimentSlug, EFFECT_FILES, type EffectName, MUSIC_THEMES, type MusicTheme, SPOKEN_PHRASES } from '../../core/sound-assets';

/** Sample rate of every file (Hz). */
export const RATE = 22050;
/** Sample rate sox synthesises at (its `pluck` needs 44.1 kHz or more); resampled to `RATE` at the end. */
export const SYNTH_RATE = 44100;
/** espeak-ng voice and speed: a friendly female US English voice at a calm pace. */
export const VOICE = ['-v', 'en-us+f3', '-s', '150', '-p', '55'] as const;
/**
 * Encodings per kind: Vorbis quality (sox `-C`; -1 is the smallest, about 27 kbit/s mono at 22.05 kHz,
 * plenty for speech) and the MP3 bit rate (kbit/s) of the fallback copy for browsers without Ogg (older Safari).
 */
export const ENCODING = {
  speech: { vorbis: '-1', mp3: '24' },
  sfx: { vorbis: '1', mp3: '48' },
  music: { vorbis: '2', mp3: '32' },
} as const;

/** The MP3 fallback next to an Ogg file (`x.ogg` → `x.mp3`). */
export const mp3Sibling = (file: string): string => audioSources(file)[1] ?? file;

/**
 * One command; in its arguments `{tmp}` is the job's scratch directory, `{out}` the Ogg output and
 * `{mp3}` the MP3 output.
 */
export interface Step {
  cmd: 'espeak-ng' | 'sox';
  args: string[];
}

/** One sound (an Ogg file plus its MP3 sibling, paths relative to `assets/audio/`) and how to make it. */
export interface Job {
  /** The Ogg file; the MP3 is `mp3Sibling(file)`. */
  file: string;
  kind: 'narration' | 'compliment' | 'sfx' | 'music';
  steps: Step[];
}

/** Level texts to narrate. */
export interface NarrationSource {
  level: number;
  start_text: string;
  end_text: string;
}

const n = (x: number): string => String(Math.round(x * 1000) / 1000);

/**
 * Final steps of every job: `src` through `effects` into a mono 22.05 kHz float WAV, then encoded
 * twice from it (Ogg Vorbis and MP3), so neither is a lossy copy of the other.
 */
function encode(src: string, kind: keyof typeof ENCODING, effects: readonly string[]): Step[] {
  const { vorbis, mp3 } = ENCODING[kind];
  return [
    { cmd: 'sox', args: ['-R', src, '-r', String(RATE), '-c', '1', '-e', 'floating-point', '-b', '32', '{tmp}/final.wav', ...effects] },
    { cmd: 'sox', args: ['-R', '{tmp}/final.wav', '-C', vorbis, '{out}'] },
    { cmd: 'sox', args: ['-R', '{tmp}/final.wav', '-C', mp3, '{mp3}'] },
  ];
}

/** Frequency of a MIDI note (A4 = 69 = 440 Hz), rounded to 0.01 Hz so recipes print the same everywhere. */
export function hz(midi: number): string {
  return (440 * 2 ** ((midi - 69) / 12)).toFixed(2);
}

/** Trim espeak's silence, normalise and encode speech as small mono Ogg Vorbis. */
function speechSteps(text: string): Step[] {
  return [
    { cmd: 'espeak-ng', args: [...VOICE, '-w', '{tmp}/speech.wav', text] },
    ...encode('{tmp}/speech.wav', 'speech', ['silence', '1', '0.02', '0.5%', 'reverse', 'silence', '1', '0.02', '0.5%', 'reverse', 'highpass', '80', 'norm', '-1', 'pad', '0.05', '0.2']),
  ];
}

/** Words espeak-ng says better when spelled differently. */
const SAY_AS: Readonly<Record<string, string>> = { monsterific: 'Monster-riffic!' };

/** The spoken text of a compliment: the phrase with a "!" for a cheerful intonation. */
export function spokenPhrase(phrase: string): string {
  return SAY_AS[complimentSlug(phrase)] ?? (/[!?.]$/.test(phrase) ? phrase : `${phrase}!`);
}

// ---------------------------------------------------------------------------------------------
// Sound effects

/** A note of a one-command melody: frequencies mixed in one voice, length in seconds. */
interface Note {
  midi: readonly number[];
  len: number;
  wave?: 'sine' | 'triangle' | 'square' | 'pluck';
  vol?: number;
  /** Frequency sweep end (MIDI), for boops and pops. */
  to?: number;
  /** Fraction of `len` the note sounds before silence (default 1). */
  gate?: number;
  /** Fade shape: `h` half-sine (default), `l` logarithmic (a quick bell-like decay). */
  shape?: 'h' | 'l';
}

/** sox effects for a melody: one effects chain per note, joined with `:` (sox plays the chains in turn). */
function melody(notes: readonly Note[]): string[] {
  const out: string[] = [];
  notes.forEach((note, i) => {
    if (i > 0) out.push(':');
    const wave = note.wave ?? 'sine';
    note.midi.forEach((m, j) => {
      const f = note.to !== undefined ? `${hz(m)}-${hz(note.to)}` : hz(m);
      out.push('synth', n(note.len), wave, ...(j > 0 ? ['mix'] : []), f);
    });
    const on = note.len * (note.gate ?? 1);
    out.push('fade', note.shape ?? 'h', '0.004', n(on), n(on * 0.85), 'vol', n(note.vol ?? 0.8));
    if (on < note.len) out.push('pad', '0', n(note.len - on));
  });
  return out;
}

/** Effects: short melodies (C major, bright register) with a little room reverb. */
const SFX: Readonly<Record<EffectName, { notes: Note[]; reverb: string }>> = {
  // C6 E6 G6: a cheerful rising chime
  correct: { notes: [{ midi: [84, 96], len: 0.09 }, { midi: [88, 100], len: 0.09 }, { midi: [91, 103], len: 0.42 }], reverb: '40' },
  // a soft falling "boo-op": two low triangle glides
  tryAgain: { notes: [{ midi: [67], to: 64, len: 0.16, wave: 'triangle', vol: 0.5 }, { midi: [62], to: 57, len: 0.3, wave: 'triangle', vol: 0.5 }], reverb: '20' },
  // a quick upward blip
  pop: { notes: [{ midi: [69], to: 93, len: 0.07, vol: 0.9 }, { midi: [93], len: 0.05, vol: 0.4 }], reverb: '10' },
  // G4 C5 E5 G5, then a held C major chord
  levelComplete: {
    notes: [
      { midi: [67], len: 0.14, wave: 'triangle' },
      { midi: [72], len: 0.14, wave: 'triangle' },
      { midi: [76], len: 0.14, wave: 'triangle' },
      { midi: [79], len: 0.3, wave: 'triangle' },
      { midi: [76], len: 0.12, wave: 'triangle', vol: 0.6 },
      { midi: [72, 76, 79, 84], len: 1.1, wave: 'triangle' },
    ],
    reverb: '50',
  },
  // tiny high plucks: a sparkle
  gem: {
    notes: [
      { midi: [96], len: 0.06, wave: 'pluck' },
      { midi: [100], len: 0.06, wave: 'pluck' },
      { midi: [103], len: 0.06, wave: 'pluck' },
      { midi: [108], len: 0.32, wave: 'pluck', vol: 0.7 },
    ],
    reverb: '60',
  },
  // a soft wooden "tock": a short low triangle drop
  tap: { notes: [{ midi: [79], to: 72, len: 0.06, wave: 'triangle', vol: 0.9, shape: 'l' }], reverb: '10' },
  // a springy upward "boing": a sine glide up, then a wobble down and up again
  boing: {
    notes: [
      { midi: [60], to: 79, len: 0.12, vol: 0.8 },
      { midi: [79], to: 74, len: 0.08, vol: 0.6 },
      { midi: [74], to: 81, len: 0.12, vol: 0.5 },
    ],
    reverb: '20',
  },
  // a party popper: a quick rising whoosh, then a shower of high plucks
  confetti: {
    notes: [
      { midi: [55], to: 91, len: 0.14, wave: 'triangle', vol: 0.5 },
      { midi: [100], len: 0.05, wave: 'pluck', vol: 0.8 },
      { midi: [96], len: 0.05, wave: 'pluck', vol: 0.7 },
      { midi: [103], len: 0.05, wave: 'pluck', vol: 0.8 },
      { midi: [98], len: 0.05, wave: 'pluck', vol: 0.6 },
      { midi: [105], len: 0.05, wave: 'pluck', vol: 0.7 },
      { midi: [101], len: 0.3, wave: 'pluck', vol: 0.5 },
    ],
    reverb: '50',
  },
};

function sfxSteps(name: EffectName): Step[] {
  const { notes, reverb } = SFX[name];
  return [
    { cmd: 'sox', args: ['-R', '-r', String(SYNTH_RATE), '-c', '1', '-n', '{tmp}/dry.wav', ...melody(notes)] },
    ...encode('{tmp}/dry.wav', 'sfx', ['gain', '-6', 'pad', '0', '0.3', 'reverb', reverb, '50', '60', 'silence', '1', '0.001', '0.1%', 'reverse', 'silence', '1', '0.01', '0.1%', 'reverse', 'norm', '-2']),
  ];
}

// ---------------------------------------------------------------------------------------------
// Background music

/** A map's music: a chord loop (MIDI triads) under a plucked or bell arpeggio and a sine bass. */
export interface MusicSpec {
  /** Seconds per chord. */
  chordSeconds: number;
  /** The chord loop; the loop is played `cycles` times. */
  chords: ReadonlyArray<readonly [number, number, number]>;
  cycles: number;
  /** Arpeggio: indexes into the chord's tones (3 = root an octave up, 4 = third an octave up, ...), one per step. */
  pattern: readonly number[];
  /** Octaves the arpeggio sits above the chord. */
  arpOctave: number;
  arpWave: 'pluck' | 'sine' | 'triangle';
  /** Fraction of each arpeggio step the note sounds (sine/triangle notes decay within it). */
  arpGate: number;
  padWave: 'sine' | 'triangle';
  reverb: string;
}

/**
 * Four gentle loops, one per map; the chord loop repeats so each track is about 24 s.
 * Ocean: C–Am–F–G, slow plucks. Desert: Dm–C–B♭–A (a warm "Andalusian" turn) with a sine bell.
 * Jungle: F–Dm–B♭–C, a quicker marimba-like arpeggio. Arctic: E–C♯m–A–B, high glassy bells.
 */
export const MUSIC: Readonly<Record<MusicTheme, MusicSpec>> = {
  ocean: { chordSeconds: 3, chords: [[60, 64, 67], [57, 60, 64], [53, 57, 60], [55, 59, 62]], cycles: 2, pattern: [0, 1, 2, 3, 4, 3, 2, 1], arpOctave: 1, arpWave: 'pluck', arpGate: 1, padWave: 'sine', reverb: '70' },
  desert: { chordSeconds: 3, chords: [[62, 65, 69], [60, 64, 67], [58, 62, 65], [57, 61, 64]], cycles: 2, pattern: [0, 2, 1, 3, 2, 4, 3, 1], arpOctave: 1, arpWave: 'triangle', arpGate: 0.9, padWave: 'sine', reverb: '60' },
  jungle: { chordSeconds: 2, chords: [[65, 69, 72], [62, 65, 69], [58, 62, 65], [60, 64, 67]], cycles: 3, pattern: [0, 1, 2, 1, 3, 2, 4, 2], arpOctave: 1, arpWave: 'sine', arpGate: 0.7, padWave: 'triangle', reverb: '40' },
  arctic: { chordSeconds: 3, chords: [[64, 68, 71], [61, 64, 68], [57, 61, 64], [59, 63, 66]], cycles: 2, pattern: [0, 2, 4, 5, 4, 2], arpOctave: 1, arpWave: 'sine', arpGate: 0.95, padWave: 'sine', reverb: '85' },
};

/** Chord tone `i` of the arpeggio: 0-2 the triad, 3-5 the triad an octave up. */
const tone = (chord: readonly [number, number, number], i: number): number => chord[i % 3]! + 12 * Math.floor(i / 3);

/** Total length of a theme's track in seconds. */
export function musicSeconds(spec: MusicSpec): number {
  return spec.chordSeconds * spec.chords.length * spec.cycles;
}

/**
 * Steps for one theme: each chord becomes a segment (pad + arpeggio + bass); the chord loop is
 * rendered `cycles + 1` times with reverb and the first cycle is cut off, so the reverb tail at the
 * start of the file is the tail of the last chord: the file loops without a seam.
 */
function musicSteps(spec: MusicSpec): Step[] {
  const steps: Step[] = [];
  const len = spec.chordSeconds;
  spec.chords.forEach((chord, c) => {
    const [a, b, d] = chord;
    steps.push({
      cmd: 'sox',
      args: ['-R', '-r', String(SYNTH_RATE), '-c', '3', '-n', `{tmp}/pad${c}.wav`, 'synth', n(len), spec.padWave, hz(a), spec.padWave, hz(b), spec.padWave, hz(d), 'remix', '-', 'tremolo', '0.5', '30', 'fade', 'q', n(len * 0.3), n(len), n(len * 0.35)],
    });
    const step = len / spec.pattern.length;
    const notes: Note[] = spec.pattern.map((p, i) => ({
      midi: [tone(chord, p) + 12 * spec.arpOctave],
      len: step,
      wave: spec.arpWave,
      vol: i === 0 ? 0.9 : 0.7,
      gate: spec.arpGate,
      shape: spec.arpWave === 'pluck' ? 'h' : 'l',
    }));
    steps.push({ cmd: 'sox', args: ['-R', '-r', String(SYNTH_RATE), '-c', '1', '-n', `{tmp}/arp${c}.wav`, ...melody(notes)] });
    steps.push({ cmd: 'sox', args: ['-R', '-r', String(SYNTH_RATE), '-c', '1', '-n', `{tmp}/bass${c}.wav`, 'synth', n(len), 'sine', hz(a - 24), 'synth', n(len), 'sine', 'mix', hz(a - 12), 'fade', 'q', '0.08', n(len), n(len * 0.4)] });
    steps.push({ cmd: 'sox', args: ['-R', '-m', '-v', '0.35', `{tmp}/pad${c}.wav`, '-v', '0.5', `{tmp}/arp${c}.wav`, '-v', '0.3', `{tmp}/bass${c}.wav`, `{tmp}/seg${c}.wav`] });
  });
  const segs = spec.chords.map((_, c) => `{tmp}/seg${c}.wav`);
  const all: string[] = [];
  for (let k = 0; k <= spec.cycles; k++) all.push(...segs);
  const cycle = len * spec.chords.length;
  steps.push({ cmd: 'sox', args: ['-R', ...all, '{tmp}/long.wav', 'gain', '-6', 'reverb', spec.reverb, '50', '80'] });
  steps.push(...encode('{tmp}/long.wav', 'music', ['trim', n(cycle), n(cycle * spec.cycles), 'norm', '-3']));
  return steps;
}

// ---------------------------------------------------------------------------------------------

/**
 * Every audio file to generate.
 * @param levels the levels' narration texts
 * @returns jobs with paths relative to `assets/audio/`
 */
export function audioJobs(levels: readonly NarrationSource[]): Job[] {
  const jobs: Job[] = [];
  for (const lv of levels) {
    const nn = String(lv.level).padStart(2, '0');
    jobs.push({ file: `narration/level-${nn}-start.ogg`, kind: 'narration', steps: speechSteps(lv.start_text) });
    jobs.push({ file: `narration/level-${nn}-end.ogg`, kind: 'narration', steps: speechSteps(lv.end_text) });
  }
  for (const phrase of SPOKEN_PHRASES) jobs.push({ file: `compliments/${complimentSlug(phrase)}.ogg`, kind: 'compliment', steps: speechSteps(spokenPhrase(phrase)) });
  for (const name of Object.keys(EFFECT_FILES) as EffectName[]) jobs.push({ file: `sfx/${EFFECT_FILES[name]}.ogg`, kind: 'sfx', steps: sfxSteps(name) });
  for (const theme of MUSIC_THEMES) jobs.push({ file: `music/${theme}.ogg`, kind: 'music', steps: musicSteps(MUSIC[theme]) });
  return jobs;
}
