/** Shared look of the scenes: type, outline colour and motion timings (ms). */
export const FONT_FAMILY = '"Fredoka Variable", "Nunito Variable", ui-rounded, system-ui, sans-serif';
export const OUTLINE = 0x1d2b4f;
/** Spec part 1 section 9: level announcement banner shows for 2000 ms. */
export const LEVEL_BANNER_MS = 2000;
/** Monster walk speed on the map, design pixels per second. */
export const WALK_SPEED_PX_S = 420;

/** Parses '#rrggbb' to a Phaser colour number. */
export function hexToNumber(hex: string): number {
  return Number.parseInt(hex.slice(1), 16);
}
