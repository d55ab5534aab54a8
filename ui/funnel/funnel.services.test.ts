/**
 * The funnel's server calls (contracts.md) over a recording fetch: paths, bodies, the kept key,
 * and zod checks of the answers. Plus the pure rules the modals use.
 */
import { describe, expect, it } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { createFunnelServices, savedStartflowKey, STARTFLOW_KEY_STORAGE } from './funnel.services';
import { accountErrors, registrationOf, suggestUsername, type StartflowState } from './funnel.rules';
import { guestMonsterStore } from '../monster/guest-monster-store';

const STATE: StartflowState = { viewer: 'parent', students: [], lpState: 'playButton', modal: null, errors: {} };

function env(answers: Record<string, { status: number; body: unknown }>) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  const store = new Map<string, string>();
  const fetch = (url: string, init: RequestInit) => {
    calls.push({ method: init.method ?? 'GET', url, body: init.body ? JSON.parse(init.body as string) : undefined });
    const a = answers[`${init.method} ${url}`] ?? { status: 404, body: {} };
    return Promise.resolve(new Response(JSON.stringify(a.body), { status: a.status }));
  };
  const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v), removeItem: (k: string) => void store.delete(k) };
  return { calls, store, services: createFunnelServices({ fetch: fetch as typeof globalThis.fetch, storage, experiments: () => ({}), search: () => '' }) };
}

const run = <T,>(logic: Parameters<typeof createActor>[0], input: unknown) => toPromise(createActor(logic, { input } as never).start()) as Promise<T>;

describe('funnel services', () => {
  it('creates a start flow with the guest token and keeps its key for a refresh', async () => {
    const e = env({ 'POST /api/o1/parent_startflows': { status: 201, body: { startflow: { key: 'abcdefgh12', entry: 'math', state: STATE, updated_at: 'x', ended_at: null } } } });
    await expect(run(e.services.createStartflow, { token: 'g', entry: 'math', state: STATE })).resolves.toEqual({ key: 'abcdefgh12' });
    expect(e.calls[0]!.body).toEqual({ auth_id_token: 'g', entry: 'math', state: STATE });
    expect(e.store.get(STARTFLOW_KEY_STORAGE)).toBe('abcdefgh12');
    expect(savedStartflowKey('', { getItem: (k) => e.store.get(k) ?? null })).toBe('abcdefgh12');
    expect(savedStartflowKey('?startflow_key=fromotherdevice', { getItem: () => 'abcdefgh12' })).toBe('fromotherdevice');
  });

  it('rejects a loaded start flow that does not match the schema (a password in it, say)', async () => {
    const e = env({ 'GET /api/o1/parent_startflows/k1234567': { status: 200, body: { startflow: { key: 'k1234567', state: { ...STATE, password: 'x' } } } } });
    await expect(run(e.services.loadStartflow, { key: 'k1234567' })).rejects.toThrow();
  });

  it('asks for the experiment and the quiz with the guest token; a 404 rejects', async () => {
    const e = env({ 'POST /api/o1/guests/user_experiments/math_startflow_order': { status: 200, body: { experiment: 'math_startflow_order', variant: 'email_first' } } });
    await expect(run(e.services.assignExperiment, { token: 'g' })).resolves.toEqual({ variant: 'email_first' });
    await expect(run(e.services.fetchQuiz, { token: 'g', grade: 2, index: 0 })).rejects.toThrow('404');
    expect(e.calls[1]).toEqual({ method: 'POST', url: '/api/o1/guests/funnel_quiz', body: { auth_id_token: 'g', grade: 2, index: 0 } });
  });
});

describe('funnel rules', () => {
  it('suggests a username of 5+ letters and digits, never one taken', () => {
    expect(suggestUsername('Robin Lee')).toBe('robinlee');
    expect(suggestUsername('Al', [], () => '123')).toBe('al123');
    expect(suggestUsername('Robin', ['robin'], () => '7')).toBe('robin7');
  });

  it('checks the accounts as spec section 5 says', () => {
    expect(accountErrors({ firstName: 'A', lastName: 'B', password: '12345', students: [{ studentId: 1, username: 'abcde', password: '123456' }] })).toEqual({});
    expect(Object.keys(accountErrors({ firstName: ' ', lastName: 'B', password: '1234', students: [{ studentId: 1, username: 'ab_cd', password: '12345' }] }))).toEqual(['firstName', 'password', 'username-1', 'password-1']);
  });

  it('builds the registration: names split, the parent last name for a one-word child, the monster on the first child', () => {
    const r = registrationOf({ email: 'a@b.co', firstName: 'Ada', lastName: 'Lee', password: 'secret', students: [{ id: 1, grade: 2, name: 'Robin' }, { id: 2, grade: 4, name: 'Sam Park' }], accounts: [{ studentId: 1, username: 'robin1', password: 'pw1pw1' }, { studentId: 2, username: 'sampark', password: 'pw2pw2' }], subjectIds: [1], monster: { body: 2, color: 6, pattern: 11, eyes: 16, mouth: 21, headpart: 26 }, startflowKey: 'k' });
    expect(r.students.map((s) => [s.first_name, s.last_name, s.username, 'monster' in s])).toEqual([['Robin', 'Lee', 'robin1', true], ['Sam', 'Park', 'sampark', false]]);
    expect(r.startflow_key).toBe('k');
  });

  it("the monster maker's guest store edits the funnel's monster and saves nothing to the server", async () => {
    const kept: unknown[] = [];
    const store = guestMonsterStore({ body: 3, color: 7, pattern: 11, eyes: 16, mouth: 21, headpart: 30 }, (m) => kept.push(m));
    const loaded = await store.load();
    if ('error' in loaded) throw new Error(loaded.error);
    expect([loaded.monster.body_id, loaded.monster.headpart_id, loaded.parts.length]).toEqual([3, 30, 30]);
    await store.save(loaded.monster);
    expect(kept).toEqual([{ body: 3, color: 7, pattern: 11, eyes: 16, mouth: 21, headpart: 30 }]);
  });
});
