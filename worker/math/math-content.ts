/**
 * The math content a game needs on every call, cached in memory per process (issue 21 "Must
 * deliver 2": the catalogue and level content cached, invalidated by the content version): the
 * maps and levels (validated with zod once, when loaded), the lesson catalogue with each lesson's
 * skill and answer-form policy, and the bank questions of each lesson. All of it is written
 * only by the seed (worker/seed/seed.ts), which stamps `app_settings.content_version`; callers
 * read that version with the game row ({@link contentVersionSql}, no extra round trip) and get
 * the content of that version, loaded once. A re-seed changes the version, so the next call
 * reloads; only the latest version is kept. A module-level cache suits the Workers entry too: an
 * isolate lives for many requests and reloads on a new version the same way.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { app_settings, math_lessons, math_levels, math_maps, questions, skills } from '../../db/schema';
import type { Db, Tx } from '../../db/types';
import { levelSchema, mapSchema, type LevelContent, type MapContent } from '../../core/content/level-schema';
import type { AnswerFormPolicy } from '../../core/answers/types';
import { notFound } from '../lib/errors';

/** A lesson of the catalogue with its skill (skills by position, then lessons). */
export interface CatalogueLesson {
  id: number;
  /** The skill's grade (what the game practises by). */
  grade: number;
  /** The lesson's own grade (the public question's `math_lesson.grade`; the seed copies the skill's). */
  lesson_grade: number;
  skill_id: number;
  skill_key: string;
  name: string;
  answer_form: AnswerFormPolicy;
  /** The lesson's step-by-step hint (issue 18): the public question carries it. */
  hints: string[];
  /** Bank questions of the lesson. */
  questions: number;
}

/** One version of the math content. */
export interface MathContent {
  version: string | null;
  /** Every lesson in catalogue order. */
  catalogue: CatalogueLesson[];
  lesson(id: number): CatalogueLesson | undefined;
  /** A level's validated content. @throws DomainError 404 when the level is not seeded. */
  level(level: number): LevelContent;
  /** The map of a level and all the map's levels in order. @throws DomainError 404. */
  mapOfLevel(level: number): { map: MapContent; levels: LevelContent[] };
  /** A map (by key) and its levels in order; undefined when no such map is seeded. */
  mapByKey(key: string): { map: MapContent; levels: LevelContent[] } | undefined;
  /** A bank question by id (the seed writes them with the content version, so they are content too). */
  question(id: number): QuestionRow | undefined;
  /** A lesson's bank questions in seed order (the order the game walks them). */
  questionsOf(lessonId: number): readonly QuestionRow[];
}

/** A bank question row (answers included: only the server sees it before an answer). */
export type QuestionRow = typeof questions.$inferSelect;

/** The seeded content version as a scalar subquery, to select alongside a row the call reads anyway. */
export const contentVersionSql = sql<string | null>`(select ${app_settings.value} from ${app_settings} where ${app_settings.key} = 'content_version')`;

/** The seeded content version (for calls that read no game row). */
export async function readContentVersion(db: Db | Tx): Promise<string | null> {
  const [row] = await db.select({ value: app_settings.value }).from(app_settings).where(eq(app_settings.key, 'content_version'));
  return row?.value ?? null;
}

let cached: { version: string | null; content: Promise<MathContent> } | undefined;

/**
 * The math content of `version` (as read by {@link contentVersionSql}), loaded through `db` (the
 * caller's transaction, if any) on first use or when the version changed.
 */
export function mathContent(db: Db | Tx, version: string | null): Promise<MathContent> {
  if (cached?.version !== version || version === null) {
    const content = loadContent(db, version);
    // A failed load (e.g. a broken connection) is not kept: the next call tries again.
    content.catch(() => {
      if (cached?.content === content) cached = undefined;
    });
    cached = { version, content };
  }
  return cached.content;
}

async function loadContent(db: Db | Tx, version: string | null): Promise<MathContent> {
  const levelRows = await db.select({ level: math_levels.level, map_id: math_levels.map_id, data: math_levels.data }).from(math_levels).orderBy(asc(math_levels.level));
  const mapRows = await db.select({ id: math_maps.id, data: math_maps.data }).from(math_maps);
  const lessonRows = await db
    .select({ id: math_lessons.id, grade: skills.grade, lesson_grade: math_lessons.grade, skill_id: skills.id, skill_key: skills.key, name: math_lessons.name, answer_form: math_lessons.answer_form, hints: math_lessons.hints })
    .from(math_lessons)
    .innerJoin(skills, eq(math_lessons.skill_id, skills.id))
    .orderBy(asc(skills.position), asc(math_lessons.position));
  // The bank itself (a few thousand small rows): the answer path then reads no question (issue 21).
  const questionRows = await db.select().from(questions).orderBy(asc(questions.math_lesson_id), asc(questions.seed));

  const levels = new Map(levelRows.map((r) => [r.level, { map_id: r.map_id, content: levelSchema.parse(r.data) }]));
  const maps = new Map(mapRows.map((r) => [r.id, mapSchema.parse(r.data)]));
  const byId = new Map(questionRows.map((q) => [q.id, q]));
  const byLesson = new Map<number, QuestionRow[]>();
  for (const q of questionRows) {
    const list = byLesson.get(q.math_lesson_id);
    if (list) list.push(q);
    else byLesson.set(q.math_lesson_id, [q]);
  }
  const catalogue = lessonRows.map((l) => ({ ...l, answer_form: l.answer_form as AnswerFormPolicy, questions: byLesson.get(l.id)?.length ?? 0 }));
  const lessons = new Map(catalogue.map((l) => [l.id, l]));
  const levelsOfMap = new Map<number, LevelContent[]>();
  for (const { map_id, content } of levels.values()) levelsOfMap.set(map_id, [...(levelsOfMap.get(map_id) ?? []), content]);

  return {
    version,
    catalogue,
    lesson: (id) => lessons.get(id),
    mapByKey(key) {
      const found = [...maps].find(([, m]) => m.key === key);
      return found ? { map: found[1], levels: levelsOfMap.get(found[0]) ?? [] } : undefined;
    },
    question: (id) => byId.get(id),
    questionsOf: (lessonId) => byLesson.get(lessonId) ?? [],
    level(level) {
      const row = levels.get(level);
      if (!row) throw notFound('Level');
      return row.content;
    },
    mapOfLevel(level) {
      const row = levels.get(level);
      if (!row) throw notFound('Level');
      const map = maps.get(row.map_id);
      if (!map) throw notFound('Map');
      return { map, levels: levelsOfMap.get(row.map_id) ?? [] };
    },
  };
}
