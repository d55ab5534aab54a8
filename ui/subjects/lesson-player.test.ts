import { describe, expect, it } from 'vitest';
import { cueStates, nextVideoState, toVideoRef } from './lesson-player';

describe('lesson player (pure parts)', () => {
  it('turns the contract video into the engine reference (own with captions, Vimeo by id)', () => {
    expect(toVideoRef({ source: 'own', url: '/assets/video/reading/readIntro.webm', captions_url: '/c.vtt' })).toEqual({ source: 'own', id: '/assets/video/reading/readIntro.webm', src: '/assets/video/reading/readIntro.webm', captions: '/c.vtt' });
    expect(toVideoRef({ source: 'vimeo', vimeo_id: 76979871 })).toEqual({ source: 'vimeo', id: '76979871' });
    expect(() => toVideoRef({ source: 'vimeo' })).toThrow(/vimeo_id/);
    expect(() => toVideoRef({ source: 'own' })).toThrow(/url/);
  });

  it('registers the cues as video state objects in time order', () => {
    const data = (state: string) => ({ state, next_state: 'question', next_sub_state: 1 });
    expect(cueStates([{ time_s: 9, data: data('b') }, { time_s: 3, data: data('a') }])).toEqual([
      { state: 'a', next_cue_point: 3, video_action: 'play', next_state: 'question', next_sub_state: 1 },
      { state: 'b', next_cue_point: 9, video_action: 'play', next_state: 'question', next_sub_state: 1 },
    ]);
  });

  it('video states: intro -> playing -> quizTime at a holding cue -> playing -> ended; a refused autoplay needs a tap', () => {
    let s = nextVideoState('intro', { type: 'refused' });
    expect(s).toBe('needsTap');
    s = nextVideoState(s, { type: 'played' });
    expect(s).toBe('playing');
    expect(nextVideoState(s, { type: 'cue', holds: false })).toBe('playing');
    s = nextVideoState(s, { type: 'cue', holds: true });
    expect(s).toBe('quizTime');
    expect(nextVideoState(s, { type: 'played' })).toBe('playing');
    s = nextVideoState(s, { type: 'resumed' });
    expect(s).toBe('playing');
    s = nextVideoState(s, { type: 'ended' });
    expect(s).toBe('ended');
    expect(nextVideoState(s, { type: 'played' })).toBe('ended');
    expect(nextVideoState('intro', { type: 'resumed' })).toBe('intro');
  });
});
