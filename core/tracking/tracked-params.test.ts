import { describe, expect, it } from 'vitest';
import { cleanTrackedValue, MAX_TRACKED_VALUE_LENGTH, pickTrackedParams, TRACKED_PARAMS } from './tracked-params';

describe('pickTrackedParams', () => {
  it('keeps the allow-listed parameters and nothing else', () => {
    expect(pickTrackedParams('?utm_source=google&utm_medium=cpc&gclid=Cj0K&email=a%40b.c&name=Sam&fbclid=IwAR&msclkid=m1&campaignid=42')).toEqual({
      utm_source: 'google',
      utm_medium: 'cpc',
      gclid: 'Cj0K',
      fbclid: 'IwAR',
      msclkid: 'm1',
      campaignid: '42',
    });
  });

  it('reads a query with or without the question mark, or a whole URL, and ignores the fragment', () => {
    expect(pickTrackedParams('utm_campaign=spring')).toEqual({ utm_campaign: 'spring' });
    expect(pickTrackedParams('https://monsterific.test/lp/math?utm_term=math%20games#utm_content=x')).toEqual({ utm_term: 'math games' });
    expect(pickTrackedParams('')).toEqual({});
    expect(pickTrackedParams('?')).toEqual({});
  });

  it('matches names case-insensitively and keeps the first non-empty occurrence', () => {
    expect(pickTrackedParams('?UTM_Source=first&utm_source=second')).toEqual({ utm_source: 'first' });
    expect(pickTrackedParams('?utm_source=&utm_source=%20%20&utm_source=later')).toEqual({ utm_source: 'later' });
  });

  it('trims values, drops empty ones and caps long ones', () => {
    const long = 'x'.repeat(MAX_TRACKED_VALUE_LENGTH + 50);
    const picked = pickTrackedParams(`?utm_source=%20%20ads%20&utm_medium=&gclid=${long}`);
    expect(picked).toEqual({ utm_source: 'ads', gclid: 'x'.repeat(MAX_TRACKED_VALUE_LENGTH) });
  });

  it('refuses values with a NUL byte or another control character', () => {
    expect(pickTrackedParams('?utm_source=a%00b&utm_medium=a%0Ab&utm_campaign=a%7Fb&gclid=ok')).toEqual({ gclid: 'ok' });
  });

  it('survives malformed escapes and odd separators', () => {
    expect(pickTrackedParams('?utm_source=%E0%A4%A&&&=x&utm_medium')).toEqual({ utm_source: '\uFFFD%A' });
  });

  it('does not let names of Object.prototype in', () => {
    expect(pickTrackedParams('?constructor=x&__proto__=y&toString=z')).toEqual({});
  });
});

describe('cleanTrackedValue', () => {
  it('never cuts a surrogate pair in half', () => {
    const value = `${'a'.repeat(MAX_TRACKED_VALUE_LENGTH - 1)}😀`;
    const cleaned = cleanTrackedValue(value)!;
    expect(cleaned).toBe('a'.repeat(MAX_TRACKED_VALUE_LENGTH - 1));
  });

  it('lists unique, lower-case names', () => {
    expect(new Set(TRACKED_PARAMS).size).toBe(TRACKED_PARAMS.length);
    for (const name of TRACKED_PARAMS) expect(name).toBe(name.toLowerCase());
  });
});
