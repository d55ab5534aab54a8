import { describe, expect, it } from 'vitest';
import { signGuestToken } from '../../worker/guests/guest-token';
import { parseGuestId, readGuestToken } from './guest';

describe('guest id rule (spec part 1 section 5): zero or not a number is ignored and logged', () => {
  it.each([
    ['12', 12],
    [12, 12],
    [' 7 ', 7],
  ])('%j -> %j', (value, id) => {
    const logs: string[] = [];
    expect(parseGuestId(value, (m) => logs.push(m))).toBe(id);
    expect(logs).toEqual([]);
  });

  it.each([0, '0', 'abc', '12abc', -3, 1.5, '1e3', NaN, {}, true])('%j is ignored with an error logged', (value) => {
    const logs: string[] = [];
    expect(parseGuestId(value, (m) => logs.push(m))).toBeNull();
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatch(/ignored guest id/);
  });

  it('no value at all is simply no guest (nothing logged)', () => {
    const logs: string[] = [];
    expect(parseGuestId(undefined, (m) => logs.push(m))).toBeNull();
    expect(parseGuestId('', (m) => logs.push(m))).toBeNull();
    expect(logs).toEqual([]);
  });

  it('reads a real guest token; a token with guest id 0 is ignored and logged', async () => {
    const secret = 'test-secret-test-secret-test-secret-0123456789';
    const ok = readGuestToken(await signGuestToken(5, { math_startflow_order: 'kid_first' }, secret, Date.now()));
    expect(ok).toMatchObject({ guestId: 5, experiments: { math_startflow_order: 'kid_first' } });
    const logs: string[] = [];
    expect(readGuestToken(await signGuestToken(0, {}, secret, Date.now()), (m) => logs.push(m))).toBeNull();
    expect(logs).toHaveLength(1);
    expect(readGuestToken('not.a.jwt')).toBeNull();
  });
});
