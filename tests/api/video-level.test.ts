import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { gem_ledger, student_levels, student_video_answers, video_questions } from '../../db/schema';
import { DESERT_CUE_COUNT } from '../../worker/math/video/desert-cues';
import { videoAnswerFor } from '../helpers/answers';
import { addMemberOnLevel, addStudent, signUpParent } from '../helpers/context';
import { useTestContext } from '../helpers/setup';

const ctx = useTestContext();

/** A paid student placed on a desert video level. */
const desertStudent = (level = 17) => addMemberOnLevel(ctx, level);

const answerFor = (questionId: number, correctly: boolean) => videoAnswerFor(ctx, questionId, correctly);

describe('desert video levels', () => {
  it('seeds 21 cue questions for each of levels 17 to 21, covering all six video types', async () => {
    const rows = await ctx.deps.db.select({ level: video_questions.level, type: video_questions.question_type }).from(video_questions);
    for (const level of [17, 18, 19, 20, 21]) expect(rows.filter((r) => r.level === level)).toHaveLength(DESERT_CUE_COUNT);
    expect(new Set(rows.map((r) => r.type)).size).toBe(6);
  });

  it('level 17 says its welcome for 23000 ms and has cues 0 to 20 plus end', async () => {
    const kid = await desertStudent();
    const map = await ctx.call('GET', `/api/v1/students/${kid.id}/math_game/map`, { token: kid.access });
    // The map's static content is at its own address (issue 21).
    const content = await ctx.call('GET', map.json.content.url);
    const level = content.json.levels.find((l: { level: number }) => l.level === 17);
    expect(level.custom_welcome_length).toBe(23000);
    expect(Object.keys(level.assets.video.cues).sort()).toEqual([...Array.from({ length: 21 }, (_, i) => String(i)), 'end'].sort());
    expect(level.assets.video.source).toBe('own');
    // A video level asks no bank question: its questions come at its cues.
    const game = await ctx.call('GET', `/api/v1/students/${kid.id}/math_game/desert`, { token: kid.access });
    expect(game.json.question).toBeNull();
  });

  it('asks cue 0 first and never sends what is correct', async () => {
    const kid = await desertStudent();
    const res = await ctx.call('GET', `/api/v1/students/${kid.id}/video_level`, { token: kid.access });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ level: 17, cue: 0, total_cues: 21 });
    expect(res.json.question.cue).toBe(0);
    const text = JSON.stringify(res.json.question);
    expect(text).not.toContain('correct');
    expect(text).not.toContain('answer_array');
  });

  it('plays all 21 cues (right and wrong answers both move on), then completes the level at the end', async () => {
    const kid = await desertStudent();
    let q = (await ctx.call('GET', `/api/v1/students/${kid.id}/video_level`, { token: kid.access })).json.question;
    // The end is refused while questions wait.
    expect((await ctx.call('POST', `/api/v1/students/${kid.id}/video_level/end`, { token: kid.access })).status).toBe(409);
    let correct = 0;
    for (let cue = 0; cue < DESERT_CUE_COUNT; cue++) {
      expect(q.cue).toBe(cue);
      const right = cue % 4 !== 1;
      const res = await ctx.call('POST', `/api/v1/students/${kid.id}/video_level/questions/${q.id}/student_answers`, { token: kid.access, body: { answer: await answerFor(q.id, right) } });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      expect(res.json.result).toBe(right ? 'correct' : 'incorrect');
      expect(res.json.cue).toBe(cue + 1);
      expect(res.json.correct_answer.length).toBeGreaterThan(0);
      if (right) correct += 1;
      expect(res.json.map_game.num_problems_correct).toBe(correct);
      q = res.json.question;
    }
    expect(q).toBeNull();
    const end = await ctx.call('POST', `/api/v1/students/${kid.id}/video_level/end`, { token: kid.access });
    expect(end.status).toBe(200);
    expect(end.json.level_completed).toMatchObject({ level: 17, next_level: 18, earned_pet: false });
    expect(end.json.map_game.current_level).toBe(18);
    expect(await ctx.deps.db.$count(student_levels, and(eq(student_levels.student_id, kid.id), eq(student_levels.level, 17)))).toBe(1);
    expect(await ctx.deps.db.$count(student_video_answers, eq(student_video_answers.student_id, kid.id))).toBe(21);
    const ledger = await ctx.deps.db.select().from(gem_ledger).where(eq(gem_ledger.student_id, kid.id));
    expect(ledger.length).toBe(correct + 1);
    // Level 18 starts again at cue 0.
    const next = await ctx.call('GET', `/api/v1/students/${kid.id}/video_level`, { token: kid.access });
    expect(next.json).toMatchObject({ level: 18, cue: 0 });
  });

  it('refuses an answer to another cue (409) and an incomplete answer (422), saving nothing', async () => {
    const kid = await desertStudent();
    const q = (await ctx.call('GET', `/api/v1/students/${kid.id}/video_level`, { token: kid.access })).json.question;
    const other = await ctx.call('POST', `/api/v1/students/${kid.id}/video_level/questions/${q.id + 1}/student_answers`, { token: kid.access, body: { answer: { answer_id: 1 } } });
    expect(other.status).toBe(409);
    const empty = await ctx.call('POST', `/api/v1/students/${kid.id}/video_level/questions/${q.id}/student_answers`, { token: kid.access, body: { answer: { answer_data: ['  '] } } });
    expect(empty.status).toBe(422);
    expect(empty.json.error.message).toBe('Finish your answer first, then press Check.');
    const bad = await ctx.call('POST', `/api/v1/students/${kid.id}/video_level/questions/${q.id}/student_answers`, { token: kid.access, body: { answer: { answer_ids: 'all' } } });
    expect(bad.status).toBe(422);
    expect(await ctx.deps.db.$count(student_video_answers, eq(student_video_answers.student_id, kid.id))).toBe(0);
  });

  it('is only for video levels (409 on level 1) and only for the own student (403)', async () => {
    const parent = await signUpParent(ctx);
    const kid = await addStudent(ctx, parent, 1);
    expect((await ctx.call('GET', `/api/v1/students/${kid.id}/video_level`, { token: kid.access })).status).toBe(409);
    const other = await desertStudent();
    expect((await ctx.call('GET', `/api/v1/students/${other.id}/video_level`, { token: kid.access })).status).toBe(403);
  });
});
