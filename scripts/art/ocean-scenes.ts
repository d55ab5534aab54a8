/**
 * Ocean scene art: the 16 level backgrounds (1600 x 900) built from shared underwater pieces
 * (water gradient, light rays, distant reef, sandy floor, soft background corals, kelp, rocks, bubbles).
 *
 * Background pieces use soft same-hue outlines and calmer colours than the sprites, so the navy-outlined
 * sprites stand out in front of them. The region x 400-1200, y 60-520 stays light on detail (question card).
 */
import { coarse } from '../../core/art/svg-kit';
import { blob, mound, poly, type Pt, smooth, wavyBand } from '../../core/art/paths';
import { darken, lighten, linearGradient, mix, radialGradient } from '../../core/art/colour';
import { makeRng, type Rng } from '../../core/art/rng';

const { el, g, num: fmt } = coarse;

/** Width of every scene. */
export const W = 1600;
/** Height of every scene. */
export const H = 900;

/** Colours of one scene. */
export interface ScenePalette {
  /** Water at the surface. */
  top: string;
  /** Water in the middle. */
  mid: string;
  /** Water at the bottom. */
  deep: string;
  /** Sand (light). */
  sand: string;
  /** Sand (shadow). */
  sandDark: string;
  /** Rocks. */
  rock: string;
}

/** A finished scene: `<defs>` content and body markup for a 1600 x 900 canvas. */
export interface Scene {
  defs: string;
  body: string;
}

/** Base sea palette shared by the map and most levels. */
export const SEA: ScenePalette = {
  top: '#a6eef7',
  mid: '#4cc3e2',
  deep: '#2383bf',
  sand: '#f8e2a6',
  sandDark: '#e2bb72',
  rock: '#8c9bd0',
};

/** Collects defs and layers while a scene is built. */
class Builder {
  defs: string[] = [];
  layers: string[] = [];
  constructor(
    readonly rng: Rng,
    readonly pal: ScenePalette,
  ) {}
  add(...parts: string[]): void {
    this.layers.push(...parts);
  }
  scene(): Scene {
    return { defs: this.defs.join(''), body: this.layers.join('') };
  }
}

function water(b: Builder, sunX = 800): void {
  const p = b.pal;
  b.defs.push(linearGradient('water', 0, 0, 0, 1, [[0, p.top], [0.45, p.mid], [1, p.deep]]));
  b.defs.push(linearGradient('ray', 0, 0, 0, 1, [[0, '#ffffff', 0.55], [1, '#ffffff', 0]]));
  b.defs.push(radialGradient('sun', [[0, '#ffffff', 0.55], [1, '#ffffff', 0]]));
  b.defs.push(linearGradient('sand', 0, 0, 0, 1, [[0, p.sand], [1, p.sandDark]]));
  b.add(el('rect', { width: W, height: H, fill: 'url(#water)' }));
  b.add(el('ellipse', { cx: sunX, cy: -40, rx: 700, ry: 260, fill: 'url(#sun)' }));
}

function rays(b: Builder, n: number, opacity = 0.5, x0 = 60, x1 = 1540): void {
  const r = b.rng;
  let s = '';
  for (let i = 0; i < n; i++) {
    const x = x0 + ((x1 - x0) * (i + r.range(0.1, 0.9))) / n;
    const w = r.range(40, 110);
    const skew = r.range(120, 260);
    const len = r.range(560, 800);
    s += el('path', { d: poly([[x, -10], [x + w, -10], [x + w * 2.6 + skew, len], [x + skew - w * 0.4, len]]), fill: 'url(#ray)', opacity: fmt(r.range(0.45, 1) * opacity) });
  }
  b.add(g({}, s));
}

function surface(b: Builder, y = 34, opacity = 0.45): void {
  const r = b.rng;
  const pts: Pt[] = [];
  for (let i = 0; i <= 16; i++) pts.push([-40 + i * 105, y + (i % 2 === 0 ? -8 : 8) + r.range(-3, 3)]);
  const d = `M-40,-10L1680,-10L1680,${fmt(y)}${smooth(pts.slice().reverse()).replace(/^M/, 'L')}Z`;
  b.add(el('path', { d, fill: '#ffffff', opacity: fmt(opacity) }));
  let lines = '';
  for (let i = 0; i < 14; i++) {
    const x = r.range(20, 1560);
    const yy = y + r.range(20, 90);
    const w = r.range(40, 110);
    lines += `M${fmt(x)},${fmt(yy)}q${fmt(w / 4)},-8 ${fmt(w / 2)},0t${fmt(w / 2)},0`;
  }
  b.add(el('path', { d: lines, stroke: '#ffffff', 'stroke-width': 4, fill: 'none', 'stroke-linecap': 'round', opacity: fmt(opacity * 0.8) }));
}

/** A distant reef / hill silhouette band. */
function farHills(b: Builder, base: number, hMin: number, hMax: number, colour: string, opacity: number, count = 7): void {
  const r = b.rng;
  let s = '';
  const step = (W + 200) / count;
  for (let i = 0; i < count; i++) {
    const x = -100 + i * step + r.range(-30, 30);
    s += el('path', { d: mound(x, x + step * r.range(1.2, 1.7), base, r.range(hMin, hMax), r, 5) });
  }
  s += el('rect', { x: -10, y: base - 1, width: W + 20, height: H - base + 2 });
  b.add(g({ fill: colour, opacity: fmt(opacity) }, s));
}

/** Sandy floor: wavy top at y, ripples and pebbles. */
function floor(b: Builder, y: number, amp = 16, detail = 1): void {
  const r = b.rng;
  const p = b.pal;
  b.add(el('path', { d: wavyBand(y + 10, H + 10, amp, r, { points: 8 }), fill: darken(p.sandDark, 0.12), opacity: 0.5 }));
  b.add(el('path', { d: wavyBand(y, H + 10, amp, r, { points: 8 }), fill: 'url(#sand)' }));
  let ripples = '';
  const nR = Math.round(18 * detail);
  for (let i = 0; i < nR; i++) {
    const x = r.range(20, 1560);
    const yy = r.range(y + 40, H - 14);
    const w = r.range(40, 90);
    ripples += `M${fmt(x)},${fmt(yy)}q${fmt(w / 2)},-10 ${fmt(w)},0`;
  }
  b.add(el('path', { d: ripples, stroke: lighten(p.sand, 0.5), 'stroke-width': 5, fill: 'none', 'stroke-linecap': 'round', opacity: 0.8 }));
  let peb = '';
  const nP = Math.round(22 * detail);
  for (let i = 0; i < nP; i++) {
    peb += el('ellipse', { cx: r.range(10, 1590), cy: r.range(y + 30, H - 8), rx: r.range(4, 10), ry: r.range(3, 6), fill: r.pick([p.sandDark, darken(p.sandDark, 0.15), lighten(p.rock, 0.2)]) });
  }
  b.add(g({ opacity: 0.75 }, peb));
}

/** Rounded rock sitting on baseY. */
function rock(b: Builder, x: number, baseY: number, w: number, h: number, colour = b.pal.rock): void {
  const r = b.rng;
  const d = mound(x - w / 2, x + w / 2, baseY, h, r, 4);
  b.add(el('path', { d, fill: colour, stroke: darken(colour, 0.3), 'stroke-width': 4, 'stroke-linejoin': 'round' }));
  b.add(el('path', { d: mound(x - w * 0.38, x + w * 0.2, baseY - h * 0.45, h * 0.45, r, 3), fill: lighten(colour, 0.25), opacity: 0.7 }));
  for (let i = 0; i < 3; i++) b.add(el('circle', { cx: x + r.range(-w * 0.3, w * 0.3), cy: baseY - r.range(h * 0.1, h * 0.5), r: r.range(3, 6), fill: darken(colour, 0.2), opacity: 0.6 }));
}

/** Soft branching coral (no navy outline). */
function branchCoral(b: Builder, x: number, baseY: number, size: number, colour: string): void {
  const r = b.rng;
  let d = '';
  const grow = (px: number, py: number, ang: number, len: number, depth: number): void => {
    const ex = px + Math.cos(ang) * len;
    const ey = py + Math.sin(ang) * len;
    d += `M${fmt(px)},${fmt(py)}Q${fmt((px + ex) / 2 + r.range(-8, 8))},${fmt((py + ey) / 2)} ${fmt(ex)},${fmt(ey)}`;
    if (depth > 0) {
      grow(ex, ey, ang - r.range(0.3, 0.6), len * r.range(0.62, 0.8), depth - 1);
      grow(ex, ey, ang + r.range(0.3, 0.6), len * r.range(0.62, 0.8), depth - 1);
    }
  };
  grow(x, baseY, -Math.PI / 2 + r.range(-0.15, 0.15), size * 0.42, 3);
  const wdt = Math.max(8, size * 0.12);
  b.add(el('path', { d, stroke: darken(colour, 0.32), 'stroke-width': wdt + 6, fill: 'none', 'stroke-linecap': 'round' }));
  b.add(el('path', { d, stroke: colour, 'stroke-width': wdt, fill: 'none', 'stroke-linecap': 'round' }));
}

/** Fan coral (a lattice fan). */
function fanCoral(b: Builder, x: number, baseY: number, size: number, colour: string): void {
  const r = b.rng;
  const d = blob(x, baseY - size * 0.55, size * 0.55, size * 0.45, r, 8, 0.1);
  b.add(el('path', { d: `M${fmt(x)},${fmt(baseY)}L${fmt(x)},${fmt(baseY - size * 0.3)}`, stroke: darken(colour, 0.3), 'stroke-width': 10, 'stroke-linecap': 'round' }));
  b.add(el('path', { d, fill: colour, stroke: darken(colour, 0.3), 'stroke-width': 4 }));
  let lat = '';
  for (let i = -3; i <= 3; i++) lat += `M${fmt(x)},${fmt(baseY - size * 0.15)}L${fmt(x + i * size * 0.14)},${fmt(baseY - size * 0.92 + Math.abs(i) * size * 0.06)}`;
  for (let j = 1; j <= 3; j++) lat += `M${fmt(x - size * 0.5 + j * 6)},${fmt(baseY - size * (0.35 + j * 0.15))}Q${fmt(x)},${fmt(baseY - size * (0.5 + j * 0.15))} ${fmt(x + size * 0.5 - j * 6)},${fmt(baseY - size * (0.35 + j * 0.15))}`;
  b.add(el('path', { d: lat, stroke: lighten(colour, 0.4), 'stroke-width': 3, fill: 'none', opacity: 0.8 }));
}

/** Dome coral with squiggly grooves. */
function brainCoral(b: Builder, x: number, baseY: number, rad: number, colour: string): void {
  const d = `M${fmt(x - rad)},${fmt(baseY)}C${fmt(x - rad)},${fmt(baseY - rad * 1.3)} ${fmt(x + rad)},${fmt(baseY - rad * 1.3)} ${fmt(x + rad)},${fmt(baseY)}Z`;
  b.add(el('path', { d, fill: colour, stroke: darken(colour, 0.3), 'stroke-width': 4 }));
  let sq = '';
  for (let i = 1; i <= 3; i++) {
    const yy = baseY - rad * 0.22 * i;
    const half = rad * (0.85 - i * 0.17);
    sq += `M${fmt(x - half)},${fmt(yy)}q${fmt(half / 4)},-8 ${fmt(half / 2)},0t${fmt(half / 2)},0t${fmt(half / 2)},0t${fmt(half / 2)},0`;
  }
  b.add(el('path', { d: sq, stroke: darken(colour, 0.18), 'stroke-width': 3.5, fill: 'none', 'stroke-linecap': 'round' }));
  b.add(el('ellipse', { cx: x - rad * 0.35, cy: baseY - rad * 0.7, rx: rad * 0.25, ry: rad * 0.1, fill: '#ffffff', opacity: 0.4 }));
}

/** Cluster of tube corals. */
function tubeCoral(b: Builder, x: number, baseY: number, size: number, colour: string): void {
  const r = b.rng;
  const tubes: Array<[number, number]> = [[-0.3, 0.7], [0, 1], [0.3, 0.8], [0.55, 0.5], [-0.55, 0.45]];
  for (const [dx, hh] of tubes) {
    const tx = x + dx * size;
    const th = size * hh * r.range(0.85, 1.1);
    const tw = size * 0.22;
    b.add(el('rect', { x: tx - tw / 2, y: baseY - th, width: tw, height: th + 4, rx: tw / 2, fill: colour, stroke: darken(colour, 0.3), 'stroke-width': 4 }));
    b.add(el('ellipse', { cx: tx, cy: baseY - th + tw * 0.35, rx: tw * 0.3, ry: tw * 0.16, fill: darken(colour, 0.4) }));
  }
}

/** Soft background kelp stalk. */
function bgKelp(b: Builder, x: number, baseY: number, height: number, colour: string, opacity = 1): void {
  const r = b.rng;
  const pts: Pt[] = [];
  const n = 6;
  const sway = r.range(-30, 30);
  for (let i = 0; i <= n; i++) pts.push([x + Math.sin(i * 1.3 + r.range(0, 1)) * 12 + (sway * i) / n, baseY - (height * i) / n]);
  let s = el('path', { d: smooth(pts), stroke: darken(colour, 0.2), 'stroke-width': 9, fill: 'none', 'stroke-linecap': 'round' });
  let leaves = '';
  for (let i = 1; i < n; i++) {
    const p = pts[i] as Pt;
    const side = i % 2 === 0 ? 1 : -1;
    const len = r.range(30, 46);
    leaves += `M${fmt(p[0])},${fmt(p[1])}q${fmt(side * len * 0.3)},-34 ${fmt(side * len)},-28q${fmt(-side * len * 0.2)},26 ${fmt(-side * len)},28Z`;
  }
  s += el('path', { d: leaves, fill: colour, stroke: darken(colour, 0.2), 'stroke-width': 3 });
  b.add(g({ opacity: opacity === 1 ? undefined : fmt(opacity) }, s));
}

/** Patch of seagrass blades. */
function seagrass(b: Builder, x: number, baseY: number, width: number, height: number, colour: string): void {
  const r = b.rng;
  let d = '';
  const n = Math.max(3, Math.round(width / 12));
  for (let i = 0; i < n; i++) {
    const bx = x - width / 2 + (width * i) / (n - 1) + r.range(-4, 4);
    const hh = height * r.range(0.55, 1);
    const lean = r.range(-26, 26);
    d += `M${fmt(bx)},${fmt(baseY + 6)}Q${fmt(bx + lean * 0.2)},${fmt(baseY - hh * 0.6)} ${fmt(bx + lean)},${fmt(baseY - hh)}`;
  }
  b.add(el('path', { d, stroke: darken(colour, 0.25), 'stroke-width': 11, fill: 'none', 'stroke-linecap': 'round' }));
  b.add(el('path', { d, stroke: colour, 'stroke-width': 6, fill: 'none', 'stroke-linecap': 'round' }));
}

/** Rising bubbles (white rings). */
function bubbles(b: Builder, n: number, x0: number, x1: number, y0: number, y1: number): void {
  const r = b.rng;
  let s = '';
  for (let i = 0; i < n; i++) {
    const rad = r.range(4, 13);
    const cx = r.range(x0, x1);
    const cy = r.range(y0, y1);
    s += el('circle', { cx, cy, r: rad, fill: '#ffffff', 'fill-opacity': 0.18, stroke: '#ffffff', 'stroke-width': 2.5 });
    s += el('circle', { cx: cx - rad * 0.35, cy: cy - rad * 0.35, r: Math.max(1.5, rad * 0.22), fill: '#ffffff' });
  }
  b.add(g({ opacity: 0.75 }, s));
}

/** Bubble column from a point (vents, divers). */
function bubbleColumn(b: Builder, x: number, y: number, height: number): void {
  const r = b.rng;
  let s = '';
  for (let i = 0; i < height / 34; i++) {
    const rad = 5 + i * 0.8 + r.range(0, 4);
    const cx = x + Math.sin(i * 1.1) * 10 + r.range(-4, 4);
    const cy = y - i * 34;
    s += el('circle', { cx, cy, r: rad, fill: '#ffffff', 'fill-opacity': 0.25, stroke: '#ffffff', 'stroke-width': 2.5 });
    s += el('circle', { cx: cx - rad * 0.35, cy: cy - rad * 0.35, r: Math.max(1.5, rad * 0.22), fill: '#ffffff' });
  }
  b.add(g({ opacity: 0.85 }, s));
}

/** Glowing spot (deep sea). */
function glow(b: Builder, x: number, y: number, rad: number, colour: string, id: string): void {
  if (!b.defs.some((d) => d.includes(`id="${id}"`))) b.defs.push(radialGradient(id, [[0, colour, 0.85], [0.35, colour, 0.35], [1, colour, 0]]));
  b.add(el('circle', { cx: x, cy: y, r: rad, fill: `url(#${id})` }));
}

/** Small scatter of background shells and starfish shapes in the sand. */
function sandBits(b: Builder, n: number, y0: number, y1: number): void {
  const r = b.rng;
  let s = '';
  for (let i = 0; i < n; i++) {
    const x = r.range(30, 1570);
    const y = r.range(y0, y1);
    const c = r.pick(['#ffb8a8', '#ffd6a0', '#f7a8c8', '#ffffff']);
    if (r.chance(0.5)) {
      s += el('path', { d: `M${fmt(x - 9)},${fmt(y)}a9,9 0 0,1 18,0Z`, fill: c, stroke: darken(c, 0.3), 'stroke-width': 2.5 });
    } else {
      const pts: Pt[] = [];
      for (let k = 0; k < 10; k++) {
        const a = -Math.PI / 2 + (k * Math.PI) / 5;
        const rr = k % 2 === 0 ? 11 : 5;
        pts.push([x + Math.cos(a) * rr, y + Math.sin(a) * rr]);
      }
      s += el('path', { d: poly(pts), fill: c, stroke: darken(c, 0.3), 'stroke-width': 2.5, 'stroke-linejoin': 'round' });
    }
  }
  b.add(g({ opacity: 0.8 }, s));
}

/** Rock arch framing one side. */
function arch(b: Builder, x: number, baseY: number, w: number, h: number, colour: string): void {
  const th = w * 0.22;
  const d = `M${fmt(x)},${fmt(baseY)}C${fmt(x - 10)},${fmt(baseY - h * 1.25)} ${fmt(x + w + 10)},${fmt(baseY - h * 1.25)} ${fmt(x + w)},${fmt(baseY)}L${fmt(x + w - th)},${fmt(baseY)}C${fmt(x + w - th)},${fmt(baseY - h * 0.85)} ${fmt(x + th)},${fmt(baseY - h * 0.85)} ${fmt(x + th)},${fmt(baseY)}Z`;
  b.add(el('path', { d, fill: colour, stroke: darken(colour, 0.3), 'stroke-width': 5, 'stroke-linejoin': 'round' }));
  b.add(el('path', { d: `M${fmt(x + th * 0.4)},${fmt(baseY - h * 0.4)}C${fmt(x + th * 0.3)},${fmt(baseY - h * 0.95)} ${fmt(x + w * 0.5)},${fmt(baseY - h * 0.98)} ${fmt(x + w * 0.62)},${fmt(baseY - h * 0.92)}`, stroke: lighten(colour, 0.3), 'stroke-width': 8, fill: 'none', 'stroke-linecap': 'round', opacity: 0.7 }));
}

/** Tall rock wall from the floor, hugging a side of the picture. */
function sideCliff(b: Builder, side: 'left' | 'right', topY: number, width: number, colour: string): void {
  const r = b.rng;
  const pts: Pt[] = [];
  const edge = side === 'left' ? 0 : W;
  const dir = side === 'left' ? 1 : -1;
  pts.push([edge - dir * 20, H + 10]);
  const n = 6;
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    const y = H - (H - topY) * t;
    const wdt = width * (0.55 + 0.45 * Math.sin((1 - t) * Math.PI * 0.5)) + r.range(-20, 20);
    pts.push([edge + dir * wdt, y]);
  }
  pts.push([edge - dir * 20, topY - 10]);
  const d = smooth(pts, true, 0.8);
  b.add(el('path', { d, fill: colour, stroke: darken(colour, 0.3), 'stroke-width': 5 }));
  for (let i = 0; i < 5; i++) {
    const y = topY + 60 + ((H - topY - 100) * i) / 5;
    b.add(el('ellipse', { cx: edge + dir * r.range(20, width * 0.5), cy: y, rx: r.range(14, 30), ry: r.range(6, 12), fill: darken(colour, 0.18), opacity: 0.7 }));
  }
}

/** Sunken ship hull (tilted), drawn faded into the water. */
function ship(b: Builder, x: number, baseY: number, scale: number, colour: string, broken = false): void {
  const s = scale;
  const hull = `M${fmt(-260 * s)},${fmt(-120 * s)}L${fmt(250 * s)},${fmt(-150 * s)}Q${fmt(230 * s)},${fmt(10 * s)} ${fmt(120 * s)},${fmt(30 * s)}L${fmt(-200 * s)},${fmt(40 * s)}Q${fmt(-250 * s)},${fmt(-20 * s)} ${fmt(-260 * s)},${fmt(-120 * s)}Z`;
  let p = '';
  // masts
  p += el('path', { d: `M${fmt(-60 * s)},${fmt(-135 * s)}L${fmt(-90 * s)},${fmt(-420 * s)}M${fmt(120 * s)},${fmt(-145 * s)}L${fmt(100 * s)},${fmt(broken ? -250 * s : -380 * s)}`, stroke: darken(colour, 0.25), 'stroke-width': 14 * s + 4, 'stroke-linecap': 'round' });
  p += el('path', { d: `M${fmt(-150 * s)},${fmt(-330 * s)}L${fmt(-30 * s)},${fmt(-345 * s)}`, stroke: darken(colour, 0.25), 'stroke-width': 10 * s + 3, 'stroke-linecap': 'round' });
  // tattered sail
  p += el('path', { d: `M${fmt(-86 * s)},${fmt(-400 * s)}Q${fmt(-10 * s)},${fmt(-340 * s)} ${fmt(-40 * s)},${fmt(-250 * s)}L${fmt(-64 * s)},${fmt(-270 * s)}L${fmt(-70 * s)},${fmt(-240 * s)}Z`, fill: lighten(colour, 0.45), opacity: 0.8 });
  p += el('path', { d: hull, fill: colour, stroke: darken(colour, 0.3), 'stroke-width': 6, 'stroke-linejoin': 'round' });
  // planks
  let pl = '';
  for (let i = 1; i <= 3; i++) pl += `M${fmt(-250 * s + i * 12 * s)},${fmt((-120 + i * 40) * s)}L${fmt(240 * s - i * 30 * s)},${fmt((-150 + i * 40) * s)}`;
  p += el('path', { d: pl, stroke: darken(colour, 0.22), 'stroke-width': 4, fill: 'none' });
  // portholes
  for (let i = 0; i < 4; i++) p += el('circle', { cx: (-140 + i * 80) * s, cy: (-88 - i * 4) * s, r: 14 * s, fill: darken(colour, 0.5), stroke: lighten(colour, 0.3), 'stroke-width': 4 });
  if (broken) p += el('path', { d: `M${fmt(150 * s)},${fmt(-146 * s)}L${fmt(180 * s)},${fmt(-90 * s)}L${fmt(150 * s)},${fmt(-40 * s)}L${fmt(190 * s)},${fmt(0)}L${fmt(240 * s)},${fmt(-150 * s)}Z`, fill: darken(colour, 0.55) });
  // deck rail
  p += el('path', { d: `M${fmt(-258 * s)},${fmt(-122 * s)}L${fmt(250 * s)},${fmt(-152 * s)}`, stroke: lighten(colour, 0.25), 'stroke-width': 8 * s + 2, 'stroke-linecap': 'round' });
  b.add(g({ transform: `translate(${fmt(x)},${fmt(baseY)}) rotate(-8)` }, p));
}

/** Anchor half buried in the sand. */
function anchor(b: Builder, x: number, y: number, colour: string): void {
  const d = `M${x},${y - 120}L${x},${y}M${x - 30},${y - 90}L${x + 30},${y - 90}M${x - 54},${y - 30}Q${x - 50},${y + 10} ${x},${y + 10}Q${x + 50},${y + 10} ${x + 54},${y - 30}`;
  b.add(g({ transform: `rotate(18 ${x} ${y})` }, el('path', { d, stroke: darken(colour, 0.3), 'stroke-width': 20, fill: 'none', 'stroke-linecap': 'round' }), el('path', { d, stroke: colour, 'stroke-width': 12, fill: 'none', 'stroke-linecap': 'round' }), el('circle', { cx: x, cy: y - 134, r: 14, fill: 'none', stroke: colour, 'stroke-width': 8 })));
}

/** Vent chimney that bubbles. */
function vent(b: Builder, x: number, baseY: number, h: number, colour: string, bubbleHeight: number): void {
  const d = `M${fmt(x - h * 0.45)},${fmt(baseY)}Q${fmt(x - h * 0.3)},${fmt(baseY - h * 0.6)} ${fmt(x - h * 0.16)},${fmt(baseY - h)}L${fmt(x + h * 0.16)},${fmt(baseY - h)}Q${fmt(x + h * 0.3)},${fmt(baseY - h * 0.6)} ${fmt(x + h * 0.45)},${fmt(baseY)}Z`;
  b.add(el('path', { d, fill: colour, stroke: darken(colour, 0.3), 'stroke-width': 5, 'stroke-linejoin': 'round' }));
  b.add(el('ellipse', { cx: x, cy: baseY - h, rx: h * 0.16, ry: h * 0.05, fill: darken(colour, 0.5) }));
  b.add(el('path', { d: `M${fmt(x - h * 0.28)},${fmt(baseY - h * 0.1)}Q${fmt(x - h * 0.2)},${fmt(baseY - h * 0.6)} ${fmt(x - h * 0.1)},${fmt(baseY - h * 0.9)}`, stroke: lighten(colour, 0.3), 'stroke-width': 6, fill: 'none', 'stroke-linecap': 'round', opacity: 0.7 }));
  bubbleColumn(b, x, baseY - h - 20, bubbleHeight);
}

/** Distant whale silhouette. */
function farWhale(b: Builder, x: number, y: number, s: number, colour: string, opacity: number): void {
  const d = `M${fmt(x + 200 * s)},${fmt(y)}C${fmt(x + 190 * s)},${fmt(y - 60 * s)} ${fmt(x + 40 * s)},${fmt(y - 70 * s)} ${fmt(x - 60 * s)},${fmt(y - 20 * s)}L${fmt(x - 150 * s)},${fmt(y - 40 * s)}Q${fmt(x - 140 * s)},${fmt(y - 10 * s)} ${fmt(x - 160 * s)},${fmt(y + 20 * s)}L${fmt(x - 60 * s)},${fmt(y + 4 * s)}C${fmt(x + 30 * s)},${fmt(y + 60 * s)} ${fmt(x + 180 * s)},${fmt(y + 50 * s)} ${fmt(x + 200 * s)},${fmt(y)}Z`;
  b.add(el('path', { d, fill: colour, opacity: fmt(opacity) }));
}

/** Sky strip above a waterline (tide pools). */
function skyAbove(b: Builder, waterY: number): void {
  b.defs.push(linearGradient('sky', 0, 0, 0, 1, [[0, '#7fd3ff'], [1, '#d8f6ff']]));
  b.add(el('rect', { width: W, height: waterY + 10, fill: 'url(#sky)' }));
  b.add(el('circle', { cx: 1420, cy: 52, r: 34, fill: '#ffe36e', stroke: '#ffc93c', 'stroke-width': 6 }));
  const cloud = (cx: number, cy: number, s: number): string =>
    el('path', { d: `M${fmt(cx - 60 * s)},${fmt(cy + 14 * s)}q-4,-30 ${fmt(30 * s)},-26q10,-26 ${fmt(44 * s)},-14q26,-16 ${fmt(40 * s)},14q26,4 ${fmt(16 * s)},26Z`, fill: '#ffffff' });
  b.add(cloud(300, 50, 1), cloud(860, 36, 0.8));
  b.add(el('path', { d: wavyBand(waterY, waterY + 26, 5, b.rng, { points: 18 }), fill: '#ffffff', opacity: 0.7 }));
}

/** Caustic light net on the sand/water (sandy lagoon). */
function caustics(b: Builder, y0: number, y1: number, n: number): void {
  const r = b.rng;
  let d = '';
  for (let i = 0; i < n; i++) {
    const x = r.range(0, W);
    const y = r.range(y0, y1);
    const w = r.range(50, 120);
    d += `M${fmt(x)},${fmt(y)}q${fmt(w / 4)},${fmt(-r.range(6, 16))} ${fmt(w / 2)},0t${fmt(w / 2)},0`;
  }
  b.add(el('path', { d, stroke: '#ffffff', 'stroke-width': 4, fill: 'none', 'stroke-linecap': 'round', opacity: 0.35 }));
}

/** Soft coral colours for backgrounds (less saturated than sprites). */
const BG_CORAL = ['#f59bb8', '#f7b27a', '#c2a3f0', '#f58f8f', '#8fd0b8', '#f2c86b'];

/** Scatter a reef of mixed background corals along the floor in [x0, x1]. */
function reef(b: Builder, x0: number, x1: number, baseY: number, count: number, scale = 1, colours = BG_CORAL): void {
  const r = b.rng;
  for (let i = 0; i < count; i++) {
    const x = x0 + ((x1 - x0) * (i + r.range(0.2, 0.8))) / count;
    const y = baseY + r.range(-6, 14);
    const c = colours[(i + r.int(0, colours.length - 1)) % colours.length] as string;
    const kind = r.int(0, 3);
    if (kind === 0) branchCoral(b, x, y, r.range(110, 170) * scale, c);
    else if (kind === 1) fanCoral(b, x, y, r.range(100, 150) * scale, c);
    else if (kind === 2) brainCoral(b, x, y, r.range(40, 60) * scale, c);
    else tubeCoral(b, x, y, r.range(50, 80) * scale, c);
  }
}

/** Level background recipes, index = level number - 1. */
const RECIPES: Array<(b: Builder) => void> = [
  // 1 Welcome to the Reef
  (b) => {
    water(b, 760);
    surface(b);
    rays(b, 7);
    farHills(b, 700, 60, 150, mix(b.pal.mid, b.pal.deep, 0.45), 0.55);
    arch(b, 40, 760, 320, 300, '#9aa6dc');
    reef(b, 20, 420, 760, 4);
    reef(b, 1180, 1600, 760, 4);
    floor(b, 730);
    seagrass(b, 520, 760, 90, 70, '#6fcf8a');
    seagrass(b, 1080, 770, 70, 60, '#6fcf8a');
    sandBits(b, 8, 790, 880);
    bubbles(b, 14, 40, 1560, 80, 620);
  },
  // 2 Coral Garden
  (b) => {
    water(b, 700);
    surface(b);
    rays(b, 6);
    farHills(b, 690, 80, 160, mix(b.pal.mid, b.pal.deep, 0.4), 0.5);
    reef(b, 0, 1600, 700, 7, 0.9, ['#b9a7ee', '#8fd0c6', '#f3a9c3']);
    floor(b, 740);
    reef(b, 0, 420, 770, 4, 1.15);
    reef(b, 1160, 1600, 770, 4, 1.15);
    brainCoral(b, 620, 790, 44, '#f2c86b');
    tubeCoral(b, 960, 790, 56, '#f59bb8');
    sandBits(b, 8, 800, 880);
    bubbles(b, 12, 40, 1560, 80, 620);
  },
  // 3 Seagrass Meadow
  (b) => {
    water(b, 900);
    surface(b);
    rays(b, 8, 0.55);
    farHills(b, 690, 50, 110, mix(b.pal.mid, b.pal.deep, 0.5), 0.45);
    for (let x = 40; x < 1600; x += 140) seagrass(b, x + b.rng.range(-30, 30), 705, 110, b.rng.range(90, 150), '#74c98a');
    floor(b, 720);
    for (let x = 80; x < 1600; x += 190) seagrass(b, x + b.rng.range(-40, 40), 760 + b.rng.range(0, 60), 80, b.rng.range(50, 90), '#8ad86e');
    rock(b, 300, 780, 160, 70);
    rock(b, 1240, 790, 130, 56);
    sandBits(b, 8, 800, 880);
    bubbles(b, 12, 40, 1560, 80, 620);
  },
  // 4 Sunken Ship
  (b) => {
    water(b, 400);
    surface(b, 34, 0.35);
    rays(b, 5, 0.4);
    farHills(b, 700, 60, 130, mix(b.pal.mid, b.pal.deep, 0.55), 0.55);
    ship(b, 1080, 740, 1.05, '#9b7a62', true);
    floor(b, 740);
    reef(b, 0, 360, 770, 3);
    rock(b, 1500, 790, 180, 80);
    seagrass(b, 640, 770, 100, 60, '#7fcf8a');
    sandBits(b, 8, 800, 880);
    bubbles(b, 10, 40, 1560, 80, 620);
  },
  // 5 Tide Pools
  (b) => {
    water(b, 800);
    skyAbove(b, 110);
    rays(b, 6, 0.4);
    farHills(b, 720, 40, 90, mix(b.pal.mid, b.pal.deep, 0.4), 0.4);
    sideCliff(b, 'left', 70, 260, '#a89ad0');
    sideCliff(b, 'right', 90, 230, '#a89ad0');
    floor(b, 740);
    rock(b, 520, 790, 170, 70, '#b4a6dc');
    rock(b, 1080, 800, 150, 60, '#b4a6dc');
    seagrass(b, 760, 780, 80, 50, '#7fcf8a');
    sandBits(b, 14, 790, 880);
    bubbles(b, 8, 300, 1300, 160, 600);
  },
  // 6 Turtle Bay
  (b) => {
    water(b, 1100);
    surface(b);
    rays(b, 7, 0.55);
    farHills(b, 680, 70, 130, mix(b.pal.mid, b.pal.deep, 0.4), 0.45);
    b.add(el('path', { d: mound(-100, 700, 760, 130, b.rng, 5), fill: lighten(b.pal.sand, 0.1) }));
    b.add(el('path', { d: mound(900, 1720, 770, 110, b.rng, 5), fill: lighten(b.pal.sand, 0.1) }));
    floor(b, 750);
    seagrass(b, 180, 700, 140, 80, '#74c98a');
    seagrass(b, 1440, 720, 120, 70, '#74c98a');
    rock(b, 760, 800, 140, 56);
    reef(b, 1000, 1300, 790, 2, 0.8);
    sandBits(b, 10, 800, 880);
    bubbles(b, 12, 40, 1560, 80, 620);
  },
  // 7 Kelp Forest
  (b) => {
    water(b, 800);
    surface(b, 34, 0.4);
    rays(b, 6, 0.45);
    for (let x = 30; x < 1600; x += 95) {
      const calm = x > 380 && x < 1220;
      bgKelp(b, x + b.rng.range(-20, 20), 760, calm ? b.rng.range(240, 380) : b.rng.range(480, 720), mix('#4fa37a', b.pal.mid, calm ? 0.65 : 0.55), 0.7);
    }
    farHills(b, 720, 40, 80, mix(b.pal.mid, b.pal.deep, 0.55), 0.45);
    floor(b, 750);
    rock(b, 640, 800, 170, 64);
    rock(b, 1000, 810, 120, 50);
    sandBits(b, 8, 800, 880);
    bubbles(b, 10, 40, 1560, 80, 620);
  },
  // 8 Treasure Wreck
  (b) => {
    water(b, 1100);
    surface(b, 34, 0.3);
    rays(b, 5, 0.4);
    farHills(b, 700, 60, 120, mix(b.pal.mid, b.pal.deep, 0.55), 0.55);
    ship(b, 420, 760, 0.85, '#8f6f5a', true);
    floor(b, 745);
    anchor(b, 1500, 800, '#8c93ad');
    rock(b, 1200, 790, 150, 60);
    for (let i = 0; i < 10; i++) b.add(el('ellipse', { cx: b.rng.range(200, 1400), cy: b.rng.range(800, 880), rx: 7, ry: 4, fill: '#ffd85a', stroke: '#d9a520', 'stroke-width': 2 }));
    sandBits(b, 6, 800, 880);
    bubbles(b, 10, 40, 1560, 80, 620);
  },
  // 9 Jellyfish Cove
  (b) => {
    water(b, 800);
    surface(b, 34, 0.3);
    rays(b, 5, 0.35);
    farHills(b, 720, 60, 110, mix(b.pal.mid, b.pal.deep, 0.5), 0.5);
    sideCliff(b, 'left', 160, 230, '#7e74b8');
    sideCliff(b, 'right', 200, 210, '#7e74b8');
    floor(b, 760);
    for (let i = 0; i < 16; i++) glow(b, b.rng.range(40, 1560), b.rng.range(120, 760), b.rng.range(10, 24), '#ffd6ff', 'gpink');
    reef(b, 380, 1220, 790, 3, 0.8, ['#f59bd8', '#c2a3f0', '#8fd0e0']);
    sandBits(b, 6, 810, 880);
    bubbles(b, 10, 40, 1560, 80, 620);
  },
  // 10 Sandy Lagoon
  (b) => {
    water(b, 800);
    surface(b, 40, 0.55);
    rays(b, 8, 0.6);
    b.add(el('path', { d: mound(-200, 900, 720, 150, b.rng, 6), fill: lighten(b.pal.sand, 0.05) }));
    b.add(el('path', { d: mound(700, 1800, 730, 120, b.rng, 6), fill: lighten(b.pal.sand, 0.15) }));
    floor(b, 700, 22, 1.3);
    caustics(b, 720, 890, 30);
    seagrass(b, 1480, 730, 90, 60, '#7fd08a');
    sandBits(b, 14, 760, 880);
    bubbles(b, 10, 40, 1560, 80, 620);
  },
  // 11 Rocky Reef
  (b) => {
    water(b, 800);
    surface(b, 34, 0.35);
    rays(b, 6, 0.45);
    farHills(b, 680, 100, 200, mix(b.pal.mid, b.pal.deep, 0.5), 0.5);
    rock(b, 160, 760, 360, 260, '#8a96c8');
    rock(b, 1460, 760, 320, 220, '#8a96c8');
    floor(b, 740);
    rock(b, 560, 800, 180, 80);
    rock(b, 1100, 810, 200, 70);
    rock(b, 330, 840, 130, 50, '#a0abd6');
    reef(b, 700, 960, 800, 2, 0.7);
    sandBits(b, 8, 810, 880);
    bubbles(b, 10, 40, 1560, 80, 620);
  },
  // 12 Glowing Deep
  (b) => {
    water(b, 800);
    rays(b, 3, 0.12);
    farHills(b, 700, 80, 160, mix(b.pal.mid, b.pal.deep, 0.6), 0.6);
    for (let i = 0; i < 40; i++) b.add(el('circle', { cx: b.rng.range(0, W), cy: b.rng.range(20, 720), r: b.rng.range(1.5, 3.5), fill: '#bff8ff', opacity: fmt(b.rng.range(0.4, 0.9)) }));
    floor(b, 770, 14, 0.6);
    for (const [x, c] of [[140, '#6ff7e6'], [460, '#ff8ff0'], [1120, '#8fb8ff'], [1470, '#6ff7e6'], [820, '#ffe66f']] as const) {
      glow(b, x, 770, 120, c, `g${c.slice(1)}`);
      for (let k = -1; k <= 1; k++) {
        const sx = x + k * 34;
        const hh = 60 + (k === 0 ? 40 : 0);
        b.add(el('path', { d: `M${sx},800L${sx},${800 - hh}`, stroke: darken(c, 0.5), 'stroke-width': 10, 'stroke-linecap': 'round' }));
        b.add(el('ellipse', { cx: sx, cy: 800 - hh, rx: 22, ry: 14, fill: c, stroke: darken(c, 0.4), 'stroke-width': 3 }));
      }
    }
    for (let i = 0; i < 12; i++) glow(b, b.rng.range(40, 1560), b.rng.range(100, 700), b.rng.range(8, 16), '#bff8ff', 'gplank');
  },
  // 13 Dolphin Dash
  (b) => {
    water(b, 900);
    surface(b, 50, 0.6);
    rays(b, 9, 0.55);
    farHills(b, 760, 60, 140, mix(b.pal.mid, b.pal.deep, 0.45), 0.5, 9);
    floor(b, 790, 12);
    reef(b, 0, 380, 810, 3, 0.8);
    reef(b, 1200, 1600, 810, 3, 0.8);
    bubbles(b, 18, 40, 1560, 100, 720);
  },
  // 14 Bubble Springs
  (b) => {
    water(b, 800);
    surface(b, 34, 0.4);
    rays(b, 5, 0.4);
    farHills(b, 710, 60, 120, mix(b.pal.mid, b.pal.deep, 0.5), 0.5);
    floor(b, 750);
    vent(b, 220, 800, 130, '#9a8fc4', 600);
    vent(b, 1400, 790, 150, '#9a8fc4', 620);
    vent(b, 800, 810, 80, '#a99fd0', 240);
    rock(b, 560, 810, 150, 60);
    rock(b, 1060, 810, 170, 64);
    sandBits(b, 8, 820, 880);
    bubbles(b, 20, 40, 1560, 80, 700);
  },
  // 15 Whale Song
  (b) => {
    water(b, 800);
    surface(b, 34, 0.35);
    rays(b, 9, 0.55);
    farWhale(b, 1150, 470, 1.1, mix(b.pal.mid, b.pal.deep, 0.55), 0.45);
    farWhale(b, 420, 600, 0.6, mix(b.pal.mid, b.pal.deep, 0.5), 0.35);
    farHills(b, 760, 50, 110, mix(b.pal.mid, b.pal.deep, 0.6), 0.55);
    floor(b, 790, 12);
    reef(b, 40, 360, 810, 2, 0.8);
    reef(b, 1260, 1560, 810, 2, 0.8);
    bubbles(b, 14, 40, 1560, 80, 720);
  },
  // 16 Reef Party
  (b) => {
    water(b, 800);
    surface(b, 34, 0.45);
    rays(b, 8, 0.5);
    farHills(b, 690, 90, 170, mix(b.pal.mid, b.pal.deep, 0.4), 0.5);
    reef(b, 0, 1600, 700, 8, 0.85, ['#b9a7ee', '#8fd0c6', '#f3a9c3', '#f2c98f']);
    for (let i = 0; i < 18; i++) glow(b, b.rng.range(40, 1560), b.rng.range(80, 640), b.rng.range(10, 22), b.rng.pick(['#fff2a8', '#ffd0f0', '#c8f4ff']), `gp${i % 3}`);
    floor(b, 745);
    reef(b, 0, 400, 775, 3, 1);
    reef(b, 1200, 1600, 775, 3, 1);
    sandBits(b, 10, 800, 880);
    bubbles(b, 14, 40, 1560, 80, 640);
  },
];

/** Per-level water/sand palettes (index = level - 1). */
const PALETTES: ScenePalette[] = [
  SEA,
  { ...SEA, top: '#b0f2f4', mid: '#52c9dc', deep: '#2a8cc4' },
  { ...SEA, top: '#b8f2e0', mid: '#58c9c4', deep: '#2a8fb0', sand: '#f4e2a8' },
  { ...SEA, top: '#8fd8ea', mid: '#3aa5cc', deep: '#1e5f9c', sand: '#e8d39c', sandDark: '#c9a56a', rock: '#7d89bd' },
  { ...SEA, top: '#b8f4f6', mid: '#62d0e2', deep: '#2f9ac8' },
  { ...SEA, top: '#aef4ec', mid: '#4fd2d0', deep: '#2396b8', sand: '#fbe6b0' },
  { ...SEA, top: '#b4ecd0', mid: '#4fb8a8', deep: '#1f7a96', sand: '#ecd9a0' },
  { ...SEA, top: '#8fd6e6', mid: '#3a9fc4', deep: '#1d5a92', sand: '#ead49a', sandDark: '#c8a062' },
  { ...SEA, top: '#b8c8f4', mid: '#6f8fd8', deep: '#3b4aa0', sand: '#e6d6b8', sandDark: '#c2a88a' },
  { ...SEA, top: '#c4f8f4', mid: '#6ddbe0', deep: '#35a8cc', sand: '#fdebb8', sandDark: '#eccb86' },
  { ...SEA, top: '#9fe0ef', mid: '#45afd4', deep: '#2272ac', rock: '#8a96c8' },
  { ...SEA, top: '#2a4f8c', mid: '#1c3266', deep: '#0f1a3e', sand: '#4a4f7e', sandDark: '#2c305a', rock: '#3e4780' },
  { ...SEA, top: '#9ff0fb', mid: '#3fbce6', deep: '#1f78c0' },
  { ...SEA, top: '#a6e8f4', mid: '#48b6da', deep: '#2a78b4' },
  { ...SEA, top: '#8fd2f0', mid: '#3a8fd0', deep: '#1c4a96', sand: '#e2d2a4', sandDark: '#bda06c' },
  { ...SEA, top: '#b4f0fa', mid: '#58c6e6', deep: '#2f82c6' },
];

/**
 * Builds the background of one level.
 * @param level level number 1..16
 * @returns defs and body markup for a 1600 x 900 canvas
 */
export function levelScene(level: number): Scene {
  const recipe = RECIPES[level - 1];
  const pal = PALETTES[level - 1];
  if (recipe === undefined || pal === undefined) throw new Error(`no ocean scene for level ${level}`);
  const b = new Builder(makeRng(1000 + level * 7919), pal);
  recipe(b);
  return b.scene();
}

/** The y of the sand surface near the bottom of each level (index = level - 1), used to seat floor sprites. */
export const FLOOR_Y: readonly number[] = [730, 740, 720, 740, 740, 750, 750, 745, 760, 700, 740, 770, 790, 750, 790, 745];

/**
 * Builds the ocean map background (1600 x 900) with a dotted path through the node positions.
 * @param nodes level node centres in order
 * @param clear circles `[x, y, r]` kept free of decorations (where map sprites swim)
 * @returns defs and body markup
 */
export function mapScene(nodes: readonly Pt[], clear: ReadonlyArray<readonly [number, number, number]> = []): Scene {
  const b = new Builder(makeRng(424242), SEA);
  const r = b.rng;
  b.defs.push(linearGradient('water', 0, 0, 0.3, 1, [[0, '#8fe6f4'], [0.5, '#46bde0'], [1, '#2a86c4']]));
  b.defs.push(linearGradient('ray', 0, 0, 0, 1, [[0, '#ffffff', 0.5], [1, '#ffffff', 0]]));
  b.defs.push(linearGradient('sand', 0, 0, 0, 1, [[0, '#fbe8b4'], [1, '#eac47e']]));
  b.defs.push(radialGradient('pad', [[0, '#fff3cf'], [0.7, '#f8e0a0'], [1, '#f3d48a']]));
  b.defs.push(radialGradient('shoal', [[0, '#bff4ee', 0.9], [1, '#bff4ee', 0]]));
  b.add(el('rect', { width: W, height: H, fill: 'url(#water)' }));
  // light rays from the top
  rays(b, 8, 0.4);
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
  const near = (x: number, y: number, m: number): boolean => nodes.some((n) => Math.hypot(n[0] - x, n[1] - y) < m) || pathNear(nodes, x, y, m);
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

/** True when (x, y) is within m of the polyline through the nodes. */
function pathNear(nodes: readonly Pt[], x: number, y: number, m: number): boolean {
  for (let i = 0; i + 1 < nodes.length; i++) {
    const a = nodes[i] as Pt;
    const c = nodes[i + 1] as Pt;
    const dx = c[0] - a[0];
    const dy = c[1] - a[1];
    const t = Math.max(0, Math.min(1, ((x - a[0]) * dx + (y - a[1]) * dy) / (dx * dx + dy * dy)));
    if (Math.hypot(a[0] + dx * t - x, a[1] + dy * t - y) < m) return true;
  }
  return false;
}
