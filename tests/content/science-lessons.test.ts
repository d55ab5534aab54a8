/**
 * The science lesson scripts' content (issue 16 "Lessons a child learns from", "Not done until: a
 * content test"): every file under assets/science/lessons/<habitat>/<topic>.json is a valid lesson
 * (core/science/lesson-schema.ts) whose habitat and topic key match its path and the spec's table
 * (core/science/habitats.ts); every one of the 63 topics has a lesson; titles and hooks are not
 * repeated; a question's right answer is not always in the same place. Each check lists every
 * failing file, so one run shows all that is wrong. (Films, captions and art come with the media
 * script; their files are checked when it lands.)
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SCIENCE_HABITATS, SCIENCE_TOPIC_KEYS } from '../../core/science/habitats';
import { scienceLessonSchema, type ScienceLesson } from '../../core/science/lesson-schema';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const LESSON_DIR = join(ROOT, 'assets', 'science', 'lessons');

type Loaded = { where: string; lesson?: ScienceLesson; problems: string[] };
const loaded: Loaded[] = SCIENCE_HABITATS.flatMap((habitat) => {
  const dir = join(LESSON_DIR, habitat);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .map((file): Loaded => {
      const where = `${habitat}/${file}`;
      if (!file.endsWith('.json')) return { where, problems: ['not a .json file'] };
      const parsed = scienceLessonSchema.safeParse(JSON.parse(readFileSync(join(dir, file), 'utf8')));
      if (!parsed.success) return { where, problems: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`) };
      const lesson = parsed.data;
      const problems: string[] = [];
      if (lesson.habitat !== habitat) problems.push(`habitat ${lesson.habitat} in the ${habitat} folder`);
      if (`${lesson.topic_key}.json` !== file) problems.push(`topic_key ${lesson.topic_key} in ${file}`);
      if (!SCIENCE_TOPIC_KEYS[habitat].includes(lesson.topic_key)) problems.push(`${lesson.topic_key} is not a ${habitat} topic of the spec`);
      return { where, lesson, problems };
    });
});
const lessons = loaded.flatMap((l) => (l.lesson ? [l.lesson] : []));

describe('science lesson scripts', () => {
  it('every file is a valid lesson in its habitat folder, for a topic of the spec', () => {
    expect(loaded.flatMap((l) => l.problems.map((p) => `${l.where}: ${p}`))).toEqual([]);
  });

  it('the spec has 63 topic keys in seven habitats, and every topic has its lesson', () => {
    expect(Object.values(SCIENCE_TOPIC_KEYS).flat()).toHaveLength(63);
    const have = new Set(lessons.map((l) => `${l.habitat}/${l.topic_key}`));
    const missing = SCIENCE_HABITATS.flatMap((h) => SCIENCE_TOPIC_KEYS[h].map((t) => `${h}/${t}`)).filter((k) => !have.has(k));
    expect(missing).toEqual([]);
  });

  it('no two lessons share a title or an opening question', () => {
    const repeated = (values: string[]) => values.filter((v, i) => values.indexOf(v) !== i);
    expect(repeated(lessons.map((l) => l.title.toLowerCase()))).toEqual([]);
    expect(repeated(lessons.map((l) => l.hook.toLowerCase()))).toEqual([]);
  });

  it('the right answer moves around: no single position holds more than half of them', () => {
    const positions = lessons.flatMap((l) => l.questions.map((q) => q.answers.findIndex((a) => a.correct)));
    expect(positions.length).toBeGreaterThan(0);
    const most = Math.max(...[0, 1, 2, 3].map((p) => positions.filter((x) => x === p).length));
    expect(most / positions.length).toBeLessThanOrEqual(0.5);
  });
});
