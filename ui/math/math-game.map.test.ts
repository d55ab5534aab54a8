import { afterEach, describe, expect, it, vi } from 'vitest';
import { screenPath, mathLevelState } from './math-game.state';
import { game, httpError, lessonDetail, mathMap, question, startGame, flush } from './math-game.test-support';

const at = (g: ReturnType<typeof startGame>) => screenPath(g.actor.getSnapshot().value);
const ctx = (g: ReturnType<typeof startGame>) => g.actor.getSnapshot().context;

afterEach(() => vi.restoreAllMocks());

describe('math game: the map (spec part 1 sections 2 and 4)', () => {
  it('loads the map: narration stops, the music flag and theme apply, the game draws the map', async () => {
    const g = startGame((r) => r('mathMap', mathMap()));
    expect(at(g)).toBe('main.loading');
    await flush();
    expect(g.api.mathMap).toHaveBeenCalledWith(9);
    expect(at(g)).toBe('main.map.idle');
    expect(g.log).toEqual(['stop narration', 'music enabled true', 'music ocean', 'emit map:show']);
    expect(g.emitted[0]!.payload).toMatchObject({ currentLevel: 2, completedLevels: [1], walkFromLevel: undefined, currentLocked: false });
    expect(mathLevelState(g.actor.getSnapshot())).toBe('idle');
  });

  it('a failed load shows the server message (or its own), and Try again loads again', async () => {
    const g = startGame((r) => r('mathMap', httpError(503, 'The server is resting.'), new Error('boom'), mathMap()));
    await flush();
    expect(at(g)).toBe('main.error');
    expect(ctx(g).error).toBe('The server is resting.');
    g.actor.send({ type: 'RETRY' });
    await flush();
    expect(ctx(g).error).toBe('We could not load the map.');
    g.actor.send({ type: 'RETRY' });
    await flush();
    expect(at(g)).toBe('main.map.idle');
  });

  it('opens and closes the map overlays; a saved monster and closed incentives redraw the map', async () => {
    const g = startGame((r) => r('mathMap', mathMap(), mathMap(), mathMap()));
    await flush();
    for (const [open, state] of [['OPEN_MONSTER_MAKER', 'monsterMaker'], ['OPEN_TOPIC_PICKER', 'topicPicker'], ['OPEN_PETS', 'pets'], ['OPEN_INCENTIVES', 'incentives']] as const) {
      g.actor.send({ type: open });
      expect(at(g)).toBe(`main.map.${state}`);
      if (state !== 'incentives') {
        g.actor.send({ type: 'CLOSE' });
        expect(at(g)).toBe('main.map.idle');
      }
    }
    g.actor.send({ type: 'CLOSE' });
    expect(at(g)).toBe('main.loading');
    await flush();
    g.actor.send({ type: 'OPEN_MONSTER_MAKER' });
    g.actor.send({ type: 'MONSTER_SAVED' });
    expect(at(g)).toBe('main.loading');
    await flush();
    expect(g.api.mathMap).toHaveBeenCalledTimes(3);
    expect(at(g)).toBe('main.map.idle');
  });

  it('keeps a new gem balance from anywhere', async () => {
    const g = startGame((r) => r('mathMap', mathMap()));
    await flush();
    g.actor.send({ type: 'OPEN_PETS' });
    g.actor.send({ type: 'GEMS', gems: 42 });
    expect(ctx(g).map!.incentives.gems).toBe(42);
  });

  it('a resting level shows the locked modal without asking the server; OK closes it', async () => {
    const lock = { reason: 'daily_limit', level: 2, unlocks_on: '2026-11-24' } as const;
    const g = startGame((r) => r('mathMap', mathMap({ locked: lock })));
    await flush();
    g.actor.send({ type: 'PLAY' });
    expect(at(g)).toBe('main.locked');
    expect(ctx(g).lock).toEqual(lock);
    expect(g.api.mathGame).not.toHaveBeenCalled();
    g.actor.send({ type: 'CLOSE' });
    expect(at(g)).toBe('main.map.idle');
  });

  it('only the current level node opens a level', async () => {
    const g = startGame((r) => r('mathMap', mathMap()));
    await flush();
    g.actor.send({ type: 'LEVEL_SELECTED', level: 3 });
    expect(at(g)).toBe('main.map.idle');
    g.actor.send({ type: 'LEVEL_SELECTED', level: 2 });
    expect(at(g)).toBe('main.opening');
  });

  it('level 1 opens the intro video once the server says whether the pretest is done', async () => {
    const g2 = startGame((r) => (r('mathMap', mathMap({}, { current_level: 1 })), r('mathGame', game(null, 'adaptive'))));
    await flush();
    g2.actor.send({ type: 'PLAY' });
    expect(at(g2)).toBe('main.openingIntro');
    await flush();
    expect(g2.api.mathGame).toHaveBeenCalledWith(9, 'ocean');
    expect(at(g2)).toBe('main.intro.flow.playing');
    expect(ctx(g2).pretestCompleted).toBe(true);
    expect(g2.log.at(-1)).toBe('stop narration');
    expect(mathLevelState(g2.actor.getSnapshot())).toBe('started');
  });

  it('the intro: a saved monster redraws the map behind it; its end completes level 1 and the monster walks on', async () => {
    const g = startGame((r) => (r('mathMap', mathMap({}, { current_level: 1 }), mathMap({}, { current_level: 1 }), mathMap()), r('mathGame', game(null)), r('setMathGame', {})));
    await flush();
    g.actor.send({ type: 'PLAY' });
    await flush();
    g.actor.send({ type: 'INTRO_MONSTER_SAVED' });
    await flush();
    expect(g.api.mathMap).toHaveBeenCalledTimes(2);
    expect(at(g)).toBe('main.intro.flow.playing');
    g.actor.send({ type: 'INTRO_FINISHED' });
    await flush();
    expect(g.api.setMathGame).toHaveBeenCalledWith(9, 2);
    expect(at(g)).toBe('main.map.idle');
    expect(g.emitted.at(-1)!.payload).toMatchObject({ walkFromLevel: 1 });
  });

  it('failures opening the intro or finishing it show the error modal', async () => {
    const g = startGame((r) => (r('mathMap', mathMap({}, { current_level: 1 })), r('mathGame', new Error('x'))));
    await flush();
    g.actor.send({ type: 'PLAY' });
    await flush();
    expect(at(g)).toBe('main.error');
    expect(ctx(g).error).toBe('We could not open the level.');
  });

  it('a start level without video: its narration and start card; Start completes it and the monster walks on', async () => {
    const g = startGame((r) => (r('mathMap', mathMap({}, { current_level: 3 }), mathMap({}, { current_level: 4 })), r('setMathGame', {})));
    await flush();
    g.actor.send({ type: 'PLAY' });
    expect(at(g)).toBe('main.startLevel.card');
    expect(g.log.at(-1)).toBe('narration /a/start-3.ogg');
    g.actor.send({ type: 'START' });
    expect(at(g)).toBe('main.startLevel.saving');
    await flush();
    expect(g.api.setMathGame).toHaveBeenCalledWith(9, 4);
    expect(g.emitted.at(-1)!.payload).toMatchObject({ walkFromLevel: 3 });
    const bad = startGame((r) => (r('mathMap', mathMap({}, { current_level: 3 })), r('setMathGame', new Error('x'))));
    await flush();
    bad.actor.send({ type: 'PLAY' });
    bad.actor.send({ type: 'START' });
    await flush();
    expect(bad.actor.getSnapshot().context.error).toBe('Something went wrong.');
  });

  it('a video level: the level scene shows, progress and the end come from the video level, exit reloads the map', async () => {
    const g = startGame((r) => r('mathMap', mathMap({}, { current_level: 17 }), mathMap()));
    await flush();
    g.actor.send({ type: 'PLAY' });
    expect(at(g)).toBe('main.video');
    expect(g.log.slice(-2)).toEqual(['emit level:show', 'stop narration']);
    expect(g.emitted.at(-1)!.payload).toMatchObject({ progress: 0 });
    g.actor.send({ type: 'VIDEO_PROGRESS', mapGame: { ...ctx(g).map!.map_game, num_revealed: 4 }, gems: 11 });
    expect(ctx(g).map!.incentives.gems).toBe(11);
    expect(ctx(g).map!.map_game.num_revealed).toBe(4);
    const done = { level_completed: { level: 17, gems_earned: 16, next_level: 18, earned_pet: false }, map_game: ctx(g).map!.map_game, incentives: { gems: 30 } };
    g.actor.send({ type: 'VIDEO_COMPLETE', result: done });
    expect(at(g)).toBe('main.complete.modal');
    expect(ctx(g).completed).toEqual(done.level_completed);
    expect(ctx(g).map!.incentives.gems).toBe(30);
    const g2 = startGame((r) => r('mathMap', mathMap({}, { current_level: 17 }), mathMap()));
    await flush();
    g2.actor.send({ type: 'PLAY' });
    g2.actor.send({ type: 'VIDEO_EXIT' });
    expect(at(g2)).toBe('main.loading');
  });
});

describe('math game: opening a sprite level', () => {
  it('the server may say the level rests: the locked modal, and the map learns it', async () => {
    const lock = { reason: 'paywall', level: 2, app_max_level: 1 } as const;
    const g = startGame((r) => (r('mathMap', mathMap()), r('mathGame', game(null, 'adaptive', { locked: lock }))));
    await flush();
    g.actor.send({ type: 'PLAY' });
    await flush();
    expect(at(g)).toBe('main.locked');
    expect(ctx(g).map!.locked).toEqual(lock);
  });

  it('a fresh pretest opens with its start modal; the level scene shows and the start narration plays', async () => {
    const g = startGame((r) => (r('mathMap', mathMap()), r('mathGame', game(question(1, { lesson_intro_watched: false }), 'pretest'))));
    await flush();
    g.actor.send({ type: 'PLAY' });
    await flush();
    expect(g.api.mathGame).toHaveBeenCalledWith(9, 'ocean');
    expect(at(g)).toBe('main.pretestStart');
    expect(g.log.slice(-2)).toEqual(['emit level:show', 'narration /a/start-2.ogg']);
    expect(ctx(g).map!.incentives.gems).toBe(7);
    g.actor.send({ type: 'GO' });
    // No learn overlay in the pretest.
    expect(at(g)).toBe('main.answering.idle');
  });

  it('a level already under way resumes at its question without narration', async () => {
    const g = startGame((r) => (r('mathMap', mathMap()), r('mathGame', game(question(1), 'pretest', {}, { num_revealed: 2, num_problems_pretest_and_correct: 2 }))));
    await flush();
    g.actor.send({ type: 'PLAY' });
    await flush();
    expect(at(g)).toBe('main.answering.idle');
    expect(g.log.at(-1)).toBe('emit level:show');
    expect(g.emitted.at(-1)!.payload).toMatchObject({ progress: 2, monsterNumber: expect.any(Number) });
  });

  it('a new lesson shows its learn overlay once: lesson_intro_watched is saved, a failed save still goes on', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const g = startGame((r) => (r('mathMap', mathMap()), r('mathGame', game(question(1, { lesson_intro_watched: false }))), r('lesson', lessonDetail(41)), r('markLessonIntroWatched', new Error('offline'))));
    await flush();
    g.actor.send({ type: 'PLAY' });
    await flush();
    expect(at(g)).toBe('main.learn.showing');
    expect(g.api.lesson).toHaveBeenCalledWith(41);
    expect(ctx(g).lesson!.id).toBe(41);
    g.actor.send({ type: 'LEARNED' });
    expect(at(g)).toBe('main.learn.saving');
    await flush();
    expect(g.api.markLessonIntroWatched).toHaveBeenCalledWith(9, 41);
    expect(warn).toHaveBeenCalledWith('lesson_intro_watched not saved', expect.any(Error));
    expect(at(g)).toBe('main.answering.idle');
    expect(ctx(g).question!.lesson_intro_watched).toBe(true);
  });

  it('the learn overlay is a help, not a gate: without its lesson the question comes', async () => {
    const g = startGame((r) => (r('mathMap', mathMap()), r('mathGame', game(question(1, { lesson_intro_watched: false }))), r('lesson', new Error('x'))));
    await flush();
    g.actor.send({ type: 'PLAY' });
    await flush();
    expect(at(g)).toBe('main.answering.idle');
  });

  it('no question: back to the map', async () => {
    const g = startGame((r) => (r('mathMap', mathMap()), r('mathGame', game(null))));
    await flush();
    g.actor.send({ type: 'PLAY' });
    await flush();
    expect(at(g)).toBe('main.map.idle');
  });

  it('a failed opening shows the error modal', async () => {
    const g = startGame((r) => (r('mathMap', mathMap()), r('mathGame', httpError(500, 'Oops from the server'))));
    await flush();
    g.actor.send({ type: 'PLAY' });
    await flush();
    expect(ctx(g).error).toBe('Oops from the server');
  });
});

describe('math game: practising a topic (pickskill)', () => {
  it('a picked topic opens the level on its lesson; the HUD keeps the picked name', async () => {
    const g = startGame((r) => (r('mathMap', mathMap()), r('mathGame', game(question(1), 'pickskill')), r('lesson', lessonDetail(41, 'Addition: Add within 10'))));
    await flush();
    g.actor.send({ type: 'OPEN_TOPIC_PICKER' });
    g.actor.send({ type: 'PICK_TOPIC', topic: { lessonId: 41, name: 'Add within 10' } });
    expect(ctx(g).topic).toEqual({ lessonId: 41, name: 'Add within 10' });
    await flush();
    expect(g.api.mathGame).toHaveBeenCalledWith(9, 'ocean', { lesson_id: 41 });
    expect(at(g)).toBe('main.answering.idle');
    expect(ctx(g).topic!.lessonId).toBe(41);
  });

  it('a pickskill game resumed after a reload names its topic from the lesson; other modes drop it', async () => {
    const g = startGame((r) => (r('mathMap', mathMap()), r('mathGame', game(question(1), 'pickskill'))));
    await flush();
    g.actor.send({ type: 'PLAY' });
    await flush();
    expect(ctx(g).topic).toEqual({ lessonId: 41, name: 'your topic' });
    expect(g.actor.getSnapshot().matches({ topicName: 'fetching' })).toBe(true);
    const g2 = startGame((r) => (r('mathMap', mathMap()), r('mathGame', game(question(1), 'pickskill')), r('lesson', lessonDetail(41, 'Add within 10'))));
    await flush();
    g2.actor.send({ type: 'PLAY' });
    await flush();
    expect(ctx(g2).topic).toEqual({ lessonId: 41, name: 'Add within 10' });
    const g3 = startGame((r) => (r('mathMap', mathMap()), r('mathGame', game(question(1), 'pickskill')), r('lesson', new Error('x'))));
    await flush();
    g3.actor.send({ type: 'PLAY' });
    await flush();
    expect(ctx(g3).topic).toEqual({ lessonId: 41, name: 'your topic' });
    const g4 = startGame((r) => (r('mathMap', mathMap()), r('mathGame', game(question(1), 'adaptive'))));
    await flush();
    g4.actor.send({ type: 'OPEN_TOPIC_PICKER' });
    g4.actor.send({ type: 'PICK_TOPIC', topic: { lessonId: 41, name: 'x' } });
    await flush();
    expect(ctx(g4).topic).toBeNull();
  });
});

describe('math game: confirm exit', () => {
  it('on the map: Leave goes to the student picker; Keep playing returns', async () => {
    const g = startGame((r) => r('mathMap', mathMap()));
    await flush();
    g.actor.send({ type: 'OPEN_PETS' });
    g.actor.send({ type: 'EXIT' });
    expect(at(g)).toBe('confirmExit');
    expect(ctx(g).exitFrom).toBe('map');
    g.actor.send({ type: 'STAY' });
    expect(at(g)).toBe('main.map.pets');
    g.actor.send({ type: 'EXIT' });
    g.actor.send({ type: 'CONFIRM_EXIT' });
    expect(g.log.at(-1)).toBe('leave');
  });

  it('in a level: back to the map reloads it; the level state behind the modal is kept', async () => {
    const g = startGame((r) => (r('mathMap', mathMap(), mathMap()), r('mathGame', game(question(1)))));
    await flush();
    g.actor.send({ type: 'PLAY' });
    await flush();
    g.actor.send({ type: 'EXIT' });
    expect(ctx(g).exitFrom).toBe('level');
    expect(mathLevelState(g.actor.getSnapshot())).toBe('answering');
    g.actor.send({ type: 'CONFIRM_EXIT' });
    expect(at(g)).toBe('main.loading');
    await flush();
    expect(at(g)).toBe('main.map.idle');
  });
});
