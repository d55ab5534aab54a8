/**
 * Zod schema of a Superskills episode's script (`assets/superskills/episodes/<nn>-<slug>.json`,
 * issue 17): a short film (about 3 minutes or less) on a social or learning skill (growth mindset,
 * perseverance, kindness, focus ...), told as a little story with Moxie and friends, with one
 * question for the child at its end and a conversation prompt for the parent. The media script
 * turns `scenes` into a narrated film with WebVTT captions; the seed into an episode.
 *
 * Spec: part 2 sections 3 (episode_number), 4 (Superskills states), 5 (episode numbers are valid
 * from 1 to the maximum episode count). Pure module (no Node built-ins).
 */
import { z } from 'zod';
import { plainText as text } from '../content/plain-text';

/** The skills the episodes teach (each episode names one). */
export const SUPERSKILLS = ['growth-mindset', 'perseverance', 'kindness', 'focus', 'teamwork', 'feelings', 'honesty', 'curiosity', 'patience', 'gratitude', 'courage', 'listening', 'self-control', 'empathy'] as const;

/** Who is on screen in a scene (drawn by the art kit the reading books use). */
export const episodeSpeakerSchema = z.enum(['narrator', 'moxie', 'pip', 'luna', 'grown-up']);

export const episodeSceneSchema = z.strictObject({
  /** Where the scene happens, for the art ("a school garden", "Moxie's bedroom"). */
  setting: text(80),
  /** The lines, in order: who says what (one to three short sentences each). */
  lines: z.array(z.strictObject({ speaker: episodeSpeakerSchema, text: text(220) })).min(1).max(8),
});

export const episodeSchema = z
  .strictObject({
    /** 1-based, unique, contiguous: the episode's level on the superskills map. */
    episode_number: z.number().int().min(1).max(99),
    slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
    title: text(60),
    skill: z.enum(SUPERSKILLS),
    /** One sentence a child understands: what the skill is. */
    big_idea: text(160),
    /** 3–8 scenes: a problem, trying, a wobble, the skill, it works. */
    scenes: z.array(episodeSceneSchema).min(3).max(8),
    /** Asked after the film (one right answer; wrong answers name their misconception). */
    question: z
      .strictObject({
        text: text(160),
        answers: z.array(z.strictObject({ text: text(100), correct: z.boolean(), misconception: text(160).optional() })).min(3).max(4),
        explanation: text(240),
      })
      .superRefine((q, ctx) => {
        if (q.answers.filter((a) => a.correct).length !== 1) ctx.addIssue({ code: 'custom', message: 'exactly one answer is correct' });
        q.answers.forEach((a, i) => !a.correct && !a.misconception && ctx.addIssue({ code: 'custom', path: ['answers', i, 'misconception'], message: 'a wrong answer names its misconception' }));
      }),
    /** For the parent: a question to talk about together, and a tip. */
    parent_prompt: z.strictObject({ ask: text(200), tip: text(240) }),
  })
  .superRefine((e, ctx) => {
    const words = e.scenes.flatMap((s) => s.lines).reduce((n, l) => n + l.text.split(/\s+/).length, 0);
    // About 3 minutes or less at a child-friendly 130 words a minute (with pauses).
    if (words > 390) ctx.addIssue({ code: 'custom', path: ['scenes'], message: `${words} words: more than about 3 minutes` });
    if (words < 120) ctx.addIssue({ code: 'custom', path: ['scenes'], message: `${words} words: too short to tell a story` });
  });

export type Episode = z.infer<typeof episodeSchema>;
