/**
 * Zod contracts of science (issue 16 shared contract "The API"; spec part 2 sections 3, 4 and 7
 * "Science"): the shapes the routes answer, their parameters and bodies. Shared by the routes, the
 * OpenAPI document and, as types only, the client. Bodies refuse unknown fields; ids are positive
 * int4 (a larger number is 422, never a database error).
 */
import { z } from '@hono/zod-openapi';
import { BADGE_ITEM_KINDS, SCIENCE_BADGE_ITEMS, type BadgeItemKind } from '../../core/science/badge-items';
import { SCIENCE_HABITATS } from '../../core/science/habitats';
import { id, idParam } from '../lib/fields';
import { studentIdParams } from '../students/students.contracts';

const time = z.string().nullable().openapi({ description: 'ISO 8601 UTC time, or null when not yet' });

export const tryAtHomeSchema = z
  .object({ title: z.string(), materials: z.array(z.string()), steps: z.array(z.string()), what_happens: z.string(), grown_up_note: z.string() })
  .openapi('ScienceTryAtHome');

export const videoLessonSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    youtube: z.null().openapi({ description: 'Always null: every film is our own (`video`)' }),
    science_topic_id: z.number().int(),
    locked: z.boolean().openapi({ description: 'Beyond what the science billing status opens (free and unpaid: the first lesson of each habitat only)' }),
    video: z
      .object({ source: z.literal('own'), url: z.string(), captions_url: z.string().openapi({ description: 'WebVTT' }), poster_url: z.string() })
      .openapi('ScienceVideo'),
    duration_s: z.number().nullable().openapi({ description: 'Film length in seconds; null before the film is rendered' }),
    cues: z
      .array(z.object({ time_s: z.number(), question_id: z.number().int() }))
      .openapi({ description: 'Where the film pauses for a question, in time order; questions without a cue come after the film' }),
    questions: z.array(z.object({ id: z.number().int(), text: z.string(), answers: z.array(z.object({ id: z.number().int(), text: z.string() })) })).openapi({ description: 'In authored order; which answer is right is not sent' }),
    try_at_home: tryAtHomeSchema,
  })
  .openapi('VideoLesson');

export const scienceTopicSchema = z
  .object({ id: z.number().int(), key: z.string(), title: z.string(), video_lessons: z.array(videoLessonSchema) })
  .openapi('ScienceTopic');

export const scienceHabitatSchema = z
  .object({ key: z.enum(SCIENCE_HABITATS), title: z.string(), sub_title: z.string(), science_topics: z.array(scienceTopicSchema).openapi({ description: "In the spec table's order" }) })
  .openapi('ScienceHabitat');

export const scienceMapResponse = z
  .object({
    id: z.literal(1),
    key: z.literal('world'),
    billing: z.enum(['free', 'paid', 'unpaid']).openapi({ description: 'The subject billing status for science (subject 3)' }),
    payment_prompt: z.enum(['ASK_PAYMENT_HARD', 'ASK_PAYMENT_SOFT']).optional().openapi({ description: 'Only for an unpaid account: what to ask the parent' }),
    science_habitats: z.array(scienceHabitatSchema).openapi({ description: 'In world map order' }),
  })
  .openapi('ScienceMap');

export const studentVideoLessonSchema = z
  .object({
    video_lesson_id: z.number().int(),
    student_id: z.number().int(),
    started_at: time,
    completed_at: time,
    star_earned: z.boolean().openapi({ description: 'Film watched to its end and every question answered right at least once; never reverts' }),
    video_lesson: z.object({ id: z.number().int(), title: z.string(), science_topic_id: z.number().int() }),
    answered_right_question_ids: z.array(z.number().int()),
  })
  .openapi('StudentVideoLesson');

export const studentVideoLessonsResponse = z.array(studentVideoLessonSchema).openapi('StudentVideoLessons');

export const studentBadgeSchema = z
  .object({
    science_badge_id: z.number().int(),
    background_science_badge_item_id: z.number().int(),
    border_science_badge_item_id: z.number().int(),
    color_science_badge_item_id: z.number().int(),
    pose_science_badge_item_id: z.number().int(),
  })
  .openapi('StudentScienceBadge');

export const scienceBadgesResponse = z
  .object({
    science_badges: z.array(
      z.object({
        id: z.number().int(),
        science_topic_id: z.number().int(),
        student_science_badges: z.array(studentBadgeSchema).openapi({ description: 'The student\'s badge once earned (the topic\'s star), else empty: 0 or 1' }),
      }),
    ),
    science_badge_items: z.array(
      z.object({ id: z.number().int(), kind: z.enum(BADGE_ITEM_KINDS), key: z.string(), name: z.string(), hex: z.string().optional().openapi({ description: 'Colours only' }), image_url: z.string() }),
    ),
  })
  .openapi('ScienceBadges');

export const answerResponse = z
  .object({
    correct: z.boolean(),
    correct_answer_id: z.number().int(),
    explanation: z.string(),
    gems: z.number().int().openapi({ description: "The student's gem total after this answer (1 gem the first time a question is answered right)" }),
    student_video_lesson: studentVideoLessonSchema,
  })
  .openapi('ScienceAnswerResult');

export const mapParams = studentIdParams.extend({
  mapId: idParam('Map id must be a number.').openapi({ param: { name: 'mapId', in: 'path' }, description: 'The world map: 1', example: '1' }),
});

export const lessonParams = studentIdParams.extend({
  lessonId: idParam('Lesson id must be a number.').openapi({ param: { name: 'lessonId', in: 'path' }, example: '1' }),
});

export const questionParams = lessonParams.extend({
  questionId: idParam('Question id must be a number.').openapi({ param: { name: 'questionId', in: 'path' }, example: '1' }),
});

export const topicParams = studentIdParams.extend({
  topicId: idParam('Topic id must be a number.').openapi({ param: { name: 'topicId', in: 'path' }, example: '1' }),
});

export const answerBody = z.strictObject({ answer_id: id('Please choose an answer.') }).openapi('ScienceAnswerBody');

const itemIds = (kind: BadgeItemKind) => new Set(SCIENCE_BADGE_ITEMS.filter((i) => i.kind === kind).map((i) => i.id));

/** An item id of one kind: 422 on the field for any other id (the catalogue is fixed, core/science/badge-items.ts). */
function itemOf(kind: BadgeItemKind) {
  const ids = itemIds(kind);
  const message = `Please choose a ${kind} for the badge.`;
  return id(message).refine((v) => ids.has(v), message);
}

export const studentBadgeBody = z
  .strictObject({
    background_science_badge_item_id: itemOf('background'),
    border_science_badge_item_id: itemOf('border'),
    color_science_badge_item_id: itemOf('color'),
    pose_science_badge_item_id: itemOf('pose'),
  })
  .openapi('StudentScienceBadgeBody');

export type ScienceMapResponse = z.infer<typeof scienceMapResponse>;
export type ScienceHabitatEntry = z.infer<typeof scienceHabitatSchema>;
export type VideoLesson = z.infer<typeof videoLessonSchema>;
export type StudentVideoLesson = z.infer<typeof studentVideoLessonSchema>;
export type StudentBadge = z.infer<typeof studentBadgeSchema>;
export type ScienceBadgesResponse = z.infer<typeof scienceBadgesResponse>;
export type ScienceAnswerResponse = z.infer<typeof answerResponse>;
export type StudentBadgeBody = z.infer<typeof studentBadgeBody>;
