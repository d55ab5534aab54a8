/**
 * Pet renderer: turns a catalogue pet ({@link PetDef}, core/content/pet-catalogue.ts) and a look ({@link PetLook}: growth level,
 * colour variant, accessory) into a standalone SVG document, in the monster art's style (thick
 * ink outline, soft shading crescent, white gloss, pink cheeks, big shiny eyes).
 *
 * The same string is used by the generated files (scripts/art/pets.ts), the React overlays
 * (`<img src={petDataUrl(...)}>`) and Phaser (as an SVG texture), so a pet looks the same everywhere.
 *
 * Canvas: 300 x 300 user units, pet centred on x = 150, standing on y ~ 288. Growth shows three
 * ways: the pet is drawn larger (scale 0.74, 0.88, 1), its body grows relative to its head, and
 * its features mature (a baby sits in its eggshell; markings appear at level 2; wings, horns,
 * ears and tails are biggest at level 3, which also wears a little sparkle).
 *
 * Pure module (no DOM, no Phaser, no Node built-ins).
 */
import { PET_COLOR_COUNT, type PetDef, type PetLook } from '../content/pet-catalogue';
import { armsSvg, backExtraSvg, bodySvg, type Ctx, CX, feetSvg, GEOMETRY, GROUND, tailSvg } from './pet-body';
import { accessorySvg, earsBehindSvg, earsFrontSvg, eggshellSvg, faceSvg, headSvg, sparkle, topExtraSvg } from './pet-head';
import { fine, INK } from './svg-kit';

const { el, num: n } = fine;

/** Width and height of the SVG document, in pixels / user units. */
export const PET_SVG_SIZE = 300;

/**
 * Renders a pet as a complete standalone SVG document string (`xmlns` set, 300 x 300,
 * viewBox "0 0 300 300"; feet on y ~ 286, centred on x = 150).
 *
 * Clip-path ids carry a suffix built from the pet, level, colour and accessory, so several pets
 * can be inlined in one page without clashing.
 *
 * @param pet the catalogue entry
 * @param look growth level (1-3), colour variant (0-3) and accessory; defaults to the baby in its
 *   natural colour with nothing on
 * @throws Error('Invalid pet look') when the level or colour is out of range.
 */
export function petSvg(pet: PetDef, look: Partial<PetLook> = {}): string {
  const level = look.level ?? 1;
  const color = look.color ?? 0;
  const accessory = look.accessory ?? 'none';
  const geo = GEOMETRY[level];
  const pal = pet.palettes[color];
  if (!geo || !pal || !Number.isInteger(color) || color < 0 || color >= PET_COLOR_COUNT) throw new Error('Invalid pet look');
  const octopus = pet.extra === 'tentacles';
  // The octopus is all head: a bigger head sits where the body would be, arms below it.
  const head = octopus ? { cx: CX, cy: geo.head.cy + (geo.body.cy - geo.head.cy) * 0.6, r: geo.head.r * 1.15 } : geo.head;
  const ctx: Ctx = { pet, pal, level, head, body: geo.body, uid: `${pet.key}-${level}-${color}-${accessory}`, grow: (level - 1) / 2 };
  const scaled =
    tailSvg(ctx) +
    backExtraSvg(ctx) +
    feetSvg(ctx) +
    (octopus ? '' : bodySvg(ctx) + armsSvg(ctx)) +
    earsBehindSvg(ctx) +
    headSvg(ctx) +
    earsFrontSvg(ctx) +
    faceSvg(ctx) +
    (accessory === 'scarf' ? accessorySvg(ctx, accessory) : '') +
    topExtraSvg(ctx) +
    (level === 1 ? eggshellSvg(ctx) : '') +
    (accessory !== 'scarf' ? accessorySvg(ctx, accessory) : '');
  const s = geo.scale;
  const shadow = el('ellipse', { cx: CX, cy: GROUND + 4, rx: 86 * s, ry: 10 * s, fill: INK, opacity: 0.12 });
  const sparkles = level === 3 ? sparkle(44, 70, 14) + sparkle(258, 104, 10) + sparkle(250, 44, 7) : level === 2 ? sparkle(252, 90, 9) : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PET_SVG_SIZE}" height="${PET_SVG_SIZE}" viewBox="0 0 ${PET_SVG_SIZE} ${PET_SVG_SIZE}">` +
    shadow +
    el('g', { transform: `translate(${n(CX * (1 - s))} ${n(GROUND * (1 - s))}) scale(${n(s)})` }, scaled) +
    sparkles +
    '</svg>'
  );
}

/**
 * The pet as a `data:image/svg+xml;charset=utf-8,...` URL, usable as an `<img src>` or a Phaser
 * texture source. Same arguments and errors as {@link petSvg}.
 */
export function petDataUrl(pet: PetDef, look: Partial<PetLook> = {}): string {
  return 'data:image/svg+xml;charset=utf-8,' + encodeURIComponent(petSvg(pet, look));
}
