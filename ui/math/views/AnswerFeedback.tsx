import type { AnswerResponse } from '../../../worker/math/math.contracts';
import { SpeakButton } from '../../components/SpeakButton';
import { answerSpeech } from '../../lib/speech';
import { Gem } from './Gem';
import type { Send } from './view-model';

/**
 * An answer's feedback card (level states answered / explanation / outro): the compliment and
 * the gems earned, or "Nice effort!" and, once `explain`, the right answer with its explanation.
 * Its speaker reads what the card says (issue 18: the explanation too, math as words).
 */
export function AnswerFeedback({ result, compliment, explain, send }: { result: AnswerResponse; compliment: string; explain: boolean; send: Send }) {
  const correct = result.prev_question_correct;
  const showsAnswer = !correct && explain;
  const spoken = showsAnswer ? `${compliment} ${answerSpeech(result.prev_answer?.correct_answer ?? [], result.prev_answer?.explanation)}` : compliment;
  return (
    <div className="overlay-center">
      <div className="card question-card feedback-card stack" role="status" data-testid="answer-feedback" data-correct={String(correct)}>
        {/* The effort words in a warm orange dark enough for large text on white (4.3:1; #e08a00 was 2.7). */}
        <div className="feedback-head">
          <div className="compliment" style={{ color: correct ? undefined : '#b86400' }}>
            {compliment}
          </div>
          <SpeakButton text={spoken} label={showsAnswer ? 'Read the answer aloud' : 'Read this aloud'} testId="speak-feedback" />
        </div>
        {correct ? (
          <p className="muted gem-earned">
            <span className="gem-fly" aria-hidden="true">
              <Gem />
            </span>
            +{result.incentives.earned} gem{result.incentives.earned === 1 ? '' : 's'}
          </p>
        ) : (
          explain && (
            <div className="feedback feedback-bad" data-testid="explanation">
              <div>
                The answer is <strong>{result.prev_answer?.correct_answer.join(', ')}</strong>.
              </div>
              <div>{result.prev_answer?.explanation}</div>
            </div>
          )
        )}
        {(correct || explain) && (
          <button className="btn btn-primary" onClick={() => send({ type: 'NEXT' })} autoFocus data-testid="next-question">
            {correct ? 'Next →' : 'Got it!'}
          </button>
        )}
      </div>
    </div>
  );
}
