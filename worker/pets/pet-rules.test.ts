import { describe, expect, it } from 'vitest';
import { eggCounts, eggsEarned, feedReward, nextLevel, PET_LEVEL_PRICES, petNameSchema, planSpend, TREATS_PER_DAY, treatsToday, UNKIND_NAME_MESSAGE, unlockCost } from './pet-rules';

describe('pet unlock costs (DECISIONS "Game economy": levels 1 to 3, growing costs gems)', () => {
  it('costs 30 gems to grow to level 2 and 60 to level 3; a grown-up pet has no next level', () => {
    expect(unlockCost(1)).toBe(30);
    expect(unlockCost(2)).toBe(60);
    expect(unlockCost(3)).toBeNull();
    expect(PET_LEVEL_PRICES).toEqual({ 2: 30, 3: 60 });
    expect(unlockCost(1)! + unlockCost(2)!).toBe(90);
    expect(nextLevel(1)).toBe(2);
    expect(nextLevel(3)).toBeNull();
  });

  it('refuses levels outside 1-3', () => {
    for (const bad of [0, 4, 1.5, -1, Number.NaN]) expect(() => unlockCost(bad)).toThrow(RangeError);
  });
});

describe('gem arithmetic of a purchase', () => {
  it('spends down to exactly zero, and tells how many gems are missing otherwise', () => {
    expect(planSpend(45, 30)).toEqual({ ok: true, balanceAfter: 15 });
    expect(planSpend(30, 30)).toEqual({ ok: true, balanceAfter: 0 });
    expect(planSpend(29, 30)).toEqual({ ok: false, missing: 1 });
    expect(planSpend(0, 60)).toEqual({ ok: false, missing: 60 });
    expect(planSpend(7, 0)).toEqual({ ok: true, balanceAfter: 7 });
  });

  it('never produces a negative balance and rejects impossible amounts', () => {
    for (let balance = 0; balance <= 100; balance += 7) {
      for (const cost of [30, 60]) {
        const plan = planSpend(balance, cost);
        if (plan.ok) expect(plan.balanceAfter).toBeGreaterThanOrEqual(0);
        else expect(balance + plan.missing).toBe(cost);
      }
    }
    expect(() => planSpend(-1, 5)).toThrow(RangeError);
    expect(() => planSpend(5, -1)).toThrow(RangeError);
    expect(() => planSpend(5.5, 1)).toThrow(RangeError);
  });
});

describe('eggs (levels 3, 6, then every 5th level)', () => {
  it('counts one egg per completed egg level, once each', () => {
    expect(eggsEarned([1, 2])).toBe(0);
    expect(eggsEarned([1, 2, 3])).toBe(1);
    expect(eggsEarned([1, 2, 3, 4, 5, 6])).toBe(2);
    expect(eggsEarned(Array.from({ length: 36 }, (_, i) => i + 1))).toBe(8); // 3, 6, 11, 16, 21, 26, 31, 36
    expect(eggsEarned([3, 3, 11])).toBe(2);
  });

  it('subtracts the pets already hatched, never below zero', () => {
    expect(eggCounts([1, 2, 3, 4, 5, 6], 1)).toEqual({ earned: 2, hatched: 1, available: 1 });
    expect(eggCounts([1, 2], 0)).toEqual({ earned: 0, hatched: 0, available: 0 });
    expect(eggCounts([3], 2)).toEqual({ earned: 1, hatched: 2, available: 0 });
  });
});

describe('pet game treats', () => {
  it('pays one treat and one gem per correct answer until the pet is full for the day', () => {
    expect(feedReward(0)).toEqual({ treats: 1, gems: 1 });
    expect(feedReward(TREATS_PER_DAY - 1)).toEqual({ treats: 1, gems: 1 });
    expect(feedReward(TREATS_PER_DAY)).toEqual({ treats: 0, gems: 0 });
  });

  it("counts today's treats only on the day they were eaten", () => {
    expect(treatsToday({ fed_today: 4, fed_on: '2026-11-22' }, '2026-11-22')).toBe(4);
    expect(treatsToday({ fed_today: 4, fed_on: '2026-11-21' }, '2026-11-22')).toBe(0);
    expect(treatsToday({ fed_today: 0, fed_on: null }, '2026-11-22')).toBe(0);
  });
});

describe('pet names', () => {
  const error = (name: unknown) => {
    const r = petNameSchema.safeParse(name);
    return r.success ? null : r.error.issues[0]!.message;
  };
  it('accepts letters with single spaces, hyphens and apostrophes, trimmed', () => {
    expect(petNameSchema.parse('  Mr   Whiskers ')).toBe('Mr Whiskers');
    expect(petNameSchema.parse("O'Malley")).toBe("O'Malley");
    expect(petNameSchema.parse('Zoë-Lou')).toBe('Zoë-Lou');
    expect(petNameSchema.parse('Sternchen')).toBe('Sternchen');
  });
  it('explains what is wrong with a name', () => {
    expect(error('   ')).toBe('Please give your pet a name.');
    expect(error('Abcdefghijklmnopq')).toBe('A pet name can be at most 16 letters long.');
    expect(error('R2D2')).toBe("A pet name can only use letters, with a space, - or ' between them.");
    expect(error('-Pip')).toBe("A pet name can only use letters, with a space, - or ' between them.");
    expect(error('<b>Pip</b>')).toBe("A pet name can only use letters, with a space, - or ' between them.");
    expect(error('Stupid Cat')).toBe(UNKIND_NAME_MESSAGE);
    expect(error('dumb')).toBe(UNKIND_NAME_MESSAGE);
    expect(error(42)).toBe('Please give your pet a name.');
  });
  it('does not flag kind names that merely contain an unkind word', () => {
    expect(error('Shelly')).toBeNull();
    expect(error('Hatty')).toBeNull();
    expect(error('Fatima')).toBeNull();
  });
});
