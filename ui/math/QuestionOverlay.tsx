import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { PublicQuestion } from '../../worker/math/math.contracts';
import { mathSpeech } from '../../core/speech/math-speech';
import { SpeakButton } from '../components/SpeakButton';
import { cancelSpeech, speak } from '../lib/speech';

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

/** Completeness (spec part 1 section 5): blanks all non-empty after trimming; multiple choice has an answer id. */
export function isAnswerComplete(q: PublicQuestion, blanks: string[], choice: number | null): boolean {
  if (q.question_type === 'M') return choice !== null;
  return blanks.length === q.num_blanks && blanks.every((b) => b.trim().length > 0);
}

/**
 * What "Read to me" says: the question, what its picture shows (the figure's alt), and for
 * multiple choice its choices, as words a child hears properly (core/speech/math-speech.ts:
 * "three fourths", "negative nine"). Each part is turned into words on its own, so a choice can't
 * run into the sentence before it ("8" then "3/4" is not "eight and three fourths").
 */
export function questionSpeech(q: Pick<PublicQuestion, 'text' | 'question_type' | 'answers'> & { figure?: PublicQuestion['figure'] | undefined }): string {
  const parts = [mathSpeech(q.text)];
  if (q.figure) parts.push(mathSpeech(q.figure.alt));
  if (q.question_type === 'M' && q.answers.length > 0) parts.push(`Is it ${q.answers.map((a) => mathSpeech(a.answer_text)).join(', or ')}?`);
  return parts.filter(Boolean).join(' ');
}

/**
 * The figure as an image address: the SVG travels inside a data URL and is shown by an <img>, so
 * its markup never enters the page (an image can't run script or read the page). Percent-encoded,
 * which every browser accepts for SVG (base64 would be a third longer).
 */
export function figureSrc(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/**
 * The lesson's hint, one step at a time (issue 18): steps `0..shown-1` are on screen, each with
 * its own speaker; "Next step" shows one more. Opening a hint costs nothing and tells no answer
 * (the steps are the lesson's, not the question's).
 */
function HintPanel({ steps, shown, onNext, id }: { steps: readonly string[]; shown: number; onNext: () => void; id: string }) {
  const last = useRef<HTMLLIElement | null>(null);
  // A step added below the fold of a small screen scrolls into view (the card scrolls, not the page).
  useEffect(() => {
    last.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [shown]);
  return (
    <div className="hint-panel" id={id} role="region" aria-label="Hint" data-testid="hint-panel">
      <ol className="hint-steps">
        {steps.slice(0, shown).map((step, i) => (
          <li key={i} ref={i === shown - 1 ? last : undefined} className="hint-step" data-testid={`hint-step-${i}`}>
            <span className="hint-step-number" aria-hidden="true">
              {i + 1}
            </span>
            <span className="hint-step-text">{step}</span>
            <SpeakButton text={step} label={`Read step ${i + 1} aloud`} testId={`speak-hint-${i}`} />
          </li>
        ))}
      </ol>
      {shown < steps.length && (
        <button type="button" className="btn btn-ghost btn-small hint-next" onClick={onNext} data-testid="hint-next">
          Next step
        </button>
      )}
    </div>
  );
}

/** A light bulb: the hint button's picture. */
function HintIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M12 3a6 6 0 0 0-3.6 10.8c.7.5 1.1 1.3 1.1 2.2h5c0-.9.4-1.7 1.1-2.2A6 6 0 0 0 12 3z" fill="#ffc83d" stroke="#1d2b4f" strokeWidth="2" strokeLinejoin="round" />
      <path d="M9.5 19h5M10.5 21.5h3" stroke="#1d2b4f" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** Which button sent the answer now on its way to the server (`null`: none is). */
export type Checking = 'answer' | 'dont_know' | null;

/**
 * The question card over the canvas: the question's picture (if any) above the text,
 * fill-in-the-blank inputs inline in the text, or lettered choices; Check, "I don't know",
 * read-aloud and the lesson's hint. Answerable by keyboard alone.
 *
 * `autoRead` (issue 18, ui/lib/speech.ts shouldAutoRead): the question and its choices are read
 * aloud as the card appears, for the youngest students. The card is mounted once per question
 * (key = question id), so each new question is read once; leaving it stops the reading.
 *
 * `checking` (issue 13 bug 11): while the server judges, the button that sent the answer stays
 * pressed with "Checking…" (aria-busy) in the same frame as the tap, both buttons are disabled
 * against a second submit and the answer cannot change; the verdict is the server's alone.
 */
export function QuestionOverlay({
  question,
  busy,
  checking = null,
  notice,
  onSubmit,
  autoRead = false,
}: {
  question: PublicQuestion;
  busy: boolean;
  checking?: Checking;
  notice: string | null;
  onSubmit: (a: SubmittedAnswer) => void;
  autoRead?: boolean;
}) {
  const [blanks, setBlanks] = useState<string[]>(() => Array.from({ length: question.num_blanks }, () => ''));
  const [choice, setChoice] = useState<number | null>(null);
  const [hintOpen, setHintOpen] = useState(false);
  const [hintShown, setHintShown] = useState(1);
  const firstInput = useRef<HTMLInputElement | HTMLButtonElement | null>(null);
  const titleId = useId();
  const hintId = useId();
  const hints = question.hints;
  const spoken = questionSpeech(question);

  // The parent renders one overlay per question (key = question id), so state starts fresh.
  useEffect(() => {
    firstInput.current?.focus();
  }, []);

  // Read once when the card appears (the overlay is keyed by question id), stop when it goes:
  // an answered question must not keep talking over the feedback.
  useEffect(() => {
    if (autoRead) speak(spoken);
    return () => cancelSpeech();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per mounted question, not when the option is re-read
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
    <form className="card question-card" onSubmit={submit} aria-labelledby={titleId} data-testid="question-card" data-question-id={question.id} data-lesson-id={question.math_lesson.id}>
      <div className="question-head">
        <span className="muted question-lesson">{lessonTitle(question.math_lesson.name)}</span>
        <div className="question-tools">
          {hints.length > 0 && (
            <button
              type="button"
              className={`btn btn-ghost btn-small hint-toggle${hintOpen ? ' hint-toggle-open' : ''}`}
              aria-expanded={hintOpen}
              aria-controls={hintOpen ? hintId : undefined}
              onClick={() => setHintOpen(!hintOpen)}
              data-testid="hint-toggle"
            >
              <HintIcon /> Hint
            </button>
          )}
          <SpeakButton text={spoken} label="Read the question aloud" testId="speak-question">
            Read to me
          </SpeakButton>
        </div>
      </div>
      {question.figure && (
        <div className="question-figure">
          <img src={figureSrc(question.figure.svg)} alt={question.figure.alt} data-testid="question-figure" draggable={false} />
        </div>
      )}
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
      {hintOpen && hints.length > 0 && <HintPanel id={hintId} steps={hints} shown={hintShown} onNext={() => setHintShown(Math.min(hints.length, hintShown + 1))} />}
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
        <div className="feedback feedback-invalid feedback-with-speaker" role="status" data-testid="question-notice">
          <span>{notice}</span>
          <SpeakButton text={notice} label="Read this message aloud" testId="speak-notice" />
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
