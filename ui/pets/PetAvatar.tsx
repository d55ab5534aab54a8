import { useMemo } from 'react';
import { petById, type PetAccessory, type PetLevel } from '../../core/content/pet-catalogue';
import { petDataUrl } from '../../core/art/pet-svg';

/** What a pet picture needs: the catalogue id and the looks (a student pet fits). */
export interface PetLookProps {
  pet_id: number;
  level: number;
  color: number;
  accessory: PetAccessory;
}

/**
 * A pet as an image: the same SVG the generated art and the game use (core/art/pet-svg.ts),
 * drawn live so colours and accessories show at once. Renders nothing for an unknown pet id.
 */
export function PetAvatar({ pet, alt, className }: { pet: PetLookProps; alt: string; className?: string }) {
  const def = petById(pet.pet_id);
  const src = useMemo(() => (def ? petDataUrl(def, { level: pet.level as PetLevel, color: pet.color, accessory: pet.accessory }) : null), [def, pet.level, pet.color, pet.accessory]);
  if (!src) return null;
  return <img src={src} alt={alt} className={className} width={300} height={300} />;
}
