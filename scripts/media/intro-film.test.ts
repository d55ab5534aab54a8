import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { INTRO_SECTIONS, introKey } from '../../core/video/intro-chain';
import { introFilm, introFilmGlyphs } from './intro-film';

const ROOT = join(import.meta.dirname, '..', '..');

describe('the intro film (issue 13: the intro redone)', () => {
  const film = introFilm(ROOT);

  it('has a scene for every state of the intro chain, drawing only registered art', () => {
    expect(film.states.sort()).toEqual(INTRO_SECTIONS.map(introKey).sort());
    for (const [i, s] of INTRO_SECTIONS.entries()) {
      const d = s.minSeconds + 1;
      for (const t of [0, d / 3, d / 2, d - 0.1]) {
        const shot = film.shotAt(introKey(s), t, d, i * 4 + t);
        expect(film.backdrops[shot.backdrop], `${introKey(s)} backdrop`).toBeDefined();
        for (const l of shot.layers) expect(film.arts[l.art], `${introKey(s)} art ${l.art}`).toBeDefined();
      }
    }
  });

  it('moves: Moxie and the world are drawn differently a moment later in every section', () => {
    for (const [i, s] of INTRO_SECTIONS.entries()) {
      const d = s.minSeconds + 1;
      const a = film.shotAt(introKey(s), 1, d, i * 4 + 1);
      const b = film.shotAt(introKey(s), 1.5, d, i * 4 + 1.5);
      expect(JSON.stringify(b), introKey(s)).not.toBe(JSON.stringify(a));
    }
  });

  it('bakes no button or word into the picture: its own glyphs are digits, math signs and "?"', () => {
    const glyphs = introFilmGlyphs(ROOT);
    expect(glyphs.length).toBeGreaterThan(0);
    for (const g of glyphs) expect(g).toMatch(/^[\d\s+=?]+$/);
  });
});
