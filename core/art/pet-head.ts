/**
 * The pet's head for the renderer (pet-svg.ts): ears, head, eyes, face, top extras, the baby's
 * eggshell, the grown-up's sparkle and the accessories.
 * Pure module (no DOM, no Phaser, no Node built-ins).
 */
import { type PetAccessory } from '../content/pet-catalogue';
import { sparkleD } from './paths';
import { type Ctx, GROUND, headOval, markingSvg, outline, pair, poly, shadedOval } from './pet-body';
import { fine, INK } from './svg-kit';

const { el, num: n } = fine;

// Ears, head, face

export function earsBehindSvg(ctx: Ctx): string {
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

export function earsFrontSvg(ctx: Ctx): string {
  if (ctx.pet.ears !== 'dog') return '';
  const { head, pal, grow } = ctx;
  const x = head.cx - head.r * 0.86;
  const y = head.cy - head.r * 0.55;
  const len = 56 + grow * 16;
  return pair(`M ${n(x + 18)} ${n(y - 8)} Q ${n(x - 26)} ${n(y)} ${n(x - 14)} ${n(y + len)} Q ${n(x + 6)} ${n(y + len + 8)} ${n(x + 20)} ${n(y + 26)} Z`, { fill: pal.accent, ...outline });
}

export function headSvg(ctx: Ctx): string {
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

export function eyesSvg(ctx: Ctx): string {
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

export function faceSvg(ctx: Ctx): string {
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

export function topExtraSvg(ctx: Ctx): string {
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
export function eggshellSvg(ctx: Ctx): string {
  const { body } = ctx;
  const w = body.rx * 1.25;
  const rim = body.cy + body.ry * 0.25;
  const zig: [number, number][] = [];
  const steps = 8;
  for (let i = 0; i <= steps; i++) zig.push([body.cx - w + (2 * w * i) / steps, rim + (i % 2 === 0 ? 0 : -16)]);
  const d = `M ${n(body.cx - w)} ${n(rim)} ` + zig.map(([x, y]) => `L ${n(x)} ${n(y)}`).join(' ') + ` C ${n(body.cx + w)} ${n(GROUND + 20)} ${n(body.cx - w)} ${n(GROUND + 20)} ${n(body.cx - w)} ${n(rim)} Z`;
  return el('path', { d, fill: '#fffaf0', ...outline }) + el('circle', { cx: body.cx - w * 0.45, cy: rim + 26, r: 7, fill: ctx.pal.accent, opacity: 0.5 }) + el('circle', { cx: body.cx + w * 0.4, cy: rim + 34, r: 9, fill: ctx.pal.accent, opacity: 0.5 });
}

export function sparkle(x: number, y: number, r: number): string {
  return el('path', { d: sparkleD(x, y, r, 0.25), fill: '#fff27a', stroke: INK, 'stroke-width': 3, 'stroke-linejoin': 'round' });
}

// ---------------------------------------------------------------------------------------------
// Accessories

export function accessorySvg(ctx: Ctx, accessory: PetAccessory): string {
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
