import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { END_EPISODE_MS, INIT_MS, MONSTER_STEP_MS, MOVE_MONSTER_MS, superskillsMachine } from './superskills.machine';
import { currentLevel, episodeComplete, requestedLevel, stepToward } from './superskills-rules';
import type { SuperskillsEpisode } from './superskills-types';
import { withLog } from './superskills.services';

const flush = async () => {
  for (let i = 0; i < 20; i++) await Promise.resolve();
};

/** `done` episodes completed (by superskills, or by math for the numbers in `byMath`), of `max`. */
function episodes(max: number, done: number, byMath: number[] = [], lockedFrom = 99): SuperskillsEpisode[] {
  return Array.from({ length: max }, (_, i) => {
    const n = i + 1;
    const complete = n <= done;
    return {
      title: `Episode ${n}`,
      skill: 'kindness',
      big_idea: 'Be kind.',
      locked: n >= lockedFrom,
      video: { source: 'own' as const, url: `/e${n}.webm` },
      duration_s: 120,
      question: { id: n, text: 'Q?', answers: [] },
      parent_prompt: { ask: 'Ask.', tip: 'Tip.' },
      episode_number: n,
      student_superskills_video: complete || byMath.includes(n) ? [{ completed_superskills_at: complete && !byMath.includes(n) ? '2026-11-20T10:00:00Z' : null, completed_math_at: byMath.includes(n) ? '2026-11-21T10:00:00Z' : null }] : [],
    };
  });
}

function start(list: SuperskillsEpisode[] | Error, requested?: number) {
  const calls: string[] = [];
  const logs: string[] = [];
  const call = <I extends { episode: number; state?: string }>(name: string) =>
    fromPromise<unknown, I>(({ input }) => {
      calls.push(`${name} ${input.episode}${input.state ? ` ${input.state}` : ''}`);
      return Promise.resolve({});
    });
  const machine = superskillsMachine.provide({
    actors: {
      loadEpisodes: fromPromise(() => (list instanceof Error ? Promise.reject(list) : Promise.resolve(list))),
      startEpisode: call('start'),
      completeEpisode: call('complete'),
      updateState: call('state'),
    },
    actions: { log: (_, m) => logs.push(m) },
  });
  const clock = new SimulatedClock();
  const actor = createActor(machine, { input: { studentId: 5, requested: requested ?? null }, clock }).start();
  // SimulatedClock fires only timers set before an increment: time moves on in 100 ms steps.
  const advance = (ms: number) => {
    for (let left = ms; left > 0; left -= 100) clock.increment(Math.min(100, left));
  };
  return { actor, clock, advance, calls, logs, state: () => JSON.stringify(actor.getSnapshot().value).replaceAll('"', '') };
}

describe('superskills rules (spec part 2 sections 4 and 5)', () => {
  it('counts an episode complete when either subject completed it', () => {
    expect(episodeComplete({ episode_number: 1, student_superskills_video: [] })).toBe(false);
    expect(episodeComplete({ episode_number: 1, student_superskills_video: [{ completed_superskills_at: null, completed_math_at: null }] })).toBe(false);
    expect(episodeComplete({ episode_number: 1, student_superskills_video: [{ completed_superskills_at: null, completed_math_at: 'x' }] })).toBe(true);
  });

  it('puts the current level after the highest completed episode, capped; at the top all are watched', () => {
    expect(currentLevel(episodes(12, 0), 12)).toEqual({ level: 1, allWatched: false });
    expect(currentLevel(episodes(12, 4), 12)).toEqual({ level: 5, allWatched: false });
    // Episode 7 done in math (the intro's show-superskill) counts: the highest is 7.
    expect(currentLevel(episodes(12, 2, [7]), 12)).toEqual({ level: 8, allWatched: false });
    expect(currentLevel(episodes(12, 12), 12)).toEqual({ level: 12, allWatched: true });
  });

  it('falls back to the computed level for a requested level out of range', () => {
    expect(requestedLevel(3, 5, 12)).toBe(3);
    for (const bad of [0, 13, -1, 2.5, null, undefined]) expect(requestedLevel(bad, 5, 12)).toBe(5);
  });

  it('steps the monster one level toward its target', () => {
    expect([stepToward(1, 4), stepToward(4, 1), stepToward(3, 3)]).toEqual([2, 3, 3]);
  });
});

describe('the superskills statechart (timers on a fake clock)', () => {
  it('Init waits 200 ms, MoveMonster steps the monster every 200 ms and offers the episode after 2000 ms', async () => {
    const t = start(episodes(12, 0));
    await flush();
    expect(t.state()).toBe('Init');
    t.clock.increment(INIT_MS - 1);
    expect(t.state()).toBe('Init');
    t.clock.increment(1);
    expect(t.state()).toBe('{MoveMonster:stepping}');
    t.clock.increment(MOVE_MONSTER_MS - 1);
    expect(t.state()).toBe('{MoveMonster:stepping}');
    t.clock.increment(1);
    expect(t.state()).toBe('ShowPlayEpisodeModal');
    expect(t.actor.getSnapshot().context).toMatchObject({ level: 1, monsterLevel: 1, maxLevel: 12 });
  });

  it('walks the monster to a requested level one level per 200 ms', async () => {
    const t = start(episodes(12, 6), 3);
    await flush();
    expect(t.actor.getSnapshot().context).toMatchObject({ level: 3, monsterLevel: 7, unlockedLevel: 7 });
    t.clock.increment(INIT_MS);
    const seen: number[] = [];
    for (let i = 0; i < 5; i++) {
      t.clock.increment(MONSTER_STEP_MS);
      seen.push(t.actor.getSnapshot().context.monsterLevel);
    }
    expect(seen).toEqual([6, 5, 4, 3, 3]);
  });

  it('plays an episode: start and state sent, then the film, the question, completion; EndEpisode raises the level and goes to Init after 500 ms', async () => {
    const t = start(episodes(12, 4));
    await flush();
    t.advance(INIT_MS + MOVE_MONSTER_MS);
    expect(t.state()).toBe('ShowPlayEpisodeModal');
    t.actor.send({ type: 'PLAY' });
    await flush();
    expect(t.calls).toEqual(['start 5', 'state 5 superskillsepisodeplaying']);
    t.actor.send({ type: 'FILM_ENDED' });
    expect(t.state()).toBe('{PlayingEpisode:question}');
    t.actor.send({ type: 'ANSWERED' });
    expect(t.state()).toBe('{PlayingEpisode:talk}');
    expect(t.calls).not.toContain('complete 5');
    t.actor.send({ type: 'DONE' });
    await flush();
    expect(t.calls).toContain('complete 5');
    expect(t.state()).toBe('EndEpisode');
    expect(t.actor.getSnapshot().context).toMatchObject({ level: 6, unlockedLevel: 6 });
    // The state update names the episode just played, not the next one.
    expect(t.calls.at(-1)).toBe('state 5 superskillsepisodecomplete');
    t.clock.increment(END_EPISODE_MS - 1);
    expect(t.state()).toBe('EndEpisode');
    t.clock.increment(1);
    expect(t.state()).toBe('Init');
  });

  it('after the last episode shows that every episode is done', async () => {
    const t = start(episodes(12, 11));
    await flush();
    t.advance(INIT_MS + MOVE_MONSTER_MS);
    t.actor.send({ type: 'PLAY' });
    t.actor.send({ type: 'FILM_ENDED' });
    t.actor.send({ type: 'ANSWERED' });
    t.actor.send({ type: 'DONE' });
    await flush();
    t.advance(END_EPISODE_MS + INIT_MS + MOVE_MONSTER_MS);
    expect(t.state()).toBe('ShowAllEpisodesDone');
    expect(t.actor.getSnapshot().context).toMatchObject({ level: 12, allWatched: true });
    // A watched episode can be chosen again.
    t.actor.send({ type: 'SELECT_LEVEL', level: 3 });
    t.clock.increment(MOVE_MONSTER_MS);
    expect(t.state()).toBe('ShowPlayEpisodeModal');
    expect(t.actor.getSnapshot().context.level).toBe(3);
  });

  it('refuses a level not unlocked yet', async () => {
    const t = start(episodes(12, 2));
    await flush();
    t.advance(INIT_MS + MOVE_MONSTER_MS);
    t.actor.send({ type: 'SELECT_LEVEL', level: 9 });
    expect(t.state()).toBe('ShowPlayEpisodeModal');
    expect(t.actor.getSnapshot().context.level).toBe(3);
  });

  it('offers a members-only episode through the locked modal, without starting it', async () => {
    const t = start(episodes(12, 1, [], 2));
    await flush();
    t.advance(INIT_MS + MOVE_MONSTER_MS);
    t.actor.send({ type: 'PLAY' });
    expect(t.state()).toBe('Locked');
    await flush();
    expect(t.calls).toEqual([]);
    t.actor.send({ type: 'CLOSE' });
    expect(t.state()).toBe('ShowPlayEpisodeModal');
  });

  it('logs a failed load and ends initialisation at level 1 (spec section 8)', async () => {
    const t = start(new Error('offline'));
    await flush();
    expect(t.logs).toEqual(['superskills: episodes not loaded']);
    expect(t.state()).toBe('Init');
    t.advance(INIT_MS + MOVE_MONSTER_MS);
    expect(t.state()).toBe('ShowPlayEpisodeModal');
    expect(t.actor.getSnapshot().context.level).toBe(1);
  });
});

describe('the superskills calls', () => {
  it('log a failure and rethrow it (spec section 8)', async () => {
    const logs: string[] = [];
    const api = withLog(
      {
        episodes: () => Promise.resolve([]),
        start: () => Promise.reject(new Error('offline')),
        complete: () => Promise.resolve({}),
        answer: () => Promise.reject(new Error('offline')),
        updateState: () => Promise.resolve({}),
      },
      (m) => logs.push(m),
    );
    await expect(api.start(5, 1)).rejects.toThrow('offline');
    await expect(api.episodes(5)).resolves.toEqual([]);
    expect(logs).toEqual(['superskills: start failed (Error: offline)']);
  });
});
