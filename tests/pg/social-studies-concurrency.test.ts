/**
 * Social studies and Superskills under concurrency on the PostgreSQL server (CI sets
 * TEST_DATABASE_URL): each write works on the student's row locked for its transaction, so
 * simultaneous right answers pay one gem, simultaneous creates make one record (the others 409),
 * simultaneous increments never lower a count, and simultaneous episode starts keep one `started_at`.
 */
import { eq, sum } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { gem_ledger, social_studies_questions, student_social_studies_video_lessons, student_superskills_videos } from '../../db/schema';
import { addStudent, signUpParent } from '../helpers/context';
import { useTestContext } from '../helpers/setup';

const ctx = useTestContext({ server: true });
const N = 6;

async function kidWithLesson() {
  const kid = await addStudent(ctx, await signUpParent(ctx));
  const S = `/api/v1/students/${kid.id}`;
  const map = await ctx.call('GET', `${S}/social_studies_maps/1`, { token: kid.access });
  const lesson = map.json.intro_topic.social_studies_video_lessons[0] as { id: number; video_states: { state: string; questions?: { id: number }[] }[] };
  return { kid, S, lesson, question: lesson.video_states.find((s) => s.state === 'videoQuizTime')!.questions![0]! };
}

const gemsOf = async (studentId: number) => Number((await ctx.deps.db.select({ total: sum(gem_ledger.delta) }).from(gem_ledger).where(eq(gem_ledger.student_id, studentId)))[0]!.total ?? 0);

describe('concurrent social studies and Superskills calls', () => {
  it(`${N} simultaneous creates: one record, the others 409 already_exists; ${N} simultaneous right answers: 1 gem`, async () => {
    const { kid, S, lesson, question } = await kidWithLesson();
    const creates = await Promise.all(Array.from({ length: N }, () => ctx.call('POST', `${S}/student_social_studies_video_lessons`, { token: kid.access, body: { social_studies_video_lesson_id: lesson.id } })));
    expect(creates.map((r) => r.status).sort()).toEqual([201, ...Array(N - 1).fill(409)]);
    const [q] = await ctx.deps.db.select().from(social_studies_questions).where(eq(social_studies_questions.id, question.id));
    const right = q!.answers.find((a) => a.correct)!.id;
    const answers = await Promise.all(
      Array.from({ length: N }, () => ctx.call('POST', `${S}/social_studies_video_lessons/${lesson.id}/questions/${question.id}/student_answers`, { token: kid.access, body: { answer_id: right } })),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(N).fill(200));
    expect(await gemsOf(kid.id)).toBe(1);
  });

  it(`${N} simultaneous PUTs with rising counts: the highest stays (lower ones after it are 409)`, async () => {
    const { kid, S, lesson } = await kidWithLesson();
    await ctx.call('POST', `${S}/student_social_studies_video_lessons`, { token: kid.access, body: { social_studies_video_lesson_id: lesson.id } });
    const puts = await Promise.all(
      Array.from({ length: N }, (_, i) => ctx.call('PUT', `${S}/student_social_studies_video_lessons/${lesson.id}`, { token: kid.access, body: { num_times_started: i + 2, num_times_completed: i, orb_earned_at: null } })),
    );
    expect(puts.every((r) => r.status === 200 || (r.status === 409 && r.json.error.code === 'count_decreased'))).toBe(true);
    const [row] = await ctx.deps.db.select().from(student_social_studies_video_lessons).where(eq(student_social_studies_video_lessons.student_id, kid.id));
    expect([row!.num_times_started, row!.num_times_completed]).toEqual([N + 1, N - 1]);
  });

  it(`${N} simultaneous episode starts: one record, one started_at for all`, async () => {
    const { kid, S } = await kidWithLesson();
    const starts = await Promise.all(Array.from({ length: N }, () => ctx.call('POST', `${S}/superskills_videos/1/start`, { token: kid.access })));
    expect(starts.map((r) => r.status)).toEqual(Array(N).fill(200));
    const rows = await ctx.deps.db.select().from(student_superskills_videos).where(eq(student_superskills_videos.student_id, kid.id));
    expect(rows).toHaveLength(1);
    expect(new Set(starts.map((r) => r.json.student_superskills_video[0].started_at))).toEqual(new Set([rows[0]!.started_at!.toISOString()]));
  });
});
