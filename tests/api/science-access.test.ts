/**
 * Science access and seeding (issue 16; DECISIONS "Access": free accounts open the first lesson of
 * each science habitat): free and unpaid accounts open only each habitat's first lesson (403
 * `subject_locked` naming the billing status, and the payment prompt when unpaid), paid ones every
 * lesson; another family is refused on every science route. The seed keeps every id when run again
 * (natural keys), and a rendered film's timings give the lesson its length and its questions their cues.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadContentOrThrow } from '../../db/seed/content';
import { subscriptions, video_lesson_questions } from '../../db/schema';
import { CUE_DELAY_S, seedScience } from '../../worker/science/science-seed';
import { addStudent, signUpParent } from '../helpers/context';
import { useTestContext } from '../helpers/setup';

const ctx = useTestContext();
type Kid = Awaited<ReturnType<typeof addStudent>>;
type Lesson = { id: number; locked: boolean; questions: { id: number; answers: { id: number }[] }[]; cues: { time_s: number; question_id: number }[]; duration_s: number | null };
type Habitat = { key: string; science_topics: { id: number; key: string; video_lessons: Lesson[] }[] };

async function family(membership?: 'ACTIVE' | 'FAILED' | 'HOLD') {
  const parent = await signUpParent(ctx);
  // Science is subject 3.
  if (membership) await ctx.deps.db.insert(subscriptions).values({ parent_id: parent.id, status: membership, subject_ids: [3] });
  return { parent, kid: await addStudent(ctx, parent) };
}
const S = (kid: Kid) => `/api/v1/students/${kid.id}`;
const get = (kid: Kid, path: string, token = kid.access) => ctx.call('GET', `${S(kid)}${path}`, { token });
const post = (kid: Kid, path: string, body?: unknown, token = kid.access) => ctx.call('POST', `${S(kid)}${path}`, { token, ...(body === undefined ? {} : { body }) });

async function habitats(kid: Kid): Promise<Habitat[]> {
  return (await get(kid, '/science_maps/1')).json.science_habitats as Habitat[];
}

/** The first and second lesson of the safari habitat (its first and second topic). */
async function safari(kid: Kid): Promise<[Lesson, Lesson]> {
  const topics = (await habitats(kid)).find((h) => h.key === 'safari')!.science_topics;
  return [topics[0]!.video_lessons[0]!, topics[1]!.video_lessons[0]!];
}

/** Every call on one lesson: start, complete, answer its first question. */
async function lessonCalls(kid: Kid, lesson: Lesson) {
  const q = lesson.questions[0]!;
  return [
    await post(kid, `/video_lessons/${lesson.id}/start`),
    await post(kid, `/video_lessons/${lesson.id}/complete`),
    await post(kid, `/video_lessons/${lesson.id}/questions/${q.id}/answers`, { answer_id: q.answers[0]!.id }),
  ];
}

describe('access by the science billing status', () => {
  it("free: a habitat's 2nd lesson is locked on every call with billing free; its 1st works", async () => {
    const { kid } = await family();
    const [first, second] = await safari(kid);
    expect([first.locked, second.locked]).toEqual([false, true]);
    for (const res of await lessonCalls(kid, second)) {
      expect(res.status, JSON.stringify(res.json)).toBe(403);
      expect(res.json.error).toMatchObject({ code: 'subject_locked', fields: { billing: 'free' } });
    }
    expect((await lessonCalls(kid, first)).map((r) => r.status)).toEqual([200, 200, 200]);
    const all = (await habitats(kid)).flatMap((h) => h.science_topics.flatMap((t) => t.video_lessons));
    expect(all.filter((l) => !l.locked)).toHaveLength(7);
  });

  it('unpaid: like free, plus the payment prompt in the map and the 403', async () => {
    const { kid } = await family('FAILED');
    const map = await get(kid, '/science_maps/1');
    expect(map.json).toMatchObject({ billing: 'unpaid', payment_prompt: 'ASK_PAYMENT_HARD' });
    const [, second] = await safari(kid);
    const locked = await post(kid, `/video_lessons/${second.id}/start`);
    expect(locked.status).toBe(403);
    expect(locked.json.error.fields).toEqual({ billing: 'unpaid', payment_prompt: 'ASK_PAYMENT_HARD' });
    const hold = await family('HOLD');
    expect((await post(hold.kid, `/video_lessons/${second.id}/complete`)).json.error.fields).toEqual({ billing: 'unpaid', payment_prompt: 'ASK_PAYMENT_SOFT' });
  });

  it('paid: every lesson opens', async () => {
    const { kid } = await family('ACTIVE');
    const map = await get(kid, '/science_maps/1');
    expect(map.json.billing).toBe('paid');
    expect('payment_prompt' in map.json).toBe(false);
    const all = (map.json.science_habitats as Habitat[]).flatMap((h) => h.science_topics.flatMap((t) => t.video_lessons));
    expect(all.every((l) => !l.locked)).toBe(true);
    const [, second] = await safari(kid);
    expect((await lessonCalls(kid, second)).map((r) => r.status)).toEqual([200, 200, 200]);
  });

  it("another family's parent or student is refused on every science route", async () => {
    const mine = await family();
    const other = await family();
    const [first] = await safari(mine.kid);
    for (const token of [other.parent.access, other.kid.access]) {
      const calls = [
        get(mine.kid, '/science_maps/1', token),
        get(mine.kid, '/science_badges', token),
        get(mine.kid, '/student_video_lessons', token),
        post(mine.kid, `/video_lessons/${first.id}/start`, undefined, token),
        post(mine.kid, `/video_lessons/${first.id}/complete`, undefined, token),
        post(mine.kid, `/video_lessons/${first.id}/questions/${first.questions[0]!.id}/answers`, { answer_id: first.questions[0]!.answers[0]!.id }, token),
        post(mine.kid, '/science_topics/1/student_science_badges', { background_science_badge_item_id: 1, border_science_badge_item_id: 11, color_science_badge_item_id: 21, pose_science_badge_item_id: 31 }, token),
      ];
      expect((await Promise.all(calls)).map((r) => r.status)).toEqual([403, 403, 403, 403, 403, 403, 403]);
    }
  });
});

describe('the science seed', () => {
  it('seeding again keeps every topic, lesson, question and answer id', async () => {
    const { kid } = await family();
    // Only the ids: the films (their timings) may be rendered while the tests run.
    const ids = async () =>
      (await habitats(kid)).map((h) => h.science_topics.map((t) => [t.id, t.key, t.video_lessons.map((l) => [l.id, l.questions.map((q) => [q.id, q.answers.map((a) => a.id)])])]));
    const before = await ids();
    await ctx.deps.db.transaction((tx) => seedScience(tx, loadContentOrThrow().science));
    expect(await ids()).toEqual(before);
    // Answer ids: the question's id times 10 plus the answer's 1-based position.
    const rows = await ctx.deps.db.select().from(video_lesson_questions);
    expect(rows.length).toBeGreaterThan(63 * 2);
    expect(rows.filter((q) => q.answers.some((a, i) => a.id !== q.id * 10 + i + 1))).toEqual([]);
  });

  it("a rendered film's timings give the length and the cues (fact end + 0.3 s); questions after the film have none", async () => {
    const { kid } = await family();
    const content = loadContentOrThrow().science;
    const sun = content.find((l) => l.lesson.topic_key === 'sun')!;
    const factEnds = sun.lesson.facts.map((_, i) => 10 * (i + 1) + 0.25);
    try {
      await ctx.deps.db.transaction((tx) => seedScience(tx, content.map((l) => (l === sun ? { ...l, timing: { duration_s: 75.5, fact_end_s: factEnds } } : l))));
      const lesson = (await habitats(kid))[0]!.science_topics.find((t) => t.key === 'sun')!.video_lessons[0]!;
      expect(lesson.duration_s).toBe(75.5);
      const rows = await ctx.deps.db.select().from(video_lesson_questions).where(eq(video_lesson_questions.video_lesson_id, lesson.id)).orderBy(video_lesson_questions.position);
      const expected = sun.lesson.questions
        .map((q, i) => (q.after_fact === null ? null : { time_s: Math.round((factEnds[q.after_fact]! + CUE_DELAY_S) * 1000) / 1000, question_id: rows[i]!.id }))
        .filter((c) => c !== null)
        .sort((a, b) => a.time_s - b.time_s);
      expect(expected.length).toBeGreaterThan(0);
      expect(lesson.cues).toEqual(expected);
    } finally {
      await ctx.deps.db.transaction((tx) => seedScience(tx, content));
    }
  });
});
