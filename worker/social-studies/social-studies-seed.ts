/**
 * Seeds social studies (issue 17) inside the content seed's transaction, from the map files
 * (db/seed/social-studies-maps.ts): the maps (fixed ids by SOCIAL_STUDIES_MAPS order: egypt 1,
 * greece 2), their topics, each topic's three lessons and each lesson's quiz questions. Rows are
 * upserted by natural key (db/schema/social-studies.ts) in a fixed number of statements, so
 * re-seeding keeps every id; maps, topics, lessons and questions the content no longer has are
 * deleted (their students' rows go with them).
 *
 * Films: `/assets/social-studies/films/<map>/<topic>-<videoType>.webm` (+ `.vtt`, `.webp`). With
 * the film's timings a lesson gets its `duration_s` and its videoQuizTime state the time the film
 * stops (`quiz_s`); without them both are null (the quiz comes at the end of the film).
 */
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { SOCIAL_STUDIES_MAPS } from '../../core/social-studies/map-schema';
import { social_studies_maps, social_studies_questions, social_studies_topics, social_studies_video_lessons, type SsAnswer, type SsVideoStateRow } from '../../db/schema';
import type { LoadedSsMap } from '../../db/seed/content';
import { ssFilmKey, type LoadedSsLesson } from '../../db/seed/social-studies-maps';
import type { Tx } from '../../db/types';

const excluded = (column: string) => sql.raw(`excluded."${column}"`);

/** An answer's id: its question's id x 10 + its 1-based position (at most 4 answers), stable per (question, position). */
export const SS_ANSWER_IDS_PER_QUESTION = 10;

/** A map's fixed id: its place in SOCIAL_STUDIES_MAPS, from 1. */
export const ssMapId = (key: (typeof SOCIAL_STUDIES_MAPS)[number]) => SOCIAL_STUDIES_MAPS.indexOf(key) + 1;

/** A lesson film's addresses (served from assets/). */
export function ssFilmUrls(map: string, topic: string, videoType: string): { url: string; captions_url: string; poster_url: string } {
  const base = `/assets/social-studies/films/${ssFilmKey(map, topic, videoType)}`;
  return { url: `${base}.webm`, captions_url: `${base}.vtt`, poster_url: `${base}.webp` };
}

/** The stored video_states of a lesson: its parts in order, the quiz with its stop time (null: at the end). */
function statesOf(l: LoadedSsLesson): SsVideoStateRow[] {
  return l.lesson.video_states.map((s): SsVideoStateRow => (s.state === 'videoQuizTime' ? { state: s.state, time_s: l.timing?.quiz_s ?? null } : { state: s.state }));
}

/** Upserts the maps, topics, lessons and questions, deletes what the content no longer has, and points each map at its intro and first-orb topics. */
export async function seedSocialStudies(tx: Tx, loaded: readonly LoadedSsMap[]): Promise<void> {
  const mapIds = loaded.map((m) => ssMapId(m.map.key));
  await tx.delete(social_studies_maps).where(mapIds.length ? notInArray(social_studies_maps.id, mapIds) : undefined);
  if (!loaded.length) return;
  await tx
    .insert(social_studies_maps)
    .values(loaded.map(({ map }) => ({ id: ssMapId(map.key), key: map.key, name: map.name })))
    .onConflictDoUpdate({ target: social_studies_maps.id, set: { key: excluded('key'), name: excluded('name') } });

  const topics = await tx
    .insert(social_studies_topics)
    .values(loaded.flatMap(({ map }) => map.topics.map((t, position) => ({ key: t.key, name: t.name, quest: t.quest, map_id: ssMapId(map.key), position }))))
    .onConflictDoUpdate({ target: [social_studies_topics.map_id, social_studies_topics.key], set: { name: excluded('name'), quest: excluded('quest'), position: excluded('position') } })
    .returning({ id: social_studies_topics.id, key: social_studies_topics.key, map_id: social_studies_topics.map_id });
  const topicIds = topics.map((t) => t.id);
  await tx.delete(social_studies_topics).where(and(inArray(social_studies_topics.map_id, mapIds), notInArray(social_studies_topics.id, topicIds)));
  const topicId = new Map(topics.map((t) => [`${t.map_id}/${t.key}`, t.id]));
  for (const { map } of loaded) {
    const id = ssMapId(map.key);
    await tx
      .update(social_studies_maps)
      .set({ intro_topic_id: topicId.get(`${id}/${map.intro_topic}`)!, first_orb_topic_id: topicId.get(`${id}/${map.first_orb_topic}`)! })
      .where(eq(social_studies_maps.id, id));
  }

  const lessonsIn = loaded.flatMap(({ map, lessons }) => lessons.map((l) => ({ map: map.key, topic: topicId.get(`${ssMapId(map.key)}/${l.topic_key}`)!, l })));
  const lessons = await tx
    .insert(social_studies_video_lessons)
    .values(
      lessonsIn.map(({ map, topic, l }) => ({
        social_studies_topic_id: topic,
        video_type: l.video_type,
        title: l.lesson.title,
        vimeo_id: null,
        ...ssFilmUrls(map, l.topic_key, l.video_type),
        duration_s: l.timing?.duration_s ?? null,
        video_states: statesOf(l),
        hash: l.hash,
      })),
    )
    .onConflictDoUpdate({
      target: [social_studies_video_lessons.social_studies_topic_id, social_studies_video_lessons.video_type],
      set: Object.fromEntries(['title', 'vimeo_id', 'url', 'captions_url', 'poster_url', 'duration_s', 'video_states', 'hash'].map((c) => [c, excluded(c)])),
    })
    .returning({ id: social_studies_video_lessons.id, topic: social_studies_video_lessons.social_studies_topic_id, type: social_studies_video_lessons.video_type });
  const lessonIds = lessons.map((l) => l.id);
  await tx.delete(social_studies_video_lessons).where(and(inArray(social_studies_video_lessons.social_studies_topic_id, topicIds), notInArray(social_studies_video_lessons.id, lessonIds)));
  const lessonId = new Map(lessons.map((l) => [`${l.topic}/${l.type}`, l.id]));

  const questionRows = lessonsIn.flatMap(({ topic, l }) =>
    l.lesson.video_states.flatMap((s) =>
      s.state === 'videoQuizTime'
        ? s.questions.map((q, position) => ({
            social_studies_video_lesson_id: lessonId.get(`${topic}/${l.video_type}`)!,
            position,
            text: q.text,
            // Ids are set below, once the question's own id is known.
            answers: q.answers.map((a): SsAnswer => ({ id: 0, text: a.text, correct: a.correct, misconception: a.misconception ?? null })),
            explanation: q.explanation,
          }))
        : [],
    ),
  );
  const questions = await tx
    .insert(social_studies_questions)
    .values(questionRows)
    .onConflictDoUpdate({
      target: [social_studies_questions.social_studies_video_lesson_id, social_studies_questions.position],
      set: { text: excluded('text'), answers: excluded('answers'), explanation: excluded('explanation') },
    })
    .returning({ id: social_studies_questions.id });
  await tx
    .delete(social_studies_questions)
    .where(and(inArray(social_studies_questions.social_studies_video_lesson_id, lessonIds), notInArray(social_studies_questions.id, questions.map((q) => q.id))));
  await tx.execute(sql`
    update ${social_studies_questions} q set answers = (
      select jsonb_agg(a.value || jsonb_build_object('id', q.id * ${SS_ANSWER_IDS_PER_QUESTION} + a.ordinality) order by a.ordinality)
      from jsonb_array_elements(q.answers) with ordinality a
    )
    where q.social_studies_video_lesson_id in ${lessonIds}`);
}
