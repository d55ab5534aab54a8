/**
 * The Superskills episode scripts' content (issue 17): every file under
 * assets/superskills/episodes/<nn>-<slug>.json is a valid episode (core/superskills/episode-schema.ts)
 * whose two-digit number and slug match its episode_number and slug; the episodes are numbered 1..N
 * with no gaps and N >= 12 (spec part 2 section 5: numbers are valid from 1 to the episode count);
 * no two episodes teach the same skill or share a title; the question's right answer is not always
 * in the same place. Each check lists every failing file, so one run shows all that is wrong.
 * (Films and captions come with the media script; their files are checked when it lands.)
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { episodeSchema, type Episode } from '../../core/superskills/episode-schema';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const EPISODE_DIR = join(ROOT, 'assets', 'superskills', 'episodes');
const FILE_NAME = /^(\d{2})-([a-z0-9]+(?:-[a-z0-9]+)*)\.json$/;

type Loaded = { file: string; episode?: Episode; problems: string[] };
const loaded: Loaded[] = (existsSync(EPISODE_DIR) ? readdirSync(EPISODE_DIR) : []).sort().map((file): Loaded => {
  const name = FILE_NAME.exec(file);
  if (!name) return { file, problems: ['not named <nn>-<slug>.json'] };
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(join(EPISODE_DIR, file), 'utf8'));
  } catch (error) {
    return { file, problems: [`not JSON: ${(error as Error).message}`] };
  }
  const parsed = episodeSchema.safeParse(json);
  if (!parsed.success) return { file, problems: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`) };
  const episode = parsed.data;
  const problems: string[] = [];
  if (Number(name[1]) !== episode.episode_number) problems.push(`episode_number ${episode.episode_number} in a file numbered ${name[1]}`);
  if (name[2] !== episode.slug) problems.push(`slug ${episode.slug} in a file named ${name[2]}`);
  return { file, episode, problems };
});
const episodes = loaded.flatMap((l) => (l.episode ? [l.episode] : []));
const repeated = (values: string[]) => values.filter((v, i) => values.indexOf(v) !== i);

describe('superskills episode scripts', () => {
  it('every file is a valid episode whose file name matches its number and slug', () => {
    expect(loaded.length).toBeGreaterThan(0);
    expect(loaded.flatMap((l) => l.problems.map((p) => `${l.file}: ${p}`))).toEqual([]);
  });

  it('the episodes are numbered 1..N without gaps or repeats, with N of at least 12', () => {
    const numbers = episodes.map((e) => e.episode_number).sort((a, b) => a - b);
    expect(numbers.length).toBeGreaterThanOrEqual(12);
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
  });

  it('no two episodes teach the same skill or share a title or a slug', () => {
    expect(repeated(episodes.map((e) => e.skill))).toEqual([]);
    expect(repeated(episodes.map((e) => e.title.toLowerCase()))).toEqual([]);
    expect(repeated(episodes.map((e) => e.slug))).toEqual([]);
  });

  it('the right answer moves around: no single position holds more than half of them', () => {
    const positions = episodes.map((e) => e.question.answers.findIndex((a) => a.correct));
    expect(positions.length).toBeGreaterThan(0);
    const most = Math.max(...[0, 1, 2, 3].map((p) => positions.filter((x) => x === p).length));
    expect(most / positions.length).toBeLessThanOrEqual(0.5);
  });
});
