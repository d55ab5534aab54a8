/**
 * The Superskills map as a statechart (issue 17; spec part 2 sections 2, 4, 5, 8 and 9
 * "Superskills"): a level map with the monster, a play-episode modal and an all-episodes-done
 * state. States (the spec's names): loading → Init → (200 ms) MoveMonster → (2000 ms)
 * ShowAllEpisodesDone when every episode is watched at the max level, else ShowPlayEpisodeModal →
 * PlayingEpisode (the film, its question, the grown-up's talk card, the completion call) → EndEpisode (the level
 * and the unlocked level go up) → (500 ms) Init. In MoveMonster the monster steps one level per
 * 200 ms toward the current level. Components render states; the calls are injected actors, so
 * tests run it with fakes and XState's SimulatedClock.
 *
 * Errors (spec section 8): a failed load is logged and initialisation ends (level 1); a failed
 * start, completion or state update is logged (the API helper rethrows; the flow goes on, so a
 * child is never stuck behind a lost call).
 */
import { assign, fromPromise, setup } from 'xstate';
import { currentLevel, requestedLevel, stepToward } from './superskills-rules';
import type { SuperskillsEpisode } from './superskills-types';

/** Spec section 9 "Superskills timers", ms. */
export const INIT_MS = 200;
export const MOVE_MONSTER_MS = 2000;
export const MONSTER_STEP_MS = 200;
export const END_EPISODE_MS = 500;

/** The map level states the update-state call records (spec part 1 section 4). */
export type EpisodeMapState = 'superskillsepisode' | 'superskillsepisodeplaying' | 'superskillsepisodecomplete';

export interface SuperskillsInput {
  studentId: number;
  /** A level asked for (e.g. from the math intro's show-superskill scene); out of range falls back. */
  requested?: number | null;
}

export interface SuperskillsContext {
  studentId: number;
  requested: number | null;
  episodes: SuperskillsEpisode[];
  /** The number of episodes: the map's top level. */
  maxLevel: number;
  /** The level (episode) offered now, and the highest level the child may open. */
  level: number;
  unlockedLevel: number;
  /** Where the monster stands on the map (it steps toward `level`), and the level it walked from. */
  monsterLevel: number;
  walkFrom: number;
  allWatched: boolean;
  /** The episode being (or last) played: the level when PLAY was pressed. */
  episode: number;
}

export type SuperskillsEvent =
  | { type: 'PLAY' }
  /** A tap on an unlocked level of the map: that episode is offered (watched ones can be watched again). */
  | { type: 'SELECT_LEVEL'; level: number }
  | { type: 'FILM_ENDED' }
  | { type: 'FILM_FAILED' }
  /** The question after the film is answered (the modal's judge called the answer call). */
  | { type: 'ANSWERED' }
  /** The grown-up's talk card is done. */
  | { type: 'DONE' }
  | { type: 'CLOSE' };

const notProvided = (name: string) => () => Promise.reject(new Error(`superskills: the ${name} service was not provided`));

export const superskillsMachine = setup({
  types: { context: {} as SuperskillsContext, events: {} as SuperskillsEvent, input: {} as SuperskillsInput },
  actors: {
    /** GET the student's videos: every episode with its student record (first used). */
    loadEpisodes: fromPromise<SuperskillsEpisode[], { studentId: number }>(notProvided('loadEpisodes')),
    startEpisode: fromPromise<unknown, { studentId: number; episode: number }>(notProvided('startEpisode')),
    /** POST set video complete with `subject: 'superSkills'`. */
    completeEpisode: fromPromise<unknown, { studentId: number; episode: number }>(notProvided('completeEpisode')),
    updateState: fromPromise<unknown, { studentId: number; episode: number; state: EpisodeMapState }>(notProvided('updateState')),
  },
  actions: {
    log: (_, _message: string) => undefined,
    /** The monster stands on the current level (spec: MoveMonster aligns it with the level). */
    align: assign(({ context: c }) => (c.monsterLevel === c.level ? {} : { walkFrom: c.monsterLevel, monsterLevel: c.level })),
  },
  guards: {
    allDone: ({ context: c }) => c.allWatched && c.level === c.maxLevel,
    behind: ({ context: c }) => c.monsterLevel !== c.level,
    canOpen: ({ context: c, event }) => event.type === 'SELECT_LEVEL' && event.level >= 1 && event.level <= Math.min(c.unlockedLevel, c.maxLevel),
    /** The offered episode is beyond the billing status: the locked modal instead of the film. */
    episodeLocked: ({ context: c }) => c.episodes.find((e) => e.episode_number === c.level)?.locked === true,
  },
  delays: { INIT_MS, MOVE_MONSTER_MS, MONSTER_STEP_MS, END_EPISODE_MS },
}).createMachine({
  id: 'superskills',
  context: ({ input }) => ({ studentId: input.studentId, requested: input.requested ?? null, episodes: [], maxLevel: 1, level: 1, unlockedLevel: 1, monsterLevel: 1, walkFrom: 1, allWatched: false, episode: 1 }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadEpisodes',
        input: ({ context: c }) => ({ studentId: c.studentId }),
        onDone: {
          target: 'Init',
          actions: assign(({ context: c, event }) => {
            const maxLevel = Math.max(1, ...event.output.map((e) => e.episode_number));
            const now = currentLevel(event.output, maxLevel);
            const level = requestedLevel(c.requested, now.level, maxLevel);
            // The child may reopen any level up to the current one; a valid requested level opens too.
            return { episodes: event.output, maxLevel, level, unlockedLevel: Math.max(now.level, level), monsterLevel: now.level, walkFrom: now.level, allWatched: now.allWatched };
          }),
        },
        // Spec section 8: "Superskills load fails: logged; initialisation ends".
        onError: { target: 'Init', actions: { type: 'log', params: 'superskills: episodes not loaded' } },
      },
    },
    Init: { after: { INIT_MS: 'MoveMonster' } },
    MoveMonster: {
      initial: 'stepping',
      states: {
        stepping: {
          after: { MONSTER_STEP_MS: { guard: 'behind', target: 'stepping', reenter: true, actions: assign({ walkFrom: ({ context: c }) => c.monsterLevel, monsterLevel: ({ context: c }) => stepToward(c.monsterLevel, c.level) }) } },
        },
      },
      after: {
        MOVE_MONSTER_MS: [
          { guard: 'allDone', target: 'ShowAllEpisodesDone', actions: 'align' },
          { target: 'ShowPlayEpisodeModal', actions: 'align' },
        ],
      },
    },
    ShowPlayEpisodeModal: {
      on: {
        PLAY: [{ guard: 'episodeLocked', target: 'Locked' }, { target: 'PlayingEpisode' }],
        SELECT_LEVEL: { guard: 'canOpen', target: 'MoveMonster', actions: assign({ level: ({ event }) => event.level }) },
      },
    },
    PlayingEpisode: {
      initial: 'film',
      entry: ['align', assign({ episode: ({ context: c }) => c.level })],
      invoke: [
        { src: 'startEpisode', input: ({ context: c }) => ({ studentId: c.studentId, episode: c.level }), onError: { actions: { type: 'log', params: 'superskills: episode start not saved' } } },
        { src: 'updateState', input: ({ context: c }) => ({ studentId: c.studentId, episode: c.level, state: 'superskillsepisodeplaying' as const }), onError: { actions: { type: 'log', params: 'superskills: state not saved' } } },
      ],
      on: { CLOSE: 'Init' },
      states: {
        film: { on: { FILM_ENDED: 'question', FILM_FAILED: 'question' } },
        question: { on: { ANSWERED: 'talk' } },
        /** The conversation prompt for the grown-up (the episode's parent_prompt), until Done. */
        talk: { on: { DONE: 'completing' } },
        completing: {
          invoke: {
            src: 'completeEpisode',
            input: ({ context: c }) => ({ studentId: c.studentId, episode: c.level }),
            onDone: '#superskills.EndEpisode',
            onError: { target: '#superskills.EndEpisode', actions: { type: 'log', params: 'superskills: episode completion not saved' } },
          },
        },
      },
    },
    EndEpisode: {
      // Spec section 4: the level goes up by 1 (the unlocked level too if higher), capped at the top;
      // past the top every episode is watched.
      entry: assign(({ context: c }) => {
        const next = c.level + 1;
        return { allWatched: c.allWatched || next > c.maxLevel, level: Math.min(next, c.maxLevel), unlockedLevel: Math.min(Math.max(c.unlockedLevel, next), c.maxLevel) };
      }),
      invoke: { src: 'updateState', input: ({ context: c }) => ({ studentId: c.studentId, episode: c.episode, state: 'superskillsepisodecomplete' as const }), onError: { actions: { type: 'log', params: 'superskills: state not saved' } } },
      after: { END_EPISODE_MS: 'Init' },
    },
    /** The offered episode is for members: asks for a grown-up (never a price); OK goes back. */
    Locked: { on: { CLOSE: 'ShowPlayEpisodeModal' } },
    ShowAllEpisodesDone: {
      on: { SELECT_LEVEL: { guard: 'canOpen', target: 'MoveMonster', actions: assign({ level: ({ event }) => event.level }) } },
    },
  },
});
