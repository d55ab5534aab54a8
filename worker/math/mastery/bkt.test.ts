import { describe, expect, it } from 'vitest';
import { DEFAULT_BKT, MASTERY_THRESHOLD, isMastered, paramsFor, updateMastery, validateBktParams, type BktParams } from './bkt.js';

describe('updateMastery (Corbett & Anderson 1995)', () => {
  it('matches hand-computed values with the default parameters (L0 .2, T .15, S .1, G .2)', () => {
    // Right from 0.2: posterior = .2·.9 / (.2·.9 + .8·.2) = .18 / .34;
    // next = (.18 + .15·.16) / .34 = .204 / .34 = 0.6 exactly.
    expect(updateMastery(0.2, true, DEFAULT_BKT)).toBeCloseTo(0.6, 12);
    // Wrong from 0.2: posterior = .2·.1 / (.2·.1 + .8·.8) = .02 / .66;
    // next = (.02 + .15·.64) / .66 = .116 / .66 = 0.175757…
    expect(updateMastery(0.2, false, DEFAULT_BKT)).toBeCloseTo(0.116 / 0.66, 12);
    expect(updateMastery(0.2, false, DEFAULT_BKT)).toBeCloseTo(0.1757575758, 9);
    // Right from 0.6: posterior = .54 / (.54 + .4·.2) = .54 / .62;
    // next = (.54 + .15·.08) / .62 = .552 / .62 = 0.890322…
    expect(updateMastery(0.6, true, DEFAULT_BKT)).toBeCloseTo(0.8903225806, 9);
    // Right from 138/155 (= .552/.62): known∧right = .9·138/155 = 124.2/155, unknown∧right = .2·17/155 = 3.4/155;
    // next = (124.2 + .15·3.4) / (124.2 + 3.4) = 124.71 / 127.6 = 0.977351…
    expect(updateMastery(138 / 155, true, DEFAULT_BKT)).toBeCloseTo(124.71 / 127.6, 12);
    // Wrong from 0.95: known∧wrong = .95·.1 = .095, unknown∧wrong = .05·.8 = .04;
    // next = (.095 + .15·.04) / .135 = .101 / .135 = 0.748148…
    expect(updateMastery(0.95, false, DEFAULT_BKT)).toBeCloseTo(0.101 / 0.135, 12);
  });

  it('uses the multiple-choice guess rate for M questions', () => {
    const m4 = paramsFor('M', 4);
    // Right from 0.2, G = .25: (.18 + .15·(.8·.25)) / (.18 + .2) = .21 / .38 = 0.552631…
    expect(updateMastery(0.2, true, m4)).toBeCloseTo(0.21 / 0.38, 12);
    // Wrong from 0.2, G = .25: (.02 + .15·(.8·.75)) / (.02 + .6) = .11 / .62 = 0.177419…
    expect(updateMastery(0.2, false, m4)).toBeCloseTo(0.11 / 0.62, 12);
    // A guessable right answer is weaker evidence than a typed one.
    expect(updateMastery(0.2, true, m4)).toBeLessThan(updateMastery(0.2, true, paramsFor('BLNK')));
  });

  it('never lowers mastery on a right answer and never raises it above the learning-adjusted prior on a wrong one', () => {
    const sets: BktParams[] = [DEFAULT_BKT, paramsFor('M', 3), paramsFor('M', 2), { pInit: 0.5, pLearn: 0, pSlip: 0.3, pGuess: 0.6 }];
    for (const params of sets) {
      for (let k = 0; k <= 20; k++) {
        const p = k / 20;
        const right = updateMastery(p, true, params);
        const wrong = updateMastery(p, false, params);
        expect(right).toBeGreaterThanOrEqual(p - 1e-12);
        expect(wrong).toBeLessThanOrEqual(p + (1 - p) * params.pLearn + 1e-12);
        expect(right).toBeGreaterThanOrEqual(wrong);
        for (const v of [right, wrong]) {
          expect(v).toBeGreaterThanOrEqual(0);
          expect(v).toBeLessThanOrEqual(1);
        }
      }
    }
  });

  it('rejects values that are not probabilities and degenerate models', () => {
    expect(() => updateMastery(1.5, true)).toThrow(RangeError);
    expect(() => updateMastery(Number.NaN, true)).toThrow(RangeError);
    expect(() => updateMastery(0.5, true, { ...DEFAULT_BKT, pLearn: -0.1 })).toThrow(/pLearn/);
    expect(() => validateBktParams({ ...DEFAULT_BKT, pSlip: 0.5, pGuess: 0.5 })).toThrow(/degenerate/);
  });

  it('keeps the prior when the observation is impossible under the model', () => {
    // pKnown 1 with pSlip 0: a wrong answer has probability 0; nothing to condition on.
    expect(updateMastery(1, false, { pInit: 0.2, pLearn: 0.15, pSlip: 0, pGuess: 0.2 })).toBe(1);
  });
});

describe('paramsFor', () => {
  it('uses the defaults for BLNK and 1/options as guess rate for M', () => {
    expect(paramsFor('BLNK')).toEqual(DEFAULT_BKT);
    expect(paramsFor('M')).toEqual({ ...DEFAULT_BKT, pGuess: 0.25 });
    expect(paramsFor('M', 3).pGuess).toBeCloseTo(1 / 3, 12);
    expect(() => paramsFor('M', 1)).toThrow(RangeError);
    expect(() => paramsFor('M', 2.5)).toThrow(RangeError);
  });

  it('returns copies, so callers cannot change the defaults', () => {
    const p = paramsFor('BLNK');
    p.pInit = 0.9;
    expect(DEFAULT_BKT.pInit).toBe(0.2);
  });
});

describe('mastery threshold', () => {
  it('is 0.95 inclusive', () => {
    expect(MASTERY_THRESHOLD).toBe(0.95);
    expect(isMastered(0.95)).toBe(true);
    expect(isMastered(0.9499)).toBe(false);
    expect(isMastered(Number.NaN)).toBe(false);
  });

  it('is reached after three right answers from pInit, not two (0.2 → 0.6 → 0.890 → 0.977)', () => {
    let p = DEFAULT_BKT.pInit;
    p = updateMastery(p, true);
    p = updateMastery(p, true);
    expect(isMastered(p)).toBe(false);
    p = updateMastery(p, true);
    expect(isMastered(p)).toBe(true);
    // One wrong answer ("I don't know" counts as wrong) drops a mastered lesson below the threshold.
    expect(isMastered(updateMastery(p, false))).toBe(false);
  });
});
