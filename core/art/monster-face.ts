/**
 * The monster's face for the renderer (monster-svg.ts): the eyes (eye ids) and the mouths (mouth
 * ids), placed and scaled on the body's anchors.
 * Pure module (no DOM, no Phaser, no Node built-ins).
 */
import { type Ctx, OUTLINE, type Palette, quadY } from './monster-anatomy';
import { fine, INK } from './svg-kit';
import { sparkleD } from './paths';

const { el, g, num: n } = fine;

/** One eyeball centred on (cx, cy) with radius r; stroke width sw (already scale-compensated). */
export function eyeball(cx: number, cy: number, r: number, sw: number, kind: 'plain' | 'sleepy' | 'sparkly' | 'closed', pal: Palette): string {
  if (kind === 'closed') {
    // A blink (game/scenes/monster-life.ts): the lid in the body's shade over the whole eye, and
    // the lashes' line curving down like a happy closed eye.
    return (
      el('circle', { cx, cy, r, fill: pal.shade, stroke: INK, 'stroke-width': sw }) +
      el('path', { d: `M ${n(cx - r * 0.72)} ${n(cy + r * 0.05)} Q ${n(cx)} ${n(cy + r * 0.6)} ${n(cx + r * 0.72)} ${n(cy + r * 0.05)}`, fill: 'none', stroke: INK, 'stroke-width': sw, 'stroke-linecap': 'round' })
    );
  }
  const parts: string[] = [el('circle', { cx, cy, r, fill: '#ffffff' })];
  if (kind === 'sparkly') {
    const ir = r * 0.68;
    const iy = cy + r * 0.1;
    parts.push(
      el('circle', { cx, cy: iy, r: ir, fill: '#4b3a8c' }),
      el('circle', { cx, cy: iy, r: ir * 0.55, fill: INK }),
      el('path', { d: sparkleD(cx - ir * 0.32, iy - ir * 0.34, ir * 0.62), fill: '#ffffff' }),
      el('circle', { cx: cx + ir * 0.45, cy: iy + ir * 0.42, r: ir * 0.16, fill: '#ffffff' }),
    );
  } else {
    const pr = r * (kind === 'sleepy' ? 0.5 : 0.56);
    const px = cx + r * 0.04;
    const py = cy + r * (kind === 'sleepy' ? 0.3 : 0.12);
    parts.push(
      el('circle', { cx: px, cy: py, r: pr, fill: INK }),
      el('circle', { cx: px - pr * 0.34, cy: py - pr * 0.36, r: pr * 0.38, fill: '#ffffff' }),
      el('circle', { cx: px + pr * 0.4, cy: py + pr * 0.36, r: pr * 0.16, fill: '#ffffff' }),
    );
  }
  parts.push(el('circle', { cx, cy, r, fill: 'none', stroke: INK, 'stroke-width': sw }));
  if (kind === 'sleepy') {
    // Heavy eyelid covering the top ~55% of the eye, with three little lashes.
    const ly = cy + r * 0.08;
    const w = Math.sqrt(r * r - (ly - cy) * (ly - cy));
    parts.push(
      el('path', {
        d: `M ${n(cx - w)} ${n(ly)} A ${n(r)} ${n(r)} 0 1 1 ${n(cx + w)} ${n(ly)} Q ${n(cx)} ${n(ly + r * 0.12)} ${n(cx - w)} ${n(ly)} Z`,
        fill: pal.shade,
        stroke: INK,
        'stroke-width': sw,
        'stroke-linejoin': 'round',
      }),
    );
    for (const f of [-0.55, 0, 0.55]) {
      const x = cx + f * w;
      const y = ly + r * 0.12 * (1 - f * f) - 1;
      parts.push(
        el('path', {
          d: `M ${n(x)} ${n(y)} L ${n(x + f * r * 0.18)} ${n(y + r * 0.3)}`,
          stroke: INK,
          'stroke-width': sw * 0.7,
          'stroke-linecap': 'round',
        }),
      );
    }
  }
  if (kind === 'sparkly') {
    // Two lashes at the outer top corner.
    const dir = cx < 0 ? -1 : 1;
    for (const a of [-50, -25]) {
      const rad = ((dir > 0 ? a : 180 - a) * Math.PI) / 180;
      const x0 = cx + Math.cos(rad) * r;
      const y0 = cy + Math.sin(rad) * r;
      parts.push(
        el('path', {
          d: `M ${n(x0)} ${n(y0)} L ${n(x0 + Math.cos(rad) * r * 0.35)} ${n(y0 + Math.sin(rad) * r * 0.35)}`,
          stroke: INK,
          'stroke-width': sw,
          'stroke-linecap': 'round',
        }),
      );
    }
  }
  return parts.join('');
}

export function eyesSvg(index: number, ctx: Ctx, closed = false): string {
  const { body, pal } = ctx;
  const s = body.eyeScale;
  const sw = 5 / s;
  // Closed eyes (a blink) keep every eye's place and size.
  const k = (kind: 'plain' | 'sleepy' | 'sparkly') => (closed ? 'closed' : kind);
  let inner: string;
  switch (index) {
    case 0: // One Big Eye
      inner = eyeball(0, 0, 46, sw, k('plain'), pal);
      break;
    case 1: // Two Eyes
      inner = eyeball(-42, 0, 30, sw, k('plain'), pal) + eyeball(42, 0, 30, sw, k('plain'), pal);
      break;
    case 2: // Three Eyes
      inner =
        eyeball(-56, 8, 23, sw, k('plain'), pal) + eyeball(56, 8, 23, sw, k('plain'), pal) + eyeball(0, -14, 26, sw, k('plain'), pal);
      break;
    case 3: // Sleepy
      inner = eyeball(-42, 0, 29, sw, k('sleepy'), pal) + eyeball(42, 0, 29, sw, k('sleepy'), pal);
      break;
    default: // Sparkly
      inner = eyeball(-44, 0, 33, sw, k('sparkly'), pal) + eyeball(44, 0, 33, sw, k('sparkly'), pal);
      break;
  }
  return g({ transform: `translate(${n(body.eyes.x)} ${n(body.eyes.y)}) scale(${n(s)})` }, inner);
}

export const MOUTH_INSIDE = '#7a2846';
export const TONGUE = '#ff7aa2';
export const TONGUE_LINE = '#e0507e';

export function mouthSvg(index: number, ctx: Ctx): string {
  const { body, uid } = ctx;
  const s = body.mouthScale;
  const sw = OUTLINE / s;
  const line = { fill: 'none', stroke: INK, 'stroke-width': sw, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' };
  let inner: string;
  switch (index) {
    case 0: // Smile
      inner = el('path', { d: 'M -32 -4 Q 0 28 32 -4', ...line });
      break;
    case 1: {
      // Toothy grin
      const d = 'M -40 -8 Q 0 0 40 -8 Q 38 36 0 36 Q -38 36 -40 -8 Z';
      const clipId = `mmc-${uid}`;
      const teeth = [-24, -8, 8, 24]
        .map((x) => el('rect', { x: x - 7, y: -14, width: 14, height: 24, rx: 4, fill: '#ffffff', stroke: INK, 'stroke-width': sw * 0.5 }))
        .join('');
      inner =
        el('clipPath', { id: clipId }, el('path', { d })) +
        el('path', { d, fill: MOUTH_INSIDE }) +
        g(
          { 'clip-path': `url(#${clipId})` },
          el('ellipse', { cx: 0, cy: 36, rx: 22, ry: 12, fill: TONGUE }),
          teeth,
        ) +
        el('path', { d, ...line });
      break;
    }
    case 2: {
      // Open Wow
      const clipId = `mmc-${uid}`;
      inner =
        el('clipPath', { id: clipId }, el('ellipse', { cx: 0, cy: 8, rx: 19, ry: 24 })) +
        el('ellipse', { cx: 0, cy: 8, rx: 19, ry: 24, fill: MOUTH_INSIDE }) +
        g({ 'clip-path': `url(#${clipId})` }, el('ellipse', { cx: 0, cy: 32, rx: 15, ry: 11, fill: TONGUE })) +
        el('ellipse', { cx: 0, cy: 8, rx: 19, ry: 24, ...line });
      break;
    }
    case 3: // Tongue out
      inner =
        el('path', {
          d: 'M -13 3 Q 0 12 13 3 L 13 22 Q 13 36 0 36 Q -13 36 -13 22 Z',
          fill: TONGUE,
          stroke: INK,
          'stroke-width': sw * 0.8,
          'stroke-linejoin': 'round',
        }) +
        el('path', { d: 'M 0 15 L 0 25', stroke: TONGUE_LINE, 'stroke-width': sw * 0.6, 'stroke-linecap': 'round' }) +
        el('path', { d: 'M -30 -4 Q 0 22 30 -4', ...line });
      break;
    default: {
      // Fangs (friendly): smile with two small rounded fangs
      const hw = 34;
      const y0 = -6;
      const yc = 28;
      const fangs = [-15, 15]
        .map((fx) => {
          const xl = fx - 7;
          const xr = fx + 7;
          const tipY = quadY(fx, hw, y0, yc) + 12;
          return el('path', {
            d: `M ${n(xl)} ${n(quadY(xl, hw, y0, yc) - 1)} L ${n(fx - 1.5)} ${n(tipY - 1)} Q ${n(fx)} ${n(tipY + 1.5)} ${n(fx + 1.5)} ${n(tipY - 1)} L ${n(xr)} ${n(quadY(xr, hw, y0, yc) - 1)} Z`,
            fill: '#ffffff',
            stroke: INK,
            'stroke-width': sw * 0.6,
            'stroke-linejoin': 'round',
          });
        })
        .join('');
      inner = fangs + el('path', { d: `M ${-hw} ${y0} Q 0 ${yc} ${hw} ${y0}`, ...line });
      break;
    }
  }
  return g({ transform: `translate(${n(body.mouth.x)} ${n(body.mouth.y)}) scale(${n(s)})` }, inner);
}
