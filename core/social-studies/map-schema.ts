/**
 * Zod schema of a social studies map's content (`assets/social-studies/maps/<key>.json`, issue 17):
 * ancient Egypt and ancient Greece, each a map of small quests. Every topic holds three lessons
 * (spec part 2 section 3: `video_type` defaultVideo, returnVideo, completeVideo) whose
 * `video_states` are the film's parts: `videoIntro` (the story, narrated), `videoQuizTime` (the
 * film stops: the child decides or explains something, its questions) and optionally `videoOutro`
 * (what the choice meant). The intro topic welcomes the child (its returnVideo welcomes a returning
 * one, its completeVideo celebrates every orb); the first-orb topic is where the first orb is won.
 * Orbs per map are its topic count minus 1 (section 9).
 *
 * Content files carry no database ids: the seed gives them. Pure module (no Node built-ins).
 */
import { z } from 'zod';
import { plainText as text } from '../content/plain-text';

export const SOCIAL_STUDIES_MAPS = ['egypt', 'greece'] as const;
export const VIDEO_TYPES = ['defaultVideo', 'returnVideo', 'completeVideo'] as const;

const key = z.string().regex(/^[a-z][a-z0-9-]{1,39}$/);

export const ssSpeakerSchema = z.enum(['narrator', 'moxie', 'guide', 'child']);

/** A narrated part of a film: lines in order, each with who says it and a picture for the art. */
const narrationSchema = z.array(z.strictObject({ speaker: ssSpeakerSchema, text: text(240), picture: text(140) })).min(1).max(10);

export const ssQuestionSchema = z
  .strictObject({
    text: text(160),
    answers: z.array(z.strictObject({ text: text(100), correct: z.boolean(), misconception: text(160).optional() })).min(2).max(4),
    explanation: text(260),
  })
  .superRefine((q, ctx) => {
    if (q.answers.filter((a) => a.correct).length !== 1) ctx.addIssue({ code: 'custom', message: 'exactly one answer is correct' });
    q.answers.forEach((a, i) => !a.correct && !a.misconception && ctx.addIssue({ code: 'custom', path: ['answers', i, 'misconception'], message: 'a wrong answer names its misconception' }));
  });

export const videoStateSchema = z.discriminatedUnion('state', [
  z.strictObject({ state: z.literal('videoIntro'), narration: narrationSchema }),
  z.strictObject({ state: z.literal('videoQuizTime'), questions: z.array(ssQuestionSchema).min(1).max(3) }),
  z.strictObject({ state: z.literal('videoOutro'), narration: narrationSchema }),
]);

export const ssLessonSchema = z
  .strictObject({
    title: text(70),
    video_states: z.array(videoStateSchema).min(2).max(3),
  })
  .superRefine((l, ctx) => {
    const states = l.video_states.map((s) => s.state).join(',');
    if (!/^videoIntro,videoQuizTime(,videoOutro)?$/.test(states)) ctx.addIssue({ code: 'custom', path: ['video_states'], message: `states must be videoIntro, videoQuizTime[, videoOutro], not ${states}` });
  });

export const ssTopicSchema = z.strictObject({
  key,
  name: text(40),
  /** The quest: what the child decides or explains here to earn the orb. */
  quest: text(160),
  lessons: z.strictObject({ defaultVideo: ssLessonSchema, returnVideo: ssLessonSchema, completeVideo: ssLessonSchema }),
});

export const ssMapSchema = z
  .strictObject({
    key: z.enum(SOCIAL_STUDIES_MAPS),
    name: text(40),
    intro_topic: key,
    first_orb_topic: key,
    /** The intro topic, the first-orb topic and at least 6 more quests, in map order. */
    topics: z.array(ssTopicSchema).min(8).max(12),
    /** Where the facts were checked ("Smithsonian: Ancient Egypt"). */
    sources: z.array(text(140)).min(3),
  })
  .superRefine((m, ctx) => {
    const keys = m.topics.map((t) => t.key);
    if (new Set(keys).size !== keys.length) ctx.addIssue({ code: 'custom', path: ['topics'], message: 'topic keys are unique' });
    if (keys[0] !== m.intro_topic) ctx.addIssue({ code: 'custom', path: ['intro_topic'], message: 'the intro topic comes first' });
    if (!keys.includes(m.first_orb_topic) || m.first_orb_topic === m.intro_topic) ctx.addIssue({ code: 'custom', path: ['first_orb_topic'], message: 'the first-orb topic is another topic of the map' });
  });

export type SsMap = z.infer<typeof ssMapSchema>;
export type SsLesson = z.infer<typeof ssLessonSchema>;
