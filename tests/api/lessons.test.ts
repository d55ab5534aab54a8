import { describe, expect, it } from 'vitest';
import { correctAnswerFor } from '../helpers/answers';
import { addStudent, signUpParent } from '../helpers/context';
import { useTestContext } from '../helpers/setup';

const ctx = useTestContext({ demo: true });

describe('catalogue', () => {
  it('lists skills per grade, their lessons, a lesson with a worked example and its questions without answers', async () => {
    const parent = await signUpParent(ctx);
    const skills = (await ctx.call('GET', '/api/v1/skills?grade=8', { token: parent.access })).json.skills;
    expect(skills.length).toBeGreaterThanOrEqual(6);
    expect(skills.every((s: { grade: number }) => s.grade === 8)).toBe(true);
    const lessons = (await ctx.call('GET', `/api/v1/skills/${skills[0].id}/math_lessons`, { token: parent.access })).json.math_lessons;
    expect(lessons.length).toBeGreaterThan(0);
    const lesson = (await ctx.call('GET', `/api/v1/math_lessons/${lessons[0].id}`, { token: parent.access })).json;
    expect(lesson.skill.id).toBe(skills[0].id);
    expect(lesson.intro.explanation.length).toBeGreaterThan(10);
    const qs = (await ctx.call('GET', `/api/v1/math_lessons/${lessons[0].id}/questions`, { token: parent.access })).json.questions;
    expect(qs.length).toBeGreaterThanOrEqual(40);
    expect(JSON.stringify(qs)).not.toMatch(/"correct"|correct_answer|answer_data|explanation/);
    const one = await ctx.call('GET', `/api/v1/math/questions/${qs[0].id}?lesson_id=${lessons[0].id}`, { token: parent.access });
    expect(one.json.id).toBe(qs[0].id);
    expect((await ctx.call('GET', `/api/v1/math/questions/${qs[0].id}?lesson_id=${lessons[0].id + 1}`, { token: parent.access })).status).toBe(404);
  });

  it('refuses bad parameters with 422 and unknown ids with 404', async () => {
    const parent = await signUpParent(ctx);
    expect((await ctx.call('GET', '/api/v1/skills?grade=12', { token: parent.access })).status).toBe(422);
    expect((await ctx.call('GET', '/api/v1/skills/abc/math_lessons', { token: parent.access })).status).toBe(422);
    expect((await ctx.call('GET', '/api/v1/skills/999999/math_lessons', { token: parent.access })).status).toBe(404);
    expect((await ctx.call('GET', '/api/v1/math_lessons/999999', { token: parent.access })).status).toBe(404);
  });

  it('gives correct answers to admins only', async () => {
    const parent = await signUpParent(ctx);
    const kid = await addStudent(ctx, parent);
    const lesson = (await ctx.call('GET', '/api/v1/skills?grade=1', { token: kid.access })).json.skills[0];
    const lessons = (await ctx.call('GET', `/api/v1/skills/${lesson.id}/math_lessons`, { token: kid.access })).json.math_lessons;
    const url = `/api/v1/math_lessons/${lessons[0].id}/correct_answers`;
    expect((await ctx.call('GET', url, { token: kid.access })).status).toBe(403);
    expect((await ctx.call('GET', url, { token: parent.access })).status).toBe(403);
    const res = await ctx.call('GET', url, { token: ctx.adminToken });
    expect(res.status).toBe(200);
    expect(res.json.correct_answers[0].correct_answer.length).toBeGreaterThan(0);
  });
});

describe("a student's learning", () => {
  it('lists answers by lesson, lessons with mastery, recent stats and the pretest', async () => {
    const parent = await signUpParent(ctx);
    const kid = await addStudent(ctx, parent, 1);
    await ctx.call('POST', `/api/v1/students/${kid.id}/math_game`, { token: kid.access, body: { new_level: 2 } });
    const game = (await ctx.call('GET', `/api/v1/students/${kid.id}/math_game/ocean`, { token: kid.access })).json;
    const q = game.question.id as number;
    await ctx.call('POST', `/api/v1/students/${kid.id}/math_game/-/questions/${q}/student_answers`, { token: kid.access, body: { answer: await correctAnswerFor(ctx, q) } });
    const lessonId = game.question.math_lesson.id as number;

    const answers = (await ctx.call('GET', `/api/v1/students/${kid.id}/student_answers?math_lesson_id=${lessonId}`, { token: parent.access })).json.student_answers;
    expect(answers).toHaveLength(1);
    expect(answers[0]).toMatchObject({ question_id: q, math_lesson_id: lessonId, correct: true });

    const withStudent = (await ctx.call('GET', `/api/v1/students/${kid.id}/math_lessons_with_student`, { token: kid.access })).json.math_lessons;
    const practised = withStudent.find((l: { id: number }) => l.id === lessonId);
    expect(practised.stats.num_answered).toBe(1);
    expect(practised.stats.mastery).toBeGreaterThan(0.2);

    const recent = (await ctx.call('GET', `/api/v1/students/${kid.id}/recent_stats_with_student`, { token: kid.access })).json;
    expect(recent.days).toHaveLength(7);
    expect(recent.days.at(-1)).toMatchObject({ answered: 1, correct: 1 });

    const pretest = (await ctx.call('GET', `/api/v1/students/${kid.id}/math_pretest`, { token: kid.access })).json;
    expect(pretest).toMatchObject({ learning_mode: 'pretest', questions: 1, correct: 1, completed_at: null });
  });

  it("marks a lesson's intro watched and stores the client's state without touching the server's", async () => {
    const parent = await signUpParent(ctx);
    const kid = await addStudent(ctx, parent, 1);
    const skill = (await ctx.call('GET', '/api/v1/skills?grade=1', { token: kid.access })).json.skills[0];
    const lesson = (await ctx.call('GET', `/api/v1/skills/${skill.id}/math_lessons`, { token: kid.access })).json.math_lessons[0];
    const watched = await ctx.call('POST', `/api/v1/students/${kid.id}/student_math_lessons`, { token: kid.access, body: { math_lesson_id: lesson.id, lesson_intro_watched: true } });
    expect(watched.json.lesson_intro_watched).toBe(true);
    expect((await ctx.call('POST', `/api/v1/students/${kid.id}/student_math_lessons`, { token: kid.access, body: { math_lesson_id: lesson.id, lesson_intro_watched: 'yes' } })).status).toBe(422);
    const put = await ctx.call('PUT', `/api/v1/students/${kid.id}/math_game/ocean`, { token: kid.access, body: { state_data: { intro_step: 3 } } });
    expect(put.status).toBe(200);
    expect(put.json.map_game.state_data.client).toEqual({ intro_step: 3 });
    const big = await ctx.call('PUT', `/api/v1/students/${kid.id}/math_game/ocean`, { token: kid.access, body: { state_data: { x: 'y'.repeat(5000) } } });
    expect(big.status).toBe(422);
  });

  it('lets an ctx.adminToken move a student to a level, earlier levels completed, and nobody else', async () => {
    const parent = await signUpParent(ctx);
    const kid = await addStudent(ctx, parent, 1);
    const url = `/api/v1/admin/students/${kid.id}/math_game`;
    expect((await ctx.call('PUT', url, { token: parent.access, body: { current_level: 22 } })).status).toBe(403);
    expect((await ctx.call('PUT', url, { token: ctx.adminToken, body: { current_level: 99 } })).status).toBe(422);
    expect((await ctx.call('PUT', url, { token: ctx.adminToken, body: { current_level: 22 } })).json.current_level).toBe(22);
    const map = (await ctx.call('GET', `/api/v1/students/${kid.id}/math_game/map`, { token: kid.access })).json;
    expect(map.content.map).toBe('jungle');
    expect(map.completed_levels).toHaveLength(21);
    expect(map.locked).toEqual({ reason: 'paywall', level: 22, app_max_level: 5 });
  });
});
