import { useEffect, useRef, useState } from 'react';
import type { StudentPet } from '../../worker/pets/pets.contracts';
import { ApiError } from '../lib/api';
import { playEffect } from '../sound/sound';
import { Egg } from './Egg';
import { PetAvatar } from './PetAvatar';
import { petsApi } from './pets-api';
import './pets.css';

/** Taps that crack the egg open. */
export const TAPS_TO_HATCH = 3;
/** How long the shell takes to pop open before the pet shows, ms. */
const OPEN_MS = 700;

type Stage = { kind: 'egg'; cracks: number } | { kind: 'hatching' } | { kind: 'hatched'; pet: StudentPet } | { kind: 'error'; message: string };

/**
 * The egg-hatch overlay (spec math game field earned_pet; DECISIONS "the intro's egg-hatch step"):
 * an egg that wobbles; each tap cracks it a little more and the third pops it open. The pet inside
 * is a surprise: one the child does not have yet, chosen here and hatched by the server (which
 * checks that an egg is waiting). Then the new pet says hello and the child goes on to name it.
 *
 * Usable on its own (e.g. from an intro-video cue): give the student and callbacks.
 * @param onHatched called with the new student pet when the child presses "Name my pet"
 * @param onClose called when the child closes it without hatching (or after an error)
 * @param firstPet send `first_pet: true` (the intro's first egg)
 */
export function EggHatchOverlay({ studentId, onHatched, onClose, firstPet }: { studentId: number; onHatched: (pet: StudentPet) => void; onClose: () => void; firstPet?: boolean }) {
  const [stage, setStage] = useState<Stage>({ kind: 'egg', cracks: 0 });
  const [opened, setOpened] = useState(false);
  const eggButton = useRef<HTMLButtonElement>(null);

  useEffect(() => eggButton.current?.focus(), []);

  async function hatch() {
    setStage({ kind: 'hatching' });
    try {
      const [catalogue, mine] = await Promise.all([petsApi.pets(), petsApi.studentPets(studentId)]);
      const owned = new Set(mine.data.map((p) => p.pet_id));
      const choices = catalogue.filter((p) => !owned.has(p.id));
      const surprise = choices[Math.floor(Math.random() * choices.length)];
      if (!surprise) throw new ApiError(409, 'You already have every pet. What a collection!');
      const [{ student_pet }] = await Promise.all([
        petsApi.hatch(studentId, { pet_id: surprise.id, ...(firstPet ? { first_pet: true } : {}) }),
        new Promise((r) => setTimeout(r, OPEN_MS)),
      ]);
      playEffect('levelComplete');
      setOpened(true);
      setStage({ kind: 'hatched', pet: student_pet });
    } catch (e) {
      setStage({ kind: 'error', message: e instanceof ApiError ? e.message : 'The egg is being shy. Please try again.' });
    }
  }

  function tap() {
    if (stage.kind !== 'egg') return;
    const cracks = stage.cracks + 1;
    playEffect('pop');
    if (cracks >= TAPS_TO_HATCH) {
      setStage({ kind: 'egg', cracks });
      void hatch();
    } else setStage({ kind: 'egg', cracks });
  }

  const cracks = stage.kind === 'egg' ? stage.cracks : TAPS_TO_HATCH;
  return (
    <div className="modal-backdrop pets-backdrop">
      <div className="card modal stack hatch-card" role="dialog" aria-modal="true" aria-labelledby="hatch-title" data-testid="egg-hatch" data-stage={stage.kind}>
        <h2 id="hatch-title" className="pets-title">
          {stage.kind === 'hatched' ? `Meet your ${stage.pet.pet.name}!` : stage.kind === 'error' ? 'Oh!' : 'You found a pet egg!'}
        </h2>
        <div className="hatch-stage">
          {stage.kind !== 'hatched' && stage.kind !== 'error' && (
            <button
              ref={eggButton}
              type="button"
              className={`egg-button egg-cracks-${cracks}${stage.kind === 'hatching' ? ' egg-shaking' : ''}`}
              onClick={tap}
              disabled={stage.kind !== 'egg'}
              aria-label={`Tap the egg to hatch it. ${TAPS_TO_HATCH - cracks} more tap${TAPS_TO_HATCH - cracks === 1 ? '' : 's'}.`}
              data-testid="egg"
            >
              <Egg cracks={cracks} open={false} className="egg-svg" />
            </button>
          )}
          {stage.kind === 'hatched' && (
            <div className="hatch-reveal" data-testid="hatched-pet">
              <Egg cracks={TAPS_TO_HATCH} open={opened} className="egg-svg egg-opening" />
              <div className="hatch-pet">
                <PetAvatar pet={stage.pet} alt={`Your new ${stage.pet.pet.name}`} />
              </div>
              <span className="hatch-burst" aria-hidden="true" />
            </div>
          )}
        </div>
        {stage.kind === 'egg' && <p className="pets-lead">{cracks === 0 ? 'Something is wiggling inside. Tap the egg to help it hatch!' : cracks === 1 ? 'Crack! Keep tapping!' : 'Almost there! One more tap!'}</p>}
        {stage.kind === 'hatching' && <p className="pets-lead">Here it comes…</p>}
        {stage.kind === 'hatched' && (
          <>
            <p className="pets-lead">{stage.pet.pet.description} Give your new friend a name!</p>
            <button className="btn btn-green" autoFocus onClick={() => onHatched(stage.pet)} data-testid="name-my-pet">
              Name my pet
            </button>
          </>
        )}
        {stage.kind === 'error' && (
          <>
            <p className="form-error" role="alert" data-testid="hatch-error">
              {stage.message}
            </p>
            <button className="btn btn-primary" autoFocus onClick={onClose}>
              OK
            </button>
          </>
        )}
        {stage.kind === 'egg' && (
          <button type="button" className="btn btn-ghost btn-small pets-later" onClick={onClose} data-testid="hatch-later">
            Later
          </button>
        )}
      </div>
    </div>
  );
}
