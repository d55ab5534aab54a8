/**
 * Science under concurrency on the PostgreSQL server (CI sets TEST_DATABASE_URL): each call works
 * on the student's lesson row locked for its transaction, so simultaneous starts keep one
 * `started_at` (and one row), and simultaneous right answers to one question pay its gem once.
 */
import { eq, sum } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { gem_ledger, student_video_lessons, video_lesson_questions } from '../../db/schema';
import { addStudent, signUpParent } from '../helpers/context';
import { useTestContext } from '../helpers/setup';

const ctx = useTestContext({ server: true });

async function kidWithLesson() {
  const parent = await signUpParent(ctx);
  const kid = await addStudent(ctx, parent);
  const S = `/api/v1/students/${kid.id}`;
  const map = await ctx.call('GET', `${S}/science_maps/1`, { token: kid.access });
  const lesson = map.json.science_habitats[0].science_topics[0].video_lessons[0] as { id: number; questions: { id: number }[] };
  return { kid, S, lesson };
}

describe('concurrent science calls', () => {
  it('6 simultaneous starts: one row, one started_at for all', async () => {
    const { kid, S, lesson } = await kidWithLesson();
    const results = await Promise.all(Array.from({ length: 6 }, () => ctx.call('POST', `${S}/video_lessons/${lesson.id}/start`, { token: kid.access })));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const rows = await ctx.deps.db.select().from(student_video_lessons).where(eq(student_video_lessons.student_id, kid.id));
    expect(rows).toHaveLength(1);
    expect(new Set(results.map((r) => r.json.started_at))).toEqual(new Set([rows[0]!.started_at!.toISOString()]));
  });

  it('6 simultaneous right answers to one question: 1 gem in all', async () => {
    const { kid, S, lesson } = await kidWithLesson();
    const q = lesson.questions[0]!;
    const [row] = await ctx.deps.db.select().from(video_lesson_questions).where(eq(video_lesson_questions.id, q.id));
    const right = row!.answers.find((a) => a.correct)!.id;
    const results = await Promise.all(Array.from({ length: 6 }, () => ctx.call('POST', `${S}/video_lessons/${lesson.id}/questions/${q.id}/answers`, { token: kid.access, body: { answer_id: right } })));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(results.every((r) => r.json.gems === 1)).toBe(true);
    const [ledger] = await ctx.deps.db.select({ total: sum(gem_ledger.delta) }).from(gem_ledger).where(eq(gem_ledger.student_id, kid.id));
    expect(Number(ledger!.total)).toBe(1);
  });
});
