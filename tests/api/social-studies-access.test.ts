/**
 * Social studies and Superskills access and seeding (issue 17; DECISIONS "Access"): free and unpaid
 * accounts open each map's intro topic and Superskills episode 1 only (403 `subject_locked` naming
 * the billing status, and the payment prompt when unpaid), paid ones everything; another family is
 * refused on all 12 routes. The seed keeps every id when run again (natural keys), and rendered
 * films' timings give lessons and episodes their length and the quiz its stop time.
 */
import { describe, expect, it } from 'vitest';
import { loadContentOrThrow } from '../../db/seed/content';
import { subscriptions } from '../../db/schema';
import { seedSocialStudies } from '../../worker/social-studies/social-studies-seed';
import { seedSuperskills } from '../../worker/superskills/superskills-seed';
import { addStudent, signUpParent } from '../helpers/context';
import { useTestContext } from '../helpers/setup';

const ctx = useTestContext();
type Kid = Awaited<ReturnType<typeof addStudent>>;
type Lesson = { id: number; locked: boolean; duration_s: number | null; video_states: { state: string; time_s?: number | null; questions?: { id: number; answers: { id: number }[] }[] }[] };
type Topic = { id: number; key: string; social_studies_video_lessons: Lesson[] };

/** A family whose membership (social studies 4, Superskills 5) has this status, or none (free). */
async function family(membership?: 'ACTIVE' | 'FAILED' | 'HOLD') {
  const parent = await signUpParent(ctx);
  if (membership) await ctx.deps.db.insert(subscriptions).values({ parent_id: parent.id, status: membership, subject_ids: [4, 5] });
  return { parent, kid: await addStudent(ctx, parent) };
}
const S = (kid: Kid) => `/api/v1/students/${kid.id}`;
const call = (kid: Kid, method: string, path: string, body?: unknown, token = kid.access) => ctx.call(method, `${S(kid)}${path}`, { token, ...(body === undefined ? {} : { body }) });

const topicsOf = async (kid: Kid, map = 1): Promise<Topic[]> => (await call(kid, 'GET', `/social_studies_maps/${map}`)).json.social_studies_topics;
const quizOf = (l: Lesson) => l.video_states.find((s) => s.state === 'videoQuizTime')!.questions!;

/** Every write on one lesson: create, update, answer its first question. */
async function lessonCalls(kid: Kid, lesson: Lesson) {
  const q = quizOf(lesson)[0]!;
  return [
    await call(kid, 'POST', '/student_social_studies_video_lessons', { social_studies_video_lesson_id: lesson.id }),
    await call(kid, 'PUT', `/student_social_studies_video_lessons/${lesson.id}`, { num_times_started: 2, num_times_completed: 0, orb_earned_at: null }),
    await call(kid, 'POST', `/social_studies_video_lessons/${lesson.id}/questions/${q.id}/student_answers`, { answer_id: q.answers[0]!.id }),
  ];
}

/** Every write on one episode: start, complete, answer, state. */
async function episodeCalls(kid: Kid, n: number) {
  return [
    await call(kid, 'POST', `/superskills_videos/${n}/start`),
    await call(kid, 'POST', `/superskills_videos/${n}/complete`, { subject: 'superSkills' }),
    await call(kid, 'POST', `/superskills_videos/${n}/questions/${n}/answers`, { answer_id: n * 10 + 1 }),
    await call(kid, 'POST', `/superskills_videos/${n}/state`, { state: 'superskillsepisode' }),
  ];
}

describe('access by the billing status', () => {
  it("free: only each map's intro topic and episode 1 open; the rest 403 subject_locked with billing free", async () => {
    const { kid } = await family();
    for (const map of [1, 2]) {
      const topics = await topicsOf(kid, map);
      expect(topics.map((t) => t.social_studies_video_lessons.every((l) => l.locked))).toEqual(topics.map((_, i) => i !== 0));
    }
    const [intro, quest] = await topicsOf(kid);
    for (const res of [...(await lessonCalls(kid, quest!.social_studies_video_lessons[0]!)), ...(await episodeCalls(kid, 2))]) {
      expect(res.status, JSON.stringify(res.json)).toBe(403);
      expect(res.json.error).toEqual({ code: 'subject_locked', message: expect.any(String), fields: { billing: 'free' } });
    }
    expect((await lessonCalls(kid, intro!.social_studies_video_lessons[0]!)).map((r) => r.status)).toEqual([201, 200, 200]);
    expect((await episodeCalls(kid, 1)).map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const episodes = (await call(kid, 'GET', '/superskills_videos')).json as { locked: boolean }[];
    expect(episodes.map((e) => e.locked)).toEqual(episodes.map((_, i) => i > 0));
  });

  it('unpaid: the same locks, with the payment prompt in the map and the 403s', async () => {
    const { kid } = await family('FAILED');
    expect((await call(kid, 'GET', '/social_studies_maps/1')).json).toMatchObject({ billing: 'unpaid', payment_prompt: 'ASK_PAYMENT_HARD', completed: false });
    const [, quest] = await topicsOf(kid);
    const locked = [await call(kid, 'POST', '/student_social_studies_video_lessons', { social_studies_video_lesson_id: quest!.social_studies_video_lessons[0]!.id }), await call(kid, 'POST', '/superskills_videos/3/start')];
    for (const res of locked) expect([res.status, res.json.error.fields]).toEqual([403, { billing: 'unpaid', payment_prompt: 'ASK_PAYMENT_HARD' }]);
    const hold = await family('HOLD');
    expect((await call(hold.kid, 'POST', '/superskills_videos/2/state', { state: 'superskillsepisode' })).json.error.fields).toEqual({ billing: 'unpaid', payment_prompt: 'ASK_PAYMENT_SOFT' });
  });

  it('paid: every lesson and episode opens', async () => {
    const { kid } = await family('ACTIVE');
    const map = (await call(kid, 'GET', '/social_studies_maps/2')).json;
    expect(map.billing).toBe('paid');
    expect('payment_prompt' in map).toBe(false);
    expect((map.social_studies_topics as Topic[]).flatMap((t) => t.social_studies_video_lessons).every((l) => !l.locked)).toBe(true);
    expect(((await call(kid, 'GET', '/superskills_videos')).json as { locked: boolean }[]).every((e) => !e.locked)).toBe(true);
    expect((await lessonCalls(kid, map.social_studies_topics[3].social_studies_video_lessons[2])).map((r) => r.status)).toEqual([201, 200, 200]);
    expect((await episodeCalls(kid, 14)).map((r) => r.status)).toEqual([200, 200, 200, 200]);
  });

  it("another family's parent or student is refused on all 12 routes", async () => {
    const mine = await family();
    const other = await family();
    const [intro] = await topicsOf(mine.kid);
    const lesson = intro!.social_studies_video_lessons[0]!;
    const q = quizOf(lesson)[0]!;
    for (const token of [other.parent.access, other.kid.access]) {
      const calls = [
        call(mine.kid, 'GET', '/social_studies_maps', undefined, token),
        call(mine.kid, 'GET', '/social_studies_maps/1', undefined, token),
        call(mine.kid, 'GET', '/student_social_studies_video_lessons', undefined, token),
        call(mine.kid, 'POST', '/student_social_studies_video_lessons', { social_studies_video_lesson_id: lesson.id }, token),
        call(mine.kid, 'PUT', `/student_social_studies_video_lessons/${lesson.id}`, { num_times_started: 1, num_times_completed: 0, orb_earned_at: null }, token),
        call(mine.kid, 'POST', `/social_studies_video_lessons/${lesson.id}/questions/${q.id}/student_answers`, { answer_id: q.answers[0]!.id }, token),
        call(mine.kid, 'POST', '/subjects/socialStudies/completed', undefined, token),
        call(mine.kid, 'GET', '/superskills_videos', undefined, token),
        call(mine.kid, 'POST', '/superskills_videos/1/start', undefined, token),
        call(mine.kid, 'POST', '/superskills_videos/1/complete', { subject: 'math' }, token),
        call(mine.kid, 'POST', '/superskills_videos/1/questions/1/answers', { answer_id: 11 }, token),
        call(mine.kid, 'POST', '/superskills_videos/1/state', { state: 'superskillsepisode' }, token),
      ];
      expect((await Promise.all(calls)).map((r) => r.status)).toEqual(calls.map(() => 403));
    }
    // Nothing was written for the child.
    expect((await call(mine.kid, 'GET', '/student_social_studies_video_lessons')).json).toEqual([]);
  });
});

describe('the social studies and Superskills seed', () => {
  it('seeding again keeps every map, topic, lesson, question and answer id and every episode', async () => {
    const { kid } = await family();
    const ids = async () => [
      ...(await Promise.all([1, 2].map((m) => topicsOf(kid, m)))).map((ts) => ts.map((t) => [t.id, t.key, t.social_studies_video_lessons.map((l) => [l.id, quizOf(l).map((q) => [q.id, q.answers.map((a) => a.id)])])])),
      ((await call(kid, 'GET', '/superskills_videos')).json as { episode_number: number; question: unknown }[]).map((e) => [e.episode_number, e.question]),
    ];
    const before = await ids();
    const content = loadContentOrThrow();
    await ctx.deps.db.transaction(async (tx) => {
      await seedSocialStudies(tx, content.socialStudies);
      await seedSuperskills(tx, content.superskills);
    });
    expect(await ids()).toEqual(before);
  });

  it("rendered films' timings give the lengths and the quiz's stop time; without them both are null", async () => {
    const { kid } = await family();
    const content = loadContentOrThrow();
    const egypt = content.socialStudies[0]!;
    const untimed = { ...egypt, lessons: egypt.lessons.map((l) => ({ ...l, timing: null })) };
    const timed = { ...egypt, lessons: egypt.lessons.map((l, i) => ({ ...l, timing: { duration_s: 100 + i, quiz_s: 40.5 + i } })) };
    const episodes = content.superskills.map((e) => ({ ...e, timing: { duration_s: 150 + e.episode.episode_number } }));
    try {
      await ctx.deps.db.transaction((tx) => seedSocialStudies(tx, [untimed, ...content.socialStudies.slice(1)]));
      const plain = (await topicsOf(kid))[0]!.social_studies_video_lessons[0]!;
      expect(plain.duration_s).toBeNull();
      expect(plain.video_states.find((s) => s.state === 'videoQuizTime')!.time_s).toBeNull();
      await ctx.deps.db.transaction(async (tx) => {
        await seedSocialStudies(tx, [timed, ...content.socialStudies.slice(1)]);
        await seedSuperskills(tx, episodes);
      });
      const lessons = (await topicsOf(kid)).flatMap((t) => t.social_studies_video_lessons);
      expect(lessons.map((l) => [l.duration_s, l.video_states.find((s) => s.state === 'videoQuizTime')!.time_s])).toEqual(lessons.map((_, i) => [100 + i, 40.5 + i]));
      const list = (await call(kid, 'GET', '/superskills_videos')).json as { episode_number: number; duration_s: number }[];
      expect(list.map((e) => e.duration_s)).toEqual(list.map((e) => 150 + e.episode_number));
    } finally {
      await ctx.deps.db.transaction(async (tx) => {
        await seedSocialStudies(tx, content.socialStudies);
        await seedSuperskills(tx, content.superskills);
      });
    }
  });
});
