/**
 * Tiny SVG string builders shared by the monster renderer and its outfits.
 * Pure module (no DOM, no Phaser, no Node built-ins).
 */

/** Formats a number with at most 2 decimals and never "-0". */
export function n(v: number): string {
  const r = Math.round(v * 100) / 100;
  return Object.is(r, -0) ? '0' : String(r);
}

/** Attribute values: numbers are formatted with {@link n}. */
export type Attrs = Readonly<Record<string, string | number>>;

function attrs(a: Attrs): string {
  return Object.entries(a)
    .map(([k, v]) => ` ${k}="${typeof v === 'number' ? n(v) : v}"`)
    .join('');
}

/** Element builder: self-closing when there are no children. */
export function el(name: string, a: Attrs, ...children: string[]): string {
  const inner = children.join('');
  return inner === '' ? `<${name}${attrs(a)}/>` : `<${name}${attrs(a)}>${inner}</${name}>`;
}

/** A `<g>` group. */
export function g(a: Attrs, ...children: string[]): string {
  return el('g', a, ...children);
}

/** Five-pointed star path centred on (cx, cy), outer radius r. */
export function starD(cx: number, cy: number, r: number, rotationDeg = 0): string {
  const pts: string[] = [];
  for (let i = 0; i < 10; i++) {
    const rr = i % 2 === 0 ? r : r * 0.48;
    const a = ((rotationDeg - 90 + i * 36) * Math.PI) / 180;
    pts.push(`${n(cx + rr * Math.cos(a))} ${n(cy + rr * Math.sin(a))}`);
  }
  return `M ${pts.join(' L ')} Z`;
}

/** Four-pointed sparkle path centred on (cx, cy), radius r. */
export function sparkleD(cx: number, cy: number, r: number): string {
  const k = r * 0.22;
  return (
    `M ${n(cx)} ${n(cy - r)} Q ${n(cx + k)} ${n(cy - k)} ${n(cx + r)} ${n(cy)} ` +
    `Q ${n(cx + k)} ${n(cy + k)} ${n(cx)} ${n(cy + r)} Q ${n(cx - k)} ${n(cy + k)} ${n(cx - r)} ${n(cy)} ` +
    `Q ${n(cx - k)} ${n(cy - k)} ${n(cx)} ${n(cy - r)} Z`
  );
}

/** The ink colour of every outline. */
export const INK = '#2b2140';
