/**
 * The ocean map background (1600 x 900): shallows and a dotted trail through the level nodes, islands
 * with palms, reef patches and seagrass kept clear of the trail and of the map sprites.
 */
import { darken, linearGradient, radialGradient } from '../../core/art/colour';
import { type Pt, blob, smooth } from '../../core/art/paths';
import { makeRng } from '../../core/art/rng';
import type { Scene } from '../../core/art/sprite-kit';
import { coarse } from '../../core/art/svg-kit';
import { BG_CORAL, H, OCEAN_RAYS, OceanBuilder, SEA, W, branchCoral, bubbles, rock, seagrass } from './ocean-pieces';
import { nearPolyline, rays } from './scene-kit';

const { el, num: fmt } = coarse;

/**
 * Builds the ocean map background (1600 x 900) with a dotted path through the node positions.
 * @param nodes level node centres in order
 * @param clear circles `[x, y, r]` kept free of decorations (where map sprites swim)
 * @returns defs and body markup
 */
export function mapScene(nodes: readonly Pt[], clear: ReadonlyArray<readonly [number, number, number]> = []): Scene {
  const b = new OceanBuilder(makeRng(424242), SEA);
  const r = b.rng;
  b.defs.push(linearGradient('water', 0, 0, 0.3, 1, [[0, '#8fe6f4'], [0.5, '#46bde0'], [1, '#2a86c4']]));
  b.defs.push(linearGradient('ray', 0, 0, 0, 1, [[0, '#ffffff', 0.5], [1, '#ffffff', 0]]));
  b.defs.push(linearGradient('sand', 0, 0, 0, 1, [[0, '#fbe8b4'], [1, '#eac47e']]));
  b.defs.push(radialGradient('pad', [[0, '#fff3cf'], [0.7, '#f8e0a0'], [1, '#f3d48a']]));
  b.defs.push(radialGradient('shoal', [[0, '#bff4ee', 0.9], [1, '#bff4ee', 0]]));
  b.add(el('rect', { width: W, height: H, fill: 'url(#water)' }));
  // light rays from the top
  rays(b, 8, 0.4, OCEAN_RAYS);
  // deep patches for depth variety
  for (let i = 0; i < 6; i++) b.add(el('path', { d: blob(r.range(100, 1500), r.range(150, 850), r.range(120, 220), r.range(60, 110), r, 8, 0.2), fill: '#2a86c4', opacity: 0.18 }));
  // shallows along the path
  const path = smooth(nodes, false, 1);
  b.add(el('path', { d: path, stroke: '#bff4ee', 'stroke-width': 190, fill: 'none', 'stroke-linecap': 'round', 'stroke-linejoin': 'round', opacity: 0.22 }));
  b.add(el('path', { d: path, stroke: '#d8f8ee', 'stroke-width': 120, fill: 'none', 'stroke-linecap': 'round', 'stroke-linejoin': 'round', opacity: 0.35 }));
  b.add(el('path', { d: path, stroke: '#f6e2a6', 'stroke-width': 62, fill: 'none', 'stroke-linecap': 'round', 'stroke-linejoin': 'round', opacity: 0.9 }));
  // islands in free corners
  const island = (cx: number, cy: number, rx: number, ry: number, palms: number): void => {
    b.add(el('path', { d: blob(cx, cy + 8, rx + 26, ry + 18, r, 10, 0.08), fill: '#bff4ee', opacity: 0.7 }));
    b.add(el('path', { d: blob(cx, cy, rx, ry, r, 10, 0.1), fill: 'url(#sand)', stroke: '#d9ad62', 'stroke-width': 5 }));
    b.add(el('ellipse', { cx: cx - rx * 0.2, cy: cy - ry * 0.3, rx: rx * 0.45, ry: ry * 0.25, fill: '#ffffff', opacity: 0.35 }));
    for (let i = 0; i < palms; i++) {
      const px = cx + (i - (palms - 1) / 2) * rx * 0.6;
      const py = cy - ry * 0.1;
      b.add(el('path', { d: `M${fmt(px)},${fmt(py)}q-6,-40 10,-78`, stroke: '#8a5a32', 'stroke-width': 16, fill: 'none', 'stroke-linecap': 'round' }));
      b.add(el('path', { d: `M${fmt(px)},${fmt(py)}q-6,-40 10,-78`, stroke: '#c0844a', 'stroke-width': 9, fill: 'none', 'stroke-linecap': 'round' }));
      const tx = px + 10;
      const ty = py - 78;
      let leaves = '';
      for (const a of [-2.7, -1.9, -1.2, -0.4, 0.3]) leaves += `M${fmt(tx)},${fmt(ty)}q${fmt(Math.cos(a) * 30)},${fmt(Math.sin(a) * 30 - 18)} ${fmt(Math.cos(a) * 58)},${fmt(Math.sin(a) * 58 + 8)}q${fmt(-Math.cos(a) * 26)},${fmt(-Math.sin(a) * 10)} ${fmt(-Math.cos(a) * 58)},${fmt(-Math.sin(a) * 58 - 8)}Z`;
      b.add(el('path', { d: leaves, fill: '#4fc46a', stroke: '#2e8a4a', 'stroke-width': 4, 'stroke-linejoin': 'round' }));
      b.add(el('circle', { cx: tx - 6, cy: ty + 6, r: 7, fill: '#8a5a32' }), el('circle', { cx: tx + 6, cy: ty + 8, r: 7, fill: '#8a5a32' }));
    }
  };
  island(120, 150, 120, 70, 1);
  island(1380, 130, 190, 80, 2);
  // reef patches (top view corals) away from the path
  const near = (x: number, y: number, m: number): boolean => nodes.some((n) => Math.hypot(n[0] - x, n[1] - y) < m) || nearPolyline(nodes, x, y, m);
  let placed = 0;
  const decos: Pt[] = [];
  for (let tries = 0; tries < 600 && placed < 30; tries++) {
    const x = r.range(40, 1560);
    const y = r.range(240, 880);
    if (near(x, y, 110)) continue;
    if (clear.some(([cx, cy, cr]) => Math.hypot(cx - x, cy - y) < cr)) continue;
    if (x > 1000 && y < 300) continue;
    if (x < 260 && y < 300) continue;
    if (decos.some(([dx, dy]) => Math.hypot(dx - x, dy - y) < 95)) continue;
    decos.push([x, y]);
    placed++;
    const c = r.pick(BG_CORAL);
    const kind = r.int(0, 2);
    if (kind === 0) {
      b.add(el('path', { d: blob(x, y, r.range(22, 36), r.range(18, 28), r, 8, 0.2), fill: c, stroke: darken(c, 0.3), 'stroke-width': 4 }));
      b.add(el('path', { d: `M${fmt(x - 14)},${fmt(y)}q7,-8 14,0t14,0`, stroke: darken(c, 0.2), 'stroke-width': 3, fill: 'none' }));
    } else if (kind === 1) {
      branchCoral(b, x, y + 30, r.range(70, 100), c);
    } else {
      rock(b, x, y + 20, r.range(60, 110), r.range(30, 50));
    }
  }
  // seagrass tufts near the bottom edge
  for (let i = 0; i < 8; i++) {
    const x = r.range(40, 1560);
    if (near(x, 880, 90)) continue;
    seagrass(b, x, 900, 70, 60, '#74c98a');
  }
  // dotted trail
  b.add(el('path', { d: path, stroke: '#c99a4a', 'stroke-width': 14, fill: 'none', 'stroke-linecap': 'round', 'stroke-dasharray': '0.1 26', opacity: 0.6, transform: 'translate(0,3)' }));
  b.add(el('path', { d: path, stroke: '#fffaf0', 'stroke-width': 12, fill: 'none', 'stroke-linecap': 'round', 'stroke-dasharray': '0.1 26' }));
  // pads under nodes
  for (const n of nodes) {
    b.add(el('ellipse', { cx: n[0], cy: n[1] + 26, rx: 64, ry: 24, fill: '#1d6fa8', opacity: 0.25 }));
    b.add(el('ellipse', { cx: n[0], cy: n[1] + 14, rx: 62, ry: 30, fill: 'url(#pad)', stroke: '#d9ad62', 'stroke-width': 4 }));
  }
  bubbles(b, 26, 30, 1570, 40, 880);
  return b.scene();
}
