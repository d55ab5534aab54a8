import { useCallback, useEffect, useState } from 'react';
import type { PetGame, PetGameAnswerResponse, StudentPet } from '../../worker/pets/pets.contracts';
import { SpeakButton } from '../components/SpeakButton';
import { ApiError } from '../lib/api';
import { answerSpeech } from '../lib/speech';
import { QuestionOverlay, type SubmittedAnswer } from '../math/QuestionOverlay';
import { playEffect } from '../sound/sound';
import { GemIcon, TreatIcon } from './GemIcon';
import { PetAvatar } from './PetAvatar';
import { petsApi } from './pets-api';
import './pets.css';

type State =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'asking'; game: PetGame; notice: string | null }
  | { kind: 'answered'; result: PetGameAnswerResponse['data'] };

/**
 * The pet game overlay (spec part 1 section 2 "pet game overlay"; game mode "pet"): practice
 * questions that feed the pet. The pet waits beside the question with its food meter; a correct
 * answer is a treat (the pet bounces) and a gem, a wrong one shows the answer, nothing is lost.
 * When the pet is full for the day it says so. The server judges and pays (worker/pets/pet-game).
 *
 * @param onGems called with the new gem balance after each answer
 */
export function PetGameOverlay({ studentId, pet: initialPet, onClose, onGems }: { studentId: number; pet: StudentPet; onClose: () => void; onGems: (gems: number) => void }) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [pet, setPet] = useState(initialPet);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    try {
      const data = await petsApi.petGame(studentId, initialPet.id);
      setPet(data.student_pet);
      setState({ kind: 'asking', game: data.pet_game, notice: null });
    } catch (e) {
      setState({ kind: 'error', message: e instanceof ApiError ? e.message : 'We could not start the pet game.' });
    }
  }, [studentId, initialPet.id]);

  useEffect(() => {
    // Loading from the server is this effect's job; state is set when the answer arrives.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void load();
  }, [load]);

  async function submit(questionId: number, answer: SubmittedAnswer) {
    if (busy) return;
    setBusy(true);
    try {
      const result = await petsApi.answer(studentId, pet.id, questionId, answer);
      setPet(result.student_pet);
      onGems(result.incentives.gems);
      if (result.result === 'invalid') {
        setState({ kind: 'asking', game: result.pet_game, notice: result.message });
        return;
      }
      playEffect(result.prev_question_correct ? 'gem' : 'tryAgain');
      setState({ kind: 'answered', result });
    } catch (e) {
      if (e instanceof ApiError && e.status === 409) await load();
      else if (state.kind === 'asking') setState({ ...state, notice: e instanceof ApiError ? e.message : 'Something went wrong. Please try again.' });
    } finally {
      setBusy(false);
    }
  }

  const game = state.kind === 'asking' ? state.game : state.kind === 'answered' ? state.result.pet_game : null;
  const fed = pet.fed_today;
  const happy = state.kind === 'answered' && state.result.prev_question_correct === true;
  return (
    <div className="modal-backdrop pets-backdrop" onKeyDown={(e) => e.key === 'Escape' && onClose()}>
      <div className="card pet-game" role="dialog" aria-modal="true" aria-labelledby="pet-game-title" data-testid="pet-game">
        <div className="all-pets-head">
          <h2 id="pet-game-title" className="pets-title">
            Feed {pet.name}!
          </h2>
          <button type="button" className="btn btn-ghost btn-small" onClick={onClose} data-testid="pet-game-close">
            Done
          </button>
        </div>
        <div className="pg-layout">
          <div className="pg-pet">
            <div className={`pg-pet-art${happy ? ' pg-yum' : ''}`} key={fed}>
              <PetAvatar pet={pet} alt={`${pet.name} the ${pet.pet.name}`} />
            </div>
            <div className="pg-meter" role="img" aria-label={`${fed} of ${pet.treats_per_day} treats today`} data-testid="pet-treats" data-fed={fed}>
              {Array.from({ length: pet.treats_per_day }, (_, i) => (
                <TreatIcon key={i} eaten={i < fed} size={24} />
              ))}
            </div>
            <p className="pets-lead">Each right answer is a treat for {pet.name} and a gem for you.</p>
          </div>
          <div className="pg-play">
            {state.kind === 'loading' && <p className="pets-lead">Getting a snack ready…</p>}
            {state.kind === 'error' && (
              <div className="stack" role="alert">
                <p className="form-error">{state.message}</p>
                <button className="btn btn-primary" onClick={() => void load()}>
                  Try again
                </button>
              </div>
            )}
            {state.kind === 'asking' && state.game.question && (
              <QuestionOverlay key={state.game.question.id} question={state.game.question} busy={busy} notice={state.notice} onSubmit={(a) => void submit(state.game.question!.id, a)} />
            )}
            {state.kind === 'answered' && (
              <div className="card question-card stack pg-feedback" role="status" data-testid="pet-game-feedback" data-correct={String(state.result.prev_question_correct)}>
                {state.result.prev_question_correct ? (
                  <>
                    <div className="compliment">Yum! Thank you!</div>
                    {state.result.incentives.earned > 0 && (
                      <p className="muted gem-earned">
                        <GemIcon /> +{state.result.incentives.earned} gem
                      </p>
                    )}
                  </>
                ) : (
                  <div className="feedback feedback-bad feedback-with-speaker" data-testid="pet-game-explanation">
                    <div>
                      <div>
                        The answer is <strong>{state.result.prev_answer?.correct_answer.join(', ')}</strong>.
                      </div>
                      <div>{state.result.prev_answer?.explanation}</div>
                    </div>
                    <SpeakButton text={answerSpeech(state.result.prev_answer?.correct_answer ?? [], state.result.prev_answer?.explanation)} label="Read the answer aloud" testId="speak-feedback" />
                  </div>
                )}
                {state.result.pet_game.question ? (
                  <button className="btn btn-primary" autoFocus onClick={() => setState({ kind: 'asking', game: state.result.pet_game, notice: null })} data-testid="pet-game-next">
                    {state.result.prev_question_correct ? 'Another treat!' : 'Got it!'}
                  </button>
                ) : null}
              </div>
            )}
            {game && game.full && (
              <div className="pg-full stack" data-testid="pet-full">
                <h3>{pet.name} is full and happy!</h3>
                <p>Come back tomorrow for more treats.</p>
                <button className="btn btn-primary" autoFocus onClick={onClose}>
                  Back
                </button>
              </div>
            )}
          </div>
        </div>
      </div>
    </div>
  );
}
