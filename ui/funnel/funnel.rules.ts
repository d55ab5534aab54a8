/**
 * Pure rules of the landing funnel (issue 14; spec part 1 sections 3 "Start-flow state", 4
 * "Landing funnel", 5 "Validation rules"): what the start-flow state saved on the server holds,
 * which step the "Start your free month" button jumps to, the e-mail check, the subjects an entry
 * point preselects, usernames suggested from a child's name, and the new-account checks.
 * Framework-free: the statechart (funnel.machine.ts) and the modals both read these.
 */
import { z } from 'zod';
import type { MonsterDescription } from '../../core/monster/monster-parts';
import { FUNNEL_SCRIPT, FUNNEL_STEPS, type FunnelStepName } from './funnel-script';
import chaptersJson from './funnel-chapters.json';
import type { FunnelChapter, FunnelChapters } from './funnel-script';

/** Grades 0 (Pre-K) .. 8, as the start-flow state stores them. */
export const GRADES = [0, 1, 2, 3, 4, 5, 6, 7, 8] as const;
/** A grade's label in the grade modals (spec "grade list": Pre-K, then grades 1 to 8). */
export const gradeLabel = (grade: number): string => (grade === 0 ? 'Pre-K' : `Grade ${grade}`);

/** One child as the start-flow state keeps it (spec "Start-flow state": students {id, grade, name}). */
export interface FunnelStudent {
  /** A client-side id (1, 2, ...), stable while the funnel lasts; the server's ids come with registration. */
  id: number;
  grade: number;
  name: string;
}

/** Who watches the film (spec: viewer parent or kid, default parent). */
export type Viewer = 'parent' | 'kid';

/** The start-flow state as `parent_startflows` saves it (contracts.md "StartflowState"): never a password. */
export interface StartflowState {
  email?: string;
  firstName?: string;
  lastName?: string;
  grade?: number;
  viewer: Viewer;
  students: FunnelStudent[];
  lpState: FunnelStepName;
  modal: string | null;
  errors: Record<string, string>;
  monster?: MonsterDescription;
  experiment_variant?: string;
}

const gradeSchema = z.number().int().min(0).max(8);
const monsterSchema = z.object({ body: z.number().int(), color: z.number().int(), eyes: z.number().int(), headpart: z.number().int(), mouth: z.number().int(), pattern: z.number().int() });

/** The client's copy of the server's strict schema: what a loaded start flow must look like. */
export const startflowStateSchema = z
  .object({
    email: z.string().max(254).optional(),
    firstName: z.string().max(100).optional(),
    lastName: z.string().max(100).optional(),
    grade: gradeSchema.optional(),
    viewer: z.enum(['parent', 'kid']),
    students: z.array(z.object({ id: z.number().int(), grade: gradeSchema, name: z.string().max(100) })).max(10),
    lpState: z.enum(FUNNEL_STEPS),
    modal: z.string().nullable(),
    errors: z.record(z.string(), z.string()),
    monster: monsterSchema.optional(),
    experiment_variant: z.string().optional(),
  })
  .strict();

/** Guest experiment of the funnel and its variants (contracts.md): `quiz_first` is the spec's order. */
export const STARTFLOW_EXPERIMENT = 'math_startflow_order';
export type StartflowVariant = 'quiz_first' | 'email_first';
export const asVariant = (v: string | undefined): StartflowVariant => (v === 'email_first' ? 'email_first' : 'quiz_first');

/** Wait after the last step change before the start flow is saved (ms). */
export const SAVE_DEBOUNCE_MS = 800;
/** How long "Saved!" shows on the e-mail modal before the funnel goes on (ms). */
export const EMAIL_SAVED_HOLD_MS = 1200;

/** Film chapters in seconds (ui/funnel/funnel-chapters.json, written by the film's media script). */
export const FUNNEL_CHAPTERS: FunnelChapters = (chaptersJson as { chapters: FunnelChapters }).chapters;

/** The chapter of a played step (seconds); null for a paused step. */
export function chapterOf(step: FunnelStepName, chapters: FunnelChapters = FUNNEL_CHAPTERS): FunnelChapter | null {
  return chapters[step] ?? null;
}

/** Whether the film plays on `step` (FUNNEL_SCRIPT), else it holds its still frame. */
export const playsOn = (step: FunnelStepName): boolean => FUNNEL_SCRIPT.find((s) => s.step === step)?.video === 'play';

/** Steps the free-month button may jump to, in order: the first whose data is missing wins. */
export const FREE_MONTH_STEPS = ['enterEmailParent', 'studentsModal', 'parentAgeModal', 'billingModal'] as const;
export type FreeMonthStep = (typeof FREE_MONTH_STEPS)[number];

/** What the free-month jump looks at (the grown-up's 18+ answer is never saved: see adultConfirmed below). */
export interface FunnelData {
  email?: string | undefined;
  students: readonly FunnelStudent[];
  adultConfirmed: boolean;
}

/** The step "Start your free month" leads to: the first of FREE_MONTH_STEPS whose data is missing. */
export function firstMissingStep(d: FunnelData): FreeMonthStep {
  if (!d.email) return 'enterEmailParent';
  if (d.students.length === 0) return 'studentsModal';
  if (!d.adultConfirmed) return 'parentAgeModal';
  return 'billingModal';
}

/** A start flow resumed at or after billingModal was confirmed 18+ before it was saved. */
export const adultConfirmedAt = (step: FunnelStepName): boolean => FUNNEL_STEPS.indexOf(step) >= FUNNEL_STEPS.indexOf('billingModal');

/** The e-mail check of the e-mail modals (zod's e-mail format, trimmed, at most 254 characters). */
export const emailSchema = z.string().trim().max(254).email();
/** The e-mail modal's message for an address that does not pass. */
export const INVALID_EMAIL = 'Please enter a valid email address.';

/** Subjects on offer (ids as the billing tables number them, worker/billing/billing.service SUBJECT_IDS). */
export const FUNNEL_SUBJECTS = [
  { id: 1, key: 'math', name: 'Math' },
  { id: 2, key: 'reading', name: 'Reading' },
  { id: 3, key: 'science', name: 'Science' },
  { id: 4, key: 'socialStudies', name: 'Social Studies' },
  { id: 5, key: 'superSkills', name: 'Super Skills' },
] as const;

/** The subject an entry point preselects in "add subject" (math for math, mathMobile, beginEnrollment and scholarship). */
export function entrySubjectIds(entry: string): number[] {
  const byKey = FUNNEL_SUBJECTS.find((s) => s.key === entry);
  return [byKey ? byKey.id : 1];
}

/** A username suggested from a child's name: letters and digits only, at least 5 characters (spec section 5). */
export function suggestUsername(name: string, taken: readonly string[] = [], digits: () => string = () => String(Math.floor(100 + Math.random() * 900))): string {
  const base = name.normalize('NFKD').replace(/[^A-Za-z0-9]/g, '').toLowerCase().slice(0, 12) || 'monster';
  let candidate = base.length >= 5 ? base : `${base}${digits()}`;
  while (taken.includes(candidate)) candidate = `${base}${digits()}`;
  return candidate;
}

/** One child's account on the "create password" modal. */
export interface StudentAccount {
  studentId: number;
  username: string;
  password: string;
}

/** The "create password" modal's answers. */
export interface AccountForm {
  firstName: string;
  lastName: string;
  password: string;
  students: StudentAccount[];
}

/**
 * The spec's checks (section 5): parent names non-empty after trimming, parent password at least 5
 * characters, usernames at least 5 letters or digits and distinct, student passwords longer than 5.
 * @returns field -> message; empty when the form passes.
 */
export function accountErrors(f: AccountForm): Record<string, string> {
  const e: Record<string, string> = {};
  if (!f.firstName.trim()) e.firstName = 'Please enter your first name.';
  if (!f.lastName.trim()) e.lastName = 'Please enter your last name.';
  if (f.password.length < 5) e.password = 'Your password needs at least 5 characters.';
  const seen = new Set<string>();
  for (const s of f.students) {
    if (!/^[A-Za-z0-9]{5,}$/.test(s.username)) e[`username-${s.studentId}`] = 'Usernames need at least 5 letters or numbers.';
    else if (seen.has(s.username.toLowerCase())) e[`username-${s.studentId}`] = 'Each child needs a different username.';
    seen.add(s.username.toLowerCase());
    if (s.password.length <= 5) e[`password-${s.studentId}`] = "Your child's password needs at least 6 characters.";
  }
  return e;
}

/** Splits "First Last" into the registration's first and last name (a single word keeps an empty last name). */
export function splitName(name: string): { first_name: string; last_name: string } {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return { first_name: first, last_name: rest.join(' ') };
}

/** What registration needs from the funnel (contracts.md PaymentForm `registration`). */
export interface RegistrationSource {
  email?: string | undefined;
  firstName?: string | undefined;
  lastName?: string | undefined;
  password: string;
  students: readonly FunnelStudent[];
  accounts: readonly StudentAccount[];
  subjectIds: readonly number[];
  monster?: MonsterDescription | undefined;
  startflowKey: string | null;
}

/**
 * The registration PaymentForm sends: the parent, each child (a one-word name takes the parent's
 * last name) with its username and password, the chosen subjects, the start flow's key, and the
 * funnel's monster on the first child (the one who made it).
 */
export function registrationOf(c: RegistrationSource) {
  const lastName = c.lastName ?? '';
  return {
    email: c.email ?? '',
    password: c.password,
    first_name: c.firstName ?? '',
    last_name: lastName,
    students: c.students.map((s, i) => {
      const { first_name, last_name } = splitName(s.name);
      const account = c.accounts.find((a) => a.studentId === s.id);
      return { first_name, last_name: last_name || lastName, username: account?.username ?? '', grade: s.grade, password: account?.password ?? '', ...(i === 0 && c.monster ? { monster: c.monster } : {}) };
    }),
    subject_ids: [...c.subjectIds],
    ...(c.startflowKey ? { startflow_key: c.startflowKey } : {}),
  };
}
