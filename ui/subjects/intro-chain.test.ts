import { describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { FILM_TAG, filmOf, filmState, introChain } from './intro-chain';

/** A tiny subject flow: a pick pair, then a lone outro film. */
const machine = createMachine({
  initial: 'pickIntro',
  states: {
    ...introChain('pick', { on: { PICK: 'outro' } }),
    outro: filmState('outro', 'done'),
    done: { type: 'final' },
  },
});

describe('intro chains (xIntro -> xStatic)', () => {
  it('builds the pair: the intro film state and the given static state', () => {
    const states = introChain('pick', { on: { PICK: 'x' } });
    expect(states.pickIntro).toEqual({ tags: [FILM_TAG], meta: { film: 'pickIntro' }, on: { FILM_ENDED: 'pickStatic', SKIP: 'pickStatic', FILM_FAILED: 'pickStatic' } });
    expect(states.pickStatic).toEqual({ on: { PICK: 'x' } });
  });

  it.each(['FILM_ENDED', 'SKIP', 'FILM_FAILED'] as const)('%s moves the intro to its static state', (type) => {
    const actor = createActor(machine).start();
    expect(filmOf(actor.getSnapshot())).toBe('pickIntro');
    expect(actor.getSnapshot().hasTag(FILM_TAG)).toBe(true);
    actor.send({ type });
    expect(actor.getSnapshot().value).toBe('pickStatic');
    expect(filmOf(actor.getSnapshot())).toBeNull();
    expect(actor.getSnapshot().hasTag(FILM_TAG)).toBe(false);
  });

  it('a static state ignores film events; a lone film state goes to its target', () => {
    const actor = createActor(machine).start();
    actor.send({ type: 'SKIP' });
    actor.send({ type: 'FILM_ENDED' });
    expect(actor.getSnapshot().value).toBe('pickStatic');
    actor.send({ type: 'PICK' });
    expect(filmOf(actor.getSnapshot())).toBe('outro');
    actor.send({ type: 'FILM_ENDED' });
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('filmOf reads the deepest film of nested states', () => {
    expect(filmOf({ getMeta: () => ({ 'a': { film: 'outer' }, 'a.b': { film: 'inner' }, 'a.b.c': undefined }) })).toBe('inner');
  });
});
