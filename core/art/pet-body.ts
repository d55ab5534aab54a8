/**
 * The pet's body for the renderer (pet-svg.ts): the drawing helpers and growth geometry every part
 * shares, then what sits behind and below the head (tails, wings, shells, feet, markings, body, arms).
 * Pure module (no DOM, no Phaser, no Node built-ins).
 */
import { type PetDef, type PetLevel, type PetPalette } from '../content/pet-catalogue';
import { type Attrs, fine, INK } from './svg-kit';

const { el, num: n } = fine;

export const SW = 5;
export const CX = 150;
export const GROUND = 286;

export const outline = { stroke: INK, 'stroke-width': SW, 'stroke-linejoin': 'round', 'stroke-linecap': 'round' } as const;

/** Path data from a list of points joined by straight lines, closed. */
export function poly(points: readonly (readonly [number, number])[]): string {
  return 'M ' + points.map(([x, y]) => `${n(x)} ${n(y)}`).join(' L ') + ' Z';
}

/** Mirrors a path's x coordinates about x = 150 (only absolute M/L/Q/C paths with number pairs). */
export function mirrorD(d: string): string {
  let i = 0;
  return d.replace(/-?\d+(?:\.\d+)?/g, (m) => (i++ % 2 === 0 ? n(2 * CX - Number(m)) : m));
}

/** Both sides of a symmetric part: `d` is drawn for the left side and mirrored for the right. */
export function pair(d: string, a: Attrs): string {
  return el('path', { d, ...a }) + el('path', { d: mirrorD(d), ...a });
}

export interface Circle {
  cx: number;
  cy: number;
  r: number;
}
export interface Oval {
  cx: number;
  cy: number;
  rx: number;
  ry: number;
}

export interface Geometry {
  scale: number;
  head: Circle;
  body: Oval;
}

/** Proportions per growth level (unscaled; the whole pet is then scaled about its feet). */
export const GEOMETRY: Readonly<Record<PetLevel, Geometry>> = {
  1: { scale: 0.74, head: { cx: CX, cy: 150, r: 74 }, body: { cx: CX, cy: 236, rx: 56, ry: 46 } },
  2: { scale: 0.88, head: { cx: CX, cy: 138, r: 70 }, body: { cx: CX, cy: 228, rx: 64, ry: 54 } },
  3: { scale: 1, head: { cx: CX, cy: 126, r: 67 }, body: { cx: CX, cy: 220, rx: 72, ry: 62 } },
};

export interface Ctx {
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
export function shadedOval(ctx: Ctx, id: string, o: Oval, fill: string, shade: string, extra = ''): string {
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

export const headOval = (h: Circle): Oval => ({ cx: h.cx, cy: h.cy, rx: h.r, ry: h.r * 0.94 });

// ---------------------------------------------------------------------------------------------
// Behind the body: tails, wings, shells

export function tailSvg(ctx: Ctx): string {
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

export function backExtraSvg(ctx: Ctx): string {
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

export function feetSvg(ctx: Ctx): string {
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

export function markingSvg(ctx: Ctx, where: 'body' | 'head'): string {
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

export function bodySvg(ctx: Ctx): string {
  const { body, pal, pet } = ctx;
  const belly = pet.extra === 'flippers' ? { rx: body.rx * 0.78, ry: body.ry * 0.9, dy: 0.05 } : pet.extra === 'shell' ? { rx: body.rx * 0.7, ry: body.ry * 0.75, dy: 0.12 } : { rx: body.rx * 0.62, ry: body.ry * 0.62, dy: 0.22 };
  const inside = el('ellipse', { cx: body.cx, cy: body.cy + body.ry * belly.dy, rx: belly.rx, ry: belly.ry, fill: pal.belly }) + markingSvg(ctx, 'body');
  return shadedOval(ctx, 'body', body, pal.base, pal.shade, inside);
}

export function armsSvg(ctx: Ctx): string {
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
