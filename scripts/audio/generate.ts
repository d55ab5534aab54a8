/**
 * Generates the game's audio offline (deterministic, idempotent) into `assets/audio/`:
 * - `narration/level-NN-start.ogg` / `-end.ogg`: every level's `start_text` / `end_text` read by espeak-ng,
 *   and the levels' `start_audio` / `end_audio` set to them (only those two lines of the JSON change);
 * - `compliments/<slug>.ogg`: each compliment of `core/compliments.ts` plus "Nice effort!" and "No problem!";
 * - `sfx/*.ogg`: correct chime, try-again boop, sprite pop, level-complete fanfare, gem sparkle, tap, boing, confetti (sox synth);
 * - `music/<theme>.ogg`: a gentle seamless loop of about 24 s per map (sox synth).
 * All mono 22.05 kHz Ogg Vorbis, each with an MP3 copy next to it (`x.mp3`) for browsers without Ogg
 * (older Safari); the player lists both sources. Recipes live in `recipes.ts`.
 *
 * `assets/audio/manifest.json` records each file's recipe hash, size and duration; a file whose recipe
 * did not change is not regenerated (so a different espeak-ng/sox version does not churn every file).
 * Files no recipe makes any more are deleted.
 *
 * Needs `espeak-ng` and `sox` with Ogg Vorbis support (Debian: `apt-get install espeak-ng sox libsox-fmt-all`);
 * the script checks for them and stops with a message, it installs nothing.
 *
 * Run: `npx tsx scripts/audio/generate.ts [--force] [--check]`
 *   --force  regenerate every file;  --check  change nothing, exit 1 when anything is out of date.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { levelSchema } from '../../core/content/level-schema';
import { narrationUrl } from '../../core/sound-assets';
import { audioJobs, type Job, mp3Sibling, type NarrationSource } from './recipes';

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const AUDIO_DIR = join(REPO_ROOT, 'assets', 'audio');
const LEVELS_DIR = join(REPO_ROOT, 'assets', 'levels');
export const MANIFEST = join(AUDIO_DIR, 'manifest.json');
/** Folders the generator owns (stale files in them are removed). */
const OWNED_DIRS = ['narration', 'compliments', 'sfx', 'music'] as const;
/** Bump to regenerate everything after a change the recipes do not show (e.g. post-processing). */
const RECIPE_VERSION = 1;
/** Budget for all audio together (bytes) and for one music loop. */
export const TOTAL_BUDGET = 4 * 1024 * 1024;
export const MUSIC_BUDGET = 300 * 1024;

export interface ManifestEntry {
  recipe: string;
  bytes: number;
  seconds: number;
}
export interface Manifest {
  generator: string;
  files: Record<string, ManifestEntry>;
}

/** Short hash of a job's recipe. */
export function recipeHash(job: Job): string {
  return createHash('sha256')
    .update(JSON.stringify({ v: RECIPE_VERSION, steps: job.steps }))
    .digest('hex')
    .slice(0, 16);
}

function readManifest(): Manifest {
  if (!existsSync(MANIFEST)) return { generator: 'scripts/audio/generate.ts', files: {} };
  return JSON.parse(readFileSync(MANIFEST, 'utf8')) as Manifest;
}

/** Level files with their raw text and narration texts. */
function readLevels(): Array<{ file: string; text: string; source: NarrationSource }> {
  return readdirSync(LEVELS_DIR)
    .filter((f) => /^level-\d+\.json$/.test(f))
    .sort()
    .map((f) => {
      const file = join(LEVELS_DIR, f);
      const text = readFileSync(file, 'utf8');
      const lv = levelSchema.parse(JSON.parse(text));
      return { file, text, source: { level: lv.level, start_text: lv.start_text, end_text: lv.end_text } };
    });
}

function run(cmd: string, args: readonly string[]): { ok: boolean; stdout: string; stderr: string } {
  const r = spawnSync(cmd, args, { encoding: 'utf8' });
  return { ok: r.error === undefined && r.status === 0, stdout: r.stdout ?? '', stderr: r.stderr ?? (r.error?.message ?? '') };
}

/** Checks that espeak-ng and sox (with Ogg Vorbis) are installed; prints how to get them if not. */
function checkTools(): boolean {
  const missing: string[] = [];
  if (!run('espeak-ng', ['--version']).ok) missing.push('espeak-ng');
  const sox = run('sox', ['-h']);
  if (!sox.ok) missing.push('sox');
  else if (!/\bvorbis\b/.test(sox.stdout)) missing.push('sox Ogg Vorbis support (libsox-fmt-all)');
  if (missing.length === 0) return true;
  console.error(`audio: missing ${missing.join(', ')}.`);
  console.error('audio: install them first, e.g. on Debian/Ubuntu: sudo apt-get install -y espeak-ng sox libsox-fmt-all');
  return false;
}

/** Duration of an audio file in seconds (decodes the header with `sox --i`). */
export function soxSeconds(file: string): number {
  const r = run('sox', ['--i', '-D', file]);
  const s = Number(r.stdout.trim());
  if (!r.ok || !Number.isFinite(s)) throw new Error(`sox cannot read ${file}: ${r.stderr.trim()}`);
  return Math.round(s * 100) / 100;
}

function runJob(job: Job, dest: string): void {
  const tmp = mkdtempSync(join(tmpdir(), 'audio-'));
  try {
    const out = join(tmp, 'out.ogg');
    const mp3 = join(tmp, 'out.mp3');
    for (const step of job.steps) {
      const args = step.args.map((a) => a.replaceAll('{tmp}', tmp).replaceAll('{out}', out).replaceAll('{mp3}', mp3));
      const r = run(step.cmd, args);
      if (!r.ok) throw new Error(`${job.file}: ${step.cmd} failed: ${r.stderr.trim()}`);
      if (r.stderr.trim() !== '') console.warn(`audio: ${job.file}: ${step.cmd}: ${r.stderr.trim()}`);
    }
    mkdirSync(dirname(dest), { recursive: true });
    copyFileSync(out, dest);
    copyFileSync(mp3, mp3Sibling(dest));
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

/** Sets `start_audio` / `end_audio` in a level file's text, leaving every other byte alone. */
export function withNarration(text: string, level: number): string {
  return text
    .replace(/"start_audio": (null|"[^"]*")/, `"start_audio": "${narrationUrl(level, 'start')}"`)
    .replace(/"end_audio": (null|"[^"]*")/, `"end_audio": "${narrationUrl(level, 'end')}"`);
}

function listOwnedFiles(): string[] {
  const out: string[] = [];
  for (const d of OWNED_DIRS) {
    const dir = join(AUDIO_DIR, d);
    if (existsSync(dir)) for (const f of readdirSync(dir).sort()) out.push(`${d}/${f}`);
  }
  return out;
}

function main(): void {
  const force = process.argv.includes('--force');
  const check = process.argv.includes('--check');
  const levels = readLevels();
  const jobs = audioJobs(levels.map((l) => l.source));
  const manifest = readManifest();
  const outputs = (j: Job): string[] => [j.file, mp3Sibling(j.file)];
  const wanted = new Set(jobs.flatMap(outputs));
  const todo = jobs.filter((j) => force || outputs(j).some((f) => manifest.files[f]?.recipe !== recipeHash(j) || !existsSync(join(AUDIO_DIR, f))));
  const stale = listOwnedFiles().filter((f) => !wanted.has(f));
  const levelEdits = levels.filter((l) => withNarration(l.text, l.source.level) !== l.text);

  if (check) {
    const problems = [...todo.map((j) => `out of date: ${j.file} (+ .mp3)`), ...stale.map((f) => `stale: ${f}`), ...levelEdits.map((l) => `narration paths not set: ${l.file}`)];
    for (const p of problems) console.error(`audio: ${p}`);
    console.log(problems.length === 0 ? `audio: ${jobs.length} files up to date` : `audio: ${problems.length} problem(s)`);
    process.exit(problems.length === 0 ? 0 : 1);
  }

  if (todo.length > 0 && !checkTools()) process.exit(1);
  const files: Record<string, ManifestEntry> = {};
  for (const job of jobs) {
    if (todo.includes(job)) runJob(job, join(AUDIO_DIR, job.file));
    for (const f of outputs(job)) {
      const dest = join(AUDIO_DIR, f);
      files[f] = todo.includes(job) ? { recipe: recipeHash(job), bytes: statSync(dest).size, seconds: soxSeconds(dest) } : manifest.files[f]!;
    }
  }
  for (const f of stale) rmSync(join(AUDIO_DIR, f));
  for (const l of levelEdits) writeFileSync(l.file, withNarration(l.text, l.source.level));

  const sorted = Object.fromEntries(Object.entries(files).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  const next = `${JSON.stringify({ generator: 'scripts/audio/generate.ts', files: sorted } satisfies Manifest, null, 2)}\n`;
  if (!existsSync(MANIFEST) || readFileSync(MANIFEST, 'utf8') !== next) writeFileSync(MANIFEST, next);

  const total = Object.values(files).reduce((s, e) => s + e.bytes, 0);
  const kb = (b: number): string => `${(b / 1024).toFixed(0)} KB`;
  const byKind = new Map<string, number>();
  for (const j of jobs) for (const f of outputs(j)) byKind.set(j.kind, (byKind.get(j.kind) ?? 0) + files[f]!.bytes);
  console.log(`audio: generated ${todo.length}, kept ${jobs.length - todo.length}, removed ${stale.length}; level files updated ${levelEdits.length}`);
  console.log(`audio: ${[...byKind].map(([k, b]) => `${k} ${kb(b)}`).join(', ')}; total ${kb(total)}`);
  const over = jobs.filter((j) => j.kind === 'music').flatMap(outputs).filter((f) => files[f]!.bytes > MUSIC_BUDGET);
  if (total > TOTAL_BUDGET || over.length > 0) {
    console.error(`audio: over budget (total ${kb(total)} of ${kb(TOTAL_BUDGET)}; music over ${kb(MUSIC_BUDGET)}: ${over.join(', ') || 'none'})`);
    process.exit(1);
  }
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
