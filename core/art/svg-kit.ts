/**
 * The one SVG kit of the project: element builders, number formatting and whole documents, used by
 * every renderer (monster, outfits, pets: core/art) and every generator (map themes, store items,
 * part previews: scripts/art). The rest of the kit builds on it: path data (paths.ts), colours and
 * gradients (colour.ts), the seeded PRNG (rng.ts) and the sprite and scene vocabulary (sprite-kit.ts).
 *
 * Numbers are rounded at a fixed precision per family of art, so files stay small and stable: the
 * characters (monster, pets, items) use two decimals ({@link fine}), the map scenes and their sprites
 * one ({@link coarse}). Pure module (no DOM, no Phaser, no Node built-ins).
 */

/** Attribute map of an element; numbers are rounded by the kit, `undefined` values are left out. */
export type Attrs = Readonly<Record<string, string | number | undefined>>;

/** Builders that format numbers at one precision. */
export interface SvgKit {
  /** A number rounded to the kit's decimals, shortest form, never "-0". */
  num: (v: number) => string;
  /** One element; self-closing when it has no children. */
  el: (tag: string, attrs?: Attrs, ...children: string[]) => string;
  /** A `<g>` group. */
  g: (attrs: Attrs, ...children: string[]) => string;
  /**
   * A whole SVG document, newline-terminated.
   * @param width pixel width attribute
   * @param height pixel height attribute
   * @param body content markup
   * @param opts `defs` markup (wrapped in `<defs>` when not empty) and a `viewBox` other than `0 0 width height`
   */
  doc: (width: number, height: number, body: string, opts?: { defs?: string; viewBox?: string }) => string;
}

/**
 * Builders rounding numbers to `decimals` places.
 * @param decimals digits after the point (0-3)
 */
export function svgKit(decimals: number): SvgKit {
  const scale = 10 ** decimals;
  const num = (v: number): string => {
    const r = Math.round(v * scale) / scale;
    return Object.is(r, -0) ? '0' : String(r);
  };
  const el = (tag: string, attrs: Attrs = {}, ...children: string[]): string => {
    let a = '';
    for (const [k, v] of Object.entries(attrs)) {
      if (v === undefined) continue;
      a += ` ${k}="${typeof v === 'number' ? num(v) : v}"`;
    }
    const inner = children.join('');
    return inner === '' ? `<${tag}${a}/>` : `<${tag}${a}>${inner}</${tag}>`;
  };
  const doc = (width: number, height: number, body: string, opts: { defs?: string; viewBox?: string } = {}): string => {
    const vb = opts.viewBox ?? `0 0 ${num(width)} ${num(height)}`;
    const defs = opts.defs !== undefined && opts.defs.length > 0 ? `<defs>${opts.defs}</defs>` : '';
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${num(width)}" height="${num(height)}" viewBox="${vb}">${defs}${body}</svg>\n`;
  };
  return { num, el, g: (attrs, ...children) => el('g', attrs, ...children), doc };
}

/** Two decimals: the monster, its outfits, the pets and the store items. */
export const fine = svgKit(2);
/** One decimal: map scenes, level backgrounds and their sprites. */
export const coarse = svgKit(1);

/** The ink colour of every character outline (monster, pets, items). */
export const INK = '#2b2140';
/** The navy outline colour of every map sprite. */
export const OUTLINE = '#1d2b4f';
