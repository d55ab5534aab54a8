import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FUNNEL_SCRIPT, PLAYED_STEPS } from '../../ui/funnel/funnel-script';
import { DESIGN_H, DESIGN_W, viewBoxSize, type Layer } from './film';
import { funnelFilm, funnelFilmGlyphs, STILL_S } from './funnel-film';

const ROOT = join(import.meta.dirname, '..', '..');
const D = 6;
/** The part of the 16:9 stage a 390 x 844 phone keeps with object-fit: cover (design px). */
const PHONE = { left: DESIGN_W / 2 - (DESIGN_H * (390 / 844)) / 2, right: DESIGN_W / 2 + (DESIGN_H * (390 / 844)) / 2 };
const isMonster = (l: Layer) => /^(moxie|funnel-monster)/.test(l.art);

describe('the funnel film (issue 14: the landing funnel video)', () => {
  const film = funnelFilm(ROOT);
  const box = (l: Layer) => {
    const { w, h } = viewBoxSize(film.arts[l.art]!);
    const half = ((l.h * w) / h) * Math.abs(l.sx ?? 1) * 0.5;
    const halfH = l.h * (l.sy ?? 1) * 0.5;
    return { left: l.x - half, right: l.x + half, top: l.y - halfH, bottom: l.y + halfH };
  };

  it('has a scene for every played step of the funnel script, in its order, drawing only registered art', () => {
    expect(film.steps).toEqual([...PLAYED_STEPS]);
    expect(PLAYED_STEPS).toEqual(FUNNEL_SCRIPT.filter((s) => s.video === 'play').map((s) => s.step));
    for (const [i, step] of film.steps.entries()) {
      for (const t of [0, D / 3, D / 2, D - 0.01]) {
        const shot = film.shotAt(step, t, D, i * D + t);
        expect(film.backdrops[shot.backdrop], `${step} backdrop`).toBeDefined();
        for (const l of shot.layers) expect(film.arts[l.art], `${step} art ${l.art}`).toBeDefined();
      }
    }
  });

  it('moves while Moxie speaks: every segment is drawn differently a moment later', () => {
    for (const [i, step] of film.steps.entries()) {
      const a = film.shotAt(step, 1, D, i * D + 1);
      const b = film.shotAt(step, 1.5, D, i * D + 1.5);
      expect(JSON.stringify(b), step).not.toBe(JSON.stringify(a));
    }
  });

  it('ends every segment on a still, with no monster mid-blink or mid-hop (the funnel pauses there)', () => {
    for (const [i, step] of film.steps.entries()) {
      const still = film.shotAt(step, D - STILL_S, D, i * D + D - STILL_S);
      const last = film.shotAt(step, D - 0.01, D, i * D + D - 0.01);
      expect(JSON.stringify(last), step).toBe(JSON.stringify(still));
      for (const l of last.layers.filter(isMonster)) {
        expect(l.art, step).not.toMatch(/blink/);
        expect(l.sx ?? 1, step).toBe(1);
        expect(l.sy ?? 1, step).toBe(1);
      }
    }
  });

  it("keeps a monster in a phone's crop and the stage's centre (where a phone's modal sits) free of monsters at each still", () => {
    for (const [i, step] of film.steps.entries()) {
      const last = film.shotAt(step, D - 0.01, D, i * D + D - 0.01);
      const monsters = last.layers.filter(isMonster).map(box);
      const seen = monsters.some((b) => (b.left + b.right) / 2 > PHONE.left && (b.left + b.right) / 2 < PHONE.right);
      expect(seen, `${step}: a monster in the phone's crop`).toBe(true);
      for (const b of monsters) {
        const coversCentre = b.left < DESIGN_W / 2 && b.right > DESIGN_W / 2 && b.top < DESIGN_H / 2 && b.bottom > DESIGN_H / 2;
        expect(coversCentre, `${step}: a monster over the centre`).toBe(false);
      }
    }
  });

  it('starts with Moxie where the poster (the first segment\'s still) shows her, so pressing play does not jump', () => {
    const step = film.steps[0]!;
    const moxieAt = (t: number) => film.shotAt(step, t, D, t).layers.filter(isMonster).map((l) => Math.round(l.x));
    expect(moxieAt(0)).toEqual(moxieAt(D - 0.01));
    for (const l of film.shotAt(step, 0, D, 0).layers.filter(isMonster)) expect(l.art).not.toMatch(/blink/);
  });

  it('bakes no button or word into the picture: its own glyphs are digits, math signs and "?"', () => {
    const glyphs = funnelFilmGlyphs();
    expect(glyphs.length).toBeGreaterThan(0);
    for (const g of glyphs) expect(g).toMatch(/^[\d\s+=?]+$/);
  });
});
