/**
 * Who may play the current level now (spec part 1 section 4 "Daily limit"; DECISIONS "Access").
 * Pure: the caller passes the clock's time, the student's time zone and the billing status.
 */
import { calendarDate, nextDate } from '../../core/calendar';

/** Levels never daily-locked (spec part 1 section 4). */
export const NEVER_DAILY_LOCKED = new Set([6, 7, 8]);
/** Progress in the current level that clears the daily lock (spec). */
export const DAILY_LOCK_CLEARS_AT_PROGRESS = 5;
/** Highest level a free account may play (feature flag app_max_level, spec default 5). */
export const DEFAULT_APP_MAX_LEVEL = 5;

export type BillingStatus = 'free' | 'paid' | 'unpaid';
export type PaymentPrompt = 'ASK_PAYMENT_HARD' | 'ASK_PAYMENT_SOFT';

export type LevelLock =
  | { reason: 'paywall'; level: number; app_max_level: number }
  | { reason: 'unpaid'; level: number; payment_prompt: PaymentPrompt }
  | { reason: 'daily_limit'; level: number; unlocks_on: string };

export interface LevelAccessInput {
  level: number;
  /** Progress toward the goal in this level. */
  progress: number;
  lockNextLevel: boolean;
  /** When the student arrived at this level, epoch ms. */
  levelAtMs: number;
  nowMs: number;
  /** IANA time zone of the student, e.g. 'America/Chicago'. */
  timezone: string;
  billing: BillingStatus;
  paymentPrompt?: PaymentPrompt | undefined;
  appMaxLevel: number;
  /** Parent option "don't lock at daily limit". */
  dontLockAtDailyLimit: boolean;
}

/** Whether completing a level should lock the next one until tomorrow. */
export function shouldLockNextLevel(nextLevel: number, dontLockAtDailyLimit: boolean): boolean {
  return !dontLockAtDailyLimit && !NEVER_DAILY_LOCKED.has(nextLevel);
}

/**
 * Decides whether the level is locked, and why. Billing comes first (a free account beyond
 * `appMaxLevel`, an unpaid one beyond it too), then the daily limit: locked while the student is
 * still on the calendar day it arrived at this level, unless the level is 6, 7 or 8, the parent
 * turned the limit off, or its progress reached 5.
 * @returns null when the level may be played.
 */
export function levelLock(input: LevelAccessInput): LevelLock | null {
  if (input.level > input.appMaxLevel && input.billing !== 'paid') {
    if (input.billing === 'unpaid') return { reason: 'unpaid', level: input.level, payment_prompt: input.paymentPrompt ?? 'ASK_PAYMENT_HARD' };
    return { reason: 'paywall', level: input.level, app_max_level: input.appMaxLevel };
  }
  const today = calendarDate(input.nowMs, input.timezone);
  const arrived = calendarDate(input.levelAtMs, input.timezone);
  const daily =
    input.lockNextLevel &&
    !input.dontLockAtDailyLimit &&
    !NEVER_DAILY_LOCKED.has(input.level) &&
    input.progress < DAILY_LOCK_CLEARS_AT_PROGRESS &&
    today === arrived;
  return daily ? { reason: 'daily_limit', level: input.level, unlocks_on: nextDate(arrived) } : null;
}
