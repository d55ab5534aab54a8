/**
 * Monster avatar renderer: turns a {@link MonsterDescription} into a standalone SVG document.
 *
 * The same string is used by Phaser scenes (SVG texture loaded from {@link monsterDataUrl}) and by
 * React screens (`<img src={monsterDataUrl(d)}>`), so a monster looks identical everywhere.
 *
 * Canvas: 400 x 440 user units (viewBox "0 0 400 440"), monster centred on x = 200 and standing
 * with its feet on y ~ 430. Layers, back to front: outfits worn behind (cape), headpart, arms, feet,
 * body (base colour, pattern, belly, shading, gloss, all clipped to the body shape), body outline,
 * cheeks, eyes, mouth, then the other outfits (body wear, glasses, hats, hand things; see outfits.ts).
 *
 * Pure module (no DOM, no Phaser, no Node built-ins).
 */
import { BODIES, type BodyDef, type Ctx, CX, OUTLINE, PALETTES, pathD } from './monster-anatomy';
import { eyesSvg, mouthSvg } from './monster-face';
import { armsSvg, feetSvg, headpartSvg, patternSvg } from './monster-body-parts';
import { fine, INK } from './svg-kit';
import { fistSvg, type OutfitCtx, type OutfitDef, outfitsToDraw } from './outfits';
import { type MonsterDescription, type MonsterPartType, partIndex } from '../monster/monster-parts';

const { el, g, num: n } = fine;

/** Rendering options. */
export interface MonsterSvgOptions {
  /** 'stand' (default): arms down. 'cheer': arms raised. */
  pose?: 'stand' | 'cheer';
  /** 'open' (default), or 'closed': the same monster mid-blink (the game swaps it in for a moment). */
  eyes?: 'open' | 'closed';
}

/** Width of the SVG document, in pixels / user units. */
export const MONSTER_SVG_WIDTH = 400;
/** Height of the SVG document, in pixels / user units. */
export const MONSTER_SVG_HEIGHT = 440;

/** Where an outfit's local origin sits on this body: `translate(...) scale(...)`. */
function outfitTransform(def: OutfitDef, body: BodyDef, pose: 'stand' | 'cheer'): string {
  const neckY = body.mouth.y + 54 * body.mouthScale;
  switch (def.position) {
    case 'head':
      return `translate(${n(body.top.x)} ${n(body.top.y)}) scale(${n(body.headScale)})`;
    case 'face':
      return `translate(${n(body.eyes.x)} ${n(body.eyes.y)}) scale(${n(body.eyeScale)})`;
    case 'body':
      return def.layer === 'back' ? `translate(${CX} ${n(neckY)})` : `translate(${CX} ${n(neckY)}) scale(${n(body.mouthScale)})`;
    case 'hand': {
      // The right arm's end (see armsSvg).
      const { dx, y } = body.shoulder;
      return pose === 'cheer' ? `translate(${n(CX + dx + 54)} ${n(y - 84)})` : `translate(${n(CX + dx + 46)} ${n(y + 52)})`;
    }
  }
}

/** The outfits of `layer`, placed on the body; hand things get the monster's fist over their grip. */
function outfitsSvg(defs: readonly OutfitDef[], layer: 'back' | 'front', ctx: Ctx, pose: 'stand' | 'cheer'): string {
  const { body, pal } = ctx;
  const neckY = body.mouth.y + 54 * body.mouthScale;
  const octx: OutfitCtx = { base: pal.base, halfWidth: (body.box.x1 - body.box.x0) / 2, toFeet: body.feet.y + 18 - neckY };
  return defs
    .filter((d) => d.layer === layer)
    .map((d) => g({ transform: outfitTransform(d, body, pose), 'data-outfit': d.key }, d.draw(octx), d.position === 'hand' ? fistSvg(pal.base) : ''))
    .join('');
}

// ---------------------------------------------------------------------------------------------
// Public API

function indexOrThrow(type: MonsterPartType, id: number): number {
  const i = partIndex(type, id);
  if (i === undefined) throw new Error('Invalid monster part id');
  return i;
}

/**
 * Renders a monster as a complete standalone SVG document string
 * (`xmlns` set, width 400, height 440, viewBox "0 0 400 440"; feet at y ~ 430, centred on x = 200).
 *
 * Element ids (clip paths) carry a suffix built from the description's part ids and the pose,
 * so several different monsters can be inlined in one page without clashing.
 *
 * @param d monster description (part ids, e.g. {@link DEFAULT_MONSTER}).
 * @param options `pose`: 'stand' (default) or 'cheer' (arms raised); `eyes`: 'open' (default) or 'closed'.
 * @throws Error('Invalid monster part id') when any id lies outside its type's range.
 */
export function monsterSvg(d: MonsterDescription, options?: MonsterSvgOptions): string {
  const bodyI = indexOrThrow('body', d.body);
  const colorI = indexOrThrow('color', d.color);
  const patternI = indexOrThrow('pattern', d.pattern);
  const eyesI = indexOrThrow('eyes', d.eyes);
  const mouthI = indexOrThrow('mouth', d.mouth);
  const headI = indexOrThrow('headpart', d.headpart);
  const pose = options?.pose === 'cheer' ? 'cheer' : 'stand';

  const body = BODIES[bodyI];
  const pal = PALETTES[colorI];
  if (body === undefined || pal === undefined) throw new Error('Invalid monster part id');
  const uid = `${d.body}-${d.color}-${d.pattern}-${d.eyes}-${d.mouth}-${d.headpart}${pose === 'cheer' ? '-c' : ''}`;
  const ctx: Ctx = { body, pal, uid };
  const outfits = outfitsToDraw(d.outfits);
  const wearsHat = outfits.some((o) => o.position === 'head');

  const bodyD = pathD(body.segs);
  const clipBody = `mbc-${uid}`;
  const clipBelly = `mbb-${uid}`;
  const pattern = patternSvg(patternI, ctx);
  const { cx, cy, rx, ry } = body.belly;

  // Shading: everything outside the body shifted up-left, i.e. a crescent along the lower right.
  const shadeD = `M -20 -20 H 420 V 460 H -20 Z ${pathD(body.segs, -12, -14)}`;

  const bodyLayer =
    el('path', { d: bodyD, fill: pal.base }) +
    g(
      { 'clip-path': `url(#${clipBody})` },
      pattern.skin,
      el('ellipse', { cx, cy, rx, ry, fill: pal.belly }),
      pattern.belly === '' ? '' : g({ 'clip-path': `url(#${clipBelly})` }, pattern.belly),
      el('path', { d: shadeD, fill: pal.shade, 'fill-rule': 'evenodd', opacity: 0.45 }),
      el('ellipse', {
        cx: body.gloss.x,
        cy: body.gloss.y,
        rx: body.gloss.rx,
        ry: body.gloss.ry,
        transform: `rotate(${n(body.gloss.angle)} ${n(body.gloss.x)} ${n(body.gloss.y)})`,
        fill: '#ffffff',
        opacity: 0.45,
      }),
    ) +
    el('path', { d: bodyD, fill: 'none', stroke: INK, 'stroke-width': OUTLINE, 'stroke-linejoin': 'round' });

  const cheekD = body.cheekDx * body.mouthScale;
  const cheeks = [-1, 1]
    .map((side) =>
      el('ellipse', { cx: body.mouth.x + side * cheekD, cy: body.mouth.y - 8, rx: 15, ry: 9, fill: pal.blush, opacity: pal.blushOpacity }),
    )
    .join('');

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${MONSTER_SVG_WIDTH}" height="${MONSTER_SVG_HEIGHT}" viewBox="0 0 ${MONSTER_SVG_WIDTH} ${MONSTER_SVG_HEIGHT}">` +
    el(
      'defs',
      {},
      el('clipPath', { id: clipBody }, el('path', { d: bodyD })),
      el('clipPath', { id: clipBelly }, el('ellipse', { cx, cy, rx, ry })),
    ) +
    outfitsSvg(outfits, 'back', ctx, pose) +
    // A hat replaces what grows on top of the head (tuft, crown); side parts (horns, antennae, ears) stay.
    (wearsHat && (headI === 2 || headI === 4) ? '' : headpartSvg(headI, ctx)) +
    armsSvg(ctx, pose) +
    feetSvg(ctx) +
    bodyLayer +
    cheeks +
    pattern.face +
    eyesSvg(eyesI, ctx, options?.eyes === 'closed') +
    mouthSvg(mouthI, ctx) +
    outfitsSvg(outfits, 'front', ctx, pose) +
    '</svg>'
  );
}

/**
 * The monster as a `data:image/svg+xml;charset=utf-8,...` URL (percent-encoded SVG), usable as an
 * `<img src>` or a Phaser texture source. Same arguments and errors as {@link monsterSvg}.
 */
export function monsterDataUrl(d: MonsterDescription, options?: MonsterSvgOptions): string {
  return 'data:image/svg+xml;charset=utf-8,' + encodeURIComponent(monsterSvg(d, options));
}
