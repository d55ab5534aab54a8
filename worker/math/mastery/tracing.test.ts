import { describe, expect, it } from 'vitest';
import { EVIDENCE_RATIO, RETRY_MS, REVIEW_DAYS, freshTrace, guessOf, isDue, placedTrace, traceAnswer, type AnswerKind, type LessonTrace } from './tracing.js';

const DAY = 24 * 3600 * 1000;
const typed: AnswerKind = { questionType: 'BLNK' };
const four: AnswerKind = { questionType: 'M', optionCount: 4 };
const three: AnswerKind = { questionType: 'M', optionCount: 3 };

function run(kind: AnswerKind, answers: boolean[], start: LessonTrace = freshTrace()): { trace: LessonTrace; masteredAt: number | null } {
  let t = start;
  let masteredAt: number | null = null;
  answers.forEach((correct, i) => {
    const step = traceAnswer(t, kind, correct, i * 60_000);
    t = step.trace;
    if (step.mastered && masteredAt === null) masteredAt = i + 1;
  });
  return { trace: t, masteredAt };
}

/** Mulberry32, so the guesser runs are reproducible. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('guess parameters', () => {
  it('depend on the question type and the number of options', () => {
    expect(guessOf(typed)).toBe(0.1);
    expect(guessOf(four)).toBe(0.25);
    expect(guessOf(three)).toBeCloseTo(1 / 3);
    expect(guessOf({ questionType: 'M', optionCount: 0 })).toBe(0.5);
  });
});

describe('mastery needs evidence a guesser cannot reach', () => {
  it('masters after three typed answers in a row, but not after three chosen ones', () => {
    expect(run(typed, [true, true, true]).masteredAt).toBe(3);
    expect(run(four, [true, true, true, true]).masteredAt).toBeNull();
    expect(run(four, [true, true, true, true, true]).masteredAt).toBe(5);
    expect(run(three, [true, true, true, true, true]).masteredAt).toBeNull();
  });

  it('lets a wrong answer cost as much evidence as a right typed answer brings', () => {
    expect(run(typed, [true, true, false, true]).masteredAt).toBeNull();
    expect(run(typed, [true, true, false, true, true]).masteredAt).toBe(5);
    expect(run(four, [true, true, true, false, true, true]).masteredAt).toBeNull();
  });

  it('keeps a pure guesser on a 4-option lesson under 5% mastery in 30 questions (the audit found 30%)', () => {
    const random = rng(18);
    let mastered = 0;
    const runs = 4000;
    for (let i = 0; i < runs; i++) if (run(four, Array.from({ length: 30 }, () => random() < 0.25)).masteredAt !== null) mastered++;
    expect(mastered / runs).toBeLessThan(0.05);
    expect(Math.log(EVIDENCE_RATIO)).toBeGreaterThan(5);
  });
});

describe('spaced review and demotion', () => {
  const mastered = run(typed, [true, true, true]).trace;

  it('schedules a mastered lesson for review after a day, then further out after each right review', () => {
    expect(mastered).toMatchObject({ algo: 'mastered', box: 1 });
    expect(mastered.due).toBe(2 * 60_000 + REVIEW_DAYS[1]! * DAY);
    expect(isDue(mastered, mastered.due! - 1)).toBe(false);
    expect(isDue(mastered, mastered.due!)).toBe(true);
    const reviewed = traceAnswer(mastered, four, true, mastered.due!).trace;
    expect(reviewed).toMatchObject({ algo: 'mastered', box: 2, due: mastered.due! + REVIEW_DAYS[2]! * DAY });
    // A slip between right reviews is forgiven: lapses count in a row.
    const slip = traceAnswer(reviewed, typed, false, 1).trace;
    expect(traceAnswer(traceAnswer(slip, typed, true, 2).trace, typed, false, 3).demoted).toBe(false);
  });

  it('asks a wrong review again soon, and demotes the lesson when review keeps failing', () => {
    const once = traceAnswer(mastered, typed, false, 1000);
    expect(once.demoted).toBe(false);
    expect(once.trace).toMatchObject({ algo: 'mastered', box: 1, due: 1000 + RETRY_MS, lapses: 1 });
    const twice = traceAnswer(once.trace, typed, false, 2000);
    expect(twice.demoted).toBe(true);
    expect(twice.trace).toMatchObject({ algo: null, e: 0, box: 0, due: null, lapses: 2 });
    // Back in practice, it is mastered again with fresh evidence.
    expect(run(typed, [true, true, true, true], twice.trace).trace.algo).toBe('mastered');
  });

  it('places a lesson done and due now (verification) or later, and leaves a done lesson alone', () => {
    expect(placedTrace(undefined, 5000, 0)).toMatchObject({ algo: 'pretest', box: 1, due: 5000 });
    expect(placedTrace(undefined, 0, 35)).toMatchObject({ algo: 'pretest', due: 35 * DAY });
    expect(placedTrace(mastered, 0, 0)).toBe(mastered);
  });
});
