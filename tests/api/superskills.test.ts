/**
 * Superskills through the real app (issue 17 contract "The API" 8-12): every episode by number with
 * its film, question (without the right answer) and parent prompt; start and complete (per
 * subject) set their timestamps once; the map state is recorded; the answer is judged with 1 gem
 * the first time it is right; numbers outside 1..N (0, N + 1) are 404 `episode_not_found`; bad
 * input is 422.
 */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { superskills_episodes } from '../../db/schema';
import { addStudent, signUpParent } from '../helpers/context';
import { useTestContext } from '../helpers/setup';

const ctx = useTestContext();
type Kid = Awaited<ReturnType<typeof addStudent>>;

const EPISODE_FILES = readdirSync(new URL('../../assets/superskills/episodes', import.meta.url)).filter((f) => f.endsWith('.json')).sort();
const S = (kid: Kid) => `/api/v1/students/${kid.id}`;
const get = (kid: Kid, path: string) => ctx.call('GET', `${S(kid)}${path}`, { token: kid.access });
const post = (kid: Kid, path: string, body?: unknown) => ctx.call('POST', `${S(kid)}${path}`, { token: kid.access, ...(body === undefined ? {} : { body }) });

async function kid() {
  return addStudent(ctx, await signUpParent(ctx));
}

/** Episode 1's right and a wrong answer id, read from the database (the list never says). */
async function answersOf(episode: number): Promise<{ right: number; wrong: number; questionId: number; explanation: string }> {
  const rows = await ctx.deps.db.select().from(superskills_episodes);
  const q = rows.find((r) => r.episode_number === episode)!.question;
  return { right: q.answers.find((a) => a.correct)!.id, wrong: q.answers.find((a) => !a.correct)!.id, questionId: q.id, explanation: q.explanation };
}

describe('the Superskills episodes', () => {
  it('every episode by number, with its film, question without the right answer, parent prompt and no record yet', async () => {
    const k = await kid();
    const res = await get(k, '/superskills_videos');
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const list = res.json as Record<string, any>[];
    expect(list.map((e) => e.episode_number)).toEqual(EPISODE_FILES.map((_, i) => i + 1));
    expect(list[0]).toMatchObject({
      episode_number: 1,
      title: 'The Power of Yet',
      skill: 'growth-mindset',
      locked: false,
      video: { source: 'own', url: '/assets/superskills/films/01-the-power-of-yet.webm', captions_url: '/assets/superskills/films/01-the-power-of-yet.vtt', poster_url: '/assets/superskills/films/01-the-power-of-yet.webp' },
      question: { id: 1, answers: [{ id: 11 }, { id: 12 }, { id: 13 }, { id: 14 }] },
      parent_prompt: { ask: expect.any(String), tip: expect.any(String) },
      student_superskills_video: [],
    });
    expect(Object.keys(list[0]!).sort()).toEqual(['big_idea', 'duration_s', 'episode_number', 'locked', 'parent_prompt', 'question', 'skill', 'student_superskills_video', 'title', 'video'].sort());
    for (const e of list) for (const a of e.question.answers) expect(Object.keys(a).sort()).toEqual(['id', 'text']);
    expect(JSON.stringify(list)).not.toMatch(/"correct"|misconception/);
  });

  it('start sets started_at once; complete sets its subject\'s time once (and started_at); the list shows the record', async () => {
    const k = await kid();
    const started = await post(k, '/superskills_videos/1/start');
    expect(started.status, JSON.stringify(started.json)).toBe(200);
    const t0 = new Date(ctx.clock.nowMs()).toISOString();
    expect(started.json.student_superskills_video).toEqual([{ started_at: t0, completed_superskills_at: null, completed_math_at: null, state: null }]);
    ctx.clock.advance(60_000);
    expect((await post(k, '/superskills_videos/1/start')).json.student_superskills_video[0].started_at).toBe(t0);
    const t1 = new Date(ctx.clock.nowMs()).toISOString();
    const done = await post(k, '/superskills_videos/1/complete', { subject: 'superSkills' });
    expect(done.json.student_superskills_video).toEqual([{ started_at: t0, completed_superskills_at: t1, completed_math_at: null, state: null }]);
    ctx.clock.advance(60_000);
    const t2 = new Date(ctx.clock.nowMs()).toISOString();
    const math = await post(k, '/superskills_videos/1/complete', { subject: 'math' });
    expect(math.json.student_superskills_video).toEqual([{ started_at: t0, completed_superskills_at: t1, completed_math_at: t2, state: null }]);
    ctx.clock.advance(60_000);
    await post(k, '/superskills_videos/1/complete', { subject: 'superSkills' });
    await post(k, '/superskills_videos/1/complete', { subject: 'math' });
    const list = (await get(k, '/superskills_videos')).json;
    expect(list[0].student_superskills_video).toEqual([{ started_at: t0, completed_superskills_at: t1, completed_math_at: t2, state: null }]);
    // Completing before any start (a lost start call) records the start too.
    const other = await kid();
    const t3 = new Date(ctx.clock.nowMs()).toISOString();
    expect((await post(other, '/superskills_videos/1/complete', { subject: 'math' })).json.student_superskills_video).toEqual([{ started_at: t3, completed_superskills_at: null, completed_math_at: t3, state: null }]);
  });

  it('state: the last one sent is kept (the record is created when missing)', async () => {
    const k = await kid();
    const first = await post(k, '/superskills_videos/1/state', { state: 'superskillsepisodeplaying' });
    expect(first.status, JSON.stringify(first.json)).toBe(200);
    expect(first.json.student_superskills_video).toEqual([{ started_at: null, completed_superskills_at: null, completed_math_at: null, state: 'superskillsepisodeplaying' }]);
    const next = await post(k, '/superskills_videos/1/state', { state: 'superskillsepisodecomplete' });
    expect(next.json.student_superskills_video[0].state).toBe('superskillsepisodecomplete');
  });

  it('answer: judged, the right answer and explanation; 1 gem the first time it is right', async () => {
    const k = await kid();
    const a = await answersOf(1);
    const wrong = await post(k, `/superskills_videos/1/questions/${a.questionId}/answers`, { answer_id: a.wrong });
    expect([wrong.status, wrong.json]).toEqual([200, { correct: false, correct_answer_id: a.right, explanation: a.explanation, gems: 0 }]);
    const right = await post(k, `/superskills_videos/1/questions/${a.questionId}/answers`, { answer_id: a.right });
    expect(right.json).toEqual({ correct: true, correct_answer_id: a.right, explanation: a.explanation, gems: 1 });
    expect((await post(k, `/superskills_videos/1/questions/${a.questionId}/answers`, { answer_id: a.right })).json.gems).toBe(1);
    // The answer recorded the start.
    expect((await get(k, '/superskills_videos')).json[0].student_superskills_video[0].started_at).not.toBeNull();
    const otherQuestion = await post(k, '/superskills_videos/1/questions/2/answers', { answer_id: 21 });
    expect([otherQuestion.status, otherQuestion.json.error.code]).toEqual([404, 'question_not_found']);
    const notAnAnswer = await post(k, `/superskills_videos/1/questions/${a.questionId}/answers`, { answer_id: 21 });
    expect([notAnAnswer.status, notAnAnswer.json.error.fields]).toEqual([422, { answer_id: 'Please choose one of the answers.' }]);
  });

  it('episodes 0 and N + 1 are 404 episode_not_found on every call', async () => {
    const k = await kid();
    for (const n of [0, EPISODE_FILES.length + 1, -1]) {
      const calls = [
        await post(k, `/superskills_videos/${n}/start`),
        await post(k, `/superskills_videos/${n}/complete`, { subject: 'superSkills' }),
        await post(k, `/superskills_videos/${n}/questions/1/answers`, { answer_id: 11 }),
        await post(k, `/superskills_videos/${n}/state`, { state: 'superskillsepisode' }),
      ];
      expect(calls.map((r) => [r.status, r.json.error?.code])).toEqual(calls.map(() => [404, 'episode_not_found']));
    }
  });

  it('bad input is 422: a non-number episode, another subject or state, unknown fields, NUL bytes, ids beyond int4', async () => {
    const k = await kid();
    const cases: [string, unknown][] = [
      ['/superskills_videos/one/start', undefined],
      ['/superskills_videos/1.5/start', undefined],
      ['/superskills_videos/2147483648/start', undefined],
      ['/superskills_videos/1/complete', { subject: 'reading' }],
      ['/superskills_videos/1/complete', { subject: 'superSkills', extra: 1 }],
      ['/superskills_videos/1/complete', {}],
      ['/superskills_videos/1/state', { state: 'superskillsepisode\u0000' }],
      ['/superskills_videos/1/state', { state: 'playing' }],
      ['/superskills_videos/1/questions/1/answers', { answer_id: 2147483648 }],
      ['/superskills_videos/1/questions/0/answers', { answer_id: 11 }],
    ];
    for (const [path, body] of cases) {
      const res = await post(k, path, body);
      expect([path, res.status, res.json.error?.code]).toEqual([path, 422, 'invalid']);
    }
  });
});
