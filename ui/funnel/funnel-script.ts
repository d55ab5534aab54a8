/**
 * The landing funnel's script (issue 14; spec part 1 section 4 "Landing funnel"): every step of the
 * funnel in the spec's names, whether the film plays or waits (paused) on it, and what Moxie says
 * in each played segment. One table, read by the funnel statechart (ui/funnel/funnel.machine.ts,
 * which adds the transitions) and by the media script that makes the funnel film
 * (scripts/media/funnel-film.ts, which renders one segment per `play` step in this order and writes
 * each segment's start and end in seconds to ui/funnel/funnel-chapters.json).
 *
 * A `pause` step shows a modal or buttons over the film's still frame (the last frame of the
 * segment before it); a `play` step plays its own segment and ends with the `videoEnd` trigger.
 * Narration is plain words for a parent and a child together: no prices (the modals show those
 * from the catalogue, so the film never goes stale), no promises the product does not keep.
 */

import { FUNNEL_STEP_NAMES } from '../../core/funnel/funnel-steps';

export type FunnelVideo = 'play' | 'pause';

export interface FunnelStepScript {
  /** The spec's step name (spec part 1 section 4). */
  step: FunnelStepName;
  video: FunnelVideo;
  /** What Moxie says (also the caption); empty on `pause` steps. */
  narration: string;
  /** Who the segment speaks to, for the film's staging: both, the grown-up, or the child. */
  audience: 'both' | 'parent' | 'kid';
}

/** Every step of the funnel, in the spec's order (playButton first, billingModal last): one list, core's. */
export const FUNNEL_STEPS = FUNNEL_STEP_NAMES;

export type FunnelStepName = (typeof FUNNEL_STEPS)[number];

const play = (step: FunnelStepName, audience: FunnelStepScript['audience'], narration: string): FunnelStepScript => ({ step, video: 'play', narration, audience });
const pause = (step: FunnelStepName, audience: FunnelStepScript['audience'] = 'both'): FunnelStepScript => ({ step, video: 'pause', narration: '', audience });

/** The script, one entry per step of {@link FUNNEL_STEPS}, same order. */
export const FUNNEL_SCRIPT: readonly FunnelStepScript[] = [
  play('playButton', 'both', "Hi! I'm Moxie, and I live on a map full of math. Learning can be monsterific!"),
  play('askParentOrKid', 'both', 'Who is watching with me today? A grown-up, a kid, or both of you together?'),
  pause('parentKidBothModal'),
  play('bothAreHere', 'both', "Wonderful, you're both here! Let's find the right place for you to start."),
  play('kidIntro', 'kid', 'Hello, friend! I have puzzles, pets and a monster just for you. Can you go and get a grown-up?'),
  pause('getOtherViewerButtonsKid', 'kid'),
  play('kidDidntGetParent', 'kid', "That's okay! We can start together, and a grown-up can join us later."),
  play('kidGettingParent', 'kid', "Go and get them! I'll wait right here. Tap the button when you're back."),
  pause('areYouReadyKidModal', 'kid'),
  pause('gradeKidModal', 'kid'),
  play('parentIntro', 'parent', 'Hello! In a few minutes you will see how your child learns math here, one small step at a time. Is your child nearby?'),
  pause('getOtherViewerButtonsParent', 'parent'),
  play('parentDidntGetKid', 'parent', "No problem. I'll show you what your child will do, and you can set it all up."),
  play('parentGettingKid', 'parent', "Great, go and get them. I'll wait. Tap the button when you're both here."),
  pause('areYouReadyParentModal', 'parent'),
  pause('gradeParentModal', 'parent'),
  pause('gradeBothModal'),
  play('monstersTeachYouMath', 'kid', "Here, monsters teach you math! Let's try one together. Take your time."),
  pause('firstQuiz', 'kid'),
  play('niceWork', 'kid', "Nice work! Every answer helps me learn what you know. Here's another one."),
  pause('secondQuiz', 'kid'),
  play('realTeacherExplains', 'parent', 'When a question is tricky, a real teacher explains it in a short video, step by step, and the next question is a little easier.'),
  pause('monsterMaker', 'kid'),
  play('thatsOneInterestingMonster', 'kid', "Now that's one interesting monster! It will walk the map with you and wear what you win."),
  play('hideMmMonster', 'both', "Let's keep your monster safe while a grown-up sets up your account."),
  pause('enterEmailKid', 'kid'),
  pause('enterEmailParent', 'parent'),
  play('whoWillWeBeTeaching', 'parent', 'Who will we be teaching? Add each child, with their grade, so every one starts at the right level.'),
  pause('studentsModal', 'parent'),
  play('emailDailyProgressReport', 'parent', 'Every day they play, we e-mail you a short progress report: what they practised and what comes next.'),
  play('monsterOnMap', 'kid', 'Your monster is waiting on the map. Every level you finish opens the next one.'),
  play('firstMonthFree', 'parent', 'Your first month is free.'),
  play('threeDayReminder', 'parent', 'Three days before the free month ends, we send you an e-mail with a one-click link to cancel. No surprises.'),
  play('noCommitments', 'parent', 'No commitments: you can put your membership on hold or cancel it any time in My Account.'),
  pause('benefitsModal', 'parent'),
  play('whileYouSignUp', 'kid', 'While your grown-up signs up, get ready for your first level!'),
  pause('parentAgeModal', 'parent'),
  pause('billingModal', 'parent'),
];

/** The steps whose film segment plays, in film order (the media script renders these). */
export const PLAYED_STEPS: readonly FunnelStepName[] = FUNNEL_SCRIPT.filter((s) => s.video === 'play').map((s) => s.step);

/** A played segment's place in the film, seconds from the film's start (ui/funnel/funnel-chapters.json). */
export interface FunnelChapter {
  start: number;
  end: number;
}

export type FunnelChapters = Partial<Record<FunnelStepName, FunnelChapter>>;
