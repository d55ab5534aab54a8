/**
 * Social studies through the real app (issue 17 contract "The API" 1-7): the maps in order, a
 * map's shape on the seeded content (topics in map order, three lessons each, quiz questions that
 * do not say which answer is right), a lesson record created once (then 409), the whole-record
 * update (counts only up, 409 `count_decreased`; the orb only after a right quiz answer on a quest
 * topic's defaultVideo, 409 `orb_not_earned`, stamped once and kept), answers recorded with 1 gem
 * the first time, the completion call and the map's `completed`, and bad input as 422.
 */
import { readFileSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ssMapSchema } from '../../core/social-studies/map-schema';
import { social_studies_questions, social_studies_video_lessons, student_social_studies_video_lessons, subscriptions } from '../../db/schema';
import { getGems } from '../../worker/gems/gems.service';
import { addStudent, signUpParent } from '../helpers/context';
import { useTestContext } from '../helpers/setup';

const ctx = useTestContext();
type Kid = Awaited<ReturnType<typeof addStudent>>;
type Question = { id: number; text: string; answers: { id: number; text: string }[] };
type Lesson = { id: number; video_type: string; locked: boolean; video_states: { state: string; time_s?: number | null; questions?: Question[] }[] } & Record<string, unknown>;
type Topic = { id: number; key: string; name: string; quest: string; social_studies_video_lessons: Lesson[] };

const S = (kid: Kid) => `/api/v1/students/${kid.id}`;
const get = (kid: Kid, path: string) => ctx.call('GET', `${S(kid)}${path}`, { token: kid.access });
const send = (kid: Kid, method: string, path: string, body?: unknown) => ctx.call(method, `${S(kid)}${path}`, { token: kid.access, ...(body === undefined ? {} : { body }) });
const content = (key: string) => ssMapSchema.parse(JSON.parse(readFileSync(new URL(`../../assets/social-studies/maps/${key}.json`, import.meta.url), 'utf8')));

/** A new family (free, or paid for social studies: subject 4) and its logged-in child. */
async function family(paid = false) {
  const parent = await signUpParent(ctx);
  if (paid) await ctx.deps.db.insert(subscriptions).values({ parent_id: parent.id, status: 'ACTIVE', subject_ids: [4] });
  return addStudent(ctx, parent);
}

const quizOf = (l: Lesson) => l.video_states.find((s) => s.state === 'videoQuizTime')!.questions!;

/** The right and a wrong answer id of a question, read from the database (the map never says). */
async function answersOf(questionId: number): Promise<{ right: number; wrong: number }> {
  const [q] = await ctx.deps.db.select().from(social_studies_questions).where(eq(social_studies_questions.id, questionId));
  return { right: q!.answers.find((a) => a.correct)!.id, wrong: q!.answers.find((a) => !a.correct)!.id };
}

const answer = async (kid: Kid, lesson: Lesson, right: boolean, q = quizOf(lesson)[0]!) =>
  send(kid, 'POST', `/social_studies_video_lessons/${lesson.id}/questions/${q.id}/student_answers`, { answer_id: (await answersOf(q.id))[right ? 'right' : 'wrong'] });

const put = (kid: Kid, lesson: Lesson, started: number, completed: number, orb: string | null) =>
  send(kid, 'PUT', `/student_social_studies_video_lessons/${lesson.id}`, { num_times_started: started, num_times_completed: completed, orb_earned_at: orb });

async function egypt(kid: Kid): Promise<{ topics: Topic[]; quest: Topic }> {
  const map = (await get(kid, '/social_studies_maps/1')).json;
  return { topics: map.social_studies_topics, quest: map.social_studies_topics.find((t: Topic) => t.id === map.first_orb_topic_id) };
}

describe('issue 17 calls in /api/openapi.json', () => {
  it('documents the 7 social studies and 5 Superskills calls, each the student\'s or its parent\'s', async () => {
    const P = '/api/v1/students/{id}';
    const calls: [string, string][] = [
      ...[
        `get ${P}/social_studies_maps`,
        `get ${P}/social_studies_maps/{mapId}`,
        `get ${P}/student_social_studies_video_lessons`,
        `post ${P}/student_social_studies_video_lessons`,
        `put ${P}/student_social_studies_video_lessons/{lessonId}`,
        `post ${P}/social_studies_video_lessons/{lessonId}/questions/{questionId}/student_answers`,
        `post ${P}/subjects/{subject}/completed`,
      ].map((c): [string, string] => [c, 'social-studies']),
      ...[
        `get ${P}/superskills_videos`,
        `post ${P}/superskills_videos/{episode}/start`,
        `post ${P}/superskills_videos/{episode}/complete`,
        `post ${P}/superskills_videos/{episode}/questions/{questionId}/answers`,
        `post ${P}/superskills_videos/{episode}/state`,
      ].map((c): [string, string] => [c, 'superskills']),
    ];
    const paths = (await ctx.call('GET', '/api/openapi.json')).json.paths as Record<string, Record<string, { tags?: string[] }>>;
    for (const [call, tag] of calls) {
      const [method, path] = call.split(' ') as [string, string];
      expect(paths[path]?.[method], call).toMatchObject({ 'x-access': { kind: 'student', studentParam: 'id' }, tags: [tag] });
    }
    const tagged = (tag: string) => Object.values(paths).flatMap((ops) => Object.values(ops)).filter((op) => op.tags?.includes(tag)).length;
    expect([tagged('social-studies'), tagged('superskills')]).toEqual([7, 5]);
  });
});

describe('the social studies maps', () => {
  it('lists egypt 1 and greece 2; a map has its topics in map order, three lessons each, quizzes without the right answers', async () => {
    const kid = await family();
    expect((await get(kid, '/social_studies_maps')).json).toEqual({ maps: [{ id: 1, key: 'egypt', name: 'Ancient Egypt' }, { id: 2, key: 'greece', name: 'Ancient Greece' }] });
    for (const [id, key] of [[1, 'egypt'], [2, 'greece']] as const) {
      const res = await get(kid, `/social_studies_maps/${id}`);
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      const map = res.json;
      const authored = content(key);
      expect(map).toMatchObject({ id, key, name: authored.name, billing: 'free', completed: true });
      expect('payment_prompt' in map).toBe(false);
      const topics = map.social_studies_topics as Topic[];
      expect(topics.map((t) => [t.key, t.name, t.quest])).toEqual(authored.topics.map((t) => [t.key, t.name, t.quest]));
      expect(map.intro_topic).toEqual(topics[0]);
      expect(map.intro_topic_id).toBe(topics[0]!.id);
      expect(topics.find((t) => t.id === map.first_orb_topic_id)!.key).toBe(authored.first_orb_topic);
      for (const [i, t] of topics.entries()) {
        expect(t.social_studies_video_lessons.map((l) => l.video_type)).toEqual(['defaultVideo', 'returnVideo', 'completeVideo']);
        for (const l of t.social_studies_video_lessons) {
          const script = authored.topics[i]!.lessons[l.video_type as 'defaultVideo'];
          expect(l).toMatchObject({
            vimeo_id: null,
            title: script.title,
            social_studies_topic_id: t.id,
            locked: i !== 0,
            video: { source: 'own', url: `/assets/social-studies/films/${key}/${t.key}-${l.video_type}.webm`, captions_url: `/assets/social-studies/films/${key}/${t.key}-${l.video_type}.vtt`, poster_url: `/assets/social-studies/films/${key}/${t.key}-${l.video_type}.webp` },
          });
          expect(l.video_states.map((s) => s.state)).toEqual(script.video_states.map((s) => s.state));
          const quiz = l.video_states.find((s) => s.state === 'videoQuizTime')!;
          expect(Object.keys(quiz).sort()).toEqual(['questions', 'state', 'time_s']);
          const authoredQuiz = script.video_states.find((s) => s.state === 'videoQuizTime')!;
          expect(quiz.questions!.map((q) => q.text)).toEqual('questions' in authoredQuiz ? authoredQuiz.questions.map((q) => q.text) : []);
          for (const q of quiz.questions!) for (const a of q.answers) expect(Object.keys(a).sort()).toEqual(['id', 'text']);
          for (const s of l.video_states.filter((s) => s.state !== 'videoQuizTime')) expect(Object.keys(s)).toEqual(['state']);
        }
      }
      expect(JSON.stringify(map)).not.toMatch(/"correct"|misconception/);
    }
  });

  it('another map id is 404 map_not_found; a bad one 422', async () => {
    const kid = await family();
    const other = await get(kid, '/social_studies_maps/3');
    expect([other.status, other.json.error.code]).toEqual([404, 'map_not_found']);
    for (const bad of ['x', '0', '2147483648']) expect((await get(kid, `/social_studies_maps/${bad}`)).status).toBe(422);
  });

  it('the route examples name Egypt\'s intro defaultVideo (lesson 1), its question 1 and answer 11', async () => {
    const kid = await family();
    const [first] = (await egypt(kid)).topics[0]!.social_studies_video_lessons;
    expect(first!.id).toBe(1);
    expect(quizOf(first!)[0]).toMatchObject({ id: 1, answers: expect.arrayContaining([expect.objectContaining({ id: 11 })]) });
  });
});

describe("a student's lessons", () => {
  it('create starts the lesson once, a second create is 409 already_exists; the list has the contract shape', async () => {
    const kid = await family();
    const lesson = (await egypt(kid)).topics[0]!.social_studies_video_lessons[1]!;
    expect((await get(kid, '/student_social_studies_video_lessons')).json).toEqual([]);
    const created = await send(kid, 'POST', '/student_social_studies_video_lessons', { social_studies_video_lesson_id: lesson.id });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const expected = {
      student_id: kid.id,
      social_studies_video_lesson_id: lesson.id,
      social_studies_video_lesson: { id: lesson.id, video_type: 'returnVideo', social_studies_topic_id: lesson.social_studies_topic_id, map_id: 1 },
      num_times_started: 1,
      num_times_completed: 0,
      orb_earned_at: null,
      student_answers: [],
    };
    expect(created.json).toEqual([expected]);
    const again = await send(kid, 'POST', '/student_social_studies_video_lessons', { social_studies_video_lesson_id: lesson.id });
    expect([again.status, again.json.error.code]).toEqual([409, 'already_exists']);
    expect((await get(kid, '/student_social_studies_video_lessons')).json).toEqual([expected]);
    const missing = await send(kid, 'POST', '/student_social_studies_video_lessons', { social_studies_video_lesson_id: 999999 });
    expect([missing.status, missing.json.error.code]).toEqual([404, 'lesson_not_found']);
  });

  it('PUT: counts go up, never down (409 count_decreased); a record not created is 404', async () => {
    const kid = await family();
    const lesson = (await egypt(kid)).topics[0]!.social_studies_video_lessons[0]!;
    const early = await put(kid, lesson, 1, 0, null);
    expect([early.status, early.json.error.code]).toEqual([404, 'student_lesson_not_found']);
    await send(kid, 'POST', '/student_social_studies_video_lessons', { social_studies_video_lesson_id: lesson.id });
    const up = await put(kid, lesson, 2, 1, null);
    expect(up.status, JSON.stringify(up.json)).toBe(200);
    expect(up.json[0]).toMatchObject({ num_times_started: 2, num_times_completed: 1 });
    expect((await put(kid, lesson, 2, 1, null)).status).toBe(200);
    const down = await put(kid, lesson, 1, 1, null);
    expect([down.status, down.json.error.code, Object.keys(down.json.error.fields)]).toEqual([409, 'count_decreased', ['num_times_started']]);
    expect((await get(kid, '/student_social_studies_video_lessons')).json[0]).toMatchObject({ num_times_started: 2, num_times_completed: 1 });
  });

  it('the orb: only after a right quiz answer on a quest topic\'s defaultVideo; stamped by the server once and never cleared', async () => {
    const kid = await family(true);
    const { topics, quest } = await egypt(kid);
    const [main, ret] = quest.social_studies_video_lessons as [Lesson, Lesson];
    for (const l of [main, ret, topics[0]!.social_studies_video_lessons[0]!]) await send(kid, 'POST', '/student_social_studies_video_lessons', { social_studies_video_lesson_id: l.id });
    const soon = await put(kid, main, 1, 1, '2020-01-01T00:00:00Z');
    expect([soon.status, soon.json.error.code]).toEqual([409, 'orb_not_earned']);
    expect((await answer(kid, main, false)).status).toBe(200);
    expect((await put(kid, main, 1, 1, '2020-01-01T00:00:00Z')).json.error.code).toBe('orb_not_earned');
    expect((await answer(kid, main, true)).status).toBe(200);
    const earned = await put(kid, main, 1, 1, '2020-01-01T00:00:00Z');
    expect(earned.status, JSON.stringify(earned.json)).toBe(200);
    const orb = earned.json.find((s: { social_studies_video_lesson_id: number }) => s.social_studies_video_lesson_id === main.id).orb_earned_at;
    expect(orb).toBe(new Date(ctx.clock.nowMs()).toISOString());
    ctx.clock.advance(60_000);
    for (const later of [null, '2031-06-01T00:00:00.000+02:00']) {
      const kept = await put(kid, main, 2, 2, later);
      expect(kept.json.find((s: { social_studies_video_lesson_id: number }) => s.social_studies_video_lesson_id === main.id).orb_earned_at).toBe(orb);
    }
    // Not on a returnVideo, nor on the intro topic (orbs per map are topics - 1), even after right answers.
    await answer(kid, ret, true);
    expect((await put(kid, ret, 1, 0, '2020-01-01T00:00:00Z')).json.error.code).toBe('orb_not_earned');
    const intro = topics[0]!.social_studies_video_lessons[0]!;
    await answer(kid, intro, true);
    expect((await put(kid, intro, 1, 0, '2020-01-01T00:00:00Z')).json.error.code).toBe('orb_not_earned');
  });

  it('answers are recorded in order (the record created when missing); 1 gem the first time a question is right', async () => {
    const kid = await family();
    const lesson = (await egypt(kid)).topics[0]!.social_studies_video_lessons[0]!;
    const q = quizOf(lesson)[0]!;
    const ids = await answersOf(q.id);
    const first = await answer(kid, lesson, false);
    expect(first.status, JSON.stringify(first.json)).toBe(200);
    expect(first.json).toEqual([expect.objectContaining({ social_studies_video_lesson_id: lesson.id, num_times_started: 1, student_answers: [{ question_id: q.id, answer_id: ids.wrong, correct: false }] })]);
    expect(await getGems(ctx.deps.db, kid.id)).toBe(0);
    await answer(kid, lesson, true);
    const third = await answer(kid, lesson, true);
    expect(third.json[0].student_answers).toEqual([
      { question_id: q.id, answer_id: ids.wrong, correct: false },
      { question_id: q.id, answer_id: ids.right, correct: true },
      { question_id: q.id, answer_id: ids.right, correct: true },
    ]);
    expect(await getGems(ctx.deps.db, kid.id)).toBe(1);
    // A question of another lesson, an answer of another question.
    const other = (await egypt(kid)).topics[0]!.social_studies_video_lessons[1]!;
    const wrongLesson = await send(kid, 'POST', `/social_studies_video_lessons/${other.id}/questions/${q.id}/student_answers`, { answer_id: ids.right });
    expect([wrongLesson.status, wrongLesson.json.error.code]).toEqual([404, 'question_not_found']);
    const notAnAnswer = await send(kid, 'POST', `/social_studies_video_lessons/${lesson.id}/questions/${q.id}/student_answers`, { answer_id: 5 });
    expect([notAnAnswer.status, notAnAnswer.json.error.fields]).toEqual([422, { answer_id: 'Please choose one of the answers.' }]);
  });

  it('bad input is 422: unknown fields, NUL bytes, ids beyond int4, negative counts, a bad time, another subject', async () => {
    const kid = await family();
    const lesson = (await egypt(kid)).topics[0]!.social_studies_video_lessons[0]!;
    await send(kid, 'POST', '/student_social_studies_video_lessons', { social_studies_video_lesson_id: lesson.id });
    const cases: [string, string, unknown][] = [
      ['POST', '/student_social_studies_video_lessons', { social_studies_video_lesson_id: lesson.id, extra: 1 }],
      ['POST', '/student_social_studies_video_lessons', { social_studies_video_lesson_id: 2147483648 }],
      ['POST', '/student_social_studies_video_lessons', { social_studies_video_lesson_id: 0 }],
      ['PUT', `/student_social_studies_video_lessons/${lesson.id}`, { num_times_started: -1, num_times_completed: 0, orb_earned_at: null }],
      ['PUT', `/student_social_studies_video_lessons/${lesson.id}`, { num_times_started: 1, num_times_completed: 0, orb_earned_at: '2031-01-01T00:00:00Z\u0000' }],
      ['PUT', `/student_social_studies_video_lessons/${lesson.id}`, { num_times_started: 1, num_times_completed: 0, orb_earned_at: 'yesterday' }],
      ['PUT', `/student_social_studies_video_lessons/${lesson.id}`, { num_times_started: 1, num_times_completed: 0 }],
      ['PUT', '/student_social_studies_video_lessons/2147483648', { num_times_started: 1, num_times_completed: 0, orb_earned_at: null }],
      ['POST', `/social_studies_video_lessons/${lesson.id}/questions/1/student_answers`, { answer_id: 11, more: true }],
      ['POST', '/subjects/math/completed', undefined],
    ];
    for (const [method, path, body] of cases) {
      const res = await send(kid, method, path, body);
      expect([path, res.status, res.json.error?.code]).toEqual([path, 422, 'invalid']);
    }
  });
});

describe('the subject completed', () => {
  it('free: complete already, the call answers completed: true', async () => {
    const kid = await family();
    const res = await send(kid, 'POST', '/subjects/socialStudies/completed');
    expect([res.status, res.json]).toEqual([200, { completed: true }]);
  });

  it('paid: 409 subject_not_complete until every completeVideo lesson of both maps is completed; then the map says completed', async () => {
    const kid = await family(true);
    expect((await get(kid, '/social_studies_maps/1')).json).toMatchObject({ billing: 'paid', completed: false });
    const early = await send(kid, 'POST', '/subjects/socialStudies/completed');
    expect([early.status, early.json.error.code]).toEqual([409, 'subject_not_complete']);
    const finals = await ctx.deps.db.select({ id: social_studies_video_lessons.id }).from(social_studies_video_lessons).where(eq(social_studies_video_lessons.video_type, 'completeVideo'));
    expect(finals.length).toBe(content('egypt').topics.length + content('greece').topics.length);
    await ctx.deps.db.insert(student_social_studies_video_lessons).values(finals.map((f) => ({ student_id: kid.id, social_studies_video_lesson_id: f.id, num_times_started: 1, num_times_completed: 1 })));
    await ctx.deps.db
      .update(student_social_studies_video_lessons)
      .set({ num_times_completed: 0 })
      .where(and(eq(student_social_studies_video_lessons.student_id, kid.id), eq(student_social_studies_video_lessons.social_studies_video_lesson_id, finals[0]!.id)));
    expect((await get(kid, '/social_studies_maps/2')).json.completed).toBe(false);
    await ctx.deps.db.update(student_social_studies_video_lessons).set({ num_times_completed: 1 }).where(eq(student_social_studies_video_lessons.student_id, kid.id));
    expect((await get(kid, '/social_studies_maps/2')).json.completed).toBe(true);
    const done = await send(kid, 'POST', '/subjects/socialStudies/completed');
    expect([done.status, done.json]).toEqual([200, { completed: true }]);
    // The flag keeps the subject complete.
    await ctx.deps.db.delete(student_social_studies_video_lessons).where(eq(student_social_studies_video_lessons.student_id, kid.id));
    expect((await get(kid, '/social_studies_maps/1')).json.completed).toBe(true);
  });
});
