import { countDistinct, eq, sum } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { gem_ledger, math_games, math_lessons, questions, skills, student_answers, subscriptions } from '../../db/schema';
import { addStudent, signUpParent } from '../helpers/context';
import { useTestContext } from '../helpers/setup';
import { correctAnswerFor, wrongAnswerFor } from '../helpers/answers';

const ctx = useTestContext();

async function newStudent(grade = 1) {
  const parent = await signUpParent(ctx);
  return { parent, kid: await addStudent(ctx, parent, grade) };
}

async function passIntro(kid: { id: number; access: string }) {
  const res = await ctx.call('POST', `/api/v1/students/${kid.id}/math_game`, { token: kid.access, body: { new_level: 2 } });
  expect(res.status).toBe(200);
  return res.json;
}

describe('math map and level 1', () => {
  it('shows the ocean map with 16 levels and the monster on level 1', async () => {
    const { kid } = await newStudent();
    const res = await ctx.call('GET', `/api/v1/students/${kid.id}/math_game/map`, { token: kid.access });
    expect(res.status).toBe(200);
    // The child's progress only: the static map and levels are at a versioned address (issue 21).
    expect(res.json).not.toHaveProperty('levels');
    expect(res.json.content).toMatchObject({ map: 'ocean', url: `/api/o1/math_content/maps/ocean?v=${encodeURIComponent(res.json.content.version)}` });
    expect(res.json.map_game.current_level).toBe(1);
    expect(res.json.completed_levels).toEqual([]);
    const content = await ctx.call('GET', res.json.content.url);
    expect(content.status).toBe(200);
    expect(content.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(content.json.map.key).toBe('ocean');
    expect(content.json.levels.map((l: { level: number }) => l.level)).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
  });

  it("serves a map's content only for the seeded content version and a known map", async () => {
    const { kid } = await newStudent();
    const { version } = (await ctx.call('GET', `/api/v1/students/${kid.id}/math_game/map`, { token: kid.access })).json.content as { version: string };
    const gone = await ctx.call('GET', `/api/o1/math_content/maps/ocean?v=not-${version}`);
    expect(gone.status).toBe(404);
    expect(gone.headers.get('cache-control')).toBe('no-store');
    expect((await ctx.call('GET', `/api/o1/math_content/maps/moon?v=${version}`)).status).toBe(422);
    const desert = await ctx.call('GET', `/api/o1/math_content/maps/desert?v=${version}`);
    expect(desert.json.levels.map((l: { level: number }) => l.level)).toEqual([17, 18, 19, 20, 21]);
  });

  it('moves past the level-1 start screen only to level 2', async () => {
    const { kid } = await newStudent();
    const skip = await ctx.call('POST', `/api/v1/students/${kid.id}/math_game`, { token: kid.access, body: { new_level: 5 } });
    expect(skip.status).toBe(422);
    const game = await passIntro(kid);
    expect(game.map_game.current_level).toBe(2);
    expect(game.question).not.toBeNull();
    const again = await ctx.call('POST', `/api/v1/students/${kid.id}/math_game`, { token: kid.access, body: { new_level: 3 } });
    expect(again.status).toBe(422);
  });
});

describe('answering questions', () => {
  it('never sends the correct answer or the explanation with a question', async () => {
    const { kid } = await newStudent();
    const game = await passIntro(kid);
    const text = JSON.stringify(game.question);
    expect(text).not.toMatch(/"correct"|correct_answer|answer_data|explanation/);
    expect(['BLNK', 'M']).toContain(game.question.question_type);
  });

  it('judges a correct answer, advances progress and adds a gem; a wrong one shows the explanation and keeps progress', async () => {
    const { kid } = await newStudent();
    const game = await passIntro(kid);
    const q1 = game.question.id as number;
    const right = await ctx.call('POST', `/api/v1/students/${kid.id}/math_game/-/questions/${q1}/student_answers`, { token: kid.access, body: { answer: await correctAnswerFor(ctx, q1) } });
    expect(right.status).toBe(200);
    expect(right.json).toMatchObject({ result: 'correct', prev_question_correct: true, incentives: { gems: 1, earned: 1 } });
    expect(right.json.map_game.num_problems_correct).toBe(1);
    const q2 = right.json.question.id as number;
    expect(q2).not.toBe(q1);
    const wrong = await ctx.call('POST', `/api/v1/students/${kid.id}/math_game/-/questions/${q2}/student_answers`, { token: kid.access, body: { answer: await wrongAnswerFor(ctx, q2) } });
    expect(wrong.json).toMatchObject({ result: 'incorrect', prev_question_correct: false, incentives: { gems: 1, earned: 0 } });
    expect(wrong.json.map_game.num_problems_correct).toBe(1);
    expect(wrong.json.prev_answer.explanation.length).toBeGreaterThan(10);
    expect(wrong.json.prev_answer.correct_answer.length).toBeGreaterThan(0);
  });

  it("times the answer in a Server-Timing header (the route's total and the answer's own read, judge and write), and no other route", async () => {
    const { kid } = await newStudent();
    const game = await passIntro(kid);
    const q = game.question.id as number;
    const res = await ctx.call('POST', `/api/v1/students/${kid.id}/math_game/-/questions/${q}/student_answers`, { token: kid.access, body: { answer: await wrongAnswerFor(ctx, q) } });
    expect(res.status).toBe(200);
    const metrics = Object.fromEntries(
      (res.headers.get('server-timing') ?? '').split(',').map((m) => {
        const [name, ...params] = m.trim().split(';');
        return [name, Number(params.find((p) => p.startsWith('dur='))?.slice(4))];
      }),
    );
    expect(Object.keys(metrics).sort()).toEqual(['answer', 'total']);
    expect(metrics.answer).toBeGreaterThan(0);
    expect(metrics.total).toBeGreaterThanOrEqual(metrics.answer);
    const map = await ctx.call('GET', `/api/v1/students/${kid.id}/math_game/map`, { token: kid.access });
    expect(map.headers.get('server-timing')).toBeNull();
  });

  it('refuses to judge a question twice, an incomplete answer and a malformed body, storing nothing', async () => {
    const { kid } = await newStudent();
    const game = await passIntro(kid);
    const q = game.question.id as number;
    const count = () => ctx.deps.db.$count(student_answers, eq(student_answers.student_id, kid.id));
    const url = `/api/v1/students/${kid.id}/math_game/-/questions/${q}/student_answers`;
    expect((await ctx.call('POST', url, { token: kid.access, body: { answer: {} } })).status).toBe(422);
    expect((await ctx.call('POST', url, { token: kid.access, body: { answer: { answer_data: ['1'], extra: true } } })).status).toBe(422);
    expect((await ctx.call('POST', url, { token: kid.access, body: { nothing: 1 } })).status).toBe(422);
    expect((await ctx.call('POST', url, { token: kid.access, rawBody: 'not json' })).status).toBe(400);
    expect((await ctx.call('POST', `/api/v1/students/${kid.id}/math_game/-/questions/abc/student_answers`, { token: kid.access, body: { answer: {} } })).status).toBe(422);
    expect(await count()).toBe(0);
    const ok = await ctx.call('POST', url, { token: kid.access, body: { answer: await correctAnswerFor(ctx, q) } });
    expect(ok.status).toBe(200);
    const replay = await ctx.call('POST', url, { token: kid.access, body: { answer: await correctAnswerFor(ctx, q) } });
    expect(replay.status).toBe(409);
    expect(await count()).toBe(1);
  });

  it('answers an unreadable blank with "invalid" without counting it', async () => {
    const { kid } = await newStudent();
    let game = await passIntro(kid);
    // Walk until a fill-in-the-blank question comes up.
    for (let i = 0; i < 12 && game.question.question_type !== 'BLNK'; i++) {
      const q = game.question.id as number;
      const res = await ctx.call('POST', `/api/v1/students/${kid.id}/math_game/-/questions/${q}/student_answers`, { token: kid.access, body: { answer: await correctAnswerFor(ctx, q) } });
      game = res.json;
    }
    expect(game.question.question_type).toBe('BLNK');
    const q = game.question.id as number;
    const before = await ctx.deps.db.$count(student_answers, eq(student_answers.student_id, kid.id));
    const res = await ctx.call('POST', `/api/v1/students/${kid.id}/math_game/-/questions/${q}/student_answers`, {
      token: kid.access,
      body: { answer: { answer_data: Array.from({ length: game.question.num_blanks }, () => 'abc') } },
    });
    expect(res.json.result).toBe('invalid');
    expect(res.json.question.id).toBe(q);
    expect(await ctx.deps.db.$count(student_answers, eq(student_answers.student_id, kid.id))).toBe(before);
  });

  it('completes level 2 at its goal: level recorded, 16 bonus gems, next level, ledger equals balance', async () => {
    const { kid } = await newStudent(3);
    let game = await passIntro(kid);
    const seen = new Set<number>();
    let last: any = null;
    for (let i = 0; i < 20; i++) {
      const q = game.question.id as number;
      seen.add(q);
      last = (await ctx.call('POST', `/api/v1/students/${kid.id}/math_game/-/questions/${q}/student_answers`, { token: kid.access, body: { answer: await correctAnswerFor(ctx, q) } })).json;
      game = last;
      if (i < 19) expect(last.level_completed).toBeNull();
    }
    expect(seen.size).toBe(20);
    expect(last.level_completed).toEqual({ level: 2, gems_earned: 16, next_level: 3, earned_pet: false });
    expect(last.incentives.gems).toBe(20 + 16);
    expect(last.question).toBeNull();
    expect(last.map_game).toMatchObject({ current_level: 3, num_problems_correct: 0 });
    const [ledger] = await ctx.deps.db.select({ total: sum(gem_ledger.delta) }).from(gem_ledger).where(eq(gem_ledger.student_id, kid.id));
    expect(Number(ledger!.total)).toBe(36);
    const map = await ctx.call('GET', `/api/v1/students/${kid.id}/math_game/map`, { token: kid.access });
    expect(map.json.completed_levels).toEqual([1, 2]);
    expect(map.json.map_game.current_level).toBe(3);
  });

  it('takes one step back on a wrong answer in a "minus" level, never below zero', async () => {
    const { kid } = await newStudent();
    await passIntro(kid);
    const map = await ctx.call('GET', `/api/v1/students/${kid.id}/math_game/map`, { token: kid.access });
    const content = await ctx.call('GET', map.json.content.url);
    const minusLevel = content.json.levels.find((l: { rule: string }) => l.rule === 'minus').level as number;
    await ctx.deps.db.update(math_games).set({ current_level: minusLevel, num_problems_correct: 1, num_revealed: 1, current_question_id: null }).where(eq(math_games.student_id, kid.id));
    const game = (await ctx.call('GET', `/api/v1/students/${kid.id}/math_game/ocean`, { token: kid.access })).json;
    const q = game.question.id as number;
    const wrong = await ctx.call('POST', `/api/v1/students/${kid.id}/math_game/-/questions/${q}/student_answers`, { token: kid.access, body: { answer: await wrongAnswerFor(ctx, q) } });
    expect(wrong.json.map_game.num_problems_correct).toBe(0);
    // What the child earned stays: the revealed sprite is not taken back.
    expect(wrong.json.map_game.num_revealed).toBe(1);
    const q2 = wrong.json.question.id as number;
    const again = await ctx.call('POST', `/api/v1/students/${kid.id}/math_game/-/questions/${q2}/student_answers`, { token: kid.access, body: { answer: { dont_know: true } } });
    expect(again.json.result).toBe('dont_know');
    expect(again.json.map_game.num_problems_correct).toBe(0);
  });
});

describe('question variety', () => {
  it('offers at least 200 distinct questions to a grade-1 student on the ocean map', async () => {
    // Every lesson a grade-1 student practises, counted by distinct question text.
    const [row] = await ctx.deps.db
      .select({ n: countDistinct(questions.text) })
      .from(questions)
      .innerJoin(math_lessons, eq(math_lessons.id, questions.math_lesson_id))
      .innerJoin(skills, eq(skills.id, math_lessons.skill_id))
      .where(eq(skills.grade, 1));
    expect(row!.n).toBeGreaterThanOrEqual(200);
  });
});

describe('daily limit and paywall', () => {
  async function completeLevel2(kid: { id: number; access: string }) {
    let game = await passIntro(kid);
    for (let i = 0; i < 20; i++) {
      const q = game.question.id as number;
      game = (await ctx.call('POST', `/api/v1/students/${kid.id}/math_game/-/questions/${q}/student_answers`, { token: kid.access, body: { answer: await correctAnswerFor(ctx, q) } })).json;
    }
    return game;
  }

  it('locks the next level until the next calendar day, refusing answers, then opens it', async () => {
    const { kid } = await newStudent();
    const done = await completeLevel2(kid);
    expect(done.map_game.lock_next_level).toBe(true);
    const map = await ctx.call('GET', `/api/v1/students/${kid.id}/math_game/map`, { token: kid.access });
    expect(map.json.locked).toMatchObject({ reason: 'daily_limit', level: 3 });
    const game = await ctx.call('GET', `/api/v1/students/${kid.id}/math_game/ocean`, { token: kid.access });
    expect(game.json.question).toBeNull();
    expect(game.json.locked.reason).toBe('daily_limit');
    ctx.clock.advance(24 * 3600 * 1000);
    // A day later the access token has expired: the student logs in again.
    const login = await ctx.call('POST', '/api/o1/login', { body: { email_or_username: kid.username, password: 'kidpass1' } });
    const tomorrow = await ctx.call('GET', `/api/v1/students/${kid.id}/math_game/ocean`, { token: login.json.access_token });
    expect(tomorrow.json.locked).toBeNull();
    expect(tomorrow.json.question).not.toBeNull();
  });

  it("refuses answers on a locked level with the lock's message and stores nothing", async () => {
    const { kid } = await newStudent();
    await passIntro(kid);
    const q = (await ctx.call('GET', `/api/v1/students/${kid.id}/math_game/ocean`, { token: kid.access })).json.question.id as number;
    await ctx.deps.db.update(math_games).set({ current_level: 6 }).where(eq(math_games.student_id, kid.id));
    const res = await ctx.call('POST', `/api/v1/students/${kid.id}/math_game/-/questions/${q}/student_answers`, { token: kid.access, body: { answer: await correctAnswerFor(ctx, q) } });
    expect(res.status).toBe(403);
    expect(res.json.error.code).toBe('level_locked');
    expect(res.json.error.message).toMatch(/Level 6 is for members/);
    expect(await ctx.deps.db.$count(student_answers, eq(student_answers.student_id, kid.id))).toBe(0);
  });

  it('opens levels beyond app_max_level with a paid subscription, and asks for payment when it failed', async () => {
    const { parent, kid } = await newStudent();
    await passIntro(kid);
    await ctx.deps.db.update(math_games).set({ current_level: 9, lock_next_level: false }).where(eq(math_games.student_id, kid.id));
    const free = await ctx.call('GET', `/api/v1/students/${kid.id}/math_game/map`, { token: kid.access });
    expect(free.json.locked).toEqual({ reason: 'paywall', level: 9, app_max_level: 5 });
    await ctx.deps.db.insert(subscriptions).values({ parent_id: parent.id, status: 'FAILED', subject_ids: [1] });
    const failed = await ctx.call('GET', `/api/v1/students/${kid.id}/math_game/map`, { token: kid.access });
    expect(failed.json.locked).toEqual({ reason: 'unpaid', level: 9, payment_prompt: 'ASK_PAYMENT_HARD' });
    await ctx.deps.db.insert(subscriptions).values({ parent_id: parent.id, status: 'ACTIVE', subject_ids: [1, 2] });
    const paid = await ctx.call('GET', `/api/v1/students/${kid.id}/math_game/ocean`, { token: kid.access });
    expect(paid.json.locked).toBeNull();
    expect(paid.json.question).not.toBeNull();
  });
});

describe('pet eggs', () => {
  it('are earned at levels 3, 6 and then every 5th level', async () => {
    const { earnsPet } = await import('../../worker/math/math.service');
    const levels = Array.from({ length: 36 }, (_, i) => i + 1).filter(earnsPet);
    expect(levels).toEqual([3, 6, 11, 16, 21, 26, 31, 36]);
  });
});
