/**
 * The social studies maps' content (issue 17): every file under assets/social-studies/maps/<key>.json
 * is a valid map (core/social-studies/map-schema.ts) whose key is its file name; within a map no two
 * topics share a name, every topic has its three lessons (defaultVideo, returnVideo, completeVideo),
 * every quiz question has exactly one right answer, and the right answer is not always in the same
 * place; and the maps present are exactly SOCIAL_STUDIES_MAPS (ancient Egypt and ancient Greece).
 * Each check lists every failing file, so one run shows all that is wrong.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SOCIAL_STUDIES_MAPS, VIDEO_TYPES, ssMapSchema, type SsLesson, type SsMap } from '../../core/social-studies/map-schema';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const MAP_DIR = join(ROOT, 'assets', 'social-studies', 'maps');

type Loaded = { file: string; map?: SsMap; problems: string[] };
const loaded: Loaded[] = (existsSync(MAP_DIR) ? readdirSync(MAP_DIR) : []).sort().map((file): Loaded => {
  if (!file.endsWith('.json')) return { file, problems: ['not a .json file'] };
  const parsed = ssMapSchema.safeParse(JSON.parse(readFileSync(join(MAP_DIR, file), 'utf8')));
  if (!parsed.success) return { file, problems: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`) };
  const map = parsed.data;
  return { file, map, problems: `${map.key}.json` === file ? [] : [`key ${map.key} in ${file}`] };
});
const maps = loaded.flatMap((l) => (l.map ? [l.map] : []));

const questionsOf = (lesson: SsLesson) => lesson.video_states.flatMap((s) => (s.state === 'videoQuizTime' ? s.questions : []));
const questionsOfMap = (map: SsMap) => map.topics.flatMap((t) => VIDEO_TYPES.flatMap((v) => (t.lessons[v] ? questionsOf(t.lessons[v]) : [])));

describe('social studies maps', () => {
  it('every file is a valid map whose key is its file name', () => {
    expect(loaded.flatMap((l) => l.problems.map((p) => `${l.file}: ${p}`))).toEqual([]);
  });

  it('the maps present are exactly ancient Egypt and ancient Greece', () => {
    expect(loaded.map((l) => l.file)).toEqual([...SOCIAL_STUDIES_MAPS].sort().map((k) => `${k}.json`));
  });

  it('within a map no two topics share a name', () => {
    const repeated = maps.flatMap((m) => {
      const names = m.topics.map((t) => t.name.toLowerCase());
      return names.filter((n, i) => names.indexOf(n) !== i).map((n) => `${m.key}: ${n}`);
    });
    expect(repeated).toEqual([]);
  });

  it('every topic has a defaultVideo, a returnVideo and a completeVideo, each with a question', () => {
    const missing = maps.flatMap((m) =>
      m.topics.flatMap((t) => VIDEO_TYPES.filter((v) => !t.lessons[v] || questionsOf(t.lessons[v]).length === 0).map((v) => `${m.key}/${t.key}: ${v}`)),
    );
    expect(missing).toEqual([]);
  });

  it('every question has exactly one right answer, and every wrong one names its misconception', () => {
    const wrong = maps.flatMap((m) =>
      questionsOfMap(m)
        .filter((q) => q.answers.filter((a) => a.correct).length !== 1 || q.answers.some((a) => !a.correct && !a.misconception))
        .map((q) => `${m.key}: ${q.text}`),
    );
    expect(wrong).toEqual([]);
  });

  it('the right answer moves around: in each map no single position holds more than half of them', () => {
    const skewed = maps.flatMap((m) => {
      const positions = questionsOfMap(m).map((q) => q.answers.findIndex((a) => a.correct));
      const most = Math.max(...[0, 1, 2, 3].map((p) => positions.filter((x) => x === p).length));
      return positions.length > 0 && most / positions.length <= 0.5 ? [] : [`${m.key}: ${most} of ${positions.length} in one place`];
    });
    expect(skewed).toEqual([]);
  });
});
