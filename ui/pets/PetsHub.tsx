import { useState } from 'react';
import type { StudentPet } from '../../worker/pets/pets.contracts';
import { PawIcon } from './GemIcon';
import { AllPetsOverlay } from './AllPetsOverlay';
import { EggHatchOverlay } from './EggHatchOverlay';
import { PetCustomizerModal } from './PetCustomizerModal';
import { PetGameOverlay } from './PetGameOverlay';

/** Where the pets hub opens: the gallery, or straight at an egg (earned_pet). */
export type PetsEntry = 'all' | 'hatch';

type View = { kind: 'all' } | { kind: 'hatch' } | { kind: 'customize'; pet: StudentPet; back: 'all' | 'close' } | { kind: 'play'; pet: StudentPet };

/**
 * The pets' overlays wired together for the math screen: the all-pets gallery, the egg hatch,
 * the customizer (right after a hatch, to name the pet) and the pet game. Each overlay also works
 * alone; this only decides which one follows which.
 * @param entry 'hatch' opens at the egg (a level's earned_pet), 'all' at the gallery
 * @param onGems called with the new gem balance whenever pets spend or earn gems
 * @param onClose called when the child leaves the pets
 */
export function PetsHub({ studentId, entry, onClose, onGems }: { studentId: number; entry: PetsEntry; onClose: () => void; onGems: (gems: number) => void }) {
  const [view, setView] = useState<View>(entry === 'hatch' ? { kind: 'hatch' } : { kind: 'all' });
  const [reload, setReload] = useState(0);
  const toAll = () => {
    setReload((r) => r + 1);
    setView({ kind: 'all' });
  };
  switch (view.kind) {
    case 'all':
      return (
        <AllPetsOverlay
          studentId={studentId}
          reload={reload}
          onClose={onClose}
          onGems={onGems}
          onCustomize={(pet) => setView({ kind: 'customize', pet, back: 'all' })}
          onPlay={(pet) => setView({ kind: 'play', pet })}
          onHatch={() => setView({ kind: 'hatch' })}
        />
      );
    case 'hatch':
      return <EggHatchOverlay studentId={studentId} onHatched={(pet) => setView({ kind: 'customize', pet, back: entry === 'hatch' ? 'close' : 'all' })} onClose={entry === 'hatch' ? onClose : toAll} />;
    case 'customize': {
      const done = view.back === 'all' ? toAll : onClose;
      return <PetCustomizerModal studentId={studentId} pet={view.pet} onSaved={done} onClose={done} />;
    }
    case 'play':
      return <PetGameOverlay studentId={studentId} pet={view.pet} onGems={onGems} onClose={toAll} />;
  }
}

/** The HUD button that opens the pets (44 px+ target, paw icon plus "My pets"). */
export function MyPetsButton({ onClick }: { onClick: () => void }) {
  return (
    <button type="button" className="btn btn-ghost btn-small my-pets-button" onClick={onClick} data-testid="open-pets">
      <PawIcon />
      My pets
    </button>
  );
}
