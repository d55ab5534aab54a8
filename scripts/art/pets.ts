/**
 * Writes the pet art: one SVG per pet and growth level, in the pet's natural colour, into
 * `assets/art/pets/<key>-<level>.svg` (12 pets x 3 levels). The catalogue's `art` URLs point at
 * these files (worker/pets/pets.service.ts); the UI draws other colours and accessories live with
 * the same renderer (core/art/pet-svg.ts). Deterministic: same input, same bytes.
 *
 * Run: `npx tsx scripts/art/pets.ts` (`--check` only verifies the files are current).
 */
import { pathToFileURL } from 'node:url';
import { PET_LEVELS, PETS } from '../../core/content/pet-catalogue';
import { petSvg } from '../../core/art/pet-svg';
import { type Generated, runGenerator, writeOrCheck } from './files';

/** Folder of the pet art, relative to the repository root. */
export const PET_ART_DIR = 'assets/art/pets';

/** The pet art as generator output (see files.ts). */
export function buildPetArt(): Generated {
  const files = new Map<string, string>();
  for (const pet of PETS) for (const level of PET_LEVELS) files.set(`${PET_ART_DIR}/${pet.key}-${level}.svg`, petSvg(pet, { level }) + '\n');
  return { files, owns: [PET_ART_DIR], summary: `Pet art (${files.size} files)` };
}

/** Writes (or with `check`, compares) every file. Returns the paths whose file was missing or different. */
export function writePetArt(root: string, check = false): string[] {
  return writeOrCheck(root, buildPetArt(), check);
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) runGenerator('scripts/art/pets.ts', () => buildPetArt());
