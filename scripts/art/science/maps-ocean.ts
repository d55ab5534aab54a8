/**
 * The Ocean habitat drawing (science-map-pieces.ts HabitatArt): underwater blues from the sunlit
 * surface down to a sandy floor, light rays, swaying kelp, coral, rocks and bubbles; addons a
 * jellyfish, a school of fish and a treasure chest. Seeded (core/art/rng.ts).
 */
import { darken, linearGradient } from '../../../core/art/colour';
import { blob, type Pt, smooth } from '../../../core/art/paths';
import { makeRng, type Rng } from '../../../core/art/rng';
import { fill, SceneBuilder, shine } from '../../../core/art/sprite-kit';
import { coarse, OUTLINE } from '../../../core/art/svg-kit';
import { groundPath, rays } from '../scene-kit';
import { type AddonArt, H, type HabitatArt, W } from './science-map-pieces';

const { el, g, num } = coarse;

/** A kelp strand rising from (x, base) to `h` tall, waving. */
export function kelp(x: number, base: number, h: number, r: Rng, colour: string): string {
  const pts: Pt[] = [];
  const phase = r.range(0, 6);
  for (let y = 0; y <= h; y += 50) pts.push([x + Math.sin(y / 60 + phase) * 18, base - y]);
  let blades = '';
  for (let i = 1; i < pts.length; i++) {
    const [px, py] = pts[i]!;
    const side = i % 2 ? 1 : -1;
    blades += el('path', { d: `M${num(px)},${num(py)} q${side * 30},-8 ${side * 40},-34 q${-side * 20},12 ${-side * 40},34 Z`, fill: colour });
  }
  return el('path', { d: smooth(pts), stroke: darken(colour, 0.15), 'stroke-width': 8, fill: 'none', 'stroke-linecap': 'round' }) + blades;
}

/** A branching coral from (x, y). */
function coral(x: number, y: number, s: number, colour: string): string {
  const d = `M${x},${y} v${num(-40 * s)} m0,${num(10 * s)} l${num(-24 * s)},${num(-30 * s)} m${num(24 * s)},${num(30 * s)} l${num(22 * s)},${num(-36 * s)} M${x},${num(y - 40 * s)} l${num(-6 * s)},${num(-34 * s)}`;
  return el('path', { d, stroke: colour, 'stroke-width': num(12 * s), 'stroke-linecap': 'round', fill: 'none' });
}

/** The Ocean map's node places. */
const OCEAN_NODES: readonly Pt[] = [[280, 250], [680, 220], [1080, 250], [1350, 440], [960, 480], [560, 470], [260, 740], [680, 750], [1110, 740]];

function oceanBackground() {
  const b = new SceneBuilder(makeRng(1661));
  const r = b.rng;
  b.def('sky', linearGradient('sky', 0, 0, 0, 1, [[0, '#7fe0f5'], [0.45, '#2fa3d6'], [1, '#145c96']]));
  b.add(el('rect', { width: W, height: H, fill: 'url(#sky)' }));
  // The surface shimmer along the top.
  b.add(el('path', { d: `M0,0 H${W} V34 ${smooth(Array.from({ length: 17 }, (_, i) => [W - i * 100, 34 + (i % 2) * 14] as Pt)).replace(/^M[^C]*/, '')} Z`, fill: '#c8f4ff', opacity: 0.6 }));
  rays(b, 8, 0.55);
  // Far rocks in the blue.
  b.add(el('path', { d: `M-40,900 L-40,600 C100,560 200,620 320,590 C420,570 480,640 600,650 L600,900 Z M1000,900 L1040,640 C1140,600 1260,630 1340,580 C1440,540 1560,600 1640,570 L1640,900 Z`, fill: '#1f6fa6', opacity: 0.6 }));
  // Kelp forest at the back, between and beside the node places.
  let back = '';
  for (const x of [40, 150, 420, 860, 1230, 1470, 1570]) back += kelp(x, 900, r.range(380, 640), r, '#3f9a6a');
  b.add(g({ opacity: 0.7 }, back));
  // The sand floor with ripples.
  b.def('sand', linearGradient('sand', 0, 0, 0, 1, [[0, '#f3e0a8'], [1, '#d9bf7a']]));
  b.add(el('path', { d: groundPath([[-40, 800], [300, 780], [700, 805], [1100, 785], [1640, 800]]), fill: 'url(#sand)', stroke: '#fff0c0', 'stroke-width': 4 }));
  let ripples = '';
  for (let i = 0; i < 14; i++) {
    const x = Math.round(r.range(0, W));
    const y = Math.round(r.range(820, 890));
    ripples += el('path', { d: `M${x - 40},${y} q20,-8 40,0 t40,0`, stroke: '#c9a860', 'stroke-width': 3, fill: 'none', opacity: 0.7 });
  }
  b.add(ripples);
  let reef = '';
  for (const [x, s, c] of [[470, 1, '#ff7eb6'], [900, 0.8, '#ff9f43'], [1320, 1.1, '#b06fc0'], [60, 0.9, '#ff6f61']] as const) reef += coral(x, 820, s, c) + el('path', { d: blob(x + 50, 826, 26, 16, r, 7, 0.15), fill: '#ffb0a0', stroke: '#d97a6a', 'stroke-width': 3 });
  b.add(reef);
  let bubbles = '';
  for (let i = 0; i < 30; i++) bubbles += el('circle', { cx: Math.round(r.range(0, W)), cy: Math.round(r.range(60, 780)), r: Math.round(r.range(3, 10)), fill: '#ffffff', 'fill-opacity': 0.15, stroke: '#e8fbff', 'stroke-width': 2, opacity: 0.8 });
  b.add(bubbles);
  return b.scene();
}

function oceanMini(): string {
  const r = makeRng(1662);
  return (
    el('defs', {}, linearGradient('sm-sky', 0, 0, 0, 1, [[0, '#7fe0f5'], [1, '#145c96']])) +
    el('rect', { width: 320, height: 200, fill: 'url(#sm-sky)' }) +
    kelp(80, 200, 150, r, '#3f9a6a') +
    kelp(250, 200, 120, r, '#3f9a6a') +
    el('path', { d: 'M0,172 Q160,160 320,174 V200 H0 Z', fill: '#f3e0a8' }) +
    // A friendly fish.
    fill('M120,100 C140,70 200,70 210,100 C200,130 140,130 120,100 Z', '#ffb020') +
    fill('M124,100 L96,80 L100,100 L96,120 Z', '#ff8a1c', 3.5) +
    el('path', { d: 'M160,80 V120 M178,78 V122', stroke: '#ffffff', 'stroke-width': 6 }) +
    el('circle', { cx: 196, cy: 96, r: 5, fill: OUTLINE }) +
    [[220, 70, 6], [232, 52, 4], [226, 38, 3]].map(([x, y, rr]) => el('circle', { cx: x, cy: y, r: rr, fill: 'none', stroke: '#e8fbff', 'stroke-width': 2 })).join('')
  );
}

function jellyfish(): AddonArt {
  const tentacles = [34, 50, 66, 82].map((x, i) => el('path', { d: `M${x},70 c${i % 2 ? 8 : -8},20 ${i % 2 ? -8 : 8},40 0,${70 + (i % 2) * 12}`, stroke: '#ff9fd6', 'stroke-width': 4, fill: 'none', 'stroke-linecap': 'round' })).join('');
  const body = tentacles + fill('M16,70 C10,30 30,8 58,8 C86,8 106,30 100,70 C90,64 82,76 72,70 C62,64 54,76 44,70 C34,64 26,76 16,70 Z', '#ffb8e6') + shine(40, 30, 12, 6, -30, 0.6) + el('circle', { cx: 46, cy: 46, r: 3.5, fill: OUTLINE }) + el('circle', { cx: 70, cy: 46, r: 3.5, fill: OUTLINE }) + el('path', { d: 'M52,56 q6,5 12,0', stroke: OUTLINE, 'stroke-width': 2.5, fill: 'none', 'stroke-linecap': 'round' });
  return { key: 'jellyfish', w: 116, h: 160, body, placeholder: el('path', { d: 'M16,70 C10,30 30,8 58,8 C86,8 106,30 100,70 Z', fill: '#ffb8e6', opacity: 0.5 }), x: 1450, y: 190, scale: 0.9, order: 20, zIndex: 3, float: true };
}

function fishSchool(): AddonArt {
  const fish = (x: number, y: number, s: number) => g({ transform: `translate(${x},${y}) scale(${s})` }, fill('M0,0 C8,-12 30,-12 36,0 C30,12 8,12 0,0 Z', '#ffe066', 3), fill('M2,0 L-12,-9 L-10,0 L-12,9 Z', '#ffc83d', 3), el('circle', { cx: 27, cy: -2, r: 2.5, fill: OUTLINE }));
  const body = fish(30, 30, 1) + fish(90, 20, 0.9) + fish(60, 60, 1.1) + fish(130, 50, 0.8) + fish(150, 84, 1);
  return { key: 'fish', w: 200, h: 110, body, placeholder: el('ellipse', { cx: 100, cy: 55, rx: 90, ry: 36, fill: '#ffe066', opacity: 0.35 }), x: 230, y: 490, order: 21, zIndex: 3, float: true };
}

function chest(): AddonArt {
  const body =
    el('ellipse', { cx: 70, cy: 104, rx: 64, ry: 9, fill: OUTLINE, opacity: 0.2 }) +
    fill('M14,54 L126,54 L126,102 L14,102 Z', '#a0683a') +
    fill('M14,54 C14,20 126,20 126,54 Z', '#b87a44') +
    el('path', { d: 'M14,54 H126 M44,30 V102 M96,30 V102', stroke: '#ffd23f', 'stroke-width': 6 }) +
    fill('M62,50 L78,50 L78,68 L62,68 Z', '#ffd23f', 3) +
    [[40, 26], [70, 20], [100, 26]].map(([x, y]) => el('circle', { cx: x, cy: y, r: 7, fill: '#ffe066', stroke: '#d9a520', 'stroke-width': 2.5 })).join('');
  return { key: 'chest', w: 140, h: 116, body, placeholder: el('path', { d: 'M14,102 L14,54 C14,20 126,20 126,54 L126,102 Z', fill: '#b87a44', opacity: 0.5 }), x: 1460, y: 790, order: 22, zIndex: 4 };
}

export const OCEAN: HabitatArt = {
  key: 'ocean',
  path: '#f3e0a8',
  plinth: { face: '#e3f6ff', rim: '#2a8fc9' },
  background: oceanBackground,
  placeholder: () => el('rect', { width: W, height: H, fill: '#2fa3d6' }) + el('rect', { width: W, height: 300, fill: '#6fd0ec' }) + el('rect', { y: 790, width: W, height: 110, fill: '#ecd89a' }),
  mini: oceanMini,
  glyph: () => fill('M22,50 C34,28 66,28 74,50 C66,72 34,72 22,50 Z', '#ffb020', 3) + fill('M24,50 L10,38 L12,50 L10,62 Z', '#ff8a1c', 3) + el('circle', { cx: 62, cy: 46, r: 3.5, fill: OUTLINE }) + el('path', { d: 'M16,80 q8,-6 16,0 t16,0 t16,0 t16,0', stroke: '#2a8fc9', 'stroke-width': 4, fill: 'none', 'stroke-linecap': 'round' }),
  addons: () => [jellyfish(), fishSchool(), chest()],
  nodes: OCEAN_NODES,
};

