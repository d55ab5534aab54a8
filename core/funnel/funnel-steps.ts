/**
 * The landing funnel's step names in the spec's order (spec part 1 section 4 "Landing funnel"):
 * the domain core's copy, which the server validates `lpState` with (worker/ may not import ui/).
 * ui/funnel/funnel-script.ts holds the same list with each step's script;
 * tests/build/funnel-steps.test.ts keeps the two equal until the script imports this one.
 */
export const FUNNEL_STEP_NAMES = [
  'playButton',
  'askParentOrKid',
  'parentKidBothModal',
  'bothAreHere',
  'kidIntro',
  'getOtherViewerButtonsKid',
  'kidDidntGetParent',
  'kidGettingParent',
  'areYouReadyKidModal',
  'gradeKidModal',
  'parentIntro',
  'getOtherViewerButtonsParent',
  'parentDidntGetKid',
  'parentGettingKid',
  'areYouReadyParentModal',
  'gradeParentModal',
  'gradeBothModal',
  'monstersTeachYouMath',
  'firstQuiz',
  'niceWork',
  'secondQuiz',
  'realTeacherExplains',
  'monsterMaker',
  'thatsOneInterestingMonster',
  'hideMmMonster',
  'enterEmailKid',
  'enterEmailParent',
  'whoWillWeBeTeaching',
  'studentsModal',
  'emailDailyProgressReport',
  'monsterOnMap',
  'firstMonthFree',
  'threeDayReminder',
  'noCommitments',
  'benefitsModal',
  'whileYouSignUp',
  'parentAgeModal',
  'billingModal',
] as const;

export type FunnelStepId = (typeof FUNNEL_STEP_NAMES)[number];
