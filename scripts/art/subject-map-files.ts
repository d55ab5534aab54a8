/**
 * What every generated subject map (core/content/subject-map-schema.ts) shares when it is written
 * (science/science-map.ts, social-studies/social-studies-map.ts, superskills/superskills-map.ts):
 * the JSON text, an addon's entry from its drawing, the SVG number tidy, and the polygon geometry
 * their tests hold the tap areas to.
 */
import type { Pt } from '../../core/art/paths';
import type { SubjectMapInput } from '../../core/content/subject-map-schema';
import type { AddonArt } from './science/science-map-pieces';

/** A subject map as committed: two-space JSON and a final newline. */
export const mapJsonText = (map: SubjectMapInput): string => JSON.stringify(map, null, 2) + '\n';

/** Rounds every number written with 3+ decimals to 2 (scaled path data), so the files stay small. */
export const tidySvg = (svg: string): string => svg.replace(/-?\d+\.\d{3,}/g, (m) => String(Math.round(Number(m) * 100) / 100));

/**
 * An addon's entry in the map JSON: its two images (`<key>-placeholder` and `<key>`), place, scale,
 * order, depth and float (the defaults left out).
 * @param url the URL of a generated file by name (no extension)
 */
export function addonEntry(a: AddonArt, url: (name: string) => string): NonNullable<SubjectMapInput['addons']>[number] {
  return { key: a.key, images: { placeholder: url(`${a.key}-placeholder`), loaded: url(a.key) }, x: a.x, y: a.y, ...(a.scale ? { scale: a.scale } : {}), order: a.order, zIndex: a.zIndex, ...(a.float ? { float: true } : {}) };
}

/** True when two convex polygons overlap (no separating axis among their edges' normals). */
export function polygonsOverlap(a: readonly Pt[], b: readonly Pt[]): boolean {
  for (const poly of [a, b]) {
    for (let i = 0; i < poly.length; i++) {
      const [x1, y1] = poly[i]!;
      const [x2, y2] = poly[(i + 1) % poly.length]!;
      const [nx, ny] = [y2 - y1, x1 - x2];
      const project = (p: readonly Pt[]) => p.map(([x, y]) => x * nx + y * ny);
      const pa = project(a);
      const pb = project(b);
      if (Math.max(...pa) < Math.min(...pb) || Math.max(...pb) < Math.min(...pa)) return false;
    }
  }
  return true;
}

/** True when (x, y) is inside the convex polygon. */
export function insidePolygon(poly: readonly Pt[], x: number, y: number): boolean {
  let sign = 0;
  for (let i = 0; i < poly.length; i++) {
    const [x1, y1] = poly[i]!;
    const [x2, y2] = poly[(i + 1) % poly.length]!;
    const s = Math.sign((x2 - x1) * (y - y1) - (y2 - y1) * (x - x1));
    if (s !== 0 && sign !== 0 && s !== sign) return false;
    if (s !== 0) sign = s;
  }
  return true;
}
