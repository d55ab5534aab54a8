/**
 * Intro chains for subject statecharts (spec part 2 section 4 "Intro states chain to their static
 * states"): a film state (`xIntro`, a short video that plays once) followed by its static state
 * (`xStatic`, the screen the child acts on). The film moves on when the video ends, when the child
 * skips it, or when it can't play (a film is never a wall: the static screen carries the same
 * instructions). Pure state configuration: the screen finds the film to play from the active
 * state's `meta.film` ({@link filmOf}) and sends the film events.
 *
 * Reading uses it for pick, vocab, read, quiz, quizBeat and quizFail; the same helper serves
 * science and social studies.
 */

/** The events a film state listens to (the screen's lesson player sends them). */
export type FilmEvent =
  /** The video played to its end. */
  | { type: 'FILM_ENDED' }
  /** The child pressed Skip. */
  | { type: 'SKIP' }
  /** The video could not load or play (offline, missing file). */
  | { type: 'FILM_FAILED' };

export const FILM_EVENT_TYPES = ['FILM_ENDED', 'SKIP', 'FILM_FAILED'] as const satisfies readonly FilmEvent['type'][];

/** The tag every film state carries (snapshot.hasTag(FILM_TAG) = a film is on screen). */
export const FILM_TAG = 'film';

/** A film state's configuration: every film event goes to `target`. */
export interface FilmStateConfig<T extends string> {
  tags: [typeof FILM_TAG];
  meta: { film: string };
  on: Record<FilmEvent['type'], T>;
}

/**
 * One film state: plays `film` (a key the screen maps to a video, e.g. 'pickIntro'), then goes to
 * `target` on FILM_ENDED, SKIP or FILM_FAILED.
 */
export function filmState<T extends string>(film: string, target: T): FilmStateConfig<T> {
  return { tags: [FILM_TAG], meta: { film }, on: { FILM_ENDED: target, SKIP: target, FILM_FAILED: target } };
}

/**
 * The `${prefix}Intro` -> `${prefix}Static` pair: the intro film (film key `${prefix}Intro`) then
 * the given static state. Spread it into a machine's `states`.
 * @example states: { ...introChain('pick', { on: { PICK: 'vocabIntro' } }) }
 */
export function introChain<P extends string, S extends object>(prefix: P, staticState: S): { [K in `${P}Intro`]: FilmStateConfig<`${P}Static`> } & { [K in `${P}Static`]: S } {
  return {
    [`${prefix}Intro`]: filmState(`${prefix}Intro`, `${prefix}Static`),
    [`${prefix}Static`]: staticState,
  } as { [K in `${P}Intro`]: FilmStateConfig<`${P}Static`> } & { [K in `${P}Static`]: S };
}

/** Something with XState's `getMeta()` (a machine snapshot). */
interface HasMeta {
  getMeta(): Record<string, unknown>;
}

/** The film key of the active film state (the deepest one), or null when no film plays. */
export function filmOf(snapshot: HasMeta): string | null {
  let film: string | null = null;
  for (const meta of Object.values(snapshot.getMeta())) {
    const f = (meta as { film?: unknown } | undefined)?.film;
    if (typeof f === 'string') film = f;
  }
  return film;
}
