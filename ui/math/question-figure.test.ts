import { describe, expect, it } from 'vitest';
import { figureSrc, questionSpeech } from './QuestionOverlay';

const clock = { svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><title>A clock &amp; hands</title></svg>', alt: 'A clock. The hour hand points to 3 and the minute hand to 12.' };

describe('questionSpeech (issue 18: the picture and the choices are read too)', () => {
  it('reads the question, what the picture shows, then the choices, each as words', () => {
    const q = { text: 'What time does the clock show?', question_type: 'M' as const, answers: [{ id: 1, answer_text: '3:00' }, { id: 2, answer_text: '12:15' }], figure: clock };
    expect(questionSpeech(q)).toBe('What time does the clock show? A clock. The hour hand points to three and the minute hand to twelve. Is it three o\'clock, or twelve fifteen?');
  });

  it('reads no picture when there is none, and no choices for blanks', () => {
    expect(questionSpeech({ text: '___ + 2 = 5', question_type: 'BLNK', answers: [], figure: null })).toBe('blank plus two equals five');
  });

  it('keeps a choice apart from the sentence before it ("8" then "3/4" is not "eight and three fourths")', () => {
    expect(questionSpeech({ text: 'Which is 8', question_type: 'M', answers: [{ id: 1, answer_text: '3/4' }], figure: null })).toBe('Which is eight Is it three fourths?');
  });
});

describe('figureSrc', () => {
  it('puts the SVG in a percent-encoded data URL that decodes back to the same markup', () => {
    const src = figureSrc(clock.svg);
    expect(src.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    expect(src).not.toMatch(/[<>"#]/);
    expect(decodeURIComponent(src.slice('data:image/svg+xml;charset=utf-8,'.length))).toBe(clock.svg);
  });
});
