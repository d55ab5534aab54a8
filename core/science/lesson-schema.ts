/**
 * Zod schema of a science lesson's script (`assets/science/lessons/<habitat>/<topic>.json`), written
 * by the project (issue 16 "Lessons a child learns from"); the media script will turn it into a
 * short narrated film with WebVTT captions, and the seed into a `video_lesson` with its questions.
 *
 * The shape follows how good science lessons for children are built: it opens with a question
 * children ask (`hook`), pauses so the child can guess (`predict`: the film holds for
 * `pause_seconds`), answers with a few true facts (`facts`, each with a picture for the art
 * generator), sums up (`answer`), and ends with a "try it at home" activity using household things
 * (`try_at_home`, also shown to the parent). 2–3 questions (`answer_id` style: one right answer,
 * every wrong one naming the misconception it catches) follow a fact (`after_fact`) or the end.
 * `sources` name where each fact was checked (e.g. "NASA Solar System Exploration: Sun").
 *
 * Spec: part 2 sections 3 (video lesson: id, title, youtube, science_topic_id) and 4 (start /
 * watch / star). Content files carry no database ids: the seed gives them, keyed by topic + order.
 * Pure module (no Node built-ins).
 */
import { z } from 'zod';
import { plainText } from '../content/plain-text';
import { SCIENCE_HABITATS } from './habitats';

const text = plainText;

/** A picture for the art generator: what is drawn (subject), doing what, where. */
export const sciencePictureSchema = z.strictObject({
  subject: text(80),
  action: text(120),
  setting: text(80),
});

export const scienceAnswerSchema = z.strictObject({
  text: text(80),
  correct: z.boolean(),
  /** For a wrong answer: the mistaken idea it catches ("thinks the Sun goes around the Earth"). */
  misconception: text(160).optional(),
});

export const scienceQuestionSchema = z
  .strictObject({
    text: text(160),
    answers: z.array(scienceAnswerSchema).min(3).max(4),
    /** Said after the child answers: why the right answer is right. */
    explanation: text(240),
    /** Index into `facts` after which the film pauses for this question; null: after the lesson. */
    after_fact: z.number().int().min(0).max(5).nullable(),
  })
  .superRefine((q, ctx) => {
    if (q.answers.filter((a) => a.correct).length !== 1) ctx.addIssue({ code: 'custom', message: 'exactly one answer is correct' });
    for (const [i, a] of q.answers.entries()) {
      if (!a.correct && !a.misconception) ctx.addIssue({ code: 'custom', path: ['answers', i, 'misconception'], message: 'a wrong answer names its misconception' });
    }
    if (new Set(q.answers.map((a) => a.text.toLowerCase())).size !== q.answers.length) ctx.addIssue({ code: 'custom', message: 'answers differ' });
  });

export const scienceLessonSchema = z
  .strictObject({
    habitat: z.enum(SCIENCE_HABITATS),
    topic_key: z.string().regex(/^[a-z]+$/),
    /** The topic's title on the habitat map ("The Sun"). */
    topic_title: text(40),
    /** The lesson's title ("Why is the Sun so hot?"). */
    title: text(60),
    /** The question children ask that opens the film. */
    hook: text(140),
    predict: z.strictObject({
      /** "What do you think? ..." said before the pause. */
      prompt: text(200),
      /** How long the film holds for the child's guess, seconds. */
      pause_seconds: z.number().int().min(3).max(8),
    }),
    /** 3–5 true facts, each one to three short sentences, with its picture. */
    facts: z
      .array(z.strictObject({ narration: text(260), picture: sciencePictureSchema }))
      .min(3)
      .max(5),
    /** The answer to the hook, in one or two sentences. */
    answer: text(260),
    try_at_home: z.strictObject({
      title: text(60),
      /** Household things only (a cup, a torch, ice...). */
      materials: z.array(text(60)).min(1).max(6),
      steps: z.array(text(200)).min(2).max(5),
      /** What the child should notice, and why. */
      what_happens: text(260),
      /** For the grown-up: safety and help needed ("an adult pours the hot water"). */
      grown_up_note: text(200),
    }),
    questions: z.array(scienceQuestionSchema).min(2).max(3),
    sources: z.array(text(160)).min(1).max(6),
  })
  .superRefine((l, ctx) => {
    for (const [i, q] of l.questions.entries()) {
      if (q.after_fact !== null && q.after_fact >= l.facts.length) ctx.addIssue({ code: 'custom', path: ['questions', i, 'after_fact'], message: `there are ${l.facts.length} facts` });
    }
  });

export type ScienceLesson = z.infer<typeof scienceLessonSchema>;
