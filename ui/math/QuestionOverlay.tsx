import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { PublicQuestion } from '../../worker/math/math.contracts';
import { mathSpeech } from '../../core/speech/math-speech';

export interface SubmittedAnswer {
  answer_id?: number;
  answer_data?: string[];
  dont_know?: boolean;
}

const LETTERS = ['A', 'B', 'C', 'D', 'E'];

/** A lesson's name without the worked example some names carry in brackets. */
export function lessonTitle(name: string): string {
  return name.replace(/\s*\(.*\)\s*$/, '');
}

function SpeakerIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
      <path d="M4 9h4l5-4v14l-5-4H4z" fill="#1b8fd6" stroke="#1d2b4f" strokeWidth="2" strokeLinejoin="round" />
      <path d="M16 9a4 4 0 0 1 0 6M18.5 6.5a7.5 7.5 0 0 1 0 11" fill="none" stroke="#1d2b4f" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** Completeness (spec part 1 section 5): blanks all non-empty after trimming; multiple choice has an answer id. */
export function isAnswerComplete(q: PublicQuestion, blanks: string[], choice: number | null): boolean {
  if (q.question_type === 'M') return choice !== null;
  return blanks.length === q.num_blanks && blanks.every((b) => b.trim().length > 0);
}

/**
 * What "Read to me" says: the question, and for multiple choice its choices, as words a child
 * hears properly (core/speech/math-speech.ts: "three fourths", "negative nine").
 */
export function questionSpeech(q: Pick<PublicQuestion, 'text' | 'question_type' | 'answers'>): string {
  const stem = mathSpeech(q.text);
  if (q.question_type !== 'M' || q.answers.length === 0) return stem;
  return `${stem} Is it ${q.answers.map((a) => mathSpeech(a.answer_text)).join(', or ')}?`;
}

function speak(spoken: string) {
  if (!('speechSynthesis' in window)) return;
  window.speechSynthesis.cancel();
  const u = new SpeechSynthesisUtterance(spoken);
  u.rate = 0.9;
  window.speechSynthesis.speak(u);
}

/** Which button sent the answer now on its way to the server (`null`: none is). */
export type Checking = 'answer' | 'dont_know' | null;

/**
 * The question card over the canvas: fill-in-the-blank inputs inline in the text, or lettered
 * choices; Check, "I don't know" and read-aloud. Answerable by keyboard alone.
 *
 * `checking` (issue 13 bug 11): while the server judges, the button that sent the answer stays
 * pressed with "Checking…" (aria-busy) in the same frame as the tap, both buttons are disabled
 * against a second submit and the answer cannot change; the verdict is the server's alone.
 */
export function QuestionOverlay({ question, busy, checking = null, notice, onSubmit }: { question: PublicQuestion; busy: boolean; checking?: Checking; notice: string | null; onSubmit: (a: SubmittedAnswer) => void }) {
  const [blanks, setBlanks] = useState<string[]>(() => Array.from({ length: question.num_blanks }, () => ''));
  const [choice, setChoice] = useState<number | null>(null);
  const firstInput = useRef<HTMLInputElement | HTMLButtonElement | null>(null);
  const titleId = useId();

  // The parent renders one overlay per question (key = question id), so state starts fresh.
  useEffect(() => {
    firstInput.current?.focus();
  }, []);

  const complete = isAnswerComplete(question, blanks, choice);

  function submit(e?: FormEvent) {
    e?.preventDefault();
    if (!complete || busy) return;
    onSubmit(question.question_type === 'M' ? { answer_id: choice! } : { answer_data: blanks.map((b) => b.trim()) });
  }

  function onChoiceKey(e: KeyboardEvent<HTMLDivElement>) {
    const idx = question.answers.findIndex((a) => a.id === choice);
    const letter = LETTERS.indexOf(e.key.toUpperCase());
    if (checking) return;
    if (letter >= 0 && letter < question.answers.length) setChoice(question.answers[letter]!.id);
    else if (e.key === 'ArrowRight' || e.key === 'ArrowDown') setChoice(question.answers[(idx + 1) % question.answers.length]!.id);
    else if (e.key === 'ArrowLeft' || e.key === 'ArrowUp') setChoice(question.answers[(idx - 1 + question.answers.length) % question.answers.length]!.id);
    else return;
    e.preventDefault();
  }

  const parts = question.text.split('___');
  let blankIndex = -1;
  return (
    <form className="card question-card" onSubmit={submit} aria-labelledby={titleId} data-testid="question-card" data-question-id={question.id}>
      <div className="row" style={{ justifyContent: 'space-between' }}>
        <span className="muted">{lessonTitle(question.math_lesson.name)}</span>
        <button type="button" className="btn btn-ghost btn-small" onClick={() => speak(questionSpeech(question))} aria-label="Read the question aloud">
          <SpeakerIcon /> Read to me
        </button>
      </div>
      <div id={titleId} className="question-text" data-testid="question-text">
        {question.question_type === 'BLNK'
          ? parts.map((part, i) => {
              if (i === parts.length - 1) return <span key={i}>{part}</span>;
              blankIndex += 1;
              const b = blankIndex;
              return (
                <span key={i}>
                  {part}
                  <input
                    ref={b === 0 ? (el) => void (firstInput.current = el) : undefined}
                    className="blank-input"
                    aria-label={question.num_blanks > 1 ? `Blank ${b + 1}` : 'Your answer'}
                    inputMode="text"
                    autoComplete="off"
                    maxLength={12}
                    readOnly={checking !== null}
                    value={blanks[b] ?? ''}
                    onChange={(e) => setBlanks(blanks.map((v, j) => (j === b ? e.target.value : v)))}
                    data-testid={`blank-${b}`}
                  />
                </span>
              );
            })
          : question.text}
      </div>
      {question.question_type === 'M' && (
        <div className="choices" role="radiogroup" aria-labelledby={titleId} onKeyDown={onChoiceKey}>
          {question.answers.map((a, i) => (
            <button
              key={a.id}
              ref={i === 0 ? (el) => void (firstInput.current = el) : undefined}
              type="button"
              role="radio"
              aria-checked={choice === a.id}
              tabIndex={choice === a.id || (choice === null && i === 0) ? 0 : -1}
              className="choice"
              onClick={() => checking === null && setChoice(a.id)}
              data-testid={`choice-${i}`}
            >
              <span className="letter" aria-hidden="true">
                {LETTERS[i]}
              </span>
              {a.answer_text}
            </button>
          ))}
        </div>
      )}
      {notice && (
        <div className="feedback feedback-invalid" role="status" data-testid="question-notice">
          {notice}
        </div>
      )}
      <div className="row" style={{ justifyContent: 'center', marginTop: 16 }}>
        <button type="button" className={`btn btn-ghost${checking === 'dont_know' ? ' btn-checking' : ''}`} disabled={busy} aria-busy={checking === 'dont_know'} onClick={() => onSubmit({ dont_know: true })} data-testid="dont-know">
          {checking === 'dont_know' ? 'Checking…' : "I don't know"}
        </button>
        <button type="submit" className={`btn btn-green${checking === 'answer' ? ' btn-checking' : ''}`} disabled={!complete || busy} aria-busy={checking === 'answer'} data-testid="check-answer">
          {checking === 'answer' ? 'Checking…' : 'Check'}
        </button>
      </div>
    </form>
  );
}
