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
import { sparkleD } from './paths';
import { type Attrs, INK, fine } from './svg-kit';
import { PET_COLOR_COUNT, type PetAccessory, type PetDef, type PetLevel, type PetLook, type PetPalette } from '../content/pet-catalogue';

const { el, num: n } = fine;

/** Width and height of the SVG document, in pixels / user units. */
export const PET_SVG_SIZE = 300;

const SW = 5;
const CX = 150;
const GROUND = 286;

const outline = { stroke: INK, 'stroke-width': SW, 'stroke-linejoin': 'round', 'stroke-linecap': 'round' } as const;

/** Path data from a list of points joined by straight lines, closed. */
function poly(points: readonly (readonly [number, number])[]): string {
  return 'M ' + points.map(([x, y]) => `${n(x)} ${n(y)}`).join(' L ') + ' Z';
}

/** Mirrors a path's x coordinates about x = 150 (only absolute M/L/Q/C paths with number pairs). */
function mirrorD(d: string): string {
  let i = 0;
  return d.replace(/-?\d+(?:\.\d+)?/g, (m) => (i++ % 2 === 0 ? n(2 * CX - Number(m)) : m));
}

/** Both sides of a symmetric part: `d` is drawn for the left side and mirrored for the right. */
function pair(d: string, a: Attrs): string {
  return el('path', { d, ...a }) + el('path', { d: mirrorD(d), ...a });
}

interface Circle {
  cx: number;
  cy: number;
  r: number;
}
interface Oval {
  cx: number;
  cy: number;
  rx: number;
  ry: number;
}

interface Geometry {
  scale: number;
  head: Circle;
  body: Oval;
}

/** Proportions per growth level (unscaled; the whole pet is then scaled about its feet). */
const GEOMETRY: Readonly<Record<PetLevel, Geometry>> = {
  1: { scale: 0.74, head: { cx: CX, cy: 150, r: 74 }, body: { cx: CX, cy: 236, rx: 56, ry: 46 } },
  2: { scale: 0.88, head: { cx: CX, cy: 138, r: 70 }, body: { cx: CX, cy: 228, rx: 64, ry: 54 } },
  3: { scale: 1, head: { cx: CX, cy: 126, r: 67 }, body: { cx: CX, cy: 220, rx: 72, ry: 62 } },
};

interface Ctx {
  pet: PetDef;
  pal: PetPalette;
  level: PetLevel;
  head: Circle;
  body: Oval;
  uid: string;
  /** 0 (baby) to 1 (grown up): how far features have matured. */
  grow: number;
}

// ---------------------------------------------------------------------------------------------
// Shaded shapes

/** A filled, shaded, glossed, outlined circle or ellipse (head and body). */
function shadedOval(ctx: Ctx, id: string, o: Oval, fill: string, shade: string, extra = ''): string {
  const clip = `${id}-${ctx.uid}`;
  return (
    el('clipPath', { id: clip }, el('ellipse', { cx: o.cx, cy: o.cy, rx: o.rx, ry: o.ry })) +
    el('ellipse', { cx: o.cx, cy: o.cy, rx: o.rx, ry: o.ry, fill: shade }) +
    el(
      'g',
      { 'clip-path': `url(#${clip})` },
      el('ellipse', { cx: o.cx - o.rx * 0.08, cy: o.cy - o.ry * 0.1, rx: o.rx, ry: o.ry, fill }),
      extra,
      el('ellipse', { cx: o.cx - o.rx * 0.45, cy: o.cy - o.ry * 0.55, rx: o.rx * 0.2, ry: o.ry * 0.1, transform: `rotate(-35 ${n(o.cx - o.rx * 0.45)} ${n(o.cy - o.ry * 0.55)})`, fill: '#ffffff', opacity: 0.5 }),
    ) +
    el('ellipse', { cx: o.cx, cy: o.cy, rx: o.rx, ry: o.ry, fill: 'none', ...outline })
  );
}

const headOval = (h: Circle): Oval => ({ cx: h.cx, cy: h.cy, rx: h.r, ry: h.r * 0.94 });

// ---------------------------------------------------------------------------------------------
// Behind the body: tails, wings, shells

function tailSvg(ctx: Ctx): string {
  const { body, pal, grow } = ctx;
  const x = body.cx + body.rx * 0.8;
  const y = body.cy + body.ry * 0.3;
  const k = 0.8 + grow * 0.4;
  switch (ctx.pet.tail) {
    case 'curl':
      return el('path', { d: `M ${n(x - 10)} ${n(y)} C ${n(x + 40 * k)} ${n(y + 10)} ${n(x + 50 * k)} ${n(y - 50 * k)} ${n(x + 22 * k)} ${n(y - 70 * k)}`, fill: 'none', stroke: INK, 'stroke-width': 22, 'stroke-linecap': 'round' }) +
        el('path', { d: `M ${n(x - 10)} ${n(y)} C ${n(x + 40 * k)} ${n(y + 10)} ${n(x + 50 * k)} ${n(y - 50 * k)} ${n(x + 22 * k)} ${n(y - 70 * k)}`, fill: 'none', stroke: pal.base, 'stroke-width': 12, 'stroke-linecap': 'round' });
    case 'wag':
      return el('path', { d: `M ${n(x - 14)} ${n(y + 6)} Q ${n(x + 30 * k)} ${n(y)} ${n(x + 34 * k)} ${n(y - 44 * k)} Q ${n(x + 14 * k)} ${n(y - 20)} ${n(x - 14)} ${n(y - 14)} Z`, fill: pal.base, ...outline });
    case 'pom':
      return el('circle', { cx: x + 8, cy: y, r: 18 + grow * 6, fill: pal.belly, ...outline });
    case 'nub':
      return el('ellipse', { cx: x + 4, cy: y + 6, rx: 14 + grow * 4, ry: 10 + grow * 3, fill: pal.base, ...outline });
    case 'bushy': {
      const tip = ctx.pet.extra === 'horn' ? pal.accent : pal.belly;
      const d = `M ${n(x - 16)} ${n(y + 10)} C ${n(x + 40 * k)} ${n(y + 20)} ${n(x + 70 * k)} ${n(y - 30 * k)} ${n(x + 48 * k)} ${n(y - 80 * k)} C ${n(x + 30 * k)} ${n(y - 50 * k)} ${n(x + 10)} ${n(y - 30)} ${n(x - 16)} ${n(y - 16)} Z`;
      const clip = `tail-${ctx.uid}`;
      return (
        el('clipPath', { id: clip }, el('path', { d })) +
        el('path', { d, fill: pal.base }) +
        el('circle', { cx: x + 48 * k, cy: y - 80 * k, r: 30 * k, fill: tip, 'clip-path': `url(#${clip})` }) +
        el('path', { d, fill: 'none', ...outline })
      );
    }
    case 'spike':
      return (
        el('path', { d: `M ${n(x - 16)} ${n(y + 14)} Q ${n(x + 40 * k)} ${n(y + 30)} ${n(x + 56 * k)} ${n(y - 10 * k)} Q ${n(x + 24 * k)} ${n(y + 4)} ${n(x - 16)} ${n(y - 12)} Z`, fill: pal.base, ...outline }) +
        el('path', { d: poly([[x + 50 * k, y - 4 * k], [x + 72 * k, y - 30 * k], [x + 60 * k, y + 4 * k]]), fill: pal.accent, ...outline })
      );
    case 'fin':
      return el('path', { d: `M ${n(x - 16)} ${n(y + 12)} Q ${n(x + 50 * k)} ${n(y + 24)} ${n(x + 60 * k)} ${n(y - 30 * k)} Q ${n(x + 30 * k)} ${n(y - 10)} ${n(x - 16)} ${n(y - 14)} Z`, fill: pal.accent, opacity: 1, ...outline });
    case 'none':
      return '';
  }
}

function backExtraSvg(ctx: Ctx): string {
  const { body, head, pal, grow } = ctx;
  switch (ctx.pet.extra) {
    case 'batwings': {
      const s = 0.6 + grow * 0.6;
      const x = body.cx - body.rx * 0.6;
      const y = body.cy - body.ry * 0.5;
      const d = `M ${n(x)} ${n(y)} Q ${n(x - 40 * s)} ${n(y - 70 * s)} ${n(x - 80 * s)} ${n(y - 60 * s)} Q ${n(x - 70 * s)} ${n(y - 30 * s)} ${n(x - 78 * s)} ${n(y - 10 * s)} Q ${n(x - 56 * s)} ${n(y - 16 * s)} ${n(x - 50 * s)} ${n(y + 6 * s)} Q ${n(x - 30 * s)} ${n(y - 4 * s)} ${n(x + 6)} ${n(y + 24)} Z`;
      return pair(d, { fill: pal.accent, ...outline });
    }
    case 'shell': {
      const o = { cx: body.cx, cy: body.cy - body.ry * 0.05, rx: body.rx * 1.32, ry: body.ry * 1.12 };
      const clip = `shell-${ctx.uid}`;
      const plates = [
        [0, -0.55],
        [-0.55, -0.1],
        [0.55, -0.1],
        [-0.3, 0.5],
        [0.3, 0.5],
      ]
        .map(([fx, fy]) => el('circle', { cx: o.cx + fx! * o.rx, cy: o.cy + fy! * o.ry, r: o.rx * 0.26, fill: pal.shade, stroke: INK, 'stroke-width': 3 }))
        .join('');
      return el('clipPath', { id: clip }, el('ellipse', { cx: o.cx, cy: o.cy, rx: o.rx, ry: o.ry })) + el('ellipse', { cx: o.cx, cy: o.cy, rx: o.rx, ry: o.ry, fill: pal.accent }) + el('g', { 'clip-path': `url(#${clip})` }, plates) + el('ellipse', { cx: o.cx, cy: o.cy, rx: o.rx, ry: o.ry, fill: 'none', ...outline });
    }
    case 'gills': {
      const fronds = [-0.5, -0.1, 0.3]
        .map((f, i) => {
          const a = -2.75 + i * 0.4;
          const len = 40 + grow * 18;
          const x0 = head.cx - head.r * 0.86;
          const y0 = head.cy + f * head.r * 0.6;
          const x1 = x0 + Math.cos(a) * len;
          const y1 = y0 + Math.sin(a) * len;
          return `M ${n(x0)} ${n(y0 - 8)} Q ${n((x0 + x1) / 2)} ${n(Math.min(y0, y1) - 14)} ${n(x1)} ${n(y1)} Q ${n((x0 + x1) / 2 + 4)} ${n(Math.max(y0, y1) + 4)} ${n(x0)} ${n(y0 + 8)} Z`;
        });
      return fronds.map((d) => pair(d, { fill: pal.accent, ...outline })).join('');
    }
    case 'horn': {
      // The mane: soft locks behind the head, longer as the unicorn grows.
      const locks = [0, 1, 2, 3]
        .map((i) => {
          const y = head.cy - head.r * 0.7 + i * head.r * 0.42;
          const x = head.cx + head.r * (0.7 + 0.08 * i);
          const len = 26 + grow * 18;
          return el('ellipse', { cx: x + 6, cy: y, rx: len * 0.7, ry: 16, transform: `rotate(${20 + i * 12} ${n(x)} ${n(y)})`, fill: i % 2 ? '#ffb3e0' : '#b8a6ff', ...outline });
        })
        .join('');
      return locks;
    }
    default:
      return '';
  }
}

// ---------------------------------------------------------------------------------------------
// Feet, arms, body

function feetSvg(ctx: Ctx): string {
  const { body, pal, grow } = ctx;
  if (ctx.pet.extra === 'tentacles') {
    // Six wiggly arms from under the head, tips curling outward (the octopus has no body).
    const { head } = ctx;
    const y0 = head.cy + head.r * 0.55;
    const arms = [0.2, 0.5, 0.8]
      .map((f, i) => {
        const x0 = head.cx - f * head.r * 0.85;
        const reach = 14 + i * 16 + grow * 10;
        const d = `M ${n(x0)} ${n(y0)} C ${n(x0 - 4)} ${n(GROUND - 40)} ${n(x0 - reach)} ${n(GROUND - 2)} ${n(x0 - reach - 18)} ${n(GROUND - 22)}`;
        return pair(d, { fill: 'none', stroke: INK, 'stroke-width': 26, 'stroke-linecap': 'round' }) + pair(d, { fill: 'none', stroke: pal.base, 'stroke-width': 15, 'stroke-linecap': 'round' });
      })
      .join('');
    return arms;
  }
  const y = body.cy + body.ry - 4;
  const foot = (x: number) => el('ellipse', { cx: x, cy: y, rx: 22, ry: 13, fill: ctx.pet.snout === 'beak' ? '#ffb347' : pal.base, ...outline });
  return foot(body.cx - body.rx * 0.5) + foot(body.cx + body.rx * 0.5);
}

function markingSvg(ctx: Ctx, where: 'body' | 'head'): string {
  if (ctx.level === 1) return '';
  const { body, head, pal } = ctx;
  const m = ctx.pet.marking;
  if (m === 'stripes') {
    const o = where === 'body' ? { cx: body.cx, cy: body.cy, w: body.rx, h: body.ry } : { cx: head.cx, cy: head.cy - head.r * 0.7, w: head.r * 0.35, h: head.r * 0.3 };
    if (where === 'head') return [-1, 0, 1].map((i) => el('path', { d: `M ${n(o.cx + i * 16)} ${n(o.cy - 16)} L ${n(o.cx + i * 12)} ${n(o.cy + 12)}`, stroke: pal.accent, 'stroke-width': 7, 'stroke-linecap': 'round' })).join('');
    return [-0.35, 0.1, 0.55].map((f) => pair(`M ${n(o.cx - o.w * 1.05)} ${n(o.cy + f * o.h)} Q ${n(o.cx - o.w * 0.6)} ${n(o.cy + f * o.h - 6)} ${n(o.cx - o.w * 0.5)} ${n(o.cy + f * o.h + 4)}`, { fill: 'none', stroke: pal.accent, 'stroke-width': 8, 'stroke-linecap': 'round' })).join('');
  }
  if (m === 'spots') {
    if (where === 'head') return el('circle', { cx: head.cx + head.r * 0.55, cy: head.cy - head.r * 0.5, r: 8, fill: pal.accent, opacity: 0.8 }) + el('circle', { cx: head.cx - head.r * 0.62, cy: head.cy - head.r * 0.35, r: 6, fill: pal.accent, opacity: 0.8 });
    return [
      [-0.7, -0.3, 9],
      [0.72, -0.1, 11],
      [-0.55, 0.4, 7],
      [0.6, 0.5, 8],
    ]
      .map(([fx, fy, r]) => el('circle', { cx: body.cx + fx! * body.rx, cy: body.cy + fy! * body.ry, r: r!, fill: pal.accent, opacity: 0.8 }))
      .join('');
  }
  if (m === 'patch' && where === 'head') return el('ellipse', { cx: head.cx + head.r * 0.38, cy: head.cy - head.r * 0.02, rx: head.r * 0.3, ry: head.r * 0.28, fill: pal.accent, opacity: 0.75 });
  return '';
}

function bodySvg(ctx: Ctx): string {
  const { body, pal, pet } = ctx;
  const belly = pet.extra === 'flippers' ? { rx: body.rx * 0.78, ry: body.ry * 0.9, dy: 0.05 } : pet.extra === 'shell' ? { rx: body.rx * 0.7, ry: body.ry * 0.75, dy: 0.12 } : { rx: body.rx * 0.62, ry: body.ry * 0.62, dy: 0.22 };
  const inside = el('ellipse', { cx: body.cx, cy: body.cy + body.ry * belly.dy, rx: belly.rx, ry: belly.ry, fill: pal.belly }) + markingSvg(ctx, 'body');
  return shadedOval(ctx, 'body', body, pal.base, pal.shade, inside);
}

function armsSvg(ctx: Ctx): string {
  const { body, pal, grow } = ctx;
  if (ctx.pet.extra === 'wings') {
    const s = 0.8 + grow * 0.3;
    const x = body.cx - body.rx * 0.92;
    const y = body.cy - body.ry * 0.35;
    const d = `M ${n(x + 8)} ${n(y)} Q ${n(x - 30 * s)} ${n(y + 20 * s)} ${n(x - 14 * s)} ${n(y + 70 * s)} Q ${n(x + 6)} ${n(y + 50 * s)} ${n(x + 18)} ${n(y + 30 * s)} Z`;
    return pair(d, { fill: pal.shade, ...outline });
  }
  if (ctx.pet.extra === 'flippers') {
    const x = body.cx - body.rx * 0.9;
    const y = body.cy - body.ry * 0.3;
    return pair(`M ${n(x + 6)} ${n(y)} Q ${n(x - 34)} ${n(y + 30)} ${n(x - 26)} ${n(y + 56)} Q ${n(x - 4)} ${n(y + 40)} ${n(x + 14)} ${n(y + 24)} Z`, { fill: pal.base, ...outline });
  }
  if (ctx.pet.extra === 'tentacles') return '';
  // Little paws resting on the belly.
  const y = body.cy - body.ry * 0.05;
  return [-1, 1].map((side) => el('ellipse', { cx: body.cx + side * body.rx * 0.5, cy: y, rx: 13, ry: 11, fill: pal.base, ...outline })).join('');
}

// ---------------------------------------------------------------------------------------------
// Ears, head, face

function earsBehindSvg(ctx: Ctx): string {
  const { head, pal, grow } = ctx;
  const top = head.cy - head.r;
  switch (ctx.pet.ears) {
    case 'cat':
    case 'fox': {
      const big = ctx.pet.ears === 'fox' ? 1.3 : 1;
      const h = (40 + grow * 10) * big;
      const xL = head.cx - head.r * 0.78;
      const outer = poly([[xL - 4, top + head.r * 0.45], [xL + 4 * big, top - h + 30], [xL + 54 * big * 0.8, top + 14]]);
      const inner = poly([[xL + 6, top + head.r * 0.35], [xL + 8 * big, top - h + 46], [xL + 36 * big * 0.8, top + 20]]);
      return pair(outer, { fill: pal.base, ...outline }) + pair(inner, { fill: ctx.pet.ears === 'fox' ? INK : '#ffb3cf', opacity: ctx.pet.ears === 'fox' ? 0.85 : 1 });
    }
    case 'bunny': {
      const len = 62 + grow * 30;
      const x = head.cx - head.r * 0.38;
      const outer = `M ${n(x - 18)} ${n(top + 20)} Q ${n(x - 30)} ${n(top - len)} ${n(x + 2)} ${n(top - len)} Q ${n(x + 22)} ${n(top - len + 10)} ${n(x + 16)} ${n(top + 20)} Z`;
      const inner = `M ${n(x - 8)} ${n(top + 10)} Q ${n(x - 16)} ${n(top - len + 22)} ${n(x + 1)} ${n(top - len + 20)} Q ${n(x + 12)} ${n(top - len + 28)} ${n(x + 7)} ${n(top + 10)} Z`;
      return pair(outer, { fill: pal.base, ...outline }) + pair(inner, { fill: '#ffb3cf' });
    }
    case 'bear':
      return [-1, 1]
        .map((side) => {
          const cx = head.cx + side * head.r * 0.72;
          const cy = top + head.r * 0.22;
          return el('circle', { cx, cy, r: 22 + grow * 4, fill: pal.base, ...outline }) + el('circle', { cx, cy, r: 11 + grow * 2, fill: pal.belly });
        })
        .join('');
    case 'tufts': {
      const h = 26 + grow * 14;
      const xL = head.cx - head.r * 0.7;
      return pair(poly([[xL - 6, top + 30], [xL - 14, top - h], [xL + 34, top + 8]]), { fill: pal.shade, ...outline });
    }
    case 'frog':
      return [-1, 1].map((side) => el('circle', { cx: head.cx + side * head.r * 0.45, cy: top + 6, r: 26, fill: pal.base, ...outline })).join('');
    default:
      return '';
  }
}

function earsFrontSvg(ctx: Ctx): string {
  if (ctx.pet.ears !== 'dog') return '';
  const { head, pal, grow } = ctx;
  const x = head.cx - head.r * 0.86;
  const y = head.cy - head.r * 0.55;
  const len = 56 + grow * 16;
  return pair(`M ${n(x + 18)} ${n(y - 8)} Q ${n(x - 26)} ${n(y)} ${n(x - 14)} ${n(y + len)} Q ${n(x + 6)} ${n(y + len + 8)} ${n(x + 20)} ${n(y + 26)} Z`, { fill: pal.accent, ...outline });
}

function headSvg(ctx: Ctx): string {
  const { head, pal, pet } = ctx;
  const o = headOval(head);
  let inside = markingSvg(ctx, 'head');
  if (pet.extra === 'flippers') {
    // Penguin face: a white heart-shaped mask.
    inside += el('ellipse', { cx: head.cx - head.r * 0.3, cy: head.cy + head.r * 0.15, rx: head.r * 0.42, ry: head.r * 0.55, fill: pal.belly }) + el('ellipse', { cx: head.cx + head.r * 0.3, cy: head.cy + head.r * 0.15, rx: head.r * 0.42, ry: head.r * 0.55, fill: pal.belly });
  }
  if (pet.snout === 'muzzle' || pet.snout === 'dog') inside += el('ellipse', { cx: head.cx, cy: head.cy + head.r * 0.4, rx: head.r * 0.42, ry: head.r * 0.3, fill: pal.belly });
  return shadedOval(ctx, 'head', o, pal.base, pal.shade, inside);
}

function eyesSvg(ctx: Ctx): string {
  const { head, level, pet } = ctx;
  const er = head.r * (level === 1 ? 0.22 : level === 2 ? 0.2 : 0.185);
  const dx = head.r * 0.38;
  const y = pet.ears === 'frog' ? head.cy - head.r + 6 : head.cy + head.r * 0.02;
  const ex = pet.ears === 'frog' ? head.r * 0.45 : dx;
  return [-1, 1]
    .map((side) => {
      const cx = head.cx + side * ex;
      const ring = pet.extra === 'wings' ? el('circle', { cx, cy: y, r: er * 1.35, fill: ctx.pal.belly, stroke: INK, 'stroke-width': 3 }) : '';
      return (
        ring +
        el('circle', { cx, cy: y, r: er, fill: '#ffffff' }) +
        el('circle', { cx: cx + er * 0.05, cy: y + er * 0.12, r: er * 0.66, fill: INK }) +
        el('circle', { cx: cx - er * 0.22, cy: y - er * 0.18, r: er * 0.28, fill: '#ffffff' }) +
        el('circle', { cx: cx + er * 0.3, cy: y + er * 0.36, r: er * 0.12, fill: '#ffffff' }) +
        el('circle', { cx, cy: y, r: er, fill: 'none', stroke: INK, 'stroke-width': 4 })
      );
    })
    .join('');
}

function faceSvg(ctx: Ctx): string {
  const { head, pet } = ctx;
  const cheeks = [-1, 1].map((side) => el('ellipse', { cx: head.cx + side * head.r * 0.62, cy: head.cy + head.r * 0.34, rx: head.r * 0.16, ry: head.r * 0.1, fill: '#ff7fa8', opacity: 0.55 })).join('');
  const my = head.cy + head.r * 0.4;
  let mouth: string;
  switch (pet.snout) {
    case 'beak':
      mouth = el('path', { d: poly([[head.cx - 14, my - 12], [head.cx + 14, my - 12], [head.cx, my + 10]]), fill: '#ffb347', ...outline });
      break;
    case 'cat':
    case 'dog':
    case 'muzzle': {
      const nose = pet.snout === 'cat' ? el('path', { d: `M ${n(head.cx - 8)} ${n(my - 12)} L ${n(head.cx + 8)} ${n(my - 12)} L ${n(head.cx)} ${n(my - 4)} Z`, fill: '#ff7fa8', ...outline, 'stroke-width': 3 }) : el('ellipse', { cx: head.cx, cy: my - 10, rx: 10, ry: 7, fill: INK });
      mouth = nose + el('path', { d: `M ${n(head.cx - 14)} ${n(my + 2)} Q ${n(head.cx - 7)} ${n(my + 10)} ${n(head.cx)} ${n(my + 1)} Q ${n(head.cx + 7)} ${n(my + 10)} ${n(head.cx + 14)} ${n(my + 2)}`, fill: 'none', stroke: INK, 'stroke-width': 4, 'stroke-linecap': 'round' });
      if (pet.ears === 'cat' && pet.extra === 'none') {
        mouth += pair(`M ${n(head.cx - head.r * 0.42)} ${n(my - 4)} L ${n(head.cx - head.r * 0.85)} ${n(my - 10)} M ${n(head.cx - head.r * 0.42)} ${n(my + 4)} L ${n(head.cx - head.r * 0.85)} ${n(my + 8)}`, { fill: 'none', stroke: INK, 'stroke-width': 3, 'stroke-linecap': 'round' });
      }
      break;
    }
    case 'smile':
      mouth =
        el('path', { d: `M ${n(head.cx - 22)} ${n(my - 4)} Q ${n(head.cx)} ${n(my + 22)} ${n(head.cx + 22)} ${n(my - 4)} Z`, fill: '#c2334f', ...outline, 'stroke-width': 4 }) +
        el('ellipse', { cx: head.cx, cy: my + 6, rx: 9, ry: 5, fill: '#ff8fa8' });
      break;
  }
  return cheeks + eyesSvg(ctx) + mouth;
}

function topExtraSvg(ctx: Ctx): string {
  const { head, grow } = ctx;
  const top = head.cy - head.r * 0.92;
  if (ctx.pet.extra === 'horn') {
    const h = 40 + grow * 26;
    const d = poly([[head.cx - 13, top + 8], [head.cx, top - h], [head.cx + 13, top + 8]]);
    return el('path', { d, fill: '#ffe27a', ...outline }) + el('path', { d: `M ${n(head.cx - 9)} ${n(top - 2)} L ${n(head.cx + 8)} ${n(top - h * 0.35)} M ${n(head.cx - 5)} ${n(top - h * 0.45)} L ${n(head.cx + 5)} ${n(top - h * 0.7)}`, stroke: '#e9a94a', 'stroke-width': 3, 'stroke-linecap': 'round' });
  }
  if (ctx.pet.extra === 'batwings') {
    // Little dragon horns.
    const h = 16 + grow * 14;
    const xL = head.cx - head.r * 0.45;
    return pair(poly([[xL - 10, top + 14], [xL - 6, top - h], [xL + 12, top + 8]]), { fill: '#fff3c4', ...outline });
  }
  return '';
}

/** The baby's eggshell: the bottom half of its egg, with a zigzag rim, in front of its feet. */
function eggshellSvg(ctx: Ctx): string {
  const { body } = ctx;
  const w = body.rx * 1.25;
  const rim = body.cy + body.ry * 0.25;
  const zig: [number, number][] = [];
  const steps = 8;
  for (let i = 0; i <= steps; i++) zig.push([body.cx - w + (2 * w * i) / steps, rim + (i % 2 === 0 ? 0 : -16)]);
  const d = `M ${n(body.cx - w)} ${n(rim)} ` + zig.map(([x, y]) => `L ${n(x)} ${n(y)}`).join(' ') + ` C ${n(body.cx + w)} ${n(GROUND + 20)} ${n(body.cx - w)} ${n(GROUND + 20)} ${n(body.cx - w)} ${n(rim)} Z`;
  return el('path', { d, fill: '#fffaf0', ...outline }) + el('circle', { cx: body.cx - w * 0.45, cy: rim + 26, r: 7, fill: ctx.pal.accent, opacity: 0.5 }) + el('circle', { cx: body.cx + w * 0.4, cy: rim + 34, r: 9, fill: ctx.pal.accent, opacity: 0.5 });
}

function sparkle(x: number, y: number, r: number): string {
  return el('path', { d: sparkleD(x, y, r, 0.25), fill: '#fff27a', stroke: INK, 'stroke-width': 3, 'stroke-linejoin': 'round' });
}

// ---------------------------------------------------------------------------------------------
// Accessories

function accessorySvg(ctx: Ctx, accessory: PetAccessory): string {
  const { head, body } = ctx;
  const top = head.cy - head.r * 0.94;
  switch (accessory) {
    case 'none':
      return '';
    case 'bow': {
      const x = head.cx + head.r * 0.5;
      const y = top + head.r * 0.2;
      return (
        el('path', { d: `M ${n(x)} ${n(y)} L ${n(x - 26)} ${n(y - 16)} L ${n(x - 26)} ${n(y + 16)} Z`, fill: '#ff5a8f', ...outline }) +
        el('path', { d: `M ${n(x)} ${n(y)} L ${n(x + 26)} ${n(y - 16)} L ${n(x + 26)} ${n(y + 16)} Z`, fill: '#ff5a8f', ...outline }) +
        el('circle', { cx: x, cy: y, r: 8, fill: '#ff8cc6', ...outline })
      );
    }
    case 'party-hat': {
      const x = head.cx - head.r * 0.2;
      const d = poly([[x - 26, top + 12], [x + 4, top - 56], [x + 30, top + 8]]);
      return (
        el('path', { d, fill: '#7c5cff', ...outline }) +
        el('path', { d: `M ${n(x - 14)} ${n(top - 14)} L ${n(x + 18)} ${n(top - 20)} M ${n(x - 4)} ${n(top - 38)} L ${n(x + 10)} ${n(top - 40)}`, stroke: '#ffd84d', 'stroke-width': 6, 'stroke-linecap': 'round' }) +
        el('circle', { cx: x + 4, cy: top - 58, r: 9, fill: '#ffd84d', ...outline })
      );
    }
    case 'scarf': {
      // Tied under the chin, in front of the head's lower edge, so it shows at every size.
      const y = head.cy + head.r * 0.92;
      const w = Math.max(body.rx * 0.92, head.r * 0.7);
      return (
        el('path', { d: `M ${n(body.cx + w * 0.35)} ${n(y + 4)} L ${n(body.cx + w * 0.55)} ${n(y + 52)} L ${n(body.cx + w * 0.15)} ${n(y + 50)} L ${n(body.cx + w * 0.05)} ${n(y + 6)} Z`, fill: '#ff6b6b', ...outline }) +
        el('rect', { x: body.cx - w, y: y - 12, width: 2 * w, height: 24, rx: 12, fill: '#ff6b6b', ...outline }) +
        el('path', { d: `M ${n(body.cx - w * 0.6)} ${n(y - 10)} L ${n(body.cx - w * 0.6)} ${n(y + 10)} M ${n(body.cx)} ${n(y - 10)} L ${n(body.cx)} ${n(y + 10)} M ${n(body.cx + w * 0.6)} ${n(y - 10)} L ${n(body.cx + w * 0.6)} ${n(y + 10)}`, stroke: '#fff3c4', 'stroke-width': 5 })
      );
    }
    case 'glasses': {
      const er = head.r * 0.27;
      const dx = head.r * 0.38;
      const y = ctx.pet.ears === 'frog' ? head.cy - head.r + 6 : head.cy + head.r * 0.02;
      const ex = ctx.pet.ears === 'frog' ? head.r * 0.45 : dx;
      const star = (cx: number) => {
        const pts: [number, number][] = [];
        for (let i = 0; i < 10; i++) {
          const rr = i % 2 === 0 ? er * 1.25 : er * 0.7;
          const a = ((-90 + i * 36) * Math.PI) / 180;
          pts.push([cx + rr * Math.cos(a), y + rr * Math.sin(a)]);
        }
        return el('path', { d: poly(pts), fill: '#7fd3f7', 'fill-opacity': 0.35, stroke: '#ff5a8f', 'stroke-width': 6, 'stroke-linejoin': 'round' });
      };
      return star(head.cx - ex) + star(head.cx + ex) + el('path', { d: `M ${n(head.cx - ex + er * 0.7)} ${n(y - 4)} Q ${n(head.cx)} ${n(y - 14)} ${n(head.cx + ex - er * 0.7)} ${n(y - 4)}`, fill: 'none', stroke: '#ff5a8f', 'stroke-width': 5 });
    }
  }
}

// ---------------------------------------------------------------------------------------------

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
