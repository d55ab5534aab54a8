import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MONSTER_PARTS } from '../../core/monster/monster-parts';
import { partPreviewSvg, writePartPreviews } from './monster-parts';

describe('monster part previews', () => {
  it('are committed and current (run npx tsx scripts/art/monster-parts.ts when this fails)', () => {
    expect(writePartPreviews(fileURLToPath(new URL('../..', import.meta.url)), true)).toEqual([]);
  });

  it('frame each part on what it changes and are deterministic', () => {
    const eyes = MONSTER_PARTS.find((p) => p.id === 18)!;
    expect(partPreviewSvg(eyes)).toBe(partPreviewSvg(eyes));
    expect(partPreviewSvg(eyes)).toContain('viewBox="60 60 280 308"');
    expect(partPreviewSvg(MONSTER_PARTS[0]!)).toContain('viewBox="0 0 400 440"');
  });
});
