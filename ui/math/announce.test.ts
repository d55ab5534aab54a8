import { describe, expect, it } from 'vitest';
import { announcement, announceView, type AnnounceView } from './announce';
import { answerReply, flush, game, mathMap, question, startGame } from './math-game.test-support';

const at = (path: string, more: Partial<AnnounceView> = {}): AnnounceView => ({ path, level: 3, levelTitle: 'Counting Fish', answer: null, completed: null, ...more });

describe('live region announcements (issue 21 part 6)', () => {
  it('says which level is next when the map arrives, once', () => {
    expect(announcement(null, at('main.map.idle'))).toBe('The map. Your level is level 3: Counting Fish.');
    expect(announcement(at('main.loading'), at('main.map.idle'))).toBe('The map. Your level is level 3: Counting Fish.');
    // Opening and closing the map's overlays is not news.
    expect(announcement(at('main.map.idle'), at('main.map.pets'))).toBeNull();
    expect(announcement(at('main.map.pets'), at('main.map.idle'))).toBeNull();
    expect(announcement(at('confirmExit'), at('main.map.idle'))).toBeNull();
  });

  it('says the level chosen when it starts opening, not when a question is reopened', () => {
    expect(announcement(at('main.map.idle'), at('main.opening'))).toBe('Level 3: Counting Fish. Here we go!');
    expect(announcement(at('main.map.idle'), at('main.openingIntro', { level: 1, levelTitle: '' }))).toBe('Level 1. Here we go!');
    expect(announcement(at('main.answering.idle'), at('main.opening'))).toBeNull();
  });

  it('says right with the gems earned and the total, or wrong', () => {
    const right = at('main.answered.complimenting', { answer: { correct: true, earned: 1, gems: 37 } });
    expect(announcement(at('main.answering.submitting'), right)).toBe('Right! You earned 1 gem. You have 37 gems.');
    const wrong = at('main.answered.effort', { answer: { correct: false, earned: 0, gems: 36 } });
    expect(announcement(at('main.answering.submitting'), wrong)).toBe('Not quite right this time.');
    // Moving within the feedback (e.g. to the explanation) says nothing again.
    expect(announcement(wrong, { ...wrong, path: 'main.answered.explaining' })).toBeNull();
  });

  it('says a level is complete with its gems and a pet egg', () => {
    const done = at('main.complete.modal', { completed: { level: 3, gems: 16, egg: true } });
    expect(announcement(at('main.answered.complimenting'), done)).toBe('Level 3 complete! You earned 16 gems. You found a pet egg!');
    expect(announcement(at('main.answered.complimenting'), { ...done, completed: { level: 4, gems: 1, egg: false } })).toBe('Level 4 complete! You earned 1 gem.');
    expect(announcement(done, { ...done, path: 'main.complete.hatching' })).toBeNull();
  });
});

describe('announcements read from the real statechart (fake API, as math-game tests do)', () => {
  it('the map, the level chosen and a right answer, in that order', async () => {
    const g = startGame((r) => {
      r('mathMap', mathMap(), mathMap());
      r('mathGame', game(question(1)));
      r('answer', answerReply('correct'));
    });
    const said: string[] = [];
    let prev: AnnounceView | null = null;
    const note = () => {
      const next = announceView(g.actor.getSnapshot());
      const text = announcement(prev, next);
      if (text) said.push(text);
      prev = next;
    };
    g.actor.subscribe(note);
    note();
    await flush();
    g.actor.send({ type: 'PLAY' });
    await flush();
    g.actor.send({ type: 'SUBMIT', answer: { answer_data: ['2'] } });
    await flush();
    expect(said).toEqual(['The map. Your level is level 2: Level 2.', 'Level 2: Level 2. Here we go!', 'Right! You earned 1 gem. You have 8 gems.']);
  });
});
