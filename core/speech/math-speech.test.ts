import { describe, expect, it } from 'vitest';
import { fractionWords, mathSpeech, numeralWords } from './math-speech';

/** [written, spoken]: at least 50 notations the bank and the other subjects write (issue 18). */
const TABLE: [string, string][] = [
  ['3/4', 'three fourths'],
  ['1/2', 'one half'],
  ['3/2', 'three halves'],
  ['1/3', 'one third'],
  ['2/3', 'two thirds'],
  ['5/8', 'five eighths'],
  ['7/10', 'seven tenths'],
  ['9/100', 'nine hundredths'],
  ['1/1000', 'one thousandth'],
  ['12/25', 'twelve twenty-fifths'],
  ['35/4', 'thirty-five fourths'],
  ['-1/2', 'negative one half'],
  ['8 3/4', 'eight and three fourths'],
  ['2 1/2 cups', 'two and one half cups'],
  ['x^2', 'x squared'],
  ['x^3', 'x cubed'],
  ['x^5', 'x to the fifth'],
  ['10^6', 'ten to the sixth'],
  ['2^-3', 'two to the negative third'],
  ['(x + 1)^2', 'x plus one squared'],
  ['-9', 'negative nine'],
  ['(-9)', 'negative nine'],
  ['−9', 'negative nine'],
  ['-4.5', 'negative four point five'],
  ['3 + (-9)', 'three plus negative nine'],
  ['7 - 2', 'seven minus two'],
  ['7 − 2 = 5', 'seven minus two equals five'],
  ['x-3', 'x minus three'],
  ['-x', 'negative x'],
  ['|16|', 'the absolute value of sixteen'],
  ['|-3|', 'the absolute value of negative three'],
  ['√49', 'the square root of forty-nine'],
  ['√(x + 1)', 'the square root of x plus one'],
  ['6 × 7', 'six times seven'],
  ['3 · 4', 'three times four'],
  ['12 ÷ 3', 'twelve divided by three'],
  ['5 ≠ 6', 'five does not equal six'],
  ['3 < 5', 'three is less than five'],
  ['9 > 2', 'nine is greater than two'],
  ['x ≤ 4', 'x is less than or equal to four'],
  ['y ≥ -1', 'y is greater than or equal to negative one'],
  ['π ≈ 3.14', 'pi is about three point one four'],
  ['25%', 'twenty-five percent'],
  ['90°', 'ninety degrees'],
  ['$5.25', 'five dollars and twenty-five cents'],
  ['$1', 'one dollar'],
  ['$0.05', 'five cents'],
  ['75¢', 'seventy-five cents'],
  ['1,000', 'one thousand'],
  ['1,234,567', 'one million two hundred thirty-four thousand five hundred sixty-seven'],
  ['3.25', 'three point two five'],
  ['0.5', 'zero point five'],
  ['2x + 3 = 11', 'two x plus three equals eleven'],
  ['3(x + 2)', 'three times x plus two'],
  ['3:05', 'three oh five'],
  ['10:45', 'ten forty-five'],
  ['7:00', "seven o'clock"],
  // The bank writes a time with its words in brackets; said once, not "seven o'clock seven o'clock".
  ["7:00 (7 o'clock)", "seven o'clock"],
  ["It is 7 o'clock (7:00).", "It is seven o'clock."],
  ['a ratio of 3 : 4', 'a ratio of three to four'],
  ['4 + ___ = 9', 'four plus blank equals nine'],
  ['★ ★ ★', 'star star star'],
  ['What is 3/4 of 8?', 'What is three fourths of eight?'],
  ['Solve: 4x - 7 = 13.', 'Solve: four x minus seven equals thirteen.'],
  ['The slope is -2/3, the intercept 5.', 'The slope is negative two thirds, the intercept five.'],
  ['Twenty-one apples', 'Twenty-one apples'],
];

describe('mathSpeech: math as a child should hear it (issue 18)', () => {
  it('has at least 50 notations in its table', () => {
    expect(TABLE.length).toBeGreaterThanOrEqual(50);
  });

  it.each(TABLE)('says %j as %j', (written, spoken) => {
    expect(mathSpeech(written)).toBe(spoken);
  });

  it('never leaves a symbol a speech engine reads raw', () => {
    for (const [written] of TABLE) expect(mathSpeech(written), written).not.toMatch(/[\^|/√×÷·≠≤≥≈<>=+%°π★$¢_]|\d/);
  });
});

describe('the number words', () => {
  it('reads numerals, fractions and their edge cases', () => {
    expect(numeralWords('-0.75')).toBe('negative zero point seven five');
    expect(fractionWords(1, 4)).toBe('one fourth');
    expect(fractionWords(5, 1)).toBe('five over one');
    expect(fractionWords(-3, 5)).toBe('negative three fifths');
  });
});
