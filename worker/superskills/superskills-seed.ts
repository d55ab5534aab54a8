/**
 * Seeds the Superskills episodes (issue 17) inside the content seed's transaction, from the episode
 * scripts (db/seed/superskills-episodes.ts): one row per episode keyed by its number (upserted, so
 * a re-seed keeps every student's record); episodes the content no longer has are deleted (their
 * students' rows go with them). The question's id is the episode number and its answers' ids
 * episode number x 10 + position (1-based).
 *
 * Films: `/assets/superskills/films/<nn>-<slug>.webm` (+ `.vtt`, `.webp`); with the film's timings
 * an episode gets its `duration_s`, else null.
 */
import { notInArray, sql } from 'drizzle-orm';
import { superskills_episodes, type SuperskillsQuestion } from '../../db/schema';
import type { LoadedEpisode } from '../../db/seed/content';
import { episodeFilmKey } from '../../db/seed/superskills-episodes';
import type { Tx } from '../../db/types';

const excluded = (column: string) => sql.raw(`excluded."${column}"`);

/** Answer ids per question: an answer's id is the episode number x 10 + its 1-based position (at most 4 answers). */
export const SUPERSKILLS_ANSWER_IDS_PER_QUESTION = 10;

/** An episode film's addresses (served from assets/). */
export function episodeFilmUrls(e: { episode_number: number; slug: string }): { url: string; captions_url: string; poster_url: string } {
  const base = `/assets/superskills/films/${episodeFilmKey(e)}`;
  return { url: `${base}.webm`, captions_url: `${base}.vtt`, poster_url: `${base}.webp` };
}

/** The stored question of an episode, with its ids. */
function questionOf({ episode }: LoadedEpisode): SuperskillsQuestion {
  const n = episode.episode_number;
  return {
    id: n,
    text: episode.question.text,
    answers: episode.question.answers.map((a, i) => ({ id: n * SUPERSKILLS_ANSWER_IDS_PER_QUESTION + i + 1, text: a.text, correct: a.correct, misconception: a.misconception ?? null })),
    explanation: episode.question.explanation,
  };
}

/** Upserts every episode and deletes the episodes the content no longer has. */
export async function seedSuperskills(tx: Tx, loaded: readonly LoadedEpisode[]): Promise<void> {
  const numbers = loaded.map((l) => l.episode.episode_number);
  await tx.delete(superskills_episodes).where(numbers.length ? notInArray(superskills_episodes.episode_number, numbers) : undefined);
  if (!loaded.length) return;
  await tx
    .insert(superskills_episodes)
    .values(
      loaded.map((l) => ({
        episode_number: l.episode.episode_number,
        slug: l.episode.slug,
        title: l.episode.title,
        skill: l.episode.skill,
        big_idea: l.episode.big_idea,
        ...episodeFilmUrls(l.episode),
        duration_s: l.timing?.duration_s ?? null,
        question: questionOf(l),
        parent_prompt: l.episode.parent_prompt,
        hash: l.hash,
      })),
    )
    .onConflictDoUpdate({
      target: superskills_episodes.episode_number,
      set: Object.fromEntries(['slug', 'title', 'skill', 'big_idea', 'url', 'captions_url', 'poster_url', 'duration_s', 'question', 'parent_prompt', 'hash'].map((c) => [c, excluded(c)])),
    });
}
