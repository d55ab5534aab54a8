import { useCallback, useEffect, useState } from 'react';
import { PET_LEVEL_NAMES, type PetLevel } from '../../core/content/pet-catalogue';
import type { Pet, PetEggs, StudentPet } from '../../worker/pets/pets.contracts';
import { ApiError } from '../lib/api';
import { playEffect } from '../sound/sound';
import { GemIcon, PawIcon } from './GemIcon';
import { PetAvatar } from './PetAvatar';
import { petsApi } from './pets-api';
import './pets.css';

type State = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready'; catalogue: Pet[]; mine: StudentPet[]; eggs: PetEggs; gems: number };

/**
 * The all-pets overlay (spec part 1 section 2 "all-pets overlay"; level overlay all_pets_overlay):
 * every pet of the catalogue, the student's own first with their name and growth level and three
 * buttons (grow for gems, dress up, feed), the others as shadows still to hatch. A waiting egg
 * shows on top with "Hatch it!".
 *
 * Usable on its own (the video engine can open it from a cue): give the student and callbacks.
 * @param onGems called with the new gem balance after a pet grew
 * @param onCustomize open the pet customizer for a pet
 * @param onPlay open the pet game for a pet
 * @param onHatch open the egg hatch (an egg is waiting)
 * @param reload change this number to reload the pets (e.g. after the customizer saved)
 */
export function AllPetsOverlay({
  studentId,
  onClose,
  onGems,
  onCustomize,
  onPlay,
  onHatch,
  reload = 0,
}: {
  studentId: number;
  onClose: () => void;
  onGems: (gems: number) => void;
  onCustomize: (pet: StudentPet) => void;
  onPlay: (pet: StudentPet) => void;
  onHatch: () => void;
  reload?: number;
}) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [growing, setGrowing] = useState<number | null>(null);
  const [grown, setGrown] = useState<number | null>(null);
  const [notice, setNotice] = useState<{ id: number; message: string } | null>(null);

  const load = useCallback(async () => {
    try {
      const [catalogue, mine] = await Promise.all([petsApi.pets(), petsApi.studentPets(studentId)]);
      setState({ kind: 'ready', catalogue, mine: mine.data, eggs: mine.eggs, gems: mine.incentives.gems });
    } catch (e) {
      setState({ kind: 'error', message: e instanceof ApiError ? e.message : 'We could not load your pets.' });
    }
  }, [studentId]);

  useEffect(() => {
    // Loading from the server is this effect's job; state is set when the answer arrives.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void load();
  }, [load, reload]);

  async function grow(pet: StudentPet) {
    if (state.kind !== 'ready' || growing !== null) return;
    setGrowing(pet.id);
    setNotice(null);
    try {
      const { student_pet, incentives } = await petsApi.unlockNextLevel(studentId, pet.id);
      playEffect('levelComplete');
      setState({ ...state, mine: state.mine.map((p) => (p.id === student_pet.id ? student_pet : p)), gems: incentives.gems });
      setGrown(student_pet.id);
      onGems(incentives.gems);
    } catch (e) {
      setNotice({ id: pet.id, message: e instanceof ApiError ? e.message : 'Something went wrong. Please try again.' });
    } finally {
      setGrowing(null);
    }
  }

  const ready = state.kind === 'ready' ? state : null;
  const owned = new Map(ready?.mine.map((p) => [p.pet_id, p]) ?? []);
  return (
    <div className="modal-backdrop pets-backdrop" onKeyDown={(e) => e.key === 'Escape' && onClose()}>
      <div className="card all-pets" role="dialog" aria-modal="true" aria-labelledby="all-pets-title" data-testid="all-pets">
        <div className="all-pets-head">
          <h2 id="all-pets-title" className="pets-title">
            My pets
          </h2>
          {ready && (
            <span className="pill" aria-label={`${ready.gems} gems`} data-testid="all-pets-gems">
              <GemIcon /> {ready.gems}
            </span>
          )}
          <button type="button" className="btn btn-ghost btn-small" onClick={onClose} autoFocus data-testid="all-pets-close">
            Close
          </button>
        </div>
        {state.kind === 'loading' && <p className="pets-lead">Finding your pets…</p>}
        {state.kind === 'error' && (
          <div className="stack" role="alert">
            <p className="form-error">{state.message}</p>
            <button className="btn btn-primary" onClick={() => void load()}>
              Try again
            </button>
          </div>
        )}
        {ready && ready.eggs.available > 0 && (
          <div className="egg-banner" data-testid="egg-waiting">
            <span className="egg-banner-egg" aria-hidden="true" />
            <span>
              {ready.eggs.available === 1 ? 'An egg is waiting to hatch!' : `${ready.eggs.available} eggs are waiting to hatch!`}
            </span>
            <button className="btn btn-primary btn-small" onClick={onHatch} data-testid="hatch-egg">
              Hatch it!
            </button>
          </div>
        )}
        {ready && ready.mine.length === 0 && ready.eggs.available === 0 && <p className="pets-lead">Finish level 3 to find your first pet egg!</p>}
        {ready && (
          <ul className="pet-grid">
            {[...ready.catalogue].sort((a, b) => Number(owned.has(b.id)) - Number(owned.has(a.id))).map((def) => {
              const mine = owned.get(def.id);
              if (!mine) {
                return (
                  <li key={def.id} className="pet-card pet-card-unknown" data-testid={`pet-card-${def.key}`}>
                    <div className="pet-card-art pet-shadow">
                      <PetAvatar pet={{ pet_id: def.id, level: 1, color: 0, accessory: 'none' }} alt="" />
                      <span className="pet-mystery" aria-hidden="true">
                        ?
                      </span>
                    </div>
                    <div className="pet-card-name">{def.name}</div>
                    <div className="pet-card-sub">Hatch an egg to meet me</div>
                  </li>
                );
              }
              const cost = mine.next_level_cost;
              const short = cost === null ? 0 : Math.max(0, cost - ready.gems);
              return (
                <li key={def.id} className={`pet-card${grown === mine.id ? ' pet-card-grew' : ''}`} data-testid={`pet-card-${def.key}`} data-level={mine.level}>
                  <div className="pet-card-art">
                    <PetAvatar pet={mine} alt={`${mine.name} the ${def.name}`} />
                  </div>
                  <div className="pet-card-name">{mine.name}</div>
                  <div className="pet-card-sub">
                    {def.name} · {PET_LEVEL_NAMES[mine.level as PetLevel]}
                  </div>
                  <div className="pet-level-dots" role="img" aria-label={`Level ${mine.level} of 3`} data-testid="pet-level">
                    {[1, 2, 3].map((l) => (
                      <span key={l} className={l <= mine.level ? 'on' : ''} />
                    ))}
                  </div>
                  {cost === null ? (
                    <div className="pet-grown">All grown up!</div>
                  ) : (
                    <button className="btn btn-blue btn-small pet-grow" disabled={short > 0 || growing !== null} onClick={() => void grow(mine)} data-testid={`grow-${def.key}`}>
                      Grow · <GemIcon size={18} /> {cost}
                    </button>
                  )}
                  {cost !== null && short > 0 && <div className="pet-card-sub">{short} more gems to grow</div>}
                  {notice?.id === mine.id && (
                    <div className="form-error pet-notice" role="alert">
                      {notice.message}
                    </div>
                  )}
                  <div className="row pet-card-actions">
                    <button className="btn btn-ghost btn-small" onClick={() => onCustomize(mine)} data-testid={`customize-${def.key}`}>
                      Dress up
                    </button>
                    <button className="btn btn-green btn-small" onClick={() => onPlay(mine)} data-testid={`feed-${def.key}`}>
                      <PawIcon size={20} /> Feed
                    </button>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </div>
  );
}
