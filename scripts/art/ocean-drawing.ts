/**
 * What an ocean sprite drawing is, and the two drawing helpers only the ocean's sprites use (filled
 * outlines without round caps, bands inside an ellipse). The ocean's sprites predate the shared kit's
 * round caps; their bytes stay as committed.
 */
import { type Pt, poly } from '../../core/art/paths';
import { SW, fill } from '../../core/art/sprite-kit';

/** An ocean drawing: its pixel size and inner markup (drawn in `0 0 w h`); ocean.ts turns it into a pipeline sprite. */
export interface OceanDrawing {
  /** File stem, e.g. `fish-orange` (written to `sprites/<name>.svg`). */
  name: string;
  /** Width in pixels. */
  w: number;
  /** Height in pixels. */
  h: number;
  /** Inner SVG markup. */
  body: string;
  /** True for creatures that face right and get a mirrored `-left` variant. */
  swims: boolean;
  /** True for things that rest on the sea floor. */
  floor: boolean;
  /** Bodies for monster numbers 1-5 (index n - 1) of a monster-dependent sprite, written as `<name>-<n>.svg`. */
  variants?: readonly string[];
}

/** The ocean's sprites draw their filled outlines without round caps. */
export const flat = (d: string, colour: string, sw = SW): string => fill(d, colour, sw, false);

/** Points on the ellipse boundary for x in [x0, x1] (top then bottom reversed): a vertical band inside it. */
export function ellipseBand(cx: number, cy: number, rx: number, ry: number, x0: number, x1: number, bend = 0): string {
  const top: Pt[] = [];
  const bot: Pt[] = [];
  const steps = 6;
  for (let i = 0; i <= steps; i++) {
    const x = x0 + ((x1 - x0) * i) / steps;
    const u = Math.max(-1, Math.min(1, (x - cx) / rx));
    const hh = ry * Math.sqrt(Math.max(0, 1 - u * u)) * 0.97;
    top.push([x + bend, cy - hh]);
    bot.push([x - bend, cy + hh]);
  }
  return poly([...top, ...bot.reverse()]);
}

