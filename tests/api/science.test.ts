/**
 * Science through the real app (issue 16 contract "The API"): the world map's shape on the seeded
 * lessons (7 habitats in map order, 63 topics in the table's order, lessons whose questions do not
 * say which answer is right), a lesson started and watched (timestamps set once), answers judged
 * (1 gem the first time a question is answered right), the star (watched + every question right,
 * never taken back), the badge earned with it and customised (upsert, one item of each kind), and
 * the child's rows in the parent's export and gone with the child.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SCIENCE_HABITAT_STATIC } from '../../core/science/habitat-static';
import { SCIENCE_HABITATS, SCIENCE_TOPIC_KEYS } from '../../core/science/habitats';
import { science_badges, student_science_badges, student_video_lesson_answers, student_video_lessons, video_lesson_questions } from '../../db/schema';
import { addStudent, signUpParent } from '../helpers/context';
import { useTestContext } from '../helpers/setup';

const ctx = useTestContext();
type Kid = Awaited<ReturnType<typeof addStudent>>;
type Lesson = { id: number; science_topic_id: number; locked: boolean; questions: { id: number; answers: { id: number }[] }[] };

const S = (kid: Kid) => `/api/v1/students/${kid.id}`;
const get = (kid: Kid, path: string, token = kid.access) => ctx.call('GET', `${S(kid)}${path}`, { token });
const post = (kid: Kid, path: string, body?: unknown, token = kid.access) => ctx.call('POST', `${S(kid)}${path}`, { token, ...(body === undefined ? {} : { body }) });

/** A new free family: the parent and its logged-in child (tests run in random order: each makes its own). */
async function family() {
  const parent = await signUpParent(ctx);
  return { parent, kid: await addStudent(ctx, parent) };
}

/** The first lesson of a habitat (free accounts open it), from the map. */
async function firstLesson(kid: Kid, habitat = 'outerspace'): Promise<Lesson> {
  const map = await get(kid, '/science_maps/1');
  return map.json.science_habitats.find((h: { key: string }) => h.key === habitat).science_topics[0].video_lessons[0];
}

/** The right and a wrong answer id of a question, read from the database (the map never says). */
async function answersOf(questionId: number): Promise<{ right: number; wrong: number }> {
  const [q] = await ctx.deps.db.select().from(video_lesson_questions).where(eq(video_lesson_questions.id, questionId));
  return { right: q!.answers.find((a) => a.correct)!.id, wrong: q!.answers.find((a) => !a.correct)!.id };
}

const answer = async (kid: Kid, lesson: Lesson, questionId: number, right: boolean) => {
  const ids = await answersOf(questionId);
  return post(kid, `/video_lessons/${lesson.id}/questions/${questionId}/answers`, { answer_id: right ? ids.right : ids.wrong });
};

const BADGE = { background_science_badge_item_id: 3, border_science_badge_item_id: 12, color_science_badge_item_id: 25, pose_science_badge_item_id: 34 };

describe('issue 16 calls in /api/openapi.json', () => {
  it('documents the 7 science calls, each the student\'s or its parent\'s, tagged science', async () => {
    const P = '/api/v1/students/{id}';
    const calls = [
      `get ${P}/science_maps/{mapId}`,
      `get ${P}/science_badges`,
      `get ${P}/student_video_lessons`,
      `post ${P}/video_lessons/{lessonId}/start`,
      `post ${P}/video_lessons/{lessonId}/complete`,
      `post ${P}/video_lessons/{lessonId}/questions/{questionId}/answers`,
      `post ${P}/science_topics/{topicId}/student_science_badges`,
    ];
    const paths = (await ctx.call('GET', '/api/openapi.json')).json.paths as Record<string, Record<string, unknown>>;
    const found = calls.map((c) => {
      const [method, path] = c.split(' ') as [string, string];
      return paths[path]?.[method];
    });
    expect(calls.filter((_, i) => !found[i])).toEqual([]);
    for (const op of found) expect(op).toMatchObject({ 'x-access': { kind: 'student', studentParam: 'id' }, tags: ['science'] });
    const science = Object.values(paths).flatMap((ops) => Object.values(ops as Record<string, { tags?: string[] }>)).filter((op) => op.tags?.includes('science'));
    expect(science).toHaveLength(7);
  });
});

describe('the science world map', () => {
  it('7 habitats in map order with their titles, 63 topics in the table order, lessons with films, cues and questions without the right answer', async () => {
    const { kid } = await family();
    const res = await get(kid, '/science_maps/1');
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json).toMatchObject({ id: 1, key: 'world', billing: 'free' });
    expect('payment_prompt' in res.json).toBe(false);
    const habitats = res.json.science_habitats as { key: (typeof SCIENCE_HABITATS)[number]; title: string; sub_title: string; science_topics: { id: number; key: string; title: string; video_lessons: Record<string, unknown>[] }[] }[];
    expect(habitats.map((h) => h.key)).toEqual([...SCIENCE_HABITATS]);
    for (const h of habitats) {
      expect([h.title, h.sub_title]).toEqual([SCIENCE_HABITAT_STATIC[h.key].title, SCIENCE_HABITAT_STATIC[h.key].sub_title]);
      expect(h.science_topics.map((t) => t.key)).toEqual([...SCIENCE_TOPIC_KEYS[h.key]]);
    }
    const topics = habitats.flatMap((h) => h.science_topics);
    expect(topics).toHaveLength(63);
    const sun = topics.find((t) => t.key === 'sun')!;
    expect(sun.title).toBe('The Sun');
    expect(sun.video_lessons).toHaveLength(1);
    const lesson = sun.video_lessons[0] as Lesson & { video: unknown; cues: { time_s: number; question_id: number }[]; try_at_home: { materials: string[] }; duration_s: number | null };
    expect(lesson).toMatchObject({
      title: 'Why is the Sun so bright and hot?',
      youtube: null,
      science_topic_id: sun.id,
      locked: false,
      video: { source: 'own', url: '/assets/science/films/sun.webm', captions_url: '/assets/science/films/sun.vtt', poster_url: '/assets/science/films/sun.webp' },
      try_at_home: { title: "Catch the Sun's warmth" },
    });
    expect(lesson.try_at_home.materials.length).toBeGreaterThan(0);
    expect(lesson.questions.length).toBeGreaterThanOrEqual(2);
    // Questions carry ids and texts only: nothing says which answer is right.
    for (const q of lesson.questions) {
      expect(Object.keys(q).sort()).toEqual(['answers', 'id', 'text']);
      for (const a of q.answers) expect(Object.keys(a).sort()).toEqual(['id', 'text']);
    }
    expect(JSON.stringify(res.json)).not.toMatch(/"correct"|misconception/);
    // Cues (when the film is rendered) name the lesson's own questions, in time order.
    const ids = lesson.questions.map((q) => q.id);
    expect(lesson.cues.every((c) => ids.includes(c.question_id))).toBe(true);
    expect(lesson.cues.map((c) => c.time_s)).toEqual([...lesson.cues.map((c) => c.time_s)].sort((a, b) => a - b));
    // Free: only the first lesson of each habitat is open.
    const open = habitats.flatMap((h) => h.science_topics.flatMap((t) => t.video_lessons.filter((l) => !l.locked).map(() => t.key)));
    expect(open).toEqual(SCIENCE_HABITATS.map((h) => SCIENCE_TOPIC_KEYS[h][0]));
  });

  it('only the world exists: another map id is 404 map_not_found, a bad one 422', async () => {
    const { kid } = await family();
    const other = await get(kid, '/science_maps/2');
    expect(other.status).toBe(404);
    expect(other.json.error.code).toBe('map_not_found');
    for (const bad of ['0', 'abc', '1.5', '99999999999', '-1']) {
      const res = await get(kid, `/science_maps/${bad}`);
      expect(res.status, bad).toBe(422);
      expect(res.json.error.code).toBe('invalid');
    }
  });
});

describe('a child watches a lesson', () => {
  it('start sets started_at once: a second start keeps the first', async () => {
    const { kid } = await family();
    const lesson = await firstLesson(kid);
    const first = await post(kid, `/video_lessons/${lesson.id}/start`);
    expect(first.status, JSON.stringify(first.json)).toBe(200);
    const startedAt = new Date(ctx.clock.nowMs()).toISOString();
    expect(first.json).toEqual({
      video_lesson_id: lesson.id,
      student_id: kid.id,
      started_at: startedAt,
      completed_at: null,
      star_earned: false,
      video_lesson: { id: lesson.id, title: expect.any(String), science_topic_id: lesson.science_topic_id },
      answered_right_question_ids: [],
    });
    ctx.clock.advance(60_000);
    const again = await post(kid, `/video_lessons/${lesson.id}/start`);
    expect(again.json.started_at).toBe(startedAt);
    expect(await ctx.deps.db.$count(student_video_lessons, eq(student_video_lessons.student_id, kid.id))).toBe(1);
    const list = await get(kid, '/student_video_lessons');
    expect(list.status).toBe(200);
    expect(list.json).toEqual([again.json]);
  });

  it('complete sets completed_at once (and started_at when empty); without the answers no star', async () => {
    const { kid } = await family();
    const lesson = await firstLesson(kid, 'safari');
    const done = await post(kid, `/video_lessons/${lesson.id}/complete`);
    expect(done.status).toBe(200);
    const at = new Date(ctx.clock.nowMs()).toISOString();
    expect(done.json).toMatchObject({ started_at: at, completed_at: at, star_earned: false });
    ctx.clock.advance(60_000);
    const again = await post(kid, `/video_lessons/${lesson.id}/complete`);
    expect(again.json).toMatchObject({ started_at: at, completed_at: at, star_earned: false });
  });

  it('answers: wrong then right; the gem comes once per question; the explanation and the right answer are told', async () => {
    const { kid } = await family();
    const lesson = await firstLesson(kid);
    const q = lesson.questions[0]!;
    const { right } = await answersOf(q.id);
    const wrong = await answer(kid, lesson, q.id, false);
    expect(wrong.status, JSON.stringify(wrong.json)).toBe(200);
    expect(wrong.json).toMatchObject({ correct: false, correct_answer_id: right, explanation: expect.any(String), gems: 0, student_video_lesson: { answered_right_question_ids: [], star_earned: false } });
    expect(wrong.json.explanation.length).toBeGreaterThan(10);
    // Answering starts the lesson when the start call was lost.
    expect(wrong.json.student_video_lesson.started_at).toBe(new Date(ctx.clock.nowMs()).toISOString());
    const ok = await answer(kid, lesson, q.id, true);
    expect(ok.json).toMatchObject({ correct: true, correct_answer_id: right, gems: 1, student_video_lesson: { answered_right_question_ids: [q.id] } });
    const twice = await answer(kid, lesson, q.id, true);
    expect(twice.json).toMatchObject({ correct: true, gems: 1 });
    // Every answer is kept (retries included).
    expect(await ctx.deps.db.$count(student_video_lesson_answers, eq(student_video_lesson_answers.student_id, kid.id))).toBe(3);
  });

  it('an answer not among the question is 422 on answer_id; a question of another lesson 404; bad bodies 422', async () => {
    const { kid } = await family();
    const lesson = await firstLesson(kid);
    const other = await firstLesson(kid, 'ocean');
    const q = lesson.questions[0]!;
    const foreign = await answersOf(other.questions[0]!.id);
    const notMine = await post(kid, `/video_lessons/${lesson.id}/questions/${q.id}/answers`, { answer_id: foreign.right });
    expect(notMine.status).toBe(422);
    expect(notMine.json.error.fields).toEqual({ answer_id: expect.any(String) });
    const elsewhere = await post(kid, `/video_lessons/${lesson.id}/questions/${other.questions[0]!.id}/answers`, { answer_id: foreign.right });
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.json.error.code).toBe('question_not_found');
    for (const body of [{}, { answer_id: '1\u0000' }, { answer_id: 2 ** 31 }, { answer_id: 0 }, { answer_id: q.answers[0]!.id, extra: 1 }, { answer_id: 1.5 }]) {
      const res = await post(kid, `/video_lessons/${lesson.id}/questions/${q.id}/answers`, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.json.error.code).toBe('invalid');
    }
    for (const path of [`/video_lessons/${2 ** 31}/start`, '/video_lessons/0/complete', `/video_lessons/${lesson.id}/questions/99999999999/answers`, '/video_lessons/%00/start']) {
      const res = await post(kid, path, path.includes('answers') ? { answer_id: 1 } : undefined);
      expect(res.status, path).toBe(422);
    }
    const missing = await post(kid, '/video_lessons/2000000000/start');
    expect(missing.status).toBe(404);
    expect(missing.json.error.code).toBe('lesson_not_found');
  });
});

describe('the star and the badge', () => {
  it('watched + every question right earns the star (in either order); a later wrong answer keeps it', async () => {
    const { kid } = await family();
    const lesson = await firstLesson(kid, 'weather');
    for (const q of lesson.questions) await answer(kid, lesson, q.id, true);
    const before = await get(kid, '/student_video_lessons');
    expect(before.json[0]).toMatchObject({ star_earned: false, completed_at: null, answered_right_question_ids: lesson.questions.map((q) => q.id).sort((a, b) => a - b) });
    const done = await post(kid, `/video_lessons/${lesson.id}/complete`);
    expect(done.json.star_earned).toBe(true);
    const wrong = await answer(kid, lesson, lesson.questions[0]!.id, false);
    expect(wrong.json).toMatchObject({ correct: false, student_video_lesson: { star_earned: true } });

    // The other order: watched first, the last right answer brings the star.
    const other = await firstLesson(kid, 'insects');
    await post(kid, `/video_lessons/${other.id}/complete`);
    const results = [];
    for (const [i, q] of other.questions.entries()) {
      if (i === 0) expect((await answer(kid, other, q.id, false)).json.student_video_lesson.star_earned).toBe(false);
      results.push((await answer(kid, other, q.id, true)).json.student_video_lesson.star_earned);
    }
    expect(results).toEqual([...other.questions.slice(1).map(() => false), true]);
  });

  it('the badge: 409 before the star, then earned with default items, customised by upsert (one row), items of their kind only', async () => {
    const { kid } = await family();
    const lesson = await firstLesson(kid, 'dinosaurs');
    const topic = lesson.science_topic_id;
    const early = await post(kid, `/science_topics/${topic}/student_science_badges`, BADGE);
    expect(early.status).toBe(409);
    expect(early.json.error.code).toBe('badge_not_earned');

    const list = await get(kid, '/science_badges');
    expect(list.status).toBe(200);
    expect(list.json.science_badges).toHaveLength(63);
    expect(list.json.science_badges.every((b: { student_science_badges: unknown[] }) => b.student_science_badges.length === 0)).toBe(true);
    expect(list.json.science_badge_items).toContainEqual({ id: 21, kind: 'color', key: 'sky', name: 'Sky', hex: '#8fd3ff', image_url: '/assets/art/science/badges/color-sky.svg' });
    expect(list.json.science_badge_items).toContainEqual({ id: 1, kind: 'background', key: 'sunburst', name: 'Sunburst', image_url: '/assets/art/science/badges/background-sunburst.svg' });

    await post(kid, `/video_lessons/${lesson.id}/complete`);
    for (const q of lesson.questions) await answer(kid, lesson, q.id, true);
    const [badge] = await ctx.deps.db.select().from(science_badges).where(eq(science_badges.science_topic_id, topic));
    const earned = (await get(kid, '/science_badges')).json.science_badges.find((b: { science_topic_id: number }) => b.science_topic_id === topic);
    expect(earned).toEqual({
      id: badge!.id,
      science_topic_id: topic,
      student_science_badges: [{ science_badge_id: badge!.id, background_science_badge_item_id: 1, border_science_badge_item_id: 11, color_science_badge_item_id: 21, pose_science_badge_item_id: 31 }],
    });

    const set = await post(kid, `/science_topics/${topic}/student_science_badges`, BADGE);
    expect(set.status, JSON.stringify(set.json)).toBe(200);
    expect(set.json).toEqual({ science_badge_id: badge!.id, ...BADGE });
    const reset = await post(kid, `/science_topics/${topic}/student_science_badges`, { ...BADGE, pose_science_badge_item_id: 32 });
    expect(reset.json.pose_science_badge_item_id).toBe(32);
    expect(await ctx.deps.db.$count(student_science_badges, and(eq(student_science_badges.student_id, kid.id), eq(student_science_badges.science_badge_id, badge!.id)))).toBe(1);

    const wrongKind = await post(kid, `/science_topics/${topic}/student_science_badges`, { ...BADGE, background_science_badge_item_id: 11 });
    expect(wrongKind.status).toBe(422);
    expect(Object.keys(wrongKind.json.error.fields)).toEqual(['background_science_badge_item_id']);
    for (const body of [{ ...BADGE, color_science_badge_item_id: 999 }, { ...BADGE, extra: true }, { ...BADGE, pose_science_badge_item_id: 2 ** 31 }, { background_science_badge_item_id: 1 }]) {
      expect((await post(kid, `/science_topics/${topic}/student_science_badges`, body)).status, JSON.stringify(body)).toBe(422);
    }
    const noTopic = await post(kid, '/science_topics/2000000000/student_science_badges', BADGE);
    expect(noTopic.status).toBe(404);
    expect(noTopic.json.error.code).toBe('topic_not_found');
  });
});

describe("the child's science data belongs to the family", () => {
  it('the parent can call for its child; another parent is refused', async () => {
    const { parent, kid } = await family();
    const lesson = await firstLesson(kid);
    const byParent = await post(kid, `/video_lessons/${lesson.id}/start`, undefined, parent.access);
    expect(byParent.status).toBe(200);
    expect(byParent.json.student_id).toBe(kid.id);
    expect((await get(kid, '/science_maps/1', parent.access)).status).toBe(200);
    const other = await signUpParent(ctx);
    for (const res of [await get(kid, '/science_maps/1', other.access), await get(kid, '/student_video_lessons', other.access), await post(kid, `/video_lessons/${lesson.id}/start`, undefined, other.access)]) {
      expect(res.status).toBe(403);
    }
  });

  it("the lessons, answers and badge are in the parent's export and gone after the child is deleted", async () => {
    const { parent, kid } = await family();
    const lesson = await firstLesson(kid, 'rainforest');
    await post(kid, `/video_lessons/${lesson.id}/complete`);
    for (const q of lesson.questions) await answer(kid, lesson, q.id, true);
    const exported = await ctx.call('GET', `/api/v1/students/${kid.id}/export`, { token: parent.access });
    expect(exported.status).toBe(200);
    const tables = exported.json.tables as Record<string, unknown[]>;
    expect(tables.student_video_lessons).toHaveLength(1);
    expect(tables.student_video_lesson_answers).toHaveLength(lesson.questions.length);
    expect(tables.student_science_badges).toHaveLength(1);

    const deleted = await ctx.call('DELETE', '/api/v1/parents/-/students', { token: parent.access, body: { student_id: kid.id, parent_password: parent.password } });
    expect(deleted.status).toBeLessThan(300);
    for (const table of [student_video_lessons, student_video_lesson_answers, student_science_badges]) {
      expect(await ctx.deps.db.$count(table, eq(table.student_id, kid.id))).toBe(0);
    }
  });
});
