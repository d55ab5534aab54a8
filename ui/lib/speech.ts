/**
 * Read aloud (issue 18 "read aloud, everything"): the one place the client speaks, through the
 * browser's speech synthesis. Every text goes through `mathSpeech` (core/speech/math-speech.ts)
 * here, so "3/4" is said "three fourths" wherever it comes from: a question, a hint step, an
 * explanation, a notice. `mathSpeech` is idempotent on its own output (speech.test.ts), so a
 * text already turned into words (questionSpeech) may pass through it again.
 *
 * The browser's engine is the only side effect; the functions take it as an optional argument
 * (`host`, the window by default) so tests drive them with a fake, and they do nothing where
 * there is no speech synthesis (an old browser, a test without a DOM).
 */
import { mathSpeech } from '../../core/speech/math-speech';

/** A little slower than the engine's default: the listeners are 4 to 8 years old. */
export const SPEECH_RATE = 0.9;

/** Pre-K (13), kindergarten (14) and grade 1: children who cannot read a question yet (issue 18). */
export const AUTO_READ_GRADES: readonly number[] = Object.freeze([13, 14, 1]);

/** What speaking needs of the window; a test passes a fake. */
export interface SpeechHost {
  speechSynthesis?: Pick<SpeechSynthesis, 'speak' | 'cancel'>;
  SpeechSynthesisUtterance?: new (text: string) => SpeechSynthesisUtterance;
}

function windowHost(): SpeechHost | undefined {
  return typeof window === 'undefined' ? undefined : window;
}

/** Whether `host` (the window by default) can speak; the speaker buttons hide when it can't. */
export function canSpeak(host: SpeechHost | undefined = windowHost()): boolean {
  return !!host?.speechSynthesis && typeof host.SpeechSynthesisUtterance === 'function';
}

/**
 * Says `text` aloud as words (`mathSpeech`), at {@link SPEECH_RATE}, after stopping whatever was
 * being said (a second tap starts over instead of queueing). Does nothing without speech
 * synthesis or for a text with no words.
 */
export function speak(text: string, host: SpeechHost | undefined = windowHost()): void {
  if (!canSpeak(host)) return;
  const words = mathSpeech(text);
  if (!words) return;
  const synth = host!.speechSynthesis!;
  synth.cancel();
  const utterance = new host!.SpeechSynthesisUtterance!(words);
  utterance.rate = SPEECH_RATE;
  synth.speak(utterance);
}

/** Stops any speech (a question left before its reading ended). Does nothing without speech synthesis. */
export function cancelSpeech(host: SpeechHost | undefined = windowHost()): void {
  if (canSpeak(host)) host!.speechSynthesis!.cancel();
}

/**
 * Whether a new question is read aloud by itself: for Pre-K, K and grade 1 students, unless the
 * parent turned the option off in My Account. An unknown grade (not set yet, or the screen has
 * not read it yet) reads nothing: a reading that starts unasked is worse than one that doesn't.
 */
export function shouldAutoRead({ grade, autoReadAloud }: { grade: number | null | undefined; autoReadAloud: boolean }): boolean {
  return autoReadAloud && grade != null && AUTO_READ_GRADES.includes(grade);
}

/** What a speaker on a worked answer says: "The answer is 7. Three and four make seven." */
export function answerSpeech(correctAnswer: readonly string[], explanation: string | null | undefined): string {
  const answer = correctAnswer.length > 0 ? `The answer is ${correctAnswer.join(', ')}.` : '';
  return [answer, explanation?.trim() ?? ''].filter(Boolean).join(' ');
}
