/**
 * Zod contracts of social studies (issue 17 shared contract "The API" 1-7; spec part 2 sections 3,
 * 4 and 7 "Social studies"): the shapes the routes answer, their parameters and bodies. Shared by
 * the routes, the OpenAPI document and, as types only, the client. Bodies refuse unknown fields;
 * ids are positive int4 (a larger number is 422, never a database error).
 */
import { z } from '@hono/zod-openapi';
import { SOCIAL_STUDIES_MAPS, VIDEO_TYPES } from '../../core/social-studies/map-schema';
import { id, idParam, int, text } from '../lib/fields';
import { studentIdParams } from '../students/students.contracts';

const time = z.string().nullable().openapi({ description: 'ISO 8601 UTC time, or null when not yet' });
const count = z.number().int().min(0);

export const ssQuestionSchema = z
  .object({ id: z.number().int(), text: z.string(), answers: z.array(z.object({ id: z.number().int(), text: z.string() })) })
  .openapi('SocialStudiesQuestion', { description: 'Which answer is right is not sent (the server judges)' });

export const ssVideoStateSchema = z
  .discriminatedUnion('state', [
    z.object({ state: z.literal('videoIntro') }),
    z.object({
      state: z.literal('videoQuizTime'),
      time_s: z.number().nullable().openapi({ description: 'When the film stops for the quiz (seconds from the start); null: at the end of the film' }),
      questions: z.array(ssQuestionSchema),
    }),
    z.object({ state: z.literal('videoOutro') }),
  ])
  .openapi('SocialStudiesVideoState');

export const ssLessonSchema = z
  .object({
    id: z.number().int(),
    vimeo_id: z.null().openapi({ description: 'Always null: every film is our own (`video`)' }),
    video_type: z.enum(VIDEO_TYPES),
    title: z.string(),
    social_studies_topic_id: z.number().int(),
    locked: z.boolean().openapi({ description: "Beyond what the social studies billing status opens (free and unpaid: the intro topic's lessons only)" }),
    video: z
      .object({ source: z.literal('own'), url: z.string(), captions_url: z.string().openapi({ description: 'WebVTT' }), poster_url: z.string() })
      .openapi('SocialStudiesVideo'),
    duration_s: z.number().nullable().openapi({ description: 'Film length in seconds; null before the film is rendered' }),
    video_states: z.array(ssVideoStateSchema).openapi({ description: 'videoIntro, videoQuizTime[, videoOutro], in film order' }),
  })
  .openapi('SocialStudiesVideoLesson');

export const ssTopicSchema = z
  .object({
    id: z.number().int(),
    key: z.string(),
    name: z.string(),
    quest: z.string(),
    social_studies_video_lessons: z.array(ssLessonSchema).openapi({ description: 'defaultVideo, returnVideo, completeVideo' }),
  })
  .openapi('SocialStudiesTopic');

export const ssMapsResponse = z
  .object({ maps: z.array(z.object({ id: z.number().int(), key: z.enum(SOCIAL_STUDIES_MAPS), name: z.string() })).openapi({ description: 'In map order: egypt 1, greece 2' }) })
  .openapi('SocialStudiesMaps');

export const ssMapResponse = z
  .object({
    id: z.number().int(),
    key: z.enum(SOCIAL_STUDIES_MAPS),
    name: z.string(),
    intro_topic_id: z.number().int(),
    intro_topic: ssTopicSchema,
    first_orb_topic_id: z.number().int(),
    billing: z.enum(['free', 'paid', 'unpaid']).openapi({ description: 'The subject billing status for social studies (subject 4)' }),
    payment_prompt: z.enum(['ASK_PAYMENT_HARD', 'ASK_PAYMENT_SOFT']).optional().openapi({ description: 'Only for an unpaid account: what to ask the parent' }),
    completed: z.boolean().openapi({ description: 'The subject is complete for this student: free billing, every completeVideo lesson of every map completed, or the subject set completed' }),
    social_studies_topics: z.array(ssTopicSchema).openapi({ description: 'In map order, the intro topic first' }),
  })
  .openapi('SocialStudiesMap');

export const studentSsLessonSchema = z
  .object({
    student_id: z.number().int(),
    social_studies_video_lesson_id: z.number().int(),
    social_studies_video_lesson: z.object({ id: z.number().int(), video_type: z.enum(VIDEO_TYPES), social_studies_topic_id: z.number().int(), map_id: z.number().int() }),
    num_times_started: count,
    num_times_completed: count,
    orb_earned_at: time,
    student_answers: z.array(z.object({ question_id: z.number().int(), answer_id: z.number().int(), correct: z.boolean() })).openapi({ description: 'Every answer given, in order' }),
  })
  .openapi('StudentSocialStudiesVideoLesson');

export const studentSsLessonsResponse = z.array(studentSsLessonSchema).openapi('StudentSocialStudiesVideoLessons', { description: "The student's lessons, by lesson id" });

export const completedResponse = z.object({ completed: z.literal(true) }).openapi('SubjectCompleted');

export const mapParams = studentIdParams.extend({
  mapId: idParam('Map id must be a number.').openapi({ param: { name: 'mapId', in: 'path' }, description: 'egypt 1, greece 2', example: '1' }),
});

export const lessonParams = studentIdParams.extend({
  lessonId: idParam('Lesson id must be a number.').openapi({ param: { name: 'lessonId', in: 'path' }, example: '1' }),
});

export const questionParams = lessonParams.extend({
  questionId: idParam('Question id must be a number.').openapi({ param: { name: 'questionId', in: 'path' }, example: '1' }),
});

/** Only social studies is set completed by this call today (spec "set subject completed"). */
export const COMPLETABLE_SUBJECTS = ['socialStudies'] as const;

export const subjectParams = studentIdParams.extend({
  subject: z.enum(COMPLETABLE_SUBJECTS, { error: 'Unknown subject.' }).openapi({ param: { name: 'subject', in: 'path' }, example: 'socialStudies' }),
});

export const createStudentSsLessonBody = z.strictObject({ social_studies_video_lesson_id: id('Please choose a lesson.') }).openapi('CreateStudentSocialStudiesVideoLesson');

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;
const orbMessage = 'orb_earned_at must be an ISO 8601 time or null.';

export const updateStudentSsLessonBody = z
  .strictObject({
    num_times_started: int('num_times_started must be a whole number of at least 0.', { min: 0 }),
    num_times_completed: int('num_times_completed must be a whole number of at least 0.', { min: 0 }),
    orb_earned_at: text(orbMessage)
      .regex(ISO_TIME, orbMessage)
      .refine((s) => !Number.isNaN(Date.parse(s)), orbMessage)
      .nullable()
      .openapi({ description: "Any time means the orb is earned now: the server stamps its own clock's time once; null or a later value keeps the first" }),
  })
  .openapi('UpdateStudentSocialStudiesVideoLesson');

export const answerBody = z.strictObject({ answer_id: id('Please choose an answer.') }).openapi('SocialStudiesAnswerBody');

export type SsMapsResponse = z.infer<typeof ssMapsResponse>;
export type SsMapResponse = z.infer<typeof ssMapResponse>;
export type SsTopic = z.infer<typeof ssTopicSchema>;
export type SsLessonOut = z.infer<typeof ssLessonSchema>;
export type StudentSsLesson = z.infer<typeof studentSsLessonSchema>;
export type UpdateStudentSsLessonBody = z.infer<typeof updateStudentSsLessonBody>;
