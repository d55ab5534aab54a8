import { describe, expect, it } from 'vitest';
import { COMPLIMENT_MS, complimentFor, INCORRECT_MS } from '../../core/compliments';
import { FANFARE_MS, GEM_LANDS_MS } from './math-game.setup';
import { mathLevelState, screenPath } from './math-game.state';
import { answerReply, flush, game, httpError, mathMap, question, startGame } from './math-game.test-support';
import { viewOf } from './views/view-model';

type Game = ReturnType<typeof startGame>;
const at = (g: Game) => screenPath(g.actor.getSnapshot().value);
const ctx = (g: Game) => g.actor.getSnapshot().context;
const levelState = (g: Game) => mathLevelState(g.actor.getSnapshot());
const ANSWER = { answer_data: ['2'] };

/** A game on level 2's first question (adaptive), the answers queued. */
async function answering(replies: Parameters<Game['reply']>[]): Promise<Game> {
  const g = startGame((r) => {
    r('mathMap', mathMap(), mathMap());
    r('mathGame', game(question(1)));
    for (const args of replies) (r as (...a: unknown[]) => void)(...args);
  });
  await flush();
  g.actor.send({ type: 'PLAY' });
  await flush();
  expect(at(g)).toBe('main.answering.idle');
  return g;
}

describe('math game: answering (level states answering → answered → explanation)', () => {
  it('a correct answer: sounds, progress to the game, the compliment, then on after 3000 ms', async () => {
    const g = await answering([['answer', answerReply('correct')]]);
    g.log.length = 0;
    g.actor.send({ type: 'SUBMIT', answer: ANSWER });
    expect(at(g)).toBe('main.answering.submitting');
    g.actor.send({ type: 'SUBMIT', answer: ANSWER }); // busy: a second submit is ignored
    await flush();
    expect(g.api.answer).toHaveBeenCalledTimes(1);
    expect(g.api.answer).toHaveBeenCalledWith(9, 1, { answer: ANSWER, question_lesson_id: 41 });
    expect(at(g)).toBe('main.answered.praising');
    expect(levelState(g)).toBe('answered');
    expect(ctx(g).compliment).toBe(complimentFor(1) + '!');
    expect(g.log).toEqual(['effect correct', 'effect pop', 'emit level:progress', `compliment ${complimentFor(1)}!`]);
    expect(g.emitted.at(-1)!.payload).toEqual({ revealed: 1, correct: true });
    expect(ctx(g).map!.incentives.gems).toBe(8);
    // The earned gem sparkles when it lands in the HUD.
    g.clock.increment(GEM_LANDS_MS - 1);
    expect(g.log).not.toContain('effect gem');
    g.clock.increment(1);
    expect(g.log.at(-1)).toBe('effect gem');
    g.clock.increment(COMPLIMENT_MS - GEM_LANDS_MS - 1);
    expect(at(g)).toBe('main.answered.praising');
    g.clock.increment(1);
    expect(at(g)).toBe('main.answering.idle');
    expect(ctx(g).question!.id).toBe(2);
    expect(g.log.at(-1)).toBe('cancel compliment');
  });

  it('a correct answer that earns no gem (none left today) makes no gem sound', async () => {
    const g = await answering([['answer', answerReply('correct', { incentives: { gems: 7, earned: 0 } })]]);
    g.actor.send({ type: 'SUBMIT', answer: ANSWER });
    await flush();
    expect(at(g)).toBe('main.answered.praising');
    g.clock.increment(COMPLIMENT_MS);
    expect(g.log).not.toContain('effect gem');
  });

  it('Next moves on before the 3000 ms', async () => {
    const g = await answering([['answer', answerReply('correct')]]);
    g.actor.send({ type: 'SUBMIT', answer: ANSWER });
    await flush();
    g.actor.send({ type: 'NEXT' });
    expect(ctx(g).question!.id).toBe(2);
    g.clock.increment(COMPLIMENT_MS);
    expect(at(g)).toBe('main.answering.idle');
  });

  it('a wrong answer: "Nice effort!" for 2000 ms (Next does nothing yet), then the explanation until Got it', async () => {
    const g = await answering([['answer', answerReply('incorrect')]]);
    g.actor.send({ type: 'SUBMIT', answer: ANSWER });
    await flush();
    expect(g.log).toContain('effect tryAgain');
    expect(ctx(g).compliment).toBe('Nice effort!');
    expect(g.emitted.at(-1)!.payload).toEqual({ revealed: 1, correct: false });
    expect(at(g)).toBe('main.answered.effort');
    g.actor.send({ type: 'NEXT' });
    expect(at(g)).toBe('main.answered.effort');
    g.clock.increment(INCORRECT_MS);
    expect(at(g)).toBe('main.answered.explaining');
    expect(levelState(g)).toBe('explanation');
    g.clock.increment(60_000);
    expect(at(g)).toBe('main.answered.explaining');
    g.actor.send({ type: 'NEXT' });
    expect(at(g)).toBe('main.answering.idle');
  });

  it('"I don\'t know" gets "No problem!"', async () => {
    const g = await answering([['answer', answerReply('dont_know')]]);
    g.actor.send({ type: 'SUBMIT', answer: { dont_know: true } });
    await flush();
    expect(ctx(g).compliment).toBe('No problem!');
  });

  it('an invalid answer form stays on the question with the server notice; nothing is counted', async () => {
    const g = await answering([['answer', answerReply('invalid'), answerReply('correct')]]);
    g.actor.send({ type: 'SUBMIT', answer: ANSWER });
    await flush();
    expect(at(g)).toBe('main.answering.idle');
    expect(ctx(g).notice).toBe('Please type a number.');
    expect(ctx(g).answersGiven).toBe(0);
    g.actor.send({ type: 'SUBMIT', answer: ANSWER });
    await flush();
    expect(ctx(g).compliment).toBe(complimentFor(1) + '!');
  });

  it('a failed submission keeps the question with a message', async () => {
    const g = await answering([['answer', httpError(422, 'That answer is too long.'), new Error('x')]]);
    g.actor.send({ type: 'SUBMIT', answer: ANSWER });
    await flush();
    expect(ctx(g).notice).toBe('That answer is too long.');
    g.actor.send({ type: 'SUBMIT', answer: ANSWER });
    await flush();
    expect(ctx(g).notice).toBe('Something went wrong. Please try again.');
    expect(at(g)).toBe('main.answering.idle');
  });

  it('a 409 (answered in another tab) opens the level again over the question', async () => {
    const g = await answering([['answer', httpError(409, 'Already answered.')]]);
    g.actor.send({ type: 'SUBMIT', answer: ANSWER });
    await flush();
    expect(at(g)).toBe('main.opening');
    expect(ctx(g).busyOver).toBe('question');
    expect(levelState(g)).toBe('answering');
    expect(g.api.mathGame).toHaveBeenCalledTimes(2);
  });

  it('the last pretest answer shows the pretest end modal; Continue brings the next question', async () => {
    const g = await answering([['answer', answerReply('correct', { pretest_completed: { questions: 10, correct: 7, mastered_skills: 2 } })]]);
    g.actor.send({ type: 'SUBMIT', answer: ANSWER });
    await flush();
    g.clock.increment(COMPLIMENT_MS);
    expect(at(g)).toBe('main.pretestEnd');
    expect(levelState(g)).toBe('answered');
    g.actor.send({ type: 'CONTINUE' });
    expect(at(g)).toBe('main.answering.idle');
    expect(ctx(g).question!.id).toBe(2);
  });

  it('the next question of a new lesson comes after its learn overlay', async () => {
    const g = await answering([['answer', answerReply('correct', { question: question(2, { lesson_intro_watched: false }) })]]);
    g.actor.send({ type: 'SUBMIT', answer: ANSWER });
    await flush();
    g.actor.send({ type: 'NEXT' });
    expect(at(g)).toBe('main.learn.loading');
    expect(g.api.lesson).toHaveBeenCalledWith(42);
  });
});

/** A promise the test settles itself: the server's verdict arrives exactly when the test says. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('math game: the answer round trip (issue 13 bug 11)', () => {
  // The clock is never stepped in these tests: what they see happens with no timer at all.
  it('the Check button is pressed ("checking") in the tap\'s own transition, before any server reply, and nothing else is shown yet', async () => {
    const g = await answering([]);
    const server = deferred<ReturnType<typeof answerReply>>();
    g.api.answer.mockImplementationOnce(() => server.promise);
    g.log.length = 0;
    g.actor.send({ type: 'SUBMIT', answer: ANSWER });
    // Synchronously: no await between the tap and the pressed, disabled button.
    expect(viewOf(g.actor.getSnapshot())).toMatchObject({ checking: 'answer', busy: true });
    expect(levelState(g)).toBe('answering');
    await flush();
    // The server has not answered: no verdict, no compliment, no sound, the game not told.
    expect(at(g)).toBe('main.answering.submitting');
    expect(g.log).toEqual([]);
    server.resolve(answerReply('correct'));
    await flush();
    expect(at(g)).toBe('main.answered.praising');
    expect(viewOf(g.actor.getSnapshot())).toMatchObject({ checking: null, busy: false });
  });

  it('the verdict is on screen as soon as the answer call resolves: no delay before the compliment or "Nice effort!"', async () => {
    for (const [result, state, words] of [
      ['correct', 'main.answered.praising', complimentFor(1) + '!'],
      ['incorrect', 'main.answered.effort', 'Nice effort!'],
      ['dont_know', 'main.answered.effort', 'No problem!'],
    ] as const) {
      const g = await answering([]);
      const server = deferred<ReturnType<typeof answerReply>>();
      g.api.answer.mockImplementationOnce(() => server.promise);
      g.log.length = 0;
      g.actor.send({ type: 'SUBMIT', answer: result === 'dont_know' ? { dont_know: true } : ANSWER });
      expect(viewOf(g.actor.getSnapshot()).checking).toBe(result === 'dont_know' ? 'dont_know' : 'answer');
      await flush();
      expect(at(g)).toBe('main.answering.submitting');
      server.resolve(answerReply(result));
      // Only the promise's own microtasks: a timer of any length (even 0 ms) would not have run.
      await flush();
      expect(at(g), result).toBe(state);
      expect(ctx(g).compliment).toBe(words);
      // The card, the sounds and the game's reaction come in that one transition, in this order.
      expect(g.log.filter((l) => l.startsWith('emit') || l.startsWith('compliment'))).toEqual(['emit level:progress', `compliment ${words}`]);
    }
  });

  it("the game's reaction (the sprite reveal) waits for the feedback card's paint, not the card for it", async () => {
    const paints: (() => void)[] = [];
    const g = startGame((r) => {
      r('mathMap', mathMap());
      r('mathGame', game(question(1)));
      r('answer', answerReply('correct'));
    }, (run) => paints.push(run));
    await flush();
    g.actor.send({ type: 'PLAY' });
    await flush();
    g.log.length = 0;
    g.actor.send({ type: 'SUBMIT', answer: ANSWER });
    await flush();
    expect(at(g)).toBe('main.answered.praising');
    expect(g.log).toEqual(['effect correct', 'effect pop', `compliment ${complimentFor(1)}!`]);
    expect(paints).toHaveLength(1);
    paints.shift()!();
    expect(g.log.at(-1)).toBe('emit level:progress');
    expect(g.emitted.at(-1)!.payload).toEqual({ revealed: 1, correct: true });
  });

  it('a failed answer releases the button with a message, so the child can try again', async () => {
    const g = await answering([['answer', new Error('offline')]]);
    g.actor.send({ type: 'SUBMIT', answer: ANSWER });
    expect(viewOf(g.actor.getSnapshot()).checking).toBe('answer');
    await flush();
    expect(at(g)).toBe('main.answering.idle');
    expect(viewOf(g.actor.getSnapshot())).toMatchObject({ checking: null, busy: false });
    expect(ctx(g).notice).toBe('Something went wrong. Please try again.');
  });
});

describe('math game: the level completes (outro → completed)', () => {
  const completed = { level: 2, gems_earned: 16, next_level: 3, earned_pet: true };

  it('the goal answer is the outro; then the complete modal, its fanfare and 1200 ms later the end narration', async () => {
    const g = await answering([['answer', answerReply('correct', { level_completed: completed, question: null })]]);
    g.actor.send({ type: 'SUBMIT', answer: ANSWER });
    await flush();
    expect(levelState(g)).toBe('outro');
    expect(g.emitted.at(-1)!.payload).toEqual({ revealed: 3, correct: true });
    g.clock.increment(COMPLIMENT_MS);
    expect(at(g)).toBe('main.complete.modal');
    expect(levelState(g)).toBe('completed');
    expect(ctx(g).completed).toEqual(completed);
    expect(g.log.at(-1)).toBe('effect levelComplete');
    g.clock.increment(FANFARE_MS - 1);
    expect(g.log.at(-1)).toBe('effect levelComplete');
    g.clock.increment(1);
    expect(g.log.at(-1)).toBe('narration /a/end-2.ogg');
  });

  it('the earned egg hatches from the modal; then the monster walks from the finished level', async () => {
    const g = await answering([['answer', answerReply('correct', { level_completed: completed, question: null })]]);
    g.actor.send({ type: 'SUBMIT', answer: ANSWER });
    await flush();
    g.actor.send({ type: 'NEXT' });
    g.actor.send({ type: 'HATCH' });
    expect(at(g)).toBe('main.complete.hatching');
    g.actor.send({ type: 'GEMS', gems: 3 });
    g.actor.send({ type: 'CLOSE' });
    expect(at(g)).toBe('main.loading');
    await flush();
    expect(g.emitted.at(-1)).toMatchObject({ event: 'map:show', payload: { walkFromLevel: 2 } });
  });

  it('Back to the map walks the monster on', async () => {
    const g = await answering([['answer', answerReply('correct', { level_completed: completed, question: null })]]);
    g.actor.send({ type: 'SUBMIT', answer: ANSWER });
    await flush();
    g.actor.send({ type: 'NEXT' });
    g.actor.send({ type: 'BACK_TO_MAP' });
    await flush();
    expect(g.emitted.at(-1)).toMatchObject({ event: 'map:show', payload: { walkFromLevel: 2 } });
    expect(at(g)).toBe('main.map.idle');
  });
});

describe('math game: leaving a topic and leaving a level', () => {
  async function inTopic(replies: Parameters<Game['reply']>[]) {
    const g = startGame((r) => {
      r('mathMap', mathMap());
      r('mathGame', game(question(1), 'pickskill'));
      for (const args of replies) (r as (...a: unknown[]) => void)(...args);
    });
    await flush();
    g.actor.send({ type: 'OPEN_TOPIC_PICKER' });
    g.actor.send({ type: 'PICK_TOPIC', topic: { lessonId: 41, name: 'Add' } });
    await flush();
    return g;
  }

  it('exit topic: staying keeps the question; leaving drops the topic and brings a question of the own path', async () => {
    const g = await inTopic([['mathGame', game(question(7), 'adaptive')]]);
    g.actor.send({ type: 'OPEN_EXIT_TOPIC' });
    expect(at(g)).toBe('main.answering.exitTopic');
    g.actor.send({ type: 'STAY' });
    expect(at(g)).toBe('main.answering.idle');
    g.actor.send({ type: 'OPEN_EXIT_TOPIC' });
    g.actor.send({ type: 'LEAVE_TOPIC' });
    expect(at(g)).toBe('main.answering.leavingTopic');
    await flush();
    expect(g.api.mathGame).toHaveBeenLastCalledWith(9, 'ocean', { learning_mode: 'adaptive' });
    expect(ctx(g).topic).toBeNull();
    expect(ctx(g).question!.id).toBe(7);
    expect(at(g)).toBe('main.answering.idle');
  });

  it('exit topic needs a topic; a failure shows the error modal; no question keeps the old one', async () => {
    const plain = await answering([]);
    plain.actor.send({ type: 'OPEN_EXIT_TOPIC' });
    expect(at(plain)).toBe('main.answering.idle');
    const g = await inTopic([['mathGame', game(null), new Error('x')]]);
    g.actor.send({ type: 'OPEN_EXIT_TOPIC' });
    g.actor.send({ type: 'LEAVE_TOPIC' });
    await flush();
    expect(at(g)).toBe('main.answering.idle');
    expect(ctx(g).question!.id).toBe(1);
    expect(ctx(g).topic).toBeNull();
  });

  it('confirm exit pauses the feedback; Keep playing returns to it, its timer and voice start again', async () => {
    const g = await answering([['answer', answerReply('correct')]]);
    g.actor.send({ type: 'SUBMIT', answer: ANSWER });
    await flush();
    g.clock.increment(COMPLIMENT_MS - 500);
    g.actor.send({ type: 'EXIT' });
    expect(at(g)).toBe('confirmExit');
    expect(levelState(g)).toBe('answered');
    expect(g.log.at(-1)).toBe('cancel compliment');
    g.clock.increment(COMPLIMENT_MS);
    expect(at(g)).toBe('confirmExit');
    g.actor.send({ type: 'STAY' });
    expect(at(g)).toBe('main.answered.praising');
    expect(g.log.at(-1)).toBe(`compliment ${complimentFor(1)}!`);
    g.clock.increment(COMPLIMENT_MS);
    expect(at(g)).toBe('main.answering.idle');
  });
});
