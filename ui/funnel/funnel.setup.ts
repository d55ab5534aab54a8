/**
 * Types, injected actors and shared actions of the funnel statechart (ui/funnel/funnel.machine.ts).
 * Every call to the outside is an actor the component provides (funnel.services.ts; tests give
 * fakes): no fetch in here. Video effects are actions the component provides (`playChapter` seeks
 * to a chapter's start and plays to its end, then sends `videoEnd`; `holdFrame` pauses on a still).
 */
import { fromPromise, setup } from 'xstate';
import type { MonsterDescription } from '../../core/monster/monster-parts';
import type { PublicQuestion } from '../../worker/math/math.contracts';
import type { SubmittedAnswer } from '../math/QuestionOverlay';
import { FUNNEL_STEPS, PLAYED_STEPS, type FunnelStepName } from './funnel-script';
import { adultConfirmedAt, asVariant, chapterOf, emailSchema, firstMissingStep, playsOn, type AccountForm, type FunnelStudent, type StartflowState, type StartflowVariant, type StudentAccount, type Viewer } from './funnel.rules';

/** What the Funnel starts from: the landing's entry point and a saved start flow's key, if any. */
export interface FunnelInput {
  entry: string;
  /** From `?startflow_key=` or localStorage (the services keep it): resume there. */
  startflowKey: string | null;
}

/** The server's verdict on a quiz answer (contracts.md funnel_quiz/answer). */
export interface QuizVerdict {
  correct: boolean;
  correct_answer: string[];
  explanation: string;
}

/** PaymentForm's onPaid result (contracts.md). */
export interface PaidResult {
  parent: unknown;
  /** The students made with the account (one: the game opens for that child). */
  students: { id: number }[];
  access_token: string;
  refresh_token: string;
}

export interface FunnelContext {
  entry: string;
  startflowKey: string | null;
  guestToken: string | null;
  variant: StartflowVariant;
  // The spec's start-flow state.
  email?: string;
  firstName?: string;
  lastName?: string;
  grade?: number;
  /** The parent's password: memory only, never saved (funnel.rules toStartflowState leaves it out). */
  password: string;
  viewer: Viewer;
  students: FunnelStudent[];
  lpState: FunnelStepName;
  modal: string | null;
  errors: Record<string, string>;
  monster?: MonsterDescription;
  // Working state of this page only.
  /** The grown-up said they are 18 or over (never saved: a resumed flow derives it from lpState). */
  adultConfirmed: boolean;
  /** "Start your free month" was pressed: each data step hands on to the next missing one. */
  fastTrack: boolean;
  question: PublicQuestion | null;
  quizToken: string | null;
  verdict: QuizVerdict | null;
  subjectIds: number[];
  /** Each child's username and password (memory only, like `password`). */
  accounts: StudentAccount[];
  /** Whether a step change waits to be saved while a save is running. */
  dirty: boolean;
}

export type FunnelEvent =
  /** The current chapter played to its end (`step`: which one; a late end of a chapter already left is ignored). */
  | { type: 'videoEnd'; step?: FunnelStepName }
  | { type: 'freeMonthButton' }
  | { type: 'chooseViewer'; choice: 'parent' | 'kid' | 'both' }
  /** getOtherViewerButtons*: the other viewer is coming (true) or not (false). */
  | { type: 'otherViewer'; coming: boolean }
  /** areYouReady*: the other viewer is here (true) or did not come (false). */
  | { type: 'ready'; here: boolean }
  | { type: 'chooseGrade'; grade: number }
  | { type: 'answer'; answer: SubmittedAnswer }
  | { type: 'continue' }
  | { type: 'retry' }
  | { type: 'monsterMade'; monster: MonsterDescription }
  | { type: 'submitEmail'; email: string }
  | { type: 'saveStudents'; students: FunnelStudent[] }
  | { type: 'confirmAdult' }
  | { type: 'denyAdult' }
  | { type: 'chooseSubjects'; subjectIds: number[] }
  | { type: 'createAccount'; form: AccountForm }
  | { type: 'back' }
  | { type: 'paid'; result: PaidResult }
  /** Internal: a step changed, the saver region saves (debounced). */
  | { type: 'changed' };

const notProvided = (name: string) => fromPromise<never, unknown>(async () => Promise.reject(new Error(`${name} not provided`)));

/** The start-flow state to save: the spec's fields, never a password (contracts.md: the schema rejects one). */
export function toStartflowState(c: FunnelContext): StartflowState {
  const s: StartflowState = { viewer: c.viewer, students: c.students, lpState: c.lpState, modal: c.modal, errors: c.errors, experiment_variant: c.variant };
  if (c.email !== undefined) s.email = c.email;
  if (c.firstName !== undefined) s.firstName = c.firstName;
  if (c.lastName !== undefined) s.lastName = c.lastName;
  if (c.grade !== undefined) s.grade = c.grade;
  if (c.monster !== undefined) s.monster = c.monster;
  return s;
}

/** Where the film holds on a paused step: the end of the last played chapter before it (seconds). */
export function stillFrameAt(step: FunnelStepName): number {
  const before = FUNNEL_STEPS.slice(0, FUNNEL_STEPS.indexOf(step)).filter((s) => PLAYED_STEPS.includes(s));
  const last = before.at(-1);
  return last ? (chapterOf(last)?.end ?? 0) : 0;
}

export const funnelSetup = setup({
  types: { context: {} as FunnelContext, events: {} as FunnelEvent, input: {} as FunnelInput },
  actors: {
    ensureGuest: notProvided('ensureGuest') as unknown as ReturnType<typeof fromPromise<{ token: string }>>,
    assignExperiment: notProvided('assignExperiment') as unknown as ReturnType<typeof fromPromise<{ variant: string }, { token: string | null }>>,
    loadStartflow: notProvided('loadStartflow') as unknown as ReturnType<typeof fromPromise<{ key: string; state: StartflowState }, { key: string }>>,
    createStartflow: notProvided('createStartflow') as unknown as ReturnType<typeof fromPromise<{ key: string }, { token: string | null; entry: string; state: StartflowState }>>,
    saveStartflow: notProvided('saveStartflow') as unknown as ReturnType<typeof fromPromise<void, { key: string; state: StartflowState }>>,
    saveEmail: notProvided('saveEmail') as unknown as ReturnType<typeof fromPromise<void, { key: string | null; token: string | null; state: StartflowState }>>,
    fetchQuiz: notProvided('fetchQuiz') as unknown as ReturnType<typeof fromPromise<{ question: PublicQuestion; quiz_token: string }, { token: string | null; grade: number; index: 0 | 1 }>>,
    answerQuiz: notProvided('answerQuiz') as unknown as ReturnType<typeof fromPromise<QuizVerdict, { token: string | null; quiz_token: string; answer: SubmittedAnswer }>>,
    trackEvent: notProvided('trackEvent') as unknown as ReturnType<typeof fromPromise<void, { token: string | null; name: string }>>,
  },
  actions: {
    /** Seek to the chapter's start and play to its end (seconds); the component then sends `videoEnd`. */
    playChapter: (_, _p: { step: FunnelStepName; start_s: number; end_s: number }) => undefined,
    /** Pause on the still frame at `at_s` seconds (the modal shows over it). */
    holdFrame: (_, _p: { step: FunnelStepName; at_s: number }) => undefined,
    /** Store the new parent's tokens and open the child's game (the component does it, as ui/lib/session does after login). */
    finishRegistration: (_, _p: { result: PaidResult; students: number }) => undefined,
  },
  guards: {
    isCurrentChapter: ({ context: c, event }) => event.type === 'videoEnd' && (event.step === undefined || event.step === c.lpState),
    hasKey: ({ context: c }) => c.startflowKey !== null,
    hasEmail: ({ context: c }) => Boolean(c.email),
    emailFirst: ({ context: c }) => c.variant === 'email_first',
    fastTrack: ({ context: c }) => c.fastTrack,
    isKid: ({ context: c }) => c.viewer === 'kid',
    validEmail: ({ event }) => event.type === 'submitEmail' && emailSchema.safeParse(event.email).success,
    isCorrect: ({ event }) => (event as unknown as { output?: QuizVerdict }).output?.correct === true,
    missingIs: ({ context: c }, step: string) => firstMissingStep(c) === step,
    lpStateIs: ({ context: c }, step: FunnelStepName) => c.lpState === step,
    hasStudents: ({ event }) => event.type === 'saveStudents' && event.students.length > 0 && event.students.every((s) => s.name.trim().length > 0 && Number.isInteger(s.grade) && s.grade >= 0 && s.grade <= 8),
    hasSubjects: ({ event }) => event.type === 'chooseSubjects' && event.subjectIds.length > 0,
    dirty: ({ context: c }) => c.dirty,
  },
});

const track = (name: string) => funnelSetup.spawnChild('trackEvent', { input: ({ context: c }) => ({ token: c.guestToken, name }) });

/** Entering a step: it becomes lpState (and the modal), is tracked as 'LP: <step>', saved (debounced), and the film plays or holds. */
export const enterStep = funnelSetup.enqueueActions(({ context: c, enqueue }, params: unknown) => {
  const step = params as FunnelStepName;
  enqueue.assign({ lpState: step, modal: playsOn(step) ? null : step });
  enqueue.spawnChild('trackEvent', { input: { token: c.guestToken, name: `LP: ${step}` } });
  const chapter = chapterOf(step);
  if (chapter) enqueue({ type: 'playChapter', params: { step, start_s: chapter.start, end_s: chapter.end } });
  else enqueue({ type: 'holdFrame', params: { step, at_s: stillFrameAt(step) } });
  enqueue.raise({ type: 'changed' });
});

/** Restores a loaded start flow into the context (the password never comes back: it was never saved). */
export function restoredContext(key: string, state: StartflowState): Partial<FunnelContext> {
  return {
    startflowKey: key,
    ...(state.email !== undefined ? { email: state.email } : {}),
    ...(state.firstName !== undefined ? { firstName: state.firstName } : {}),
    ...(state.lastName !== undefined ? { lastName: state.lastName } : {}),
    ...(state.grade !== undefined ? { grade: state.grade } : {}),
    ...(state.monster !== undefined ? { monster: state.monster } : {}),
    viewer: state.viewer,
    students: state.students,
    lpState: state.lpState,
    modal: state.modal,
    errors: {},
    adultConfirmed: adultConfirmedAt(state.lpState),
    ...(state.experiment_variant ? { variant: asVariant(state.experiment_variant) } : {}),
  };
}

export { track };
