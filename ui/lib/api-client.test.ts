import { parseResponse } from 'hono/client';
import { describe, expect, it } from 'vitest';
import { ApiError } from './session-client';
import { createApiClient, type RequestFn } from './api-client';

/** A `request` that records its calls and answers `reply`. */
function recorder(reply: unknown = { ok: true }) {
  const calls: { method: string; path: string; options: unknown }[] = [];
  const request = ((method: string, path: string, options: unknown) => {
    calls.push({ method, path, options });
    return Promise.resolve(reply);
  }) as RequestFn;
  return { calls, request };
}

describe('the typed client over the session client', () => {
  it('sends the method, the path with its parameters and query, and the JSON body through the session request', async () => {
    const { calls, request } = recorder({ monster_items: [] });
    const client = createApiClient(request);
    const data = await parseResponse(client.items.api.v1.students[':id'].monster_items.$get({ param: { id: '7' }, query: { subject_id: '1' } }));
    expect(data).toEqual({ monster_items: [] });
    await parseResponse(client.math.api.v1.students[':id'].math_game.$post({ param: { id: '-' }, json: { new_level: 2 } }));
    expect(calls).toEqual([
      { method: 'GET', path: '/api/v1/students/7/monster_items?subject_id=1', options: {} },
      { method: 'POST', path: '/api/v1/students/-/math_game', options: { body: { new_level: 2 } } },
    ]);
  });

  it('builds addresses for downloads ($url) with the path only mattering', () => {
    const client = createApiClient(recorder().request);
    expect(client.students.api.v1.students[':id'].export.$url({ param: { id: '5' } }).pathname).toBe('/api/v1/students/5/export');
  });

  it("passes the client's timeout kind on every call", async () => {
    const { calls, request } = recorder();
    await parseResponse(createApiClient(request, 'long').lessons.api.v1.math_lessons[':id'].$get({ param: { id: '3' } }));
    expect(calls[0]).toEqual({ method: 'GET', path: '/api/v1/math_lessons/3', options: { timeout: 'long' } });
  });

  it("rejects with the session client's ApiError, unchanged", async () => {
    const error = new ApiError(403, 'You are not allowed to do that.', {}, 'forbidden');
    const client = createApiClient(() => Promise.reject(error));
    await expect(parseResponse(client.monster.api.v1.monster_parts.$get())).rejects.toBe(error);
  });
});
