/**
 * Writes the pet art: one SVG per pet and growth level, in the pet's natural colour, into
 * `assets/art/pets/<key>-<level>.svg` (12 pets x 3 levels). The catalogue's `art` URLs point at
 * these files (worker/pets/pets.service.ts); the UI draws other colours and accessories live with
 * the same renderer (core/art/pet-svg.ts). Deterministic: same input, same bytes.
 *
 * Run: `npx tsx scripts/art/pets.ts` (`--check` only verifies the files are current).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { PET_LEVELS, PETS } from '../../core/content/pet-catalogue';
import { petSvg } from '../../core/art/pet-svg';

/** Folder of the pet art, relative to the repository root. */
export const PET_ART_DIR = 'assets/art/pets';

/** Writes (or with `check`, compares) every file. Returns the names of files that were missing or different. */
export function writePetArt(root: string, check = false): string[] {
  const dir = join(root, PET_ART_DIR);
  if (!check) mkdirSync(dir, { recursive: true });
  const stale: string[] = [];
  for (const pet of PETS) {
    for (const level of PET_LEVELS) {
      const name = `${pet.key}-${level}.svg`;
      const svg = petSvg(pet, { level }) + '\n';
      let current: string | null = null;
      try {
        current = readFileSync(join(dir, name), 'utf8');
      } catch {
        current = null;
      }
      if (current === svg) continue;
      stale.push(name);
      if (!check) writeFileSync(join(dir, name), svg);
    }
  }
  return stale;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const check = process.argv.includes('--check');
  const stale = writePetArt(root, check);
  if (check && stale.length) {
    console.error(`Pet art out of date: ${stale.join(', ')}. Run npx tsx scripts/art/pets.ts`);
    process.exit(1);
  }
  console.log(check ? 'Pet art is current.' : `Pet art: ${stale.length} written, ${PETS.length * PET_LEVELS.length - stale.length} unchanged.`);
}
