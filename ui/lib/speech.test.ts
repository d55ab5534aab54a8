import { describe, expect, it } from 'vitest';
import { SKILLS } from '../../worker/math/bank';
import { mathSpeech } from '../../core/speech/math-speech';
import { answerSpeech, cancelSpeech, canSpeak, shouldAutoRead, speak, SPEECH_RATE, type SpeechHost } from './speech';

/** A fake of the browser's speech engine (the edge): records what it was asked to say. */
function fakeHost() {
  const said: { text: string; rate: number }[] = [];
  let cancels = 0;
  class Utterance {
    rate = 1;
    constructor(public text: string) {}
  }
  const host = {
    speechSynthesis: {
      speak: (u: SpeechSynthesisUtterance) => void said.push({ text: u.text, rate: u.rate }),
      cancel: () => void (cancels += 1),
    },
    SpeechSynthesisUtterance: Utterance as unknown as new (text: string) => SpeechSynthesisUtterance,
  } satisfies SpeechHost;
  return { host, said, cancels: () => cancels };
}

describe('speak', () => {
  it('says the math as words, a little slower, after stopping what was being said', () => {
    const { host, said, cancels } = fakeHost();
    speak('What is 3/4 of 8?', host);
    expect(said).toEqual([{ text: 'What is three fourths of eight?', rate: SPEECH_RATE }]);
    expect(SPEECH_RATE).toBe(0.9);
    expect(cancels()).toBe(1);
  });

  it('does nothing where the browser cannot speak, or for a text without words', () => {
    expect(canSpeak({})).toBe(false);
    expect(canSpeak(undefined)).toBe(false);
    expect(() => speak('1 + 1', {})).not.toThrow();
    expect(() => cancelSpeech({})).not.toThrow();
    const { host, said } = fakeHost();
    speak('   ', host);
    expect(said).toEqual([]);
  });

  it('cancelSpeech stops the engine', () => {
    const { host, cancels } = fakeHost();
    cancelSpeech(host);
    expect(cancels()).toBe(1);
  });

  // speak() runs every text through mathSpeech, also texts already turned into words
  // (questionSpeech): that is only safe because mathSpeech leaves its own output as it is.
  it('mathSpeech is idempotent on every bank text it speaks', () => {
    const changed: string[] = [];
    for (const skill of SKILLS) {
      for (const lesson of skill.lessons) {
        const q = lesson.generate(1);
        for (const text of [q.text, q.explanation, q.figure?.alt ?? '', ...q.answers.map((a) => a.answer_text), ...(lesson.hints ?? [])]) {
          const words = mathSpeech(text);
          if (mathSpeech(words) !== words) changed.push(text);
        }
      }
    }
    expect(changed).toEqual([]);
  });
});

describe('shouldAutoRead', () => {
  it.each([
    [13, true, true],
    [14, true, true],
    [1, true, true],
    [2, true, false],
    [8, true, false],
    [0, true, false],
    [null, true, false],
    [undefined, true, false],
    [13, false, false],
    [14, false, false],
    [1, false, false],
  ])('grade %s with the option %s reads: %s', (grade, autoReadAloud, expected) => {
    expect(shouldAutoRead({ grade, autoReadAloud })).toBe(expected);
  });
});

describe('answerSpeech', () => {
  it('says the answer then the explanation', () => {
    expect(answerSpeech(['7'], 'Three and four make seven.')).toBe('The answer is 7. Three and four make seven.');
    expect(answerSpeech(['2', '5'], '')).toBe('The answer is 2, 5.');
    expect(answerSpeech([], 'Count them.')).toBe('Count them.');
    expect(answerSpeech([], null)).toBe('');
  });
});
