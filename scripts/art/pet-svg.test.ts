import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { writePetArt } from './pets';
import { PET_ACCESSORIES, PET_COLOR_COUNT, PET_LEVELS, petArtUrl, petById, PETS } from '../../core/content/pet-catalogue';
import { petDataUrl, petSvg } from '../../core/art/pet-svg';

/** Opening and closing tags balance, one root element (a light well-formedness check). */
function balanced(xml: string): boolean {
  const stack: string[] = [];
  let roots = 0;
  for (const m of xml.matchAll(/<(\/?)([A-Za-z][\w:-]*)(?:\s+[\w:-]+="[^"<>]*")*\s*(\/?)>/g)) {
    const [, closing, name, self] = m;
    if (closing) {
      if (stack.pop() !== name) return false;
    } else {
      if (stack.length === 0) roots++;
      if (!self) stack.push(name!);
    }
  }
  return stack.length === 0 && roots === 1;
}

describe('pet catalogue', () => {
  it('has 12 pets with unique ids 1-12, unique keys and 4 colour variants each', () => {
    expect(PETS).toHaveLength(12);
    expect(PETS.map((p) => p.id)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect(new Set(PETS.map((p) => p.key)).size).toBe(12);
    for (const p of PETS) expect(p.palettes).toHaveLength(PET_COLOR_COUNT);
    expect(petById(5)?.key).toBe('fox');
    expect(petById(13)).toBeUndefined();
    expect(petArtUrl(PETS[0]!, 2)).toBe('/assets/art/pets/kitten-2.svg');
  });
});

describe('pet art', () => {
  it('renders every pet, level, colour and accessory as a well-formed 300 x 300 SVG', () => {
    for (const pet of PETS)
      for (const level of PET_LEVELS)
        for (let color = 0; color < PET_COLOR_COUNT; color++)
          for (const accessory of PET_ACCESSORIES) {
            const svg = petSvg(pet, { level, color, accessory });
            expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 300 300">')).toBe(true);
            expect(balanced(svg), `${pet.key} ${level} ${color} ${accessory}`).toBe(true);
            expect(svg).not.toMatch(/NaN|undefined/);
          }
  });

  it('draws the three growth levels differently: the baby in its eggshell, the grown-up largest', () => {
    for (const pet of PETS) {
      const [l1, l2, l3] = PET_LEVELS.map((level) => petSvg(pet, { level }));
      expect(new Set([l1, l2, l3]).size).toBe(3);
      expect(l1).toContain('scale(0.74)');
      expect(l3).toContain('scale(1)');
    }
  });

  it('keeps clip-path ids apart between looks, and encodes a data URL', () => {
    const pet = PETS[4]!;
    const a = petSvg(pet, { level: 3, color: 1 });
    const b = petSvg(pet, { level: 3, color: 2 });
    const ids = (s: string) => [...s.matchAll(/id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids(a).filter((id) => ids(b).includes(id))).toEqual([]);
    expect(decodeURIComponent(petDataUrl(pet, { level: 3, color: 1 }).replace('data:image/svg+xml;charset=utf-8,', ''))).toBe(a);
  });

  it('refuses an out-of-range look', () => {
    expect(() => petSvg(PETS[0]!, { color: 4 })).toThrow('Invalid pet look');
    expect(() => petSvg(PETS[0]!, { level: 4 as 1 })).toThrow('Invalid pet look');
  });

  it('has the committed art files current (npx tsx scripts/art/pets.ts)', () => {
    expect(writePetArt(fileURLToPath(new URL('../..', import.meta.url)), true)).toEqual([]);
  });
});
