/**
 * The reading map statechart from the welcome to the map (spec part 2 sections 4, 8): loading and
 * its error with retry, the first visit (worldIntro, POST 'intro watched' + level 0 -> 1, meet the
 * map, levelIntro), a returning child's landing, taps on the map and the locked modal.
 */
import { describe, expect, it } from 'vitest';
import { filmOf } from '../subjects/intro-chain';
import { flush, httpError, mapReply, startReading, statePath } from './reading-map.test-support';

const path = (r: ReturnType<typeof startReading>) => statePath(r.actor.getSnapshot().value);

describe('reading map: welcome', () => {
  it('waits in welcome.loading for the game map and every book, loaded together', () => {
    const r = startReading();
    expect(path(r)).toBe('welcome.loading');
    expect(r.calls).toEqual(['gameMap(9)', 'books(9)']);
  });

  it('a load failure puts welcome in its error state with the server message; RETRY loads again', async () => {
    const r = startReading((f) => f.replyMap(httpError(503, 'The library is closed.')));
    await flush();
    expect(path(r)).toBe('welcome.error');
    expect(r.actor.getSnapshot().context.error).toBe('The library is closed.');
    r.replyMap(mapReply(2));
    r.actor.send({ type: 'RETRY' });
    expect(path(r)).toBe('welcome.loading');
    await flush();
    expect(path(r)).toBe('levelMap');
    expect(r.actor.getSnapshot().context.error).toBeNull();
  });

  it('a failure without a server message gets the screen its own words', async () => {
    const r = startReading((f) => f.replyMap(new Error('socket hang up')));
    await flush();
    expect(r.actor.getSnapshot().context.error).toBe('We could not open the reading map.');
  });

  it('a returning child with unread parts lands on the map at the current level', async () => {
    const r = startReading((f) => f.replyMap(mapReply(3)));
    await flush();
    expect(path(r)).toBe('levelMap');
    const c = r.actor.getSnapshot().context;
    expect(c.gameMap?.current_level).toBe(3);
    expect(c.books).toHaveLength(4);
    expect(c.maxLevel).toBe(8);
  });
});

describe('reading map: the first visit', () => {
  const firstVisit = async () => {
    const r = startReading((f) => f.replyMap(mapReply(0, 'initial')));
    await flush();
    return r;
  };

  it('plays the world intro film (state initial, level 0)', async () => {
    const r = await firstVisit();
    expect(path(r)).toBe('worldIntro.playing');
    expect(filmOf(r.actor.getSnapshot())).toBe('worldIntro');
  });

  it.each(['FILM_ENDED', 'SKIP', 'FILM_FAILED'] as const)('%s saves state "intro watched" and moves level 0 to 1, then meets the map', async (type) => {
    const r = await firstVisit();
    r.reply('setGameMap', { game_map: { current_level: 1, state: 'intro watched', latest_reading_book_id: null } });
    r.actor.send({ type });
    expect(path(r)).toBe('worldIntro.saving');
    expect(r.calls.at(-1)).toBe('setGameMap(9, {"state":"intro watched","current_level":1})');
    await flush();
    expect(path(r)).toBe('mmIntro');
    expect(r.actor.getSnapshot().context.gameMap).toMatchObject({ current_level: 1, state: 'intro watched' });
  });

  it('a failed save shows the error; RETRY saves again', async () => {
    const r = await firstVisit();
    r.reply('setGameMap', httpError(500, 'Oops.'), { game_map: { current_level: 1, state: 'intro watched', latest_reading_book_id: null } });
    r.actor.send({ type: 'FILM_ENDED' });
    await flush();
    expect(path(r)).toBe('worldIntro.error');
    r.actor.send({ type: 'RETRY' });
    await flush();
    expect(path(r)).toBe('mmIntro');
  });

  it('meet the map: mmIntro film -> mmStatic ("Let\'s go!") -> mmOutro film -> levelIntro film -> levelMap', async () => {
    const r = await firstVisit();
    r.reply('setGameMap', { game_map: { current_level: 1, state: 'intro watched', latest_reading_book_id: null } });
    r.actor.send({ type: 'SKIP' });
    await flush();
    expect(filmOf(r.actor.getSnapshot())).toBe('mmIntro');
    r.actor.send({ type: 'FILM_ENDED' });
    expect(path(r)).toBe('mmStatic');
    expect(filmOf(r.actor.getSnapshot())).toBeNull();
    r.actor.send({ type: 'FILM_ENDED' }); // no film here: ignored
    expect(path(r)).toBe('mmStatic');
    r.actor.send({ type: 'GO' });
    expect(path(r)).toBe('mmOutro');
    expect(filmOf(r.actor.getSnapshot())).toBe('mmOutro');
    r.actor.send({ type: 'FILM_FAILED' });
    expect(path(r)).toBe('levelIntro');
    expect(filmOf(r.actor.getSnapshot())).toBe('levelIntro');
    r.actor.send({ type: 'SKIP' });
    expect(path(r)).toBe('levelMap');
  });

  it('a map at level 0 whose state moved on (a half-saved first visit) still gets the first visit', async () => {
    const r = startReading((f) => f.replyMap(mapReply(0, 'intro watched')));
    await flush();
    expect(path(r)).toBe('worldIntro.playing');
  });
});

describe('reading map: levelMap taps and locks', () => {
  const onMap = async (level: number, max = 8) => {
    const r = startReading((f) => f.replyMap(mapReply(level, 'intro watched', { max_level: max })));
    await flush();
    expect(path(r)).toBe('levelMap');
    return r;
  };

  it('the current level opens the carousel of its books (pickIntro)', async () => {
    const r = await onMap(2);
    r.actor.send({ type: 'SELECT_LEVEL', level: 2 });
    expect(path(r)).toBe('pickIntro');
    expect(r.actor.getSnapshot().context.pickLevel).toBe(2);
  });

  it('a level already read opens its books too (reading again)', async () => {
    const r = await onMap(2);
    r.actor.send({ type: 'SELECT_LEVEL', level: 1 });
    expect(path(r)).toBe('pickIntro');
    expect(r.actor.getSnapshot().context.pickLevel).toBe(1);
  });

  it('a level not reached yet opens the locked modal ("later"); CLOSE_LOCKED closes it', async () => {
    const r = await onMap(2);
    r.actor.send({ type: 'SELECT_LEVEL', level: 5 });
    expect(path(r)).toBe('levelMap');
    expect(r.actor.getSnapshot().context.locked).toEqual({ level: 5, reason: 'later' });
    r.actor.send({ type: 'CLOSE_LOCKED' });
    expect(r.actor.getSnapshot().context.locked).toBeNull();
  });

  it('a free account: levels past 1 are for members (the modal asks for a grown-up)', async () => {
    const r = await onMap(1, 1);
    r.actor.send({ type: 'SELECT_LEVEL', level: 2 });
    expect(r.actor.getSnapshot().context.locked).toEqual({ level: 2, reason: 'members' });
    r.actor.send({ type: 'SELECT_LEVEL', level: 1 });
    expect(path(r)).toBe('pickIntro');
    expect(r.actor.getSnapshot().context.locked).toBeNull();
  });
});
