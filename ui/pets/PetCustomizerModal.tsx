import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { PET_ACCESSORIES, PET_ACCESSORY_NAMES, PET_LEVEL_NAMES, type PetAccessory, type PetLevel } from '../../core/content/pet-catalogue';
import type { StudentPet } from '../../worker/pets/pets.contracts';
import { TextField } from '../components/Field';
import { ApiError } from '../lib/api';
import { PetAvatar } from './PetAvatar';
import { petsApi } from './pets-api';
import './pets.css';

/** Longest name the field takes (the server checks it too, with the same limit). */
const NAME_MAX = 16;

/**
 * The pet customizer (spec part 1 section 2 "pet customizer overlay"; named modal "pet customizer";
 * level overlay pet_customizer_modal): a big live preview, the name field, the pet's four colours
 * and its accessories. "Save" sends `PUT student_pets/{id}`; the server's field messages show
 * under the name (e.g. "Let's pick a kind name for your pet.") and every choice stays on screen.
 *
 * Usable on its own (the intro video's pet-customize cue): give the student pet and callbacks.
 * @param onSaved called with the saved pet
 * @param onClose called when closed without saving
 */
export function PetCustomizerModal({ studentId, pet, onSaved, onClose }: { studentId: number; pet: StudentPet; onSaved: (pet: StudentPet) => void; onClose: () => void }) {
  const [name, setName] = useState(pet.name);
  const [color, setColor] = useState(pet.color);
  const [accessory, setAccessory] = useState<PetAccessory>(pet.accessory);
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<{ name?: string; form?: string }>({});
  const look = { pet_id: pet.pet_id, level: pet.level, color, accessory };

  async function save(e?: FormEvent) {
    e?.preventDefault();
    if (saving) return;
    if (name.trim() === '') {
      setErrors({ name: 'Please give your pet a name.' });
      return;
    }
    setSaving(true);
    setErrors({});
    try {
      const { student_pet } = await petsApi.update(studentId, pet.id, { name, color, accessory });
      onSaved(student_pet);
    } catch (err) {
      if (err instanceof ApiError && (err.fields.name || err.fields.color || err.fields.accessory)) setErrors({ name: err.fields.name, form: err.fields.name ? undefined : err.message });
      else setErrors({ form: `We couldn't save your pet. ${err instanceof ApiError ? err.message : 'Something went wrong.'} Press Save to try again.` });
      setSaving(false);
    }
  }

  function onKeyDown(e: KeyboardEvent) {
    if (e.key === 'Escape') {
      e.preventDefault();
      onClose();
    }
  }

  return (
    <div className="modal-backdrop pets-backdrop">
      <form className="card pet-customizer" role="dialog" aria-modal="true" aria-labelledby="pet-customizer-title" data-testid="pet-customizer" onSubmit={(e) => void save(e)} onKeyDown={onKeyDown} noValidate>
        <h2 id="pet-customizer-title" className="pets-title">
          Make your pet yours!
        </h2>
        <div className="pc-layout">
          <div className="pc-stage" aria-live="polite">
            <div className="pc-preview" key={`${color}-${accessory}`}>
              <PetAvatar pet={look} alt={`${name.trim() || 'Your pet'}, a ${pet.pet.name}, ${pet.pet.colors[color]?.name ?? ''}, wearing ${PET_ACCESSORY_NAMES[accessory].toLowerCase()}`} />
            </div>
            <div className="pc-nameplate" data-testid="pet-nameplate">
              {name.trim() || pet.pet.name}
              <span className="pc-level">
                {PET_LEVEL_NAMES[pet.level as PetLevel]} · level {pet.level} of 3
              </span>
            </div>
          </div>
          <div className="pc-controls">
            <TextField label="Name" value={name} maxLength={NAME_MAX} autoComplete="off" autoFocus error={errors.name} onChange={(e) => {
                setName(e.target.value);
                setErrors({});
              }} data-testid="pet-name" />
            <fieldset className="pc-group">
              <legend>Colour</legend>
              <div className="pc-swatches">
                {pet.pet.colors.map((c) => (
                  <button
                    key={c.index}
                    type="button"
                    className="pc-swatch"
                    aria-pressed={color === c.index}
                    aria-label={`Colour: ${c.name}`}
                    onClick={() => setColor(c.index)}
                    data-testid={`pet-color-${c.index}`}
                  >
                    <span className="pc-swatch-dot" style={{ background: c.base }} />
                    <span>{c.name}</span>
                  </button>
                ))}
              </div>
            </fieldset>
            <fieldset className="pc-group">
              <legend>Wear</legend>
              <div className="pc-accessories">
                {PET_ACCESSORIES.map((a) => (
                  <button key={a} type="button" className="pc-accessory" aria-pressed={accessory === a} aria-label={`Wear: ${PET_ACCESSORY_NAMES[a]}`} onClick={() => setAccessory(a)} data-testid={`pet-accessory-${a}`}>
                    <PetAvatar pet={{ ...look, accessory: a }} alt="" />
                    <span>{PET_ACCESSORY_NAMES[a]}</span>
                  </button>
                ))}
              </div>
            </fieldset>
          </div>
        </div>
        {errors.form && (
          <p className="form-error" role="alert" data-testid="pet-customizer-error">
            {errors.form}
          </p>
        )}
        <div className="row pc-footer">
          <button type="button" className="btn btn-ghost" onClick={onClose} data-testid="pet-customizer-close">
            Not now
          </button>
          <button type="submit" className="btn btn-green pc-save" disabled={saving} data-testid="pet-customizer-save">
            {saving ? 'Saving…' : 'Save'}
          </button>
        </div>
      </form>
    </div>
  );
}
