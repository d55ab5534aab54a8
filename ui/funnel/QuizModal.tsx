/**
 * firstQuiz / secondQuiz: a real question of the math bank for the chosen grade, judged by the
 * server (contracts.md funnel_quiz). Reuses the game's QuestionOverlay; a wrong answer shows the
 * server's explanation before the film goes on.
 */
import type { FunnelContext, FunnelEvent } from './funnel.machine';
import { QuestionOverlay } from '../math/QuestionOverlay';
import { FunnelCard } from './FunnelCard';

export function QuizModal({ sub, context: c, send }: { sub: string; context: FunnelContext; send: (e: FunnelEvent) => void }) {
  const testId = c.lpState;
  if (sub === 'loading') {
    return (
      <FunnelCard title="Getting a question ready…" testId={testId}>
        <div className="funnel-spinner" aria-hidden="true" />
      </FunnelCard>
    );
  }
  if (sub === 'loadFailed') {
    return (
      <FunnelCard title="Oops, the question didn't load" lead="We're sorry something went wrong. Please try again." testId={testId}>
        <div className="funnel-choices">
          <button className="btn btn-primary funnel-choice" autoFocus onClick={() => send({ type: 'retry' })}>
            Try again
          </button>
          <button className="btn btn-ghost funnel-choice" onClick={() => send({ type: 'continue' })}>
            Skip it
          </button>
        </div>
      </FunnelCard>
    );
  }
  if (sub === 'explaining' && c.verdict) {
    return (
      <FunnelCard title="Good try! Let's see how it works." testId={testId}>
        <p className="funnel-answer">
          The answer is <strong>{c.verdict.correct_answer.join(', ')}</strong>.
        </p>
        {c.verdict.explanation && <p className="funnel-explanation">{c.verdict.explanation}</p>}
        <button className="btn btn-green funnel-next" autoFocus onClick={() => send({ type: 'continue' })} data-testid="quiz-continue">
          Got it!
        </button>
      </FunnelCard>
    );
  }
  if (!c.question) return null;
  return (
    <div className="funnel-modal funnel-quiz" data-testid={`funnel-modal-${testId}`}>
      <QuestionOverlay key={c.question.id} question={c.question} busy={sub === 'judging'} checking={sub === 'judging' ? 'answer' : null} notice={c.errors.quiz || null} onSubmit={(answer) => send({ type: 'answer', answer })} />
    </div>
  );
}
