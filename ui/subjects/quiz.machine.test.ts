import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { outcomeOf, quizMachine, type Judgement, type QuizQuestionLike } from './quiz.machine';

const q = (id: number): QuizQuestionLike => ({ id, prompt: `Q${id}`, page_number: id, answers: [{ id: id * 10 + 1, text: 'a' }, { id: id * 10 + 2, text: 'b' }] });
const QUESTIONS = [q(1), q(2), q(3)];
const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

/** A quiz whose judge says right for answers ending in 1; `fail` makes the next call reject. */
function start(opts: { fail?: boolean; outcome?: 'pending' | 'beat' | 'fail' } = {}) {
  let correct = 0;
  let answered = 0;
  let failNext = opts.fail ?? false;
  const calls: string[] = [];
  const judge = fromPromise<Judgement, { questionId: number; answerId: number }>(({ input }) => {
    calls.push(`${input.questionId}:${input.answerId}`);
    if (failNext) {
      failNext = false;
      return Promise.reject(Object.assign(new Error('Offline, try again.'), { status: 0 }));
    }
    const right = input.answerId % 10 === 1;
    answered += 1;
    if (right) correct += 1;
    const done = answered === 3;
    return Promise.resolve({ correct: right, correct_answer_id: input.questionId * 10 + 1, attempt: { id: 1, answered, correct, outcome: done ? (opts.outcome ?? (correct >= 2 ? 'beat' : 'fail')) : 'pending' } });
  });
  const actor = createActor(quizMachine.provide({ actors: { judge } }), { input: { questions: QUESTIONS } }).start();
  return { actor, calls };
}

async function answer(actor: ReturnType<typeof start>['actor'], answerId: number) {
  actor.send({ type: 'CHOOSE', answerId });
  expect(actor.getSnapshot().value).toBe('judging');
  await flush();
}

describe('the quiz statechart (N questions, server-judged)', () => {
  it('asks each question in turn; each answer is judged by the server and shown; the summary ends in beat', async () => {
    const { actor, calls } = start();
    await answer(actor, 11);
    expect(actor.getSnapshot().value).toBe('feedback');
    expect(actor.getSnapshot().context.result?.correct).toBe(true);
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().context.index).toBe(1);
    await answer(actor, 22);
    expect(actor.getSnapshot().context.result).toMatchObject({ correct: false, correct_answer_id: 21 });
    actor.send({ type: 'NEXT' });
    await answer(actor, 31);
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().value).toBe('summary');
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ outcome: 'beat', attempt: { id: 1, answered: 3, correct: 2, outcome: 'beat' } });
    expect(calls).toEqual(['1:11', '2:22', '3:31']);
  });

  it('ends in fail with fewer than 2 of 3 right', async () => {
    const { actor } = start();
    for (const a of [12, 22, 31]) {
      await answer(actor, a);
      actor.send({ type: 'NEXT' });
    }
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().output?.outcome).toBe('fail');
  });

  it('a failed judge call keeps the question with a notice; the next tap judges again', async () => {
    const { actor, calls } = start({ fail: true });
    await answer(actor, 11);
    expect(actor.getSnapshot().value).toBe('asking');
    expect(actor.getSnapshot().context.notice).toBe('Offline, try again.');
    await answer(actor, 11);
    expect(actor.getSnapshot().value).toBe('feedback');
    expect(actor.getSnapshot().context.notice).toBeNull();
    expect(calls).toEqual(['1:11', '1:11']);
  });

  it('CHOOSE while judging is ignored (one answer at a time)', () => {
    const { actor, calls } = start();
    actor.send({ type: 'CHOOSE', answerId: 11 });
    actor.send({ type: 'CHOOSE', answerId: 12 });
    expect(calls).toEqual(['1:11']);
  });

  it('outcomeOf: the server decides; a pending attempt counts two thirds right as beat', () => {
    expect(outcomeOf({ id: 1, answered: 3, correct: 0, outcome: 'beat' }, 3)).toBe('beat');
    expect(outcomeOf({ id: 1, answered: 3, correct: 2, outcome: 'pending' }, 3)).toBe('beat');
    expect(outcomeOf({ id: 1, answered: 3, correct: 1, outcome: 'pending' }, 3)).toBe('fail');
    expect(outcomeOf({ id: 1, answered: 5, correct: 4, outcome: 'pending' }, 5)).toBe('beat');
  });
});
