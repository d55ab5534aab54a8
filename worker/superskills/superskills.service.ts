/**
 * Superskills (issue 17 contract "The API" 8-12; spec part 2 sections 4, 5 and 7 "Superskills"):
 * the episodes with the student's record, start, complete (from the Superskills map or the math
 * intro), answer the question, record the map state. Timestamps are set only if empty; start,
 * complete and answer set `started_at` when empty (a lost start call does not lose the episode).
 * Each write works on the student's episode row (created when missing) locked for its
 * transaction, so simultaneous calls keep one timestamp and a double tap pays one gem.
 *
 * Access (DECISIONS "Access"): free and unpaid accounts open episode 1 only; paid ones every
 * episode; a locked episode answers 403 `subject_locked` on every write.
 */
import { and, asc, eq } from 'drizzle-orm';
import { student_superskills_answers, student_superskills_videos, superskills_episodes, type StudentRow, type StudentSuperskillsVideoRow, type SuperskillsEpisodeRow, type SuperskillsState } from '../../db/schema';
import type { Tx } from '../../db/types';
import type { Deps } from '../env';
import { SUBJECT_IDS } from '../billing/billing.service';
import { earnGems, GEMS_PER_CORRECT_ANSWER, getGems } from '../gems/gems.service';
import { DomainError, invalid } from '../lib/errors';
import { assertOpen, subjectBilling, type SubjectBilling } from '../social-studies/subject-access';
import type { Episode, SuperskillsAnswerResult } from './superskills.contracts';

/** Episodes open to every account (free and unpaid): the first. */
export const FREE_EPISODES = 1;

export const SUPERSKILLS_LOCKED = 'This episode opens with a Super Skills membership. Ask a grown-up!';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
type Stamp = 'started_at' | 'completed_superskills_at' | 'completed_math_at';

const isLocked = (episodeNumber: number, billing: SubjectBilling) => billing.status !== 'paid' && episodeNumber > FREE_EPISODES;

/** An episode in its answer shape with the student's record (0 or 1). */
function toEpisode(e: SuperskillsEpisodeRow, mine: StudentSuperskillsVideoRow | undefined, billing: SubjectBilling): Episode {
  return {
    episode_number: e.episode_number,
    title: e.title,
    skill: e.skill,
    big_idea: e.big_idea,
    locked: isLocked(e.episode_number, billing),
    video: { source: 'own', url: e.url, captions_url: e.captions_url, poster_url: e.poster_url },
    duration_s: e.duration_s,
    question: { id: e.question.id, text: e.question.text, answers: e.question.answers.map((a) => ({ id: a.id, text: a.text })) },
    parent_prompt: { ask: e.parent_prompt.ask, tip: e.parent_prompt.tip },
    student_superskills_video: mine
      ? [{ started_at: iso(mine.started_at), completed_superskills_at: iso(mine.completed_superskills_at), completed_math_at: iso(mine.completed_math_at), state: mine.state }]
      : [],
  };
}

const billingOf = (deps: Deps, student: StudentRow) => subjectBilling(deps, student, SUBJECT_IDS.superSkills);

/** GET superskills_videos: every episode by number, each with the student's record. */
export async function listEpisodes(deps: Deps, student: StudentRow): Promise<Episode[]> {
  const billing = await billingOf(deps, student);
  const episodes = await deps.db.select().from(superskills_episodes).orderBy(asc(superskills_episodes.episode_number));
  const mine = await deps.db.select().from(student_superskills_videos).where(eq(student_superskills_videos.student_id, student.id));
  const mineBy = new Map(mine.map((m) => [m.episode_number, m]));
  return episodes.map((e) => toEpisode(e, mineBy.get(e.episode_number), billing));
}

/** An episode the student may open, with the billing status. @throws DomainError 404 `episode_not_found`, 403 `subject_locked`. */
async function openEpisode(deps: Deps, student: StudentRow, episodeNumber: number): Promise<{ episode: SuperskillsEpisodeRow; billing: SubjectBilling }> {
  const [episode] = await deps.db.select().from(superskills_episodes).where(eq(superskills_episodes.episode_number, episodeNumber));
  if (!episode) throw new DomainError('not_found', 'Episode not found.', 'episode_not_found');
  const billing = await billingOf(deps, student);
  assertOpen(billing, !isLocked(episodeNumber, billing), SUPERSKILLS_LOCKED);
  return { episode, billing };
}

/** The student's row of an episode, created when missing, locked for this transaction. */
async function lockRow(tx: Tx, deps: Deps, studentId: number, episodeNumber: number): Promise<StudentSuperskillsVideoRow> {
  const now = new Date(deps.clock.nowMs());
  await tx.insert(student_superskills_videos).values({ student_id: studentId, episode_number: episodeNumber, created_at: now, updated_at: now }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(student_superskills_videos)
    .where(and(eq(student_superskills_videos.student_id, studentId), eq(student_superskills_videos.episode_number, episodeNumber)))
    .for('update');
  return row!;
}

/** Writes `set` plus the empty ones of `stamps` (now) on the locked row; the row unchanged when there is nothing to write. */
async function write(tx: Tx, deps: Deps, row: StudentSuperskillsVideoRow, stamps: Stamp[], set: { state?: SuperskillsState } = {}): Promise<StudentSuperskillsVideoRow> {
  const now = new Date(deps.clock.nowMs());
  const values: Partial<Record<Stamp, Date>> & { state?: SuperskillsState } = { ...set };
  for (const f of stamps) if (!row[f]) values[f] = now;
  if (!Object.keys(values).length) return row;
  const [updated] = await tx
    .update(student_superskills_videos)
    .set({ ...values, updated_at: now })
    .where(eq(student_superskills_videos.id, row.id))
    .returning();
  return updated!;
}

/** Runs one write on the student's locked row of an open episode and answers the episode. */
async function onEpisode(deps: Deps, student: StudentRow, episodeNumber: number, stamps: Stamp[], set?: { state?: SuperskillsState }): Promise<Episode> {
  const { episode, billing } = await openEpisode(deps, student, episodeNumber);
  const row = await deps.db.transaction(async (tx) => write(tx, deps, await lockRow(tx, deps, student.id, episode.episode_number), stamps, set));
  return toEpisode(episode, row, billing);
}

/** POST superskills_videos/{episode}/start: started_at set the first time. @throws as {@link openEpisode}. */
export const startEpisode = (deps: Deps, student: StudentRow, episodeNumber: number) => onEpisode(deps, student, episodeNumber, ['started_at']);

/** POST superskills_videos/{episode}/complete {subject}: the subject's completion time (and started_at) set the first time. @throws as {@link openEpisode}. */
export const completeEpisode = (deps: Deps, student: StudentRow, episodeNumber: number, subject: 'superSkills' | 'math') =>
  onEpisode(deps, student, episodeNumber, ['started_at', subject === 'math' ? 'completed_math_at' : 'completed_superskills_at']);

/** POST superskills_videos/{episode}/state {state}: the map state the client is in (the last one sent is kept). @throws as {@link openEpisode}. */
export const setEpisodeState = (deps: Deps, student: StudentRow, episodeNumber: number, state: SuperskillsState) => onEpisode(deps, student, episodeNumber, [], { state });

/**
 * POST superskills_videos/{episode}/questions/{questionId}/answers {answer_id}: judges and records
 * the answer (retries kept), sets started_at if empty; 1 gem the first time it is answered right.
 * @throws as {@link openEpisode}; 404 `question_not_found` for another question id; 422 on `answer_id` when it is not one of its answers.
 */
export async function answerEpisode(deps: Deps, student: StudentRow, episodeNumber: number, questionId: number, answerId: number): Promise<SuperskillsAnswerResult> {
  const { episode } = await openEpisode(deps, student, episodeNumber);
  const q = episode.question;
  if (q.id !== questionId) throw new DomainError('not_found', 'Question not found.', 'question_not_found');
  const chosen = q.answers.find((a) => a.id === answerId);
  if (!chosen) throw invalid('Please choose one of the answers.', { answer_id: 'Please choose one of the answers.' });
  const right = q.answers.find((a) => a.correct)!;
  return deps.db.transaction(async (tx) => {
    // The episode row's lock serializes this student's answers to it: the "first right" check and the gem happen once.
    await write(tx, deps, await lockRow(tx, deps, student.id, episode.episode_number), ['started_at']);
    const [before] = chosen.correct
      ? await tx
          .select({ id: student_superskills_answers.id })
          .from(student_superskills_answers)
          .where(and(eq(student_superskills_answers.student_id, student.id), eq(student_superskills_answers.episode_number, episode.episode_number), eq(student_superskills_answers.correct, true)))
          .limit(1)
      : [];
    await tx.insert(student_superskills_answers).values({ student_id: student.id, episode_number: episode.episode_number, answer_id: chosen.id, correct: chosen.correct, created_at: new Date(deps.clock.nowMs()) });
    const gems = chosen.correct && !before ? await earnGems(tx, student.id, GEMS_PER_CORRECT_ANSWER, `superskills episode ${episode.episode_number}`, deps.clock) : await getGems(tx, student.id);
    return { correct: chosen.correct, correct_answer_id: right.id, explanation: q.explanation, gems };
  });
}
