import { describe, expect, it } from 'vitest';
import { levelLock, shouldLockNextLevel, type LevelAccessInput } from './level-access';

const HOUR = 3_600_000;
// 2026-11-22 20:00 UTC = 14:00 in Chicago (UTC-6).
const ARRIVED = Date.UTC(2026, 10, 22, 20, 0);

const base: LevelAccessInput = {
  level: 3,
  progress: 0,
  lockNextLevel: true,
  levelAtMs: ARRIVED,
  nowMs: ARRIVED + HOUR,
  timezone: 'America/Chicago',
  billing: 'free',
  appMaxLevel: 5,
  dontLockAtDailyLimit: false,
};

describe('daily limit (fake clock)', () => {
  it('locks the next level for the rest of the calendar day in the student time zone', () => {
    expect(levelLock(base)).toEqual({ reason: 'daily_limit', level: 3, unlocks_on: '2026-11-23' });
    // 23:59 in Chicago is still the same day, although it is already the 23rd in UTC.
    expect(levelLock({ ...base, nowMs: Date.UTC(2026, 10, 23, 5, 59) })?.reason).toBe('daily_limit');
    // 00:01 in Chicago the next day: open.
    expect(levelLock({ ...base, nowMs: Date.UTC(2026, 10, 23, 6, 1) })).toBeNull();
  });

  it('never locks levels 6, 7 and 8', () => {
    for (const level of [6, 7, 8]) expect(levelLock({ ...base, level, billing: 'paid' })).toBeNull();
    expect(shouldLockNextLevel(6, false)).toBe(false);
    expect(shouldLockNextLevel(9, false)).toBe(true);
  });

  it("clears when progress reaches 5, and respects the parent's option", () => {
    expect(levelLock({ ...base, progress: 4 })?.reason).toBe('daily_limit');
    expect(levelLock({ ...base, progress: 5 })).toBeNull();
    expect(levelLock({ ...base, dontLockAtDailyLimit: true })).toBeNull();
    expect(shouldLockNextLevel(4, true)).toBe(false);
  });

  it('does nothing without lock_next_level', () => {
    expect(levelLock({ ...base, lockNextLevel: false })).toBeNull();
  });
});

describe('paywall (app_max_level)', () => {
  it('locks free accounts beyond app_max_level and asks unpaid ones to pay', () => {
    expect(levelLock({ ...base, level: 6, lockNextLevel: false })).toEqual({ reason: 'paywall', level: 6, app_max_level: 5 });
    expect(levelLock({ ...base, level: 5, lockNextLevel: false })).toBeNull();
    expect(levelLock({ ...base, level: 6, lockNextLevel: false, billing: 'unpaid', paymentPrompt: 'ASK_PAYMENT_SOFT' })).toEqual({ reason: 'unpaid', level: 6, payment_prompt: 'ASK_PAYMENT_SOFT' });
    expect(levelLock({ ...base, level: 30, lockNextLevel: false, billing: 'paid' })).toBeNull();
  });
});
