/**
 * Targeted tests of the funnel statechart (issue 14; spec part 1 section 4 "Landing funnel"), with
 * fake actors at the edge (funnel.test-support.ts) and a fake clock. The generated walk of every
 * transition is funnel.graph.test.ts.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FUNNEL_CHAPTERS, SAVE_DEBOUNCE_MS, EMAIL_SAVED_HOLD_MS, type AccountForm } from './funnel.rules';
import { funnelMachine, stillFrameAt } from './funnel.machine';
import { FUNNEL_STEPS } from './funnel-script';
import { fakeServer, startFunnel, type FakeServer } from './funnel.test-support';

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

const flush = () => vi.advanceTimersByTimeAsync(0);
const FORM: AccountForm = { firstName: 'Ada', lastName: 'Lovelace', password: 'grownup-secret', students: [{ studentId: 1, username: 'robin1', password: 'kid-secret' }] };
const ROBIN = [{ id: 1, grade: 2, name: 'Robin Lovelace' }];

/** A funnel booted for a new visitor (variant as `s.variant`), at playButton. */
async function booted(s: FakeServer, entry = 'math') {
  const f = startFunnel(s, { entry });
  await flush();
  expect(f.step()).toBe('playButton');
  return f;
}

/** playButton -> parentKidBothModal -> (choice) ... -> the grade modal, answered with grade 2. */
function toGrade(f: Awaited<ReturnType<typeof booted>>, choice: 'parent' | 'kid' | 'both') {
  f.videoEnd();
  f.videoEnd();
  expect(f.step()).toBe('parentKidBothModal');
  f.actor.send({ type: 'chooseViewer', choice });
  if (choice === 'both') f.videoEnd();
  else {
    f.videoEnd();
    f.actor.send({ type: 'otherViewer', coming: false });
    f.videoEnd();
  }
  expect(f.step()).toBe(choice === 'kid' ? 'gradeKidModal' : choice === 'parent' ? 'gradeParentModal' : 'gradeBothModal');
  f.actor.send({ type: 'chooseGrade', grade: 2 });
}

/** Answers the current quiz (the fake server judges by `s.verdicts`). */
async function answerQuiz(f: Awaited<ReturnType<typeof booted>>) {
  await flush();
  expect(f.flow()).toMatchObject({ steps: { [f.step()]: 'asking' } });
  f.actor.send({ type: 'answer', answer: { answer_id: 1 } });
  await flush();
}

describe('funnel machine: the spec order (quiz_first)', () => {
  it('plays each chapter (seconds) and holds the still frame under each modal; the kid branch reaches the e-mail via enterEmailKid', async () => {
    const s = fakeServer({ verdicts: [false, true] });
    const f = await booted(s);
    expect(s.video[0]).toBe(`play playButton ${FUNNEL_CHAPTERS.playButton!.start}-${FUNNEL_CHAPTERS.playButton!.end}`);
    toGrade(f, 'kid');
    expect(s.video).toContain(`hold parentKidBothModal ${FUNNEL_CHAPTERS.askParentOrKid!.end}`);
    expect(f.actor.getSnapshot().context).toMatchObject({ viewer: 'kid', grade: 2 });
    expect(f.step()).toBe('monstersTeachYouMath');
    f.videoEnd();
    await answerQuiz(f); // wrong: the explanation first
    expect(f.flow()).toEqual({ steps: { firstQuiz: 'explaining' } });
    expect(f.actor.getSnapshot().context.verdict?.explanation).toBe('Count on from 2: 3, 4, 5.');
    f.actor.send({ type: 'continue' });
    expect(f.step()).toBe('niceWork');
    f.videoEnd();
    await answerQuiz(f); // right: straight on
    expect(f.step()).toBe('realTeacherExplains');
    f.videoEnd();
    f.actor.send({ type: 'monsterMade', monster: { body: 2, color: 7, pattern: 11, eyes: 16, mouth: 21, headpart: 26 } });
    f.videoEnd();
    f.videoEnd();
    expect(f.step()).toBe('enterEmailKid');
    f.actor.send({ type: 'continue' });
    expect(f.step()).toBe('enterEmailParent');
    await flush();
    expect(s.tracked).toEqual(expect.arrayContaining(['LP: playButton', 'LP: kidIntro', 'LP: firstQuiz', 'LP: monsterMaker', 'LP: enterEmailKid']));
  });

  it('ignores the end of a chapter it already left', async () => {
    const f = await booted(fakeServer());
    f.videoEnd();
    f.actor.send({ type: 'videoEnd', step: 'playButton' });
    expect(f.step()).toBe('askParentOrKid');
  });

  it('areYouReady: the other viewer came (bothAreHere) or did not (didntGet)', async () => {
    const f = await booted(fakeServer());
    f.videoEnd();
    f.videoEnd();
    f.actor.send({ type: 'chooseViewer', choice: 'kid' });
    f.videoEnd();
    f.actor.send({ type: 'otherViewer', coming: true });
    expect(f.step()).toBe('kidGettingParent');
    f.videoEnd();
    f.actor.send({ type: 'ready', here: true });
    expect(f.step()).toBe('bothAreHere');
    expect(f.actor.getSnapshot().context.viewer).toBe('parent');
  });

  it('a paused step holds the last frame of the chapter before it', () => {
    expect(stillFrameAt('gradeBothModal')).toBe(FUNNEL_CHAPTERS.parentGettingKid!.end);
    expect(stillFrameAt('playButton')).toBe(0);
  });

  it('has one state per step of FUNNEL_STEPS', () => {
    const steps = Object.keys(funnelMachine.root.states.flow!.states.steps!.states);
    for (const step of FUNNEL_STEPS) expect(steps).toContain(step);
  });
});

describe('funnel machine: e-mail capture (form status Editing, Saving, Saved, Error)', () => {
  it('a bad address stays in Editing with the message and tracks "Invalid Email clicked"; Error then Saved', async () => {
    const s = fakeServer({ emailFails: [true] });
    const f = await booted(s);
    f.actor.send({ type: 'freeMonthButton' });
    expect(f.flow()).toEqual({ steps: { enterEmailParent: 'Editing' } });
    f.actor.send({ type: 'submitEmail', email: 'grownup@' });
    expect(f.flow()).toEqual({ steps: { enterEmailParent: 'Editing' } });
    expect(f.actor.getSnapshot().context.errors.email).toBe('Please enter a valid email address.');
    await flush();
    expect(s.tracked).toContain('Invalid Email clicked');
    f.actor.send({ type: 'submitEmail', email: ' grownup@example.com ' });
    expect(f.flow()).toEqual({ steps: { enterEmailParent: 'Saving' } });
    await flush();
    expect(f.flow()).toEqual({ steps: { enterEmailParent: 'Error' } });
    expect(f.actor.getSnapshot().context.errors.email).toBe("We're sorry something went wrong. Please try again.");
    f.actor.send({ type: 'submitEmail', email: 'grownup@example.com' });
    await flush();
    expect(f.flow()).toEqual({ steps: { enterEmailParent: 'Saved' } });
    expect(s.emails.at(-1)?.email).toBe('grownup@example.com');
    await vi.advanceTimersByTimeAsync(EMAIL_SAVED_HOLD_MS);
    expect(f.step()).toBe('studentsModal'); // the free-month button's next missing data
  });
});

describe('funnel machine: the free-month button', () => {
  it('from the first step: e-mail, then students, then the 18+ question, then billing', async () => {
    const s = fakeServer();
    const f = await booted(s, 'reading');
    f.actor.send({ type: 'freeMonthButton' });
    expect(f.step()).toBe('enterEmailParent');
    f.actor.send({ type: 'submitEmail', email: 'grownup@example.com' });
    await vi.advanceTimersByTimeAsync(EMAIL_SAVED_HOLD_MS);
    expect(f.step()).toBe('studentsModal');
    f.actor.send({ type: 'saveStudents', students: [] }); // nobody yet: stays
    expect(f.step()).toBe('studentsModal');
    f.actor.send({ type: 'saveStudents', students: ROBIN });
    expect(f.step()).toBe('parentAgeModal');
    f.actor.send({ type: 'denyAdult' });
    expect(f.flow()).toEqual({ steps: { parentAgeModal: 'notAdult' } });
    f.actor.send({ type: 'confirmAdult' });
    expect(f.flow()).toEqual({ steps: { billingModal: 'addSubject' } });
    expect(f.actor.getSnapshot().context.subjectIds).toEqual([2]); // the reading entry preselects reading
    f.actor.send({ type: 'freeMonthButton' });
    expect(f.flow()).toEqual({ steps: { billingModal: 'addSubject' } });
  });

  it('from a quiz with the e-mail known: straight to the students', async () => {
    const s = fakeServer();
    s.stored.set('k2', { viewer: 'parent', students: [], lpState: 'firstQuiz', modal: 'firstQuiz', errors: {}, email: 'a@b.co', grade: 3 });
    const f = startFunnel(s, { startflowKey: 'k2' });
    await flush();
    expect(f.step()).toBe('firstQuiz');
    f.actor.send({ type: 'freeMonthButton' });
    expect(f.step()).toBe('studentsModal');
  });

  it('from the students modal with e-mail and students: the 18+ question', async () => {
    const s = fakeServer();
    s.stored.set('k3', { viewer: 'kid', students: ROBIN, lpState: 'noCommitments', modal: null, errors: {}, email: 'a@b.co' });
    const f = startFunnel(s, { startflowKey: 'k3' });
    await flush();
    f.actor.send({ type: 'freeMonthButton' });
    expect(f.step()).toBe('parentAgeModal');
  });
});

describe('funnel machine: resume and save', () => {
  it('resumes a saved start flow at its step (refresh or a second device), without creating another', async () => {
    const s = fakeServer();
    const first = await booted(s);
    toGrade(first, 'parent');
    first.videoEnd();
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS);
    expect(s.saved.at(-1)?.state.lpState).toBe('firstQuiz');
    first.actor.stop();
    const second = startFunnel(s, { startflowKey: s.saved.at(-1)!.key });
    await flush();
    expect(second.step()).toBe('firstQuiz');
    expect(second.actor.getSnapshot().context).toMatchObject({ grade: 2, viewer: 'parent' });
    expect(s.created).toHaveLength(1);
    expect(s.video.at(-1)).toBe(`hold firstQuiz ${FUNNEL_CHAPTERS.monstersTeachYouMath!.end}`);
  });

  it('an unknown key starts afresh', async () => {
    const s = fakeServer();
    const f = startFunnel(s, { startflowKey: 'gone' });
    await flush();
    expect(f.step()).toBe('playButton');
    expect(f.actor.getSnapshot().context.startflowKey).toBe('key-1');
  });

  it('saves once per burst of step changes (debounced), with the latest step', async () => {
    const s = fakeServer();
    const f = await booted(s);
    f.videoEnd();
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS - 1);
    expect(s.saved).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(s.saved.map((x) => x.state.lpState)).toEqual(['askParentOrKid']);
  });

  it("never passes the password (or a child's) to saveStartflow", async () => {
    const s = fakeServer();
    s.stored.set('k4', { viewer: 'parent', students: ROBIN, lpState: 'billingModal', modal: 'billingModal', errors: {}, email: 'a@b.co' });
    const f = startFunnel(s, { startflowKey: 'k4' });
    await flush();
    f.actor.send({ type: 'chooseSubjects', subjectIds: [1] });
    f.actor.send({ type: 'createAccount', form: { ...FORM, password: '1' } });
    expect(f.flow()).toEqual({ steps: { billingModal: 'createPassword' } });
    expect(f.actor.getSnapshot().context.errors.password).toBe('Your password needs at least 5 characters.');
    f.actor.send({ type: 'createAccount', form: FORM });
    expect(f.flow()).toEqual({ steps: { billingModal: 'payment' } });
    expect(f.actor.getSnapshot().context.password).toBe('grownup-secret');
    f.actor.send({ type: 'back' });
    f.actor.send({ type: 'createAccount', form: FORM });
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS * 3);
    expect(s.saved.length).toBeGreaterThan(0);
    const everything = JSON.stringify([s.saved, s.emails, s.created]);
    expect(everything).not.toContain('secret');
    for (const x of s.saved) expect(Object.keys(x.state)).not.toContain('password');
    f.actor.send({ type: 'paid', result: { parent: { id: 9 }, students: [{ id: 31 }], access_token: 'a', refresh_token: 'r' } });
    expect(f.flow()).toBe('registered');
    expect(s.finished).toEqual([{ result: { parent: { id: 9 }, students: [{ id: 31 }], access_token: 'a', refresh_token: 'r' }, students: 1 }]);
  });
});

describe('funnel machine: experiment math_startflow_order', () => {
  it('email_first: the e-mail right after the grade modal, then the quizzes; after the monster, the students', async () => {
    const s = fakeServer({ variant: 'email_first' });
    const f = await booted(s);
    toGrade(f, 'both');
    expect(f.step()).toBe('enterEmailParent');
    f.actor.send({ type: 'submitEmail', email: 'grownup@example.com' });
    await vi.advanceTimersByTimeAsync(EMAIL_SAVED_HOLD_MS);
    expect(f.step()).toBe('monstersTeachYouMath');
    f.videoEnd();
    await answerQuiz(f);
    f.videoEnd();
    await answerQuiz(f);
    f.videoEnd();
    f.actor.send({ type: 'monsterMade', monster: { body: 1, color: 6, pattern: 11, eyes: 16, mouth: 21, headpart: 26 } });
    f.videoEnd();
    f.videoEnd();
    expect(f.step()).toBe('whoWillWeBeTeaching');
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS);
    expect(s.saved.at(-1)?.state.experiment_variant).toBe('email_first');
  });

  it('email_first with a kid watching: the kid hands over to a grown-up first', async () => {
    const f = await booted(fakeServer({ variant: 'email_first' }));
    toGrade(f, 'kid');
    expect(f.step()).toBe('enterEmailKid');
  });
});
