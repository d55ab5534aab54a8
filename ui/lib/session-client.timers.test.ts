/**
 * The session client's background timers on a fake clock: the 30 s checker, the embedded view's
 * 10 s re-apply and the refresh polling (spec part 1 section 9). Fakes: session-client.test-helpers.ts.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHECK_INTERVAL_MS, EMBEDDED_REAPPLY_MS, REFRESH_POLL_MS } from './session-client';
import { json, nativePair, pair, setup, T0, tokenServer } from './session-client.test-helpers';

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the 30 s checker (spec part 1 section 9)', () => {
  it('refreshes a token expiring within 60 s at the next 30 s tick, not earlier', async () => {
    const env = setup();
    env.client.storeLogin(pair(120));
    env.serve(tokenServer(env, { accessS: 120 }));
    env.client.start();
    await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_MS); // 90 s left: nothing
    expect(env.calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_MS); // 60 s left: refresh
    expect(env.calls.map((c) => [c.path, c.at])).toEqual([['/api/o1/refresh', 60_000]]);
    // The new token lives 120 s from 60 s: next refresh at the 120 s tick.
    await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_MS);
    expect(env.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_MS);
    expect(env.calls.map((c) => c.at)).toEqual([60_000, 120_000]);
    env.client.stop();
  });

  it.each([400, 401])('logs out when the checker refresh answers %i', async (status) => {
    const env = setup();
    env.client.storeLogin(pair(30));
    env.serve(tokenServer(env, { refreshStatus: status }));
    env.client.start();
    await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_MS);
    expect(env.store.get().signedIn).toBe(false);
    expect(env.goTo).toHaveBeenCalledWith('/logout');
    env.client.stop();
  });

  it('keeps the session when the checker refresh meets a server error', async () => {
    const env = setup();
    env.client.storeLogin(pair(30));
    env.serve(tokenServer(env, { refreshStatus: 503 }));
    env.client.start();
    await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_MS);
    expect(env.store.get().signedIn).toBe(true);
    expect(env.goTo).not.toHaveBeenCalled();
    env.client.stop();
  });
});

describe('embedded view (spec part 1 section 9)', () => {
  it('re-applies the native app token every 10 s in /webviews only', async () => {
    const env = setup();
    env.setPath('/webviews/math_map');
    const first = nativePair();
    env.setNative(first);
    env.client.start();
    expect(env.store.get().accessToken).toBe(first.access_token);
    expect(env.store.embeddedRefreshToken()).toBe(first.refresh_token);
    const second = nativePair();
    env.setNative(second);
    await vi.advanceTimersByTimeAsync(EMBEDDED_REAPPLY_MS - 1);
    expect(env.store.get().accessToken).toBe(first.access_token);
    await vi.advanceTimersByTimeAsync(1);
    expect(env.store.get().accessToken).toBe(second.access_token);
    // Outside the embedded view nothing is applied.
    env.setPath('/math');
    env.setNative(nativePair());
    await vi.advanceTimersByTimeAsync(EMBEDDED_REAPPLY_MS);
    expect(env.store.get().accessToken).toBe(second.access_token);
    env.client.stop();
  });
});

describe('a refresh in flight is awaited up to 10 polls of 500 ms (spec part 1 section 9)', () => {
  it("waits for another tab's refresh, then sends with this tab's own access token", async () => {
    const env = setup();
    const mine = pair();
    env.client.storeLogin(mine);
    env.serve(tokenServer(env));
    env.storage.set('monsterific.refresh_in_flight', String(Date.now()));
    // The other tab finishes after 1.2 s (its access token stays in its own memory).
    setTimeout(() => env.storage.delete('monsterific.refresh_in_flight'), 1200);
    const result = env.client.request('GET', '/api/v1/parents/-');
    await vi.advanceTimersByTimeAsync(1500);
    await result;
    expect(env.calls.map((c) => [c.path, c.at])).toEqual([['/api/v1/parents/-', 3 * REFRESH_POLL_MS]]);
    expect(env.calls[0]!.headers.authorization).toBe(`Bearer ${mine.access_token}`);
  });

  it('gives up waiting after 10 polls (5 s) and sends anyway', async () => {
    const env = setup();
    env.client.storeLogin(pair());
    env.serve(tokenServer(env));
    // A mark refreshed forever (a stuck tab).
    const keep = setInterval(() => env.storage.set('monsterific.refresh_in_flight', String(Date.now())), 100);
    env.storage.set('monsterific.refresh_in_flight', String(Date.now()));
    const result = env.client.request('GET', '/api/v1/parents/-');
    await vi.advanceTimersByTimeAsync(10 * REFRESH_POLL_MS);
    await result;
    clearInterval(keep);
    expect(env.calls.map((c) => c.at)).toEqual([10 * REFRESH_POLL_MS]);
  });

  it("a 401 while another tab refreshes waits for that tab's rotated cookie before refreshing (no reuse of the old one)", async () => {
    const env = setup();
    env.client.storeLogin(pair());
    const stale = env.store.get().accessToken;
    const inner = tokenServer(env);
    let otherTabDoneAt = Infinity;
    env.serve((call, signal) => {
      if (call.headers.authorization === `Bearer ${stale}`) {
        // The other tab starts refreshing just as our request is refused.
        env.storage.set('monsterific.refresh_in_flight', String(Date.now()));
        setTimeout(() => {
          otherTabDoneAt = Date.now() - T0;
          env.storage.delete('monsterific.refresh_in_flight');
        }, 700);
        return json(401, {});
      }
      return inner(call, signal);
    });
    const result = env.client.request<{ token: string }>('GET', '/api/v1/parents/-');
    await vi.advanceTimersByTimeAsync(1000);
    expect((await result).token).toBe(env.store.get().accessToken);
    const refreshes = env.calls.filter((c) => c.path === '/api/o1/refresh');
    expect(refreshes.map((c) => c.at)).toEqual([2 * REFRESH_POLL_MS]);
    expect(refreshes[0]!.at).toBeGreaterThanOrEqual(otherTabDoneAt);
  });
});
