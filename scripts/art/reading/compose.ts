/**
 * Composes one reading book picture (a page or a cover) from its `art` descriptor
 * (core/reading/book-schema.ts `BookArt`): the setting's backdrop for the time of day, the props
 * (big ones behind, sky ones up high, the rest on the ground beside the characters, `count`
 * repeats drawn once in `<defs>` and placed with `<use>`), the characters in their poses (facing the
 * middle unless told, mirrored when facing left, holding their prop), then the evening or night
 * tint and the weather. 1200 x 800, no text. Deterministic: the same descriptor gives the same bytes
 * (the backdrop's randomness is seeded from the descriptor).
 */
import { bookArtSchema, type BookArt } from '../../../core/reading/book-schema';
import { makeRng } from '../../../core/art/rng';
import { characterDrawing } from './characters';
import type { Figure } from './figure';
import { el, fmt, FLOOR, g, H, INK, inked, L, type Place, PLACE_X, W } from './kit';
import { type ArtPose, poseSigns, poseSpec } from './pose';
import { propDrawing } from './props';
import { settingDrawing } from './settings';
import { timeTint, weather } from './weather';

/** A stable 32-bit hash of a string (FNV-1a), seeding a picture's randomness. */
export function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** How big each character is drawn (1 = its drawing's own size). */
const CHARACTER_SCALE: Partial<Record<string, number>> = {
  chick: 1.6, bird: 1.6, ant: 1.5, ladybug: 1.6, bee: 1.4, butterfly: 1.4, mouse: 1.7, hedgehog: 1.6, snail: 1.3, frog: 1.4, squirrel: 1.6,
  cat: 1.45, kitten: 1.6, dog: 1.4, puppy: 1.55, rabbit: 1.5, fox: 1.35, duck: 1.4, hen: 1.35, owl: 1.3, penguin: 1.3, parrot: 1.45,
  fish: 1.3, crab: 1.3, octopus: 1.2, turtle: 1.4, snake: 1.3, seal: 1.2, pig: 1.25, sheep: 1.3, goat: 1.2, monkey: 1.1,
  elephant: 1.1, giraffe: 0.95, whale: 1.1, bear: 1.15,
};
/** People (and Moxie) are drawn a little larger than their rig. */
const DEFAULT_SCALE = 1.1;

/** Characters at the same place stand side by side; the offsets of n of them. */
function spread(n: number, step: number): number[] {
  return Array.from({ length: n }, (_, i) => (i - (n - 1) / 2) * step);
}

/** One character, placed. */
function characterMarkup(c: BookArt['characters'][number], x: number, y: number): string {
  const spec = poseSpec(c.pose);
  const fig: Figure = characterDrawing(c.who)(spec);
  const facingLeft = (c.facing ?? (c.at === 'right' ? 'left' : 'right')) === 'left';
  const held = c.holding ?? (c.pose === 'read' ? 'book' : undefined);
  let prop = '';
  if (held !== undefined && fig.hand !== null) {
    const p = propDrawing(held);
    const [hx, hy] = fig.hand;
    if (held === 'kite') {
      // A kite flies high on its string.
      prop = L(`M${fmt(hx)} ${fmt(hy)}Q${fmt(hx + 120)} ${fmt(hy - 60)} ${fmt(hx + 170)} ${fmt(hy - 220)}`, INK, 3) + g({ transform: `translate(${fmt(hx + 170)} ${fmt(hy - 160)}) scale(0.7)` }, p.draw());
    } else {
      const s = fig.handScale * p.hold;
      let y = hy + (p.grip === 'bottom' ? p.h * 0.12 * s : (p.h * s) / 2);
      // An umbrella goes over the head, on a longer stick.
      if (held === 'umbrella') y = Math.min(y, p.h * s * 0.7 - fig.ext.top - 10);
      prop = (y < hy ? L(`M${fmt(hx)} ${fmt(hy)}V${fmt(y)}`, INK, 8) : '') + g({ transform: `translate(${fmt(hx)} ${fmt(y)}) scale(${fmt(s)})` }, p.draw());
    }
  }
  const signs = poseSigns(spec, fig.ext);
  const scale = CHARACTER_SCALE[c.who] ?? DEFAULT_SCALE;
  const sx = facingLeft ? -scale : scale;
  const t = `translate(${fmt(x)} ${fmt(y - spec.lift)})${scale === 1 && !facingLeft ? '' : ` scale(${fmt(sx)}${facingLeft ? ` ${fmt(scale)}` : ''})`}${spec.tilt === 0 ? '' : ` rotate(${spec.tilt})`}`;
  const inner = signs.back + (fig.holdBehind === true ? prop : '') + fig.body + (fig.holdBehind === true ? '' : prop) + signs.front;
  return inked(inner, t);
}

/**
 * Renders a picture descriptor as a standalone SVG document (1200 x 800, viewBox `0 0 1200 800`).
 * @param art the page's or cover's `art` (parsed or raw: defaults are applied by the schema)
 * @throws Error for an unknown setting, character, pose or prop (each value of the schema's enums has a drawing)
 */
export function renderBookArt(art: BookArt): string {
  const a = bookArtSchema.parse(art);
  const defs = new Map<string, string>();
  const def = (id: string, markup: string): void => {
    if (!defs.has(id)) defs.set(id, markup);
  };
  const rng = makeRng(hash(JSON.stringify(a)));
  const setting = settingDrawing(a.setting);
  let back = setting.draw({ time: a.time, rng, def });
  // Props: places taken by characters push ground props aside (away from the middle).
  const taken = new Set<Place>(a.characters.map((c) => c.at));
  let behind = '';
  let ground = '';
  let sky = '';
  for (const p of a.props) {
    const d = propDrawing(p.what);
    const n = p.count;
    const base = PLACE_X[p.at];
    const width = d.layer === 'back' ? 300 : d.layer === 'sky' ? 260 : 200;
    const step = n === 1 ? 0 : Math.min(width / (n - 1) + 40, 150 * d.scale);
    let x0: number = base;
    if (d.layer === 'ground' && taken.has(p.at)) x0 = p.at === 'left' ? base - 130 : p.at === 'right' ? base + 140 : base + 170;
    const markup = inked(d.draw());
    const id = `p-${p.what}`;
    if (n > 1) def(id, g({ id }, markup));
    spread(n, step).forEach((dx, i) => {
      const x = Math.max(60, Math.min(W - 60, x0 + dx));
      const y = d.layer === 'sky' ? Math.max(150, 50 + d.h * d.scale) + (i % 2) * 50 + (p.at === 'center' ? -30 : 0) : d.layer === 'back' ? FLOOR - 110 : FLOOR + 10 + (i % 2) * 14;
      const s = d.scale * (d.layer === 'ground' && n > 2 ? 0.85 : 1);
      const t = `translate(${fmt(x)} ${fmt(y)})${s === 1 ? '' : ` scale(${fmt(s)})`}`;
      const one = n > 1 ? el('use', { href: `#${id}`, transform: t }) : g({ transform: t }, markup);
      if (d.layer === 'back') behind += one;
      else if (d.layer === 'sky') sky += one;
      else ground += one;
    });
  }
  // Characters, grouped by place, fliers last.
  let people = '';
  const byPlace = new Map<Place, BookArt['characters']>();
  for (const c of a.characters) byPlace.set(c.at, [...(byPlace.get(c.at) ?? []), c]);
  for (const [place, list] of byPlace) {
    const offs = spread(list.length, 200);
    list.forEach((c, i) => {
      const x = Math.max(130, Math.min(W - 130, PLACE_X[place] + (offs[i] ?? 0)));
      people += characterMarkup(c, x, FLOOR + (list.length > 1 ? (i % 2) * 16 : 0));
    });
  }
  back += sky + behind + ground + people + timeTint(a.time, setting.indoor) + weather(a.weather, def, rng);
  const defsMarkup = [...defs.values()].join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${defsMarkup === '' ? '' : `<defs>${defsMarkup}</defs>`}${back}</svg>\n`;
}

/** Checks every value named by a descriptor has a drawing (throws like {@link renderBookArt}). */
export function assertDrawable(what: { setting?: string; who?: string; pose?: string; prop?: string }): void {
  if (what.setting !== undefined) settingDrawing(what.setting);
  if (what.who !== undefined) characterDrawing(what.who);
  if (what.pose !== undefined) poseSpec(what.pose as ArtPose);
  if (what.prop !== undefined) propDrawing(what.prop);
}
