/**
 * The monster's other parts for the renderer (monster-svg.ts): headparts, patterns, arms and feet,
 * placed on the body's anchors.
 * Pure module (no DOM, no Phaser, no Node built-ins).
 */
import { type Ctx, CX, OUTLINE } from './monster-anatomy';
import { fine, INK } from './svg-kit';
import { starD } from './paths';

const { el, g, num: n } = fine;

/** Headpart drawn behind the body; its base sinks into the head so it always touches it. */
export function headpartSvg(index: number, ctx: Ctx): string {
  const { body, pal } = ctx;
  const s = body.headScale;
  const sw = OUTLINE / s;
  const outline = { stroke: INK, 'stroke-width': sw, 'stroke-linejoin': 'round', 'stroke-linecap': 'round' };

  const sides = (part: string): string => {
    const { dx, y, angle } = body.side;
    return (
      g({ transform: `translate(${n(CX - dx)} ${n(y)}) rotate(${n(-angle)}) scale(${n(s)})` }, part) +
      g({ transform: `translate(${n(CX + dx)} ${n(y)}) scale(-1 1) rotate(${n(-angle)}) scale(${n(s)})` }, part)
    );
  };
  const top = (part: string): string =>
    g({ transform: `translate(${n(body.top.x)} ${n(body.top.y)}) scale(${n(s)})` }, part);

  switch (index) {
    case 0: {
      // Horns: rounded cream cones curling outward, shaded on the inner side
      const horn = 'M -17 16 C -18 -12 -27 -40 -17 -62 C 0 -46 16 -22 17 16 Z';
      return sides(
        el('path', { d: horn, fill: '#fff1d6' }) +
          el('path', { d: 'M 5 16 C 5 -14 -4 -40 -17 -62 C 0 -46 16 -22 17 16 Z', fill: '#f5d8a6' }) +
          el('path', { d: horn, fill: 'none', ...outline }),
      );
    }
    case 1: {
      // Antennae: bendy stalks with bobbles
      const stalk = 'M 0 16 Q 6 -22 -10 -54';
      return sides(
        el('path', { d: stalk, fill: 'none', stroke: INK, 'stroke-width': 10 + 2 * sw, 'stroke-linecap': 'round' }) +
          el('path', { d: stalk, fill: 'none', stroke: pal.base, 'stroke-width': 10, 'stroke-linecap': 'round' }) +
          el('circle', { cx: -10, cy: -58, r: 14, fill: pal.accent, ...outline }) +
          el('circle', { cx: -15, cy: -63, r: 4.5, fill: '#ffffff', opacity: 0.8 }),
      );
    }
    case 2: {
      // Tuft of hair: three soft flame curls
      const curl = 'M -11 14 C -18 -8 -12 -30 6 -46 C 0 -26 16 -14 11 14 Z';
      const lock = (tx: number, rot: number, sc: number): string =>
        g(
          { transform: `translate(${n(tx)} 0) rotate(${n(rot)}) scale(${n(sc)})` },
          el('path', { d: curl, fill: pal.pattern, ...outline, 'stroke-width': sw / sc }),
        );
      return top(lock(-21, -30, 1.04) + lock(21, 30, 1.04) + lock(0, 0, 1.3));
    }
    case 3: // Ears: round teddy ears with a soft inside
      return sides(
        el('ellipse', { cx: 0, cy: -14, rx: 25, ry: 28, fill: pal.base, ...outline }) +
          el('ellipse', { cx: 0, cy: -12, rx: 13, ry: 16, fill: pal.belly }),
      );
    default: {
      // Crown: gold, three points with bobbles and a heart-pink gem
      const gold = '#ffd23f';
      const crown = 'M -49 18 L -55 -36 L -26 -13 L 0 -49 L 26 -13 L 55 -36 L 49 18 Z';
      const tips: readonly (readonly [number, number])[] = [[-55, -42], [0, -55], [55, -42]];
      return top(
        g(
          { transform: 'translate(0 -14) rotate(-6)' },
          el('path', { d: crown, fill: gold, ...outline }),
          el('path', { d: 'M -47 2 Q 0 8 47 2', fill: 'none', stroke: '#f0b323', 'stroke-width': sw, 'stroke-linecap': 'round' }),
          tips.map(([x, y]) => el('circle', { cx: x, cy: y, r: 7.5, fill: gold, ...outline })).join(''),
          el('circle', { cx: 0, cy: -16, r: 8, fill: '#ff5c8a', ...outline, 'stroke-width': sw * 0.7 }),
          el('circle', { cx: -29, cy: -8, r: 5.5, fill: '#5cc8f5', ...outline, 'stroke-width': sw * 0.6 }),
          el('circle', { cx: 29, cy: -8, r: 5.5, fill: '#8fd655', ...outline, 'stroke-width': sw * 0.6 }),
        ),
      );
    }
  }
}

/** Pattern layers: `skin` is clipped to the body (under the belly), `belly` to the belly, `face` is on top. */
export function patternSvg(index: number, ctx: Ctx): { skin: string; belly: string; face: string } {
  const { body, pal } = ctx;
  const { x0, y0, x1, y1 } = body.box;
  const w = x1 - x0;
  const h = y1 - y0;
  const px = (f: number): number => x0 + f * w;
  const py = (f: number): number => y0 + f * h;
  const empty = { skin: '', belly: '', face: '' };
  // Spots / stars sit around the edges and the crown of the head, away from the face.
  const spots: readonly (readonly [number, number, number])[] = [
    [0.08, 0.44, 0.07],
    [0.05, 0.66, 0.045],
    [0.14, 0.84, 0.05],
    [0.93, 0.4, 0.055],
    [0.91, 0.62, 0.075],
    [0.86, 0.85, 0.04],
    [0.36, 0.03, 0.05],
    [0.62, 0.05, 0.035],
  ];
  switch (index) {
    case 0: // Spots
      return {
        ...empty,
        skin: spots.map(([fx, fy, fr]) => el('ellipse', { cx: px(fx), cy: py(fy), rx: fr * w, ry: fr * w * 0.9, fill: pal.pattern })).join(''),
      };
    case 1: // Stripes: soft tiger stripes from both sides
      return {
        ...empty,
        skin: [0.42, 0.6, 0.78]
          .map((fy) => {
            const y = py(fy);
            const len = w * 0.24;
            const left = `M ${n(x0 - 12)} ${n(y - 11)} Q ${n(x0 + len * 0.6)} ${n(y - 9)} ${n(x0 + len)} ${n(y + 2)} Q ${n(x0 + len * 0.5)} ${n(y + 8)} ${n(x0 - 12)} ${n(y + 11)} Z`;
            const right = `M ${n(x1 + 12)} ${n(y - 11)} Q ${n(x1 - len * 0.6)} ${n(y - 9)} ${n(x1 - len)} ${n(y + 2)} Q ${n(x1 - len * 0.5)} ${n(y + 8)} ${n(x1 + 12)} ${n(y + 11)} Z`;
            return el('path', { d: left, fill: pal.pattern }) + el('path', { d: right, fill: pal.pattern });
          })
          .join(''),
      };
    case 2: // Stars
      return {
        ...empty,
        skin: spots
          .map(([fx, fy, fr], i) =>
            el('path', {
              d: starD(px(fx), py(fy), fr * w * 1.25, i * 17 - 10),
              fill: pal.star,
              stroke: pal.star,
              'stroke-width': 3,
              'stroke-linejoin': 'round',
            }),
          )
          .join(''),
      };
    case 3: {
      // Zigzag belly: two zigzag bands across the belly
      const { cx, cy, rx, ry } = body.belly;
      const zig = (y: number, amp: number): string => {
        const step = 18;
        const pts: string[] = [];
        for (let x = cx - rx - step, i = 0; x <= cx + rx + step; x += step, i++) {
          pts.push(`${n(x)} ${n(y + (i % 2 === 0 ? -amp : amp))}`);
        }
        return `M ${pts.join(' L ')}`;
      };
      const band = { fill: 'none', stroke: pal.pattern, 'stroke-linejoin': 'round', 'stroke-linecap': 'round' };
      return {
        ...empty,
        belly: el('path', { d: zig(cy - ry * 0.22, 8), ...band, 'stroke-width': 9 }) + el('path', { d: zig(cy + ry * 0.42, 7), ...band, 'stroke-width': 7 }),
      };
    }
    default: {
      // Plain with freckles: a few freckles over each cheek
      const { x, y } = body.mouth;
      const d = body.cheekDx * body.mouthScale;
      const dots: string[] = [];
      for (const side of [-1, 1]) {
        for (const [ox, oy] of [[-8, -4], [6, -7], [0, 5], [12, 4]] as const) {
          dots.push(el('circle', { cx: x + side * (d + ox), cy: y - 10 + oy, r: 3.4, fill: pal.shade }));
        }
      }
      return { ...empty, face: dots.join('') };
    }
  }
}

export function armsSvg(ctx: Ctx, pose: 'stand' | 'cheer'): string {
  const { body, pal } = ctx;
  const { dx, y } = body.shoulder;
  const thick = 28;
  const arm = (side: -1 | 1): string => {
    const sx = CX + side * dx;
    const [c, e] =
      pose === 'cheer'
        ? [{ x: sx + side * 48, y: y - 8 }, { x: sx + side * 54, y: y - 84 }]
        : [{ x: sx + side * 44, y: y + 4 }, { x: sx + side * 46, y: y + 52 }];
    const d = `M ${n(sx)} ${n(y)} Q ${n(c.x)} ${n(c.y)} ${n(e.x)} ${n(e.y)}`;
    return (
      el('path', { d, fill: 'none', stroke: INK, 'stroke-width': thick + 2 * OUTLINE, 'stroke-linecap': 'round' }) +
      el('path', { d, fill: 'none', stroke: pal.base, 'stroke-width': thick, 'stroke-linecap': 'round' })
    );
  };
  return arm(-1) + arm(1);
}

export function feetSvg(ctx: Ctx): string {
  const { body, pal } = ctx;
  const { dx, y, rx } = body.feet;
  return [-1, 1]
    .map((side) => {
      const x = CX + side * dx;
      return (
        el('ellipse', { cx: x, cy: y, rx, ry: 18, fill: pal.shade, stroke: INK, 'stroke-width': OUTLINE }) +
        el('path', {
          d: `M ${n(x - rx * 0.3)} ${n(y + 6)} L ${n(x - rx * 0.3)} ${n(y + 12)} M ${n(x + rx * 0.3)} ${n(y + 6)} L ${n(x + rx * 0.3)} ${n(y + 12)}`,
          stroke: INK,
          'stroke-width': 4,
          'stroke-linecap': 'round',
        })
      );
    })
    .join('');
}
