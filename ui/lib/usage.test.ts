import { beforeEach, describe, expect, it } from 'vitest';
import type { DailyUsageBody } from '../../worker/usage/usage.contracts';
import { classifyUsage, reportUsage, resetUsageMemory, type UsageEnv } from './usage';

describe('classifyUsage (spec part 2: usage classified by path substring)', () => {
  it.each([
    ['/lp/unified', 'used_guest'],
    ['/lp/unified/math', 'used_guest'],
    ['/math', 'used_math'],
    ['/webviews/math_map', 'used_math'],
    ['/performance-panel', 'used_math'],
    ['/reading/book/3', 'used_reading'],
    ['/social-studies', 'used_social_studies'],
    ['/superskills/episode/2', 'used_superskills'],
    ['/science', 'used_science'],
    ['/my-account', null],
    ['/', null],
  ])('%s -> %s', (path, flag) => {
    expect(classifyUsage(path)).toBe(flag);
  });
});

describe('reportUsage', () => {
  beforeEach(resetUsageMemory);
  const posted: [number, DailyUsageBody][] = [];
  const env = (over: Partial<UsageEnv> = {}): UsageEnv => ({
    studentId: 7,
    isBrowser: true,
    today: '2026-11-22',
    post: (id, body) => {
      posted.push([id, body]);
      return Promise.resolve();
    },
    ...over,
  });

  it('is not sent without a student, on the server, or for a path of no area', async () => {
    posted.length = 0;
    expect(await reportUsage('/math', env({ studentId: null }))).toBeNull();
    expect(await reportUsage('/math', env({ isBrowser: false }))).toBeNull();
    expect(await reportUsage('/my-account', env())).toBeNull();
    expect(posted).toEqual([]);
  });

  it('sends each area once a day, and again after a failure', async () => {
    posted.length = 0;
    expect(await reportUsage('/math', env())).toBe('used_math');
    expect(await reportUsage('/math', env())).toBeNull();
    expect(await reportUsage('/reading', env())).toBe('used_reading');
    expect(await reportUsage('/math', env({ today: '2026-11-23' }))).toBe('used_math');
    expect(posted).toEqual([
      [7, { used_math: true, data: { path: '/math' } }],
      [7, { used_reading: true, data: { path: '/reading' } }],
      [7, { used_math: true, data: { path: '/math' } }],
    ]);
    const failing = env({ today: '2026-11-24', post: () => Promise.reject(new Error('offline')) });
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...a: unknown[]) => errors.push(a);
    try {
      expect(await reportUsage('/science', failing)).toBeNull();
    } finally {
      console.error = original;
    }
    expect(errors).toHaveLength(1);
    expect(await reportUsage('/science', env({ today: '2026-11-24' }))).toBe('used_science');
  });
});
