/**
 * The landing funnel as one statechart (issue 14; spec part 1 section 4 "Landing funnel", section 3
 * "Start-flow state" and "form status"). Two parallel regions:
 *
 * - `flow`: booting (guest token, the `math_startflow_order` experiment, resuming a saved start
 *   flow or creating one), then `steps`, one state per step of FUNNEL_STEPS with the spec's
 *   transitions. A played step plays its chapter of the film and moves on at `videoEnd`; a paused
 *   step holds the still frame under its modal until the viewer answers. `freeMonthButton` (the
 *   "Start your free month" button, any step) jumps to the first step whose data is missing among
 *   enterEmailParent, studentsModal, parentAgeModal, billingModal, and from then on each of those
 *   hands on to the next missing one.
 * - `saver`: every step change is saved through `saveStartflow`, debounced by SAVE_DEBOUNCE_MS
 *   (ms), so a refresh or a second device resumes at the same step. Never the password.
 *
 * Variant `email_first` moves the e-mail capture right after the grade modal (before
 * monstersTeachYouMath). All calls are injected actors (funnel.setup.ts); no fetch in here.
 */
import { assign, enqueueActions } from 'xstate';
import { FUNNEL_STEPS, type FunnelStepName } from './funnel-script';
import { accountErrors, asVariant, EMAIL_SAVED_HOLD_MS, entrySubjectIds, FREE_MONTH_STEPS, INVALID_EMAIL, SAVE_DEBOUNCE_MS, type StartflowState } from './funnel.rules';

/** The spec's generic failure message (section 8). */
export const GENERIC_ERROR = "We're sorry something went wrong. Please try again.";
import { enterStep, funnelSetup, restoredContext, toStartflowState, track, type FunnelContext } from './funnel.setup';

export { toStartflowState, stillFrameAt } from './funnel.setup';
export type { FunnelContext, FunnelEvent, FunnelInput, PaidResult, QuizVerdict } from './funnel.setup';

const entry = (step: FunnelStepName) => ({ type: 'enterStep' as const, params: step });
/** A played step: its chapter, then `videoEnd` (of this chapter) leads on. */
const played = (step: FunnelStepName, next: unknown) => ({ entry: entry(step), on: { videoEnd: { guard: 'isCurrentChapter', target: next } } });
/** Onwards from a data step: to the next missing data after the free-month button, else `next`. */
const onwards = (next: string) => [{ guard: 'fastTrack' as const, target: '#funnel.flow.jump' }, { target: `#funnel.flow.steps.${next}` }];

/** A quiz step (index 0 firstQuiz, 1 secondQuiz): a real question, judged by the server; right -> onwards, wrong -> the explanation, then onwards. */
function quiz(step: 'firstQuiz' | 'secondQuiz', index: 0 | 1, next: FunnelStepName) {
  const done = `#funnel.flow.steps.${next}`;
  return {
    entry: entry(step),
    initial: 'loading',
    exit: assign({ question: null, quizToken: null, verdict: null }),
    states: {
      loading: {
        invoke: {
          id: 'fetchQuiz',
          src: 'fetchQuiz',
          input: ({ context: c }: { context: FunnelContext }) => ({ token: c.guestToken, grade: c.grade ?? 1, index }),
          onDone: { target: 'asking', actions: 'setQuestion' },
          onError: { target: 'loadFailed' },
        },
      },
      /** The question could not be fetched: try again, or go on without it. */
      loadFailed: { on: { retry: 'loading', continue: done } },
      asking: { on: { answer: 'judging' } },
      judging: {
        invoke: {
          id: 'answerQuiz',
          src: 'answerQuiz',
          input: ({ context: c, event }: { context: FunnelContext; event: { type: string } }) => ({ token: c.guestToken, quiz_token: c.quizToken ?? '', answer: (event as unknown as { answer: unknown }).answer }),
          onDone: [
            { guard: 'isCorrect', target: done, actions: 'setVerdict' },
            { target: 'explaining', actions: 'setVerdict' },
          ],
          onError: { target: 'asking', actions: { type: 'setError', params: { field: 'quiz' } } },
        },
      },
      explaining: { on: { continue: done } },
    },
  };
}

/** The e-mail step's form status (spec "form status"): Editing, Saving, Saved, Error. */
const submitEmail = [
  { guard: 'validEmail', target: 'Saving', actions: 'acceptEmail' },
  { actions: ['rejectEmail', track('Invalid Email clicked')] },
];

const stepStates = {
  playButton: played('playButton', 'askParentOrKid'),
  askParentOrKid: played('askParentOrKid', 'parentKidBothModal'),
  parentKidBothModal: {
    entry: entry('parentKidBothModal'),
    on: {
      chooseViewer: [
        { guard: { type: 'choiceIs', params: 'both' }, target: 'bothAreHere', actions: { type: 'setViewer', params: 'parent' } },
        { guard: { type: 'choiceIs', params: 'kid' }, target: 'kidIntro', actions: { type: 'setViewer', params: 'kid' } },
        { target: 'parentIntro', actions: { type: 'setViewer', params: 'parent' } },
      ],
    },
  },
  bothAreHere: played('bothAreHere', 'gradeBothModal'),
  kidIntro: played('kidIntro', 'getOtherViewerButtonsKid'),
  getOtherViewerButtonsKid: { entry: entry('getOtherViewerButtonsKid'), on: { otherViewer: [{ guard: 'yes', target: 'kidGettingParent' }, { target: 'kidDidntGetParent' }] } },
  kidDidntGetParent: played('kidDidntGetParent', 'gradeKidModal'),
  kidGettingParent: played('kidGettingParent', 'areYouReadyKidModal'),
  areYouReadyKidModal: { entry: entry('areYouReadyKidModal'), on: { ready: [{ guard: 'yes', target: 'bothAreHere', actions: { type: 'setViewer', params: 'parent' } }, { target: 'kidDidntGetParent' }] } },
  gradeKidModal: gradeModal('gradeKidModal'),
  parentIntro: played('parentIntro', 'getOtherViewerButtonsParent'),
  getOtherViewerButtonsParent: { entry: entry('getOtherViewerButtonsParent'), on: { otherViewer: [{ guard: 'yes', target: 'parentGettingKid' }, { target: 'parentDidntGetKid' }] } },
  parentDidntGetKid: played('parentDidntGetKid', 'gradeParentModal'),
  parentGettingKid: played('parentGettingKid', 'areYouReadyParentModal'),
  areYouReadyParentModal: { entry: entry('areYouReadyParentModal'), on: { ready: [{ guard: 'yes', target: 'bothAreHere' }, { target: 'parentDidntGetKid' }] } },
  gradeParentModal: gradeModal('gradeParentModal'),
  gradeBothModal: gradeModal('gradeBothModal'),
  monstersTeachYouMath: played('monstersTeachYouMath', 'firstQuiz'),
  firstQuiz: quiz('firstQuiz', 0, 'niceWork'),
  niceWork: played('niceWork', 'secondQuiz'),
  secondQuiz: quiz('secondQuiz', 1, 'realTeacherExplains'),
  realTeacherExplains: played('realTeacherExplains', 'monsterMaker'),
  monsterMaker: { entry: entry('monsterMaker'), on: { monsterMade: { target: 'thatsOneInterestingMonster', actions: 'setMonster' } } },
  thatsOneInterestingMonster: played('thatsOneInterestingMonster', 'hideMmMonster'),
  hideMmMonster: {
    entry: entry('hideMmMonster'),
    on: {
      videoEnd: [
        // email_first (or the free-month button) captured the e-mail already.
        { guard: 'isCurrentChapter', target: 'checkEmail' },
      ],
    },
  },
  /** Transient: after the monster, the e-mail capture unless it is done. */
  checkEmail: { always: [{ guard: 'hasEmail', target: 'whoWillWeBeTeaching' }, { guard: 'isKid', target: 'enterEmailKid' }, { target: 'enterEmailParent' }] },
  enterEmailKid: { entry: entry('enterEmailKid'), on: { continue: 'enterEmailParent' } },
  enterEmailParent: {
    entry: entry('enterEmailParent'),
    initial: 'Editing',
    states: {
      Editing: { on: { submitEmail } },
      Saving: {
        invoke: {
          id: 'saveEmail',
          src: 'saveEmail',
          input: ({ context: c }: { context: FunnelContext }) => ({ key: c.startflowKey, token: c.guestToken, state: toStartflowState(c) }),
          onDone: 'Saved',
          onError: { target: 'Error', actions: { type: 'setError', params: { field: 'email' } } },
        },
      },
      Saved: {
        id: 'emailSaved',
        after: {
          [EMAIL_SAVED_HOLD_MS]: [
            { guard: 'fastTrack', target: '#funnel.flow.jump' },
            // email_first: the e-mail came right after the grade modal; the quizzes follow.
            { guard: 'emailFirstBeforeQuiz', target: '#funnel.flow.steps.monstersTeachYouMath' },
            { target: '#funnel.flow.steps.whoWillWeBeTeaching' },
          ],
        },
      },
      Error: { on: { submitEmail } },
    },
  },
  whoWillWeBeTeaching: played('whoWillWeBeTeaching', 'studentsModal'),
  studentsModal: {
    entry: entry('studentsModal'),
    on: { saveStudents: { guard: 'hasStudents', target: '#funnel.flow.studentsSaved', actions: 'setStudents' } },
  },
  emailDailyProgressReport: played('emailDailyProgressReport', 'monsterOnMap'),
  monsterOnMap: played('monsterOnMap', 'firstMonthFree'),
  firstMonthFree: played('firstMonthFree', 'threeDayReminder'),
  threeDayReminder: played('threeDayReminder', 'noCommitments'),
  noCommitments: played('noCommitments', 'benefitsModal'),
  benefitsModal: { entry: entry('benefitsModal'), on: { continue: 'whileYouSignUp' } },
  whileYouSignUp: played('whileYouSignUp', 'parentAgeModal'),
  parentAgeModal: {
    entry: entry('parentAgeModal'),
    initial: 'asking',
    states: { asking: { on: { denyAdult: 'notAdult' } }, notAdult: {} },
    on: { confirmAdult: { target: 'billingModal', actions: assign({ adultConfirmed: true }) } },
  },
  billingModal: {
    entry: [entry('billingModal'), 'preselectSubjects'],
    initial: 'addSubject',
    on: { freeMonthButton: { actions: [] } },
    states: {
      addSubject: { on: { chooseSubjects: { guard: 'hasSubjects', target: 'createPassword', actions: 'setSubjects' } } },
      createPassword: {
        on: {
          back: 'addSubject',
          createAccount: [
            {
              guard: 'validAccount',
              target: 'payment',
              actions: 'setAccount',
            },
            { actions: 'rejectAccount' },
          ],
        },
      },
      payment: {
        on: {
          back: 'createPassword',
          paid: { target: '#funnel.flow.registered', actions: 'finish' },
        },
      },
    },
  },
} as const;

function gradeModal(step: 'gradeKidModal' | 'gradeParentModal' | 'gradeBothModal') {
  return {
    entry: entry(step),
    on: {
      chooseGrade: [
        { guard: 'emailFirstNoEmail', target: 'checkEmailFirst', actions: 'setGrade' },
        { target: 'monstersTeachYouMath', actions: 'setGrade' },
      ],
    },
  };
}

export const funnelMachine = funnelSetup
  .extend({
    actions: {
      enterStep,
      setGrade: assign(({ event }) => (event.type === 'chooseGrade' ? { grade: event.grade } : {})),
      setViewer: assign((_, viewer: unknown) => ({ viewer: viewer as 'parent' | 'kid' })),
      setQuestion: assign(({ event }) => {
        const out = (event as unknown as { output: { question: FunnelContext['question']; quiz_token: string } }).output;
        return { question: out.question, quizToken: out.quiz_token, errors: {} };
      }),
      setVerdict: assign(({ event }) => ({ verdict: (event as unknown as { output: FunnelContext['verdict'] }).output })),
      setError: assign(({ context: c }, p: unknown) => ({ errors: { ...c.errors, [(p as { field: string }).field]: GENERIC_ERROR } })),
      setMonster: assign(({ event }) => (event.type === 'monsterMade' ? { monster: event.monster } : {})),
      acceptEmail: assign(({ context: c, event }) => (event.type === 'submitEmail' ? { email: event.email.trim(), errors: Object.fromEntries(Object.entries(c.errors).filter(([k]) => k !== 'email')) } : {})),
      rejectEmail: assign(({ context: c }) => ({ errors: { ...c.errors, email: INVALID_EMAIL } })),
      setStudents: assign(({ event }) => (event.type === 'saveStudents' ? { students: event.students } : {})),
      preselectSubjects: assign(({ context: c }) => ({ subjectIds: c.subjectIds.length ? c.subjectIds : entrySubjectIds(c.entry) })),
      setSubjects: assign(({ event }) => (event.type === 'chooseSubjects' ? { subjectIds: event.subjectIds } : {})),
      setAccount: assign(({ event }) => {
        if (event.type !== 'createAccount') return {};
        const f = event.form;
        return { firstName: f.firstName.trim(), lastName: f.lastName.trim(), password: f.password, accounts: f.students, errors: {} };
      }),
      rejectAccount: assign(({ context: c, event }) => (event.type === 'createAccount' ? { errors: { ...c.errors, ...accountErrors(event.form), account: 'Please check the highlighted fields.' } } : {})),
      restore: assign(({ event }) => {
        const out = (event as unknown as { output: { key: string; state: StartflowState } }).output;
        return restoredContext(out.key, out.state);
      }),
      finish: enqueueActions(({ context: c, event, enqueue }) => {
        if (event.type === 'paid') enqueue({ type: 'finishRegistration', params: { result: event.result, students: c.students.length } });
      }),
    },
    guards: {
      choiceIs: ({ event }, choice: string) => event.type === 'chooseViewer' && event.choice === choice,
      yes: ({ event }) => (event.type === 'otherViewer' && event.coming) || (event.type === 'ready' && event.here),
      emailFirstNoEmail: ({ context: c }) => c.variant === 'email_first' && !c.email,
      emailFirstBeforeQuiz: ({ context: c }) => c.variant === 'email_first' && !c.monster,
      validAccount: ({ event }) => event.type === 'createAccount' && Object.keys(accountErrors(event.form)).length === 0,
    },
  })
  .createMachine({
    id: 'funnel',
    type: 'parallel',
    context: ({ input }) => ({
      entry: input.entry,
      startflowKey: input.startflowKey,
      guestToken: null,
      variant: 'quiz_first',
      password: '',
      viewer: 'parent',
      students: [],
      lpState: 'playButton',
      modal: null,
      errors: {},
      adultConfirmed: false,
      fastTrack: false,
      question: null,
      quizToken: null,
      verdict: null,
      subjectIds: [],
      accounts: [],
      dirty: false,
    }),
    states: {
      flow: {
        initial: 'booting',
        states: {
          booting: {
            invoke: {
              id: 'ensureGuest',
              src: 'ensureGuest',
              onDone: { target: 'experiment', actions: assign({ guestToken: ({ event }) => event.output.token }) },
              // Without a guest token the film still plays; nothing is saved.
              onError: 'experiment',
            },
          },
          experiment: {
            invoke: {
              id: 'assignExperiment',
              src: 'assignExperiment',
              input: ({ context: c }) => ({ token: c.guestToken }),
              onDone: { target: 'resuming', actions: assign({ variant: ({ event }) => asVariant(event.output.variant) }) },
              onError: 'resuming',
            },
          },
          resuming: {
            always: { guard: ({ context: c }) => c.startflowKey === null, target: 'creating' },
            invoke: {
              id: 'loadStartflow',
              src: 'loadStartflow',
              input: ({ context: c }) => ({ key: c.startflowKey ?? '' }),
              onDone: { target: 'resume', actions: 'restore' },
              // Unknown or ended key: a fresh start flow.
              onError: { target: 'creating', actions: assign({ startflowKey: null }) },
            },
          },
          creating: {
            invoke: {
              id: 'createStartflow',
              src: 'createStartflow',
              input: ({ context: c }) => ({ token: c.guestToken, entry: c.entry, state: toStartflowState(c) }),
              onDone: { target: 'steps', actions: assign({ startflowKey: ({ event }) => event.output.key }) },
              onError: 'steps',
            },
          },
          /** Transient: back to the saved step (a refresh, or the same link on a second device). */
          resume: { always: FUNNEL_STEPS.map((step) => ({ guard: { type: 'lpStateIs' as const, params: step }, target: `steps.${step}` })) },
          /**
           * Transient: the first step whose data is missing (free-month button). billingModal is
           * never a jump's target: the 18+ answer leads straight there and the button does nothing on it.
           */
          jump: { always: FREE_MONTH_STEPS.filter((step) => step !== 'billingModal').map((step) => ({ guard: { type: 'missingIs' as const, params: step }, target: `steps.${step}` })) },
          /** Transient: after the students, onwards (or the next missing data). */
          studentsSaved: { always: onwards('emailDailyProgressReport') },
          steps: {
            initial: 'playButton',
            on: { freeMonthButton: { target: 'jump', actions: assign({ fastTrack: true }) } },
            states: {
              ...stepStates,
              checkEmailFirst: { always: [{ guard: 'isKid', target: 'enterEmailKid' }, { target: 'enterEmailParent' }] },
            } as never,
          },
          registered: { type: 'final' },
        },
      },
      saver: {
        initial: 'idle',
        states: {
          idle: { on: { changed: 'waiting' } },
          waiting: {
            on: { changed: { target: 'waiting', reenter: true } },
            after: { [SAVE_DEBOUNCE_MS]: [{ guard: 'hasKey', target: 'saving' }, { target: 'idle' }] },
          },
          saving: {
            entry: assign({ dirty: false }),
            on: { changed: { actions: assign({ dirty: true }) } },
            invoke: {
              id: 'saveStartflow',
              src: 'saveStartflow',
              input: ({ context: c }) => ({ key: c.startflowKey ?? '', state: toStartflowState(c) }),
              onDone: [{ guard: 'dirty', target: 'waiting' }, { target: 'idle' }],
              onError: [{ guard: 'dirty', target: 'waiting' }, { target: 'idle' }],
            },
          },
        },
      },
    },
  });
