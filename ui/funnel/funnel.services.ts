/**
 * The funnel's calls to the server, as the actors the statechart invokes (contracts.md "Server calls
 * for the funnel"; spec part 1 section 7). Every answer is checked with zod before the machine sees
 * it; a failed call rejects (the machine decides what a failure means). The start flow's key is
 * kept in localStorage (and read from `?startflow_key=`) so a refresh or a second device resumes.
 */
import { fromPromise } from 'xstate';
import { z } from 'zod';
import { ensureGuest as ensureGuestToken } from '../lib/guest';
import { browserBeaconEnv, collectMetadata, sendGuestBehaviorEvents } from '../lib/behavior';
import type { PublicQuestion } from '../../worker/math/math.contracts';
import type { SubmittedAnswer } from '../math/QuestionOverlay';
import { pickTrackedParams } from '../../core/tracking/tracked-params';
import { STARTFLOW_EXPERIMENT, startflowStateSchema, type StartflowState } from './funnel.rules';
import type { QuizVerdict } from './funnel.machine';

/** localStorage key of the current start flow's key. */
export const STARTFLOW_KEY_STORAGE = 'monsterific.startflow_key';

/** The key to resume: `?startflow_key=` first (a link from another device), then this browser's. */
export function savedStartflowKey(search: string, storage: Pick<Storage, 'getItem'> | null): string | null {
  const fromUrl = new URLSearchParams(search).get('startflow_key');
  if (fromUrl && /^[A-Za-z0-9_-]{8,200}$/.test(fromUrl)) return fromUrl;
  return storage?.getItem(STARTFLOW_KEY_STORAGE) ?? null;
}

const startflowResponse = z.object({ startflow: z.object({ key: z.string(), state: startflowStateSchema }) });
/**
 * The quiz's question as the game shows it: worker/math/math.contracts.ts `publicQuestionSchema`
 * in plain zod. Importing that module here put @hono/zod-openapi's extension of the whole zod
 * namespace into the zod chunk every page with a form loads (+13.5 KB gzip on /signup); the type
 * annotation keeps this copy the server's shape (a drift is a compile error).
 */
const questionSchema: z.ZodType<PublicQuestion> = z.object({
  id: z.number().int(),
  question_type: z.enum(['BLNK', 'M']),
  text: z.string(),
  answers: z.array(z.object({ id: z.number().int(), answer_text: z.string() })),
  num_blanks: z.number().int().min(0),
  math_lesson: z.object({ id: z.number().int(), grade: z.number().int(), skill_id: z.number().int(), name: z.string() }),
  figure: z.object({ svg: z.string(), alt: z.string() }).nullable(),
  hints: z.array(z.string()),
  lesson_intro_watched: z.boolean().optional(),
});
const quizResponse = z.object({ question: questionSchema, quiz_token: z.string() });
const verdictResponse = z.object({ correct: z.boolean(), correct_answer: z.array(z.string()), explanation: z.string() });
const experimentResponse = z.object({ experiment: z.string(), variant: z.string() });

export interface FunnelServiceEnv {
  fetch: typeof fetch;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  /** Guest experiments for the behaviour events' metadata. */
  experiments: () => Record<string, string>;
  /** The page's query string, for the tracked URL parameters (utm_*, gclid, ...). */
  search: () => string;
}

/** JSON call; @throws Error with the status on a non-2xx answer. */
async function call<T>(env: FunnelServiceEnv, method: string, path: string, schema: z.ZodType<T>, body?: unknown): Promise<T> {
  const res = await env.fetch(path, { method, headers: { accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}) }, ...(body ? { body: JSON.stringify(body) } : {}) });
  if (!res.ok) throw new Error(`${method} ${path} failed (${res.status})`);
  return schema.parse(await res.json());
}

const needToken = (token: string | null): string => {
  if (!token) throw new Error('no guest token');
  return token;
};

/** The funnel machine's actors over the real server (the Funnel component provides them). */
export function createFunnelServices(env: FunnelServiceEnv) {
  const keep = (key: string) => env.storage?.setItem(STARTFLOW_KEY_STORAGE, key);
  const put = (key: string, state: StartflowState) => call(env, 'PUT', `/api/o1/parent_startflows/${encodeURIComponent(key)}`, startflowResponse, { state });
  return {
    /** The guest token; the landing's tracked URL parameters go with the guest (first touch: the server keeps the first). */
    ensureGuest: fromPromise(async () => {
      const { token } = await ensureGuestToken(env.fetch);
      const tracked = pickTrackedParams(env.search());
      if (Object.keys(tracked).length) {
        const body = JSON.stringify({ auth_id_token: token, guest: { tracked_params: tracked } });
        // Best effort: the funnel goes on without them.
        await env.fetch('/api/o1/guests/update_vars_once', { method: 'PUT', headers: { 'content-type': 'application/json' }, body }).catch((e: unknown) => console.error('[funnel] tracked params not sent', e));
      }
      return { token };
    }),
    assignExperiment: fromPromise(async ({ input }: { input: { token: string | null } }) => {
      const { variant } = await call(env, 'POST', `/api/o1/guests/user_experiments/${STARTFLOW_EXPERIMENT}`, experimentResponse, { auth_id_token: needToken(input.token) });
      return { variant };
    }),
    loadStartflow: fromPromise(async ({ input }: { input: { key: string } }) => {
      const { startflow } = await call(env, 'GET', `/api/o1/parent_startflows/${encodeURIComponent(input.key)}`, startflowResponse);
      keep(startflow.key);
      return { key: startflow.key, state: startflow.state };
    }),
    createStartflow: fromPromise(async ({ input }: { input: { token: string | null; entry: string; state: StartflowState } }) => {
      const { startflow } = await call(env, 'POST', '/api/o1/parent_startflows', startflowResponse, { auth_id_token: needToken(input.token), entry: input.entry, state: input.state });
      keep(startflow.key);
      return { key: startflow.key };
    }),
    saveStartflow: fromPromise<void, { key: string; state: StartflowState }>(async ({ input }) => void (await put(input.key, input.state))),
    /** The e-mail is part of the start-flow state: saved at once (not debounced), so the form can say Saved. */
    saveEmail: fromPromise<void, { key: string | null; token: string | null; state: StartflowState }>(async ({ input }) => {
      if (!input.key) throw new Error('no start flow to save into');
      await put(input.key, input.state);
    }),
    fetchQuiz: fromPromise(async ({ input }: { input: { token: string | null; grade: number; index: 0 | 1 } }) =>
      call(env, 'POST', '/api/o1/guests/funnel_quiz', quizResponse, { auth_id_token: needToken(input.token), grade: input.grade, index: input.index }),
    ),
    answerQuiz: fromPromise(
      async ({ input }: { input: { token: string | null; quiz_token: string; answer: SubmittedAnswer } }): Promise<QuizVerdict> =>
        call(env, 'POST', '/api/o1/guests/funnel_quiz/answer', verdictResponse, { auth_id_token: needToken(input.token), quiz_token: input.quiz_token, answer: input.answer }),
    ),
    /** 'LP: <step>' and the spec's named events, by beacon (ui/lib/behavior.ts). */
    trackEvent: fromPromise<void, { token: string | null; name: string }>(({ input }) => {
      if (input.token) sendGuestBehaviorEvents(input.token, [{ name: input.name, metadata: collectMetadata(window, env.experiments()) }], browserBeaconEnv());
      return Promise.resolve();
    }),
  };
}

/** Forgets this browser's start flow (after registration ends it). */
export function forgetStartflow(storage: Pick<Storage, 'removeItem'> | null): void {
  storage?.removeItem(STARTFLOW_KEY_STORAGE);
}
