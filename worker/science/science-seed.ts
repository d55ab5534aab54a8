/**
 * Seeds science (issue 16) inside the content seed's transaction: the seven habitats (map order,
 * titles from core/science/habitat-static.ts), the badge customiser's items (fixed ids,
 * core/science/badge-items.ts), and from the lesson scripts the topics, their video lessons with
 * questions, and one badge per topic. Rows are upserted by natural key (db/schema/science.ts) in
 * a fixed number of statements, so re-seeding keeps every id; topics, lessons and questions the
 * content no longer has are deleted (their students' rows go with them). Badge items are never
 * deleted: students' badges name them.
 *
 * Films: `/assets/science/films/<topic_key>.webm` (+ `.vtt` captions, `.webp` poster). With the
 * film's timings a lesson gets its `duration_s` and a question with `after_fact` = i its cue at the
 * end of fact i's narration plus {@link CUE_DELAY_S}; without them both are null (questions after the film).
 */
import { and, inArray, notInArray, sql } from 'drizzle-orm';
import { SCIENCE_BADGE_ITEMS } from '../../core/science/badge-items';
import { SCIENCE_HABITAT_STATIC } from '../../core/science/habitat-static';
import { SCIENCE_HABITATS, SCIENCE_TOPIC_KEYS } from '../../core/science/habitats';
import { science_badge_items, science_badges, science_habitats, science_topics, video_lesson_questions, video_lessons, type VideoLessonAnswer } from '../../db/schema';
import type { LoadedScienceLesson } from '../../db/seed/content';
import type { Tx } from '../../db/types';

const excluded = (column: string) => sql.raw(`excluded."${column}"`);

/** Seconds after a fact's narration ends before the film pauses for its question (the last word settles). */
export const CUE_DELAY_S = 0.3;

/**
 * An answer's id: its question's id times 10 plus its 1-based position (a question has at most 4
 * answers), so ids are stable per (question, position) and unique across questions.
 */
export const ANSWER_IDS_PER_QUESTION = 10;

/** A lesson film's addresses (served from assets/). */
export function filmUrls(topicKey: string): { url: string; captions_url: string; poster_url: string } {
  const base = `/assets/science/films/${topicKey}`;
  return { url: `${base}.webm`, captions_url: `${base}.vtt`, poster_url: `${base}.webp` };
}

/** The habitat and badge item rows the seed writes from code (part of the content version). */
export function scienceStaticSeedRows() {
  return {
    habitats: SCIENCE_HABITATS.map((key, position) => ({ key, title: SCIENCE_HABITAT_STATIC[key].title, sub_title: SCIENCE_HABITAT_STATIC[key].sub_title, position })),
    items: SCIENCE_BADGE_ITEMS.map((i) => ({ id: i.id, kind: i.kind, key: i.key, name: i.name, hex: i.hex ?? null })),
  };
}

/** A question's cue (seconds, rounded to ms) from its film's timings, or null: after the film. */
function cueOf(afterFact: number | null, loaded: LoadedScienceLesson): number | null {
  const end = afterFact === null ? undefined : loaded.timing?.fact_end_s[afterFact];
  return end === undefined ? null : Math.round((end + CUE_DELAY_S) * 1000) / 1000;
}

/**
 * Upserts habitats, badge items, the lessons' topics, lessons, questions and badges, and deletes
 * the topics (with their lessons), lessons and questions the content no longer has.
 */
export async function seedScience(tx: Tx, loaded: readonly LoadedScienceLesson[]): Promise<void> {
  const { habitats, items } = scienceStaticSeedRows();
  await tx
    .insert(science_habitats)
    .values(habitats)
    .onConflictDoUpdate({ target: science_habitats.key, set: { title: excluded('title'), sub_title: excluded('sub_title'), position: excluded('position') } });
  await tx.delete(science_habitats).where(notInArray(science_habitats.key, habitats.map((h) => h.key)));
  await tx
    .insert(science_badge_items)
    .values(items)
    .onConflictDoUpdate({ target: science_badge_items.id, set: { kind: excluded('kind'), key: excluded('key'), name: excluded('name'), hex: excluded('hex') } });

  const topics = loaded.length
    ? await tx
        .insert(science_topics)
        .values(loaded.map(({ lesson }) => ({ key: lesson.topic_key, title: lesson.topic_title, science_habitat_key: lesson.habitat, position: SCIENCE_TOPIC_KEYS[lesson.habitat].indexOf(lesson.topic_key) })))
        .onConflictDoUpdate({ target: science_topics.key, set: { title: excluded('title'), science_habitat_key: excluded('science_habitat_key'), position: excluded('position') } })
        .returning({ id: science_topics.id, key: science_topics.key })
    : [];
  const topicIds = topics.map((t) => t.id);
  await tx.delete(science_topics).where(topicIds.length ? notInArray(science_topics.id, topicIds) : undefined);
  if (!loaded.length) return;
  const topicId = new Map(topics.map((t) => [t.key, t.id]));

  // One lesson per topic today (position 0); the key leaves room for more.
  const lessons = await tx
    .insert(video_lessons)
    .values(
      loaded.map((l) => ({
        science_topic_id: topicId.get(l.lesson.topic_key)!,
        position: 0,
        title: l.lesson.title,
        youtube: null,
        source: 'own' as const,
        ...filmUrls(l.lesson.topic_key),
        duration_s: l.timing?.duration_s ?? null,
        try_at_home: l.lesson.try_at_home,
        content_hash: l.hash,
      })),
    )
    .onConflictDoUpdate({
      target: [video_lessons.science_topic_id, video_lessons.position],
      set: Object.fromEntries(['title', 'youtube', 'source', 'url', 'captions_url', 'poster_url', 'duration_s', 'try_at_home', 'content_hash'].map((c) => [c, excluded(c)])),
    })
    .returning({ id: video_lessons.id, topic: video_lessons.science_topic_id });
  const lessonIds = lessons.map((l) => l.id);
  await tx.delete(video_lessons).where(and(inArray(video_lessons.science_topic_id, topicIds), notInArray(video_lessons.id, lessonIds)));
  const lessonId = new Map(lessons.map((l) => [l.topic, l.id]));

  const questionRows = loaded.flatMap((l) =>
    l.lesson.questions.map((q, position) => ({
      video_lesson_id: lessonId.get(topicId.get(l.lesson.topic_key)!)!,
      position,
      text: q.text,
      // Ids are set below, once the question's own id is known.
      answers: q.answers.map((a): VideoLessonAnswer => ({ id: 0, text: a.text, correct: a.correct, misconception: a.misconception ?? null })),
      explanation: q.explanation,
      cue_s: cueOf(q.after_fact, l),
    })),
  );
  const questions = await tx
    .insert(video_lesson_questions)
    .values(questionRows)
    .onConflictDoUpdate({
      target: [video_lesson_questions.video_lesson_id, video_lesson_questions.position],
      set: { text: excluded('text'), answers: excluded('answers'), explanation: excluded('explanation'), cue_s: excluded('cue_s') },
    })
    .returning({ id: video_lesson_questions.id });
  await tx.delete(video_lesson_questions).where(and(inArray(video_lesson_questions.video_lesson_id, lessonIds), notInArray(video_lesson_questions.id, questions.map((q) => q.id))));
  await tx.execute(sql`
    update ${video_lesson_questions} q set answers = (
      select jsonb_agg(a.value || jsonb_build_object('id', q.id * ${ANSWER_IDS_PER_QUESTION} + a.ordinality) order by a.ordinality)
      from jsonb_array_elements(q.answers) with ordinality a
    )
    where q.video_lesson_id in ${lessonIds}`);

  await tx
    .insert(science_badges)
    .values(topicIds.map((id) => ({ science_topic_id: id })))
    .onConflictDoNothing();
}
