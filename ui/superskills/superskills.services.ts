/**
 * The Superskills machine with its real parts: the superskills calls (superskills-calls.ts) become
 * its actors and the log is the console. Spec section 8: "Superskills API fails: logged and
 * rethrown" — `withLog` logs every failed call before it rejects. Tests call `provideSuperskills`
 * with fakes, so the wiring itself is tested.
 */
import { fromPromise } from 'xstate';
import { superskillsMachine, type EpisodeMapState } from './superskills.machine';
import type { EpisodeAnswerReply, SuperskillsEpisode } from './superskills-types';

/** The superskills calls the screen makes. */
export interface SuperskillsApi {
  episodes: (studentId: number) => Promise<SuperskillsEpisode[]>;
  start: (studentId: number, episode: number) => Promise<unknown>;
  complete: (studentId: number, episode: number, subject: 'superSkills' | 'math') => Promise<unknown>;
  answer: (studentId: number, episode: number, questionId: number, answerId: number) => Promise<EpisodeAnswerReply>;
  updateState: (studentId: number, episode: number, state: EpisodeMapState) => Promise<unknown>;
}

/**
 * The calls, each logging its failure and rethrowing it (spec section 8).
 * @param log where failures are written (console.warn in the app)
 */
export function withLog(api: SuperskillsApi, log: (m: string) => void): SuperskillsApi {
  const wrap =
    <A extends unknown[], R>(name: string, f: (...a: A) => Promise<R>) =>
    (...a: A) =>
      f(...a).catch((e: unknown) => {
        log(`superskills: ${name} failed (${String(e)})`);
        throw e;
      });
  return {
    episodes: wrap('episodes', api.episodes),
    start: wrap('start', api.start),
    complete: wrap('complete', api.complete),
    answer: wrap('answer', api.answer),
    updateState: wrap('updateState', api.updateState),
  };
}

/** The machine with the calls provided (each failure logged by `withLog`, then by the machine). */
export function provideSuperskills({ api, log }: { api: SuperskillsApi; log: (m: string) => void }) {
  const calls = withLog(api, log);
  return superskillsMachine.provide({
    actors: {
      loadEpisodes: fromPromise(({ input }) => calls.episodes(input.studentId)),
      startEpisode: fromPromise(({ input }) => calls.start(input.studentId, input.episode)),
      completeEpisode: fromPromise(({ input }) => calls.complete(input.studentId, input.episode, 'superSkills')),
      updateState: fromPromise(({ input }) => calls.updateState(input.studentId, input.episode, input.state)),
    },
    actions: { log: (_, m) => log(m) },
  });
}
