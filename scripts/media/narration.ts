/**
 * Narration for the generated videos (render-media.ts, render-funnel.ts): Moxie's voice
 * (espeak-ng with scripts/audio's VOICE) spoken section by section into one WAV track padded with
 * sox, and WebVTT captions that follow the speech. Times in seconds.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { VOICE } from '../audio/recipes';

export interface Section {
  seconds: number;
  svg: string;
  narration: string;
  /** Where the narration starts inside the section (seconds). */
  speechAt?: number;
  /** The caption stays up to the section's end (a hold: the instruction shows while the picture waits). */
  captionToEnd?: boolean;
}

export function run(cmd: string, args: string[]): string {
  const r = spawnSync(cmd, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (r.status !== 0) throw new Error(`${cmd} ${args.slice(0, 6).join(' ')} … failed:\n${r.stderr}`);
  return r.stdout;
}

export function checkTools() {
  const probes: [string, string][] = [['ffmpeg', '-version'], ['espeak-ng', '--version'], ['sox', '--version']];
  const missing = probes.filter(([t, arg]) => spawnSync(t, [arg]).error !== undefined).map(([t]) => t);
  if (missing.length > 0) {
    console.error(`media: missing ${missing.join(', ')}; on Debian: apt-get install -y ffmpeg espeak-ng sox`);
    process.exit(1);
  }
}

export function speak(text: string, wav: string): number {
  run('espeak-ng', [...VOICE, '-w', wav, text]);
  return Number(run('sox', ['--i', '-D', wav]).trim());
}

export const vttTime = (s: number) => {
  const ms = Math.round(s * 1000);
  const h = Math.floor(ms / 3600000);
  const m = Math.floor((ms % 3600000) / 60000);
  const sec = Math.floor((ms % 60000) / 1000);
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}:${String(sec).padStart(2, '0')}.${String(ms % 1000).padStart(3, '0')}`;
};

export interface Narration {
  /** Each section's start and length (seconds). */
  starts: number[];
  lengths: number[];
  /** The whole narration track (WAV) and the film's length (seconds). */
  audio: string;
  total: number;
  vtt: string;
}

/**
 * Speaks every section's narration into one track. Sections may grow to fit their narration
 * unless `fixed` (the desert cue times are fixed by the script), to the speech plus at least
 * `tail` seconds of quiet; the captions follow the speech.
 */
export function narrate(id: string, tmp: string, sections: Section[], fixed: boolean, tail = 0.6): Narration {
  const starts: number[] = [];
  const lengths: number[] = [];
  let t = 0;
  const audioParts: string[] = [];
  const vtt = ['WEBVTT', ''];
  for (const [i, s] of sections.entries()) {
    const wav = join(tmp, `n${i}.wav`);
    const speech = speak(s.narration, wav);
    const lead = 0.3;
    const seconds = fixed ? s.seconds : Math.max(s.seconds, Math.ceil((speech + lead + tail) * 2) / 2);
    if (fixed && speech + lead > seconds) console.warn(`media: ${id} section ${i} narration (${speech.toFixed(2)} s) is longer than its ${seconds} s`);
    const padded = join(tmp, `p${i}.wav`);
    // -R: sox dithers when it resamples, with a random seed unless told to repeat itself.
    run('sox', ['-R', wav, '-r', '24000', '-c', '1', padded, 'pad', String(lead), '0', 'trim', '0', String(seconds)]);
    // sox trim leaves short files short: pad to the exact length.
    const got = Number(run('sox', ['--i', '-D', padded]).trim());
    const exact = join(tmp, `e${i}.wav`);
    run('sox', ['-R', padded, exact, 'pad', '0', String(Math.max(0, seconds - got))]);
    audioParts.push(exact);
    const captionEnd = s.captionToEnd ? seconds : Math.min(seconds, lead + speech + 0.4);
    vtt.push(`${i + 1}`, `${vttTime(t + lead)} --> ${vttTime(t + captionEnd)}`, s.narration, '');
    starts.push(t);
    lengths.push(seconds);
    t += seconds;
  }
  const audio = join(tmp, 'audio.wav');
  run('sox', ['-R', ...audioParts, audio]);
  return { starts, lengths, audio, total: t, vtt: vtt.join('\n') };
}
