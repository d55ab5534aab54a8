/**
 * The subjects' quiz modal (issue 15 contract 5b): N questions, each judged by the server through
 * `judge`, right or wrong said kindly (a wrong answer shows the right one and offers to look back
 * at the page that tells), then a summary; it finishes with the attempt's outcome. The flow is the
 * quiz statechart (quiz.machine.ts); this component renders its states.
 */
import { useEffect, useState } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { quizMachine, type Judgement, type QuizAttemptLike, type QuizOptions, type QuizQuestionLike } from './quiz.machine';
import './subjects.css';

export interface QuizModalProps extends QuizOptions {
  title: string;
  questions: QuizQuestionLike[];
  judge: (questionId: number, answerId: number) => Promise<Judgement>;
  onOutcome: (outcome: 'beat' | 'fail', attempt: QuizAttemptLike) => void;
  /** "Look back at page N": the screen shows the page (the modal stays mounted, hidden by the screen). */
  onLookBack?: (page_number: number) => void;
  /** Kind words after a right answer, varied by question (reading's by default). */
  praise?: string[];
  /** The wrong answer's words (retryWrong: the child tries again; else the right one shows in green). */
  wrongText?: string;
}

/** Kind words after a right answer, varied by question. */
const RIGHT = ['You got it!', 'Yes! Great reading!', 'Super! That is right!'];

export function QuizModal({ title, questions, judge, onOutcome, onLookBack, praise = RIGHT, wrongText, retryWrong = false, summary = true }: QuizModalProps) {
  const [machine] = useState(() => quizMachine.provide({ actors: { judge: fromPromise(({ input }) => judge(input.questionId, input.answerId)) } }));
  const [snapshot, send] = useMachine(machine, { input: { questions, retryWrong, summary } });
  const c = snapshot.context;
  const q = c.questions[c.index]!;
  const state = String(snapshot.value);

  useEffect(() => {
    if (snapshot.status === 'done' && snapshot.output) onOutcome(snapshot.output.outcome, snapshot.output.attempt);
    // Once, when the quiz ends.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [snapshot.status]);

  if (state === 'summary' || state === 'finished') {
    const right = c.attempt?.correct ?? 0;
    return (
      <div className="card modal stack quiz-card" role="dialog" aria-modal="true" aria-labelledby="quiz-title" data-testid="quiz-modal" data-quiz-state="summary">
        <h2 id="quiz-title">
          You got {right} of {c.questions.length}!
        </h2>
        <div className="quiz-dots" aria-hidden="true">
          {c.questions.map((qq, i) => (
            <span key={qq.id} className={i < right ? 'quiz-dot quiz-dot-star' : 'quiz-dot'} />
          ))}
        </div>
        <button className="btn btn-green quiz-next" autoFocus onClick={() => send({ type: 'NEXT' })} data-testid="quiz-continue">
          Continue
        </button>
      </div>
    );
  }

  const feedback = state === 'feedback' ? c.result : null;
  return (
    <div className="card modal stack quiz-card" role="dialog" aria-modal="true" aria-labelledby="quiz-title" data-testid="quiz-modal" data-quiz-state={state} data-question={q.id}>
      <p className="quiz-count">
        {title} · Question {c.index + 1} of {c.questions.length}
      </p>
      <h2 id="quiz-title" className="quiz-prompt">
        {q.prompt}
      </h2>
      <div className="quiz-answers" role="radiogroup" aria-label="Answers">
        {q.answers.map((a) => {
          // Trying again, the right answer is not given away: only the wrong choice is marked.
          const mark = feedback ? (a.id === c.chosen ? (feedback.correct ? 'right' : 'wrong') : a.id === feedback.correct_answer_id && !retryWrong ? 'right' : null) : null;
          const ruledOut = c.ruledOut.includes(a.id);
          return (
            <button
              key={a.id}
              className={`quiz-answer${mark ? ` quiz-answer-${mark}` : ''}${ruledOut ? ' quiz-answer-out' : ''}`}
              role="radio"
              aria-checked={c.chosen === a.id}
              disabled={state !== 'asking' || ruledOut}
              onClick={() => send({ type: 'CHOOSE', answerId: a.id })}
              data-testid="quiz-answer"
              data-answer={a.id}
            >
              {a.text}
            </button>
          );
        })}
      </div>
      {c.notice && (
        <p className="feedback feedback-invalid" role="alert">
          {c.notice}
        </p>
      )}
      {feedback && (
        <div className={`quiz-feedback ${feedback.correct ? 'quiz-feedback-right' : 'quiz-feedback-wrong'}`} role="status" data-testid="quiz-feedback" data-correct={String(feedback.correct)}>
          <p>{feedback.correct ? praise[c.index % praise.length] : (wrongText ?? (retryWrong ? 'Not quite! Think about the film and try again.' : 'Not quite. The green answer is the right one.'))}</p>
          {feedback.correct && feedback.explanation && <p className="quiz-explanation">{feedback.explanation}</p>}
          <div className="row quiz-actions">
            {!feedback.correct && onLookBack && (
              <button className="btn btn-ghost" onClick={() => onLookBack(q.page_number)} data-testid="quiz-look-back">
                Look back at page {q.page_number}
              </button>
            )}
            <button className="btn btn-primary quiz-next" autoFocus onClick={() => send({ type: 'NEXT' })} data-testid="quiz-next">
              {retryWrong && !feedback.correct ? 'Try again' : 'Next'}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
