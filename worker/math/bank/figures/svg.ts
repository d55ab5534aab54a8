/**
 * The drawing base every bank figure shares (issue 18 "visual questions drawn as SVG by the
 * generator"): one palette, one font stack, escaping, and the document wrapper. Figures are
 * strings of SVG markup built here (no DOM: the bank runs in Node and in Workers) and shown by
 * the question card as an image (`<img src="data:image/svg+xml,…" alt>`), so they may not rely
 * on page CSS, web fonts, scripts or external references.
 */
import type { QuestionFigure } from '../../../../core/answers/types';

export type { QuestionFigure };

/** The art direction's colours (ui/styles.css), spelled out because an SVG image can't read CSS variables. */
export const PALETTE = Object.freeze({
  ink: '#1d2b4f',
  inkSoft: '#4a5878',
  sky: '#e8f6ff',
  sea: '#1b8fd6',
  seaDeep: '#0f5fa3',
  sun: '#ffc83d',
  coral: '#ff7a59',
  leaf: '#2fbf71',
  leafDeep: '#15803d',
  grape: '#7c5cff',
  paper: '#ffffff',
  grid: '#c9d6ea',
  cream: '#fff8e7',
});

/** Fills for series and shaded parts, in order (each readable against white and against ink text). */
export const FILLS = Object.freeze([PALETTE.sea, PALETTE.coral, PALETTE.leaf, PALETTE.sun, PALETTE.grape]);

/** Rounded, readable type; the fallbacks are what an `<img>` SVG can actually use. */
export const FONT = "ui-rounded, 'Nunito', 'Arial Rounded MT Bold', system-ui, sans-serif";

/** Escapes text for SVG content and attribute values. */
export function esc(text: string | number): string {
  return String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** A number rounded for coordinates (keeps the markup short and deterministic). */
export function n(value: number): string {
  return String(Math.round(value * 100) / 100);
}

/**
 * A text element: centred by default, ink coloured, `size` in user units (≥ 14 keeps it readable
 * at phone width for the viewBoxes the figures use, about 320–480 wide).
 */
export function text(x: number, y: number, content: string | number, opts: { size?: number; anchor?: 'start' | 'middle' | 'end'; weight?: number; fill?: string } = {}): string {
  const { size = 18, anchor = 'middle', weight = 700, fill = PALETTE.ink } = opts;
  return `<text x="${n(x)}" y="${n(y)}" font-family="${esc(FONT)}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}" dominant-baseline="middle">${esc(content)}</text>`;
}

/**
 * Wraps figure markup into a standalone SVG document with a viewBox (no width/height, so it
 * scales to its box), a title for assistive technology, and a soft rounded card behind it.
 * @param width viewBox width in user units; @param height viewBox height.
 * @param body the figure's elements; @param alt the text alternative (also the <title>).
 * @throws Error when alt is empty or the body holds a script or an external reference.
 */
export function figure(width: number, height: number, body: string, alt: string): QuestionFigure {
  if (alt.trim() === '') throw new Error('A figure needs a text alternative');
  if (/<script|href=|url\(|on\w+=/i.test(body)) throw new Error('A figure may not script or reference anything');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${n(width)} ${n(height)}" role="img">` +
    `<title>${esc(alt)}</title>` +
    `<rect x="1" y="1" width="${n(width - 2)}" height="${n(height - 2)}" rx="18" fill="${PALETTE.cream}" stroke="${PALETTE.grid}" stroke-width="2"/>` +
    body +
    `</svg>`;
  return { svg, alt };
}
