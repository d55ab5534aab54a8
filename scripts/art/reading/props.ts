/**
 * Every prop of the reading books (`ART_PROPS`), by value, from the prop files (food, things,
 * wear, nature and sky, big things).
 */
import { ART_PROPS } from '../../../core/reading/book-schema';
import type { ArtProp } from './pose';
import { BIG_PROPS } from './props-big';
import { FOOD_PROPS } from './props-food';
import type { PropDef } from './props-kit';
import { NATURE_PROPS } from './props-nature';
import { THING_PROPS } from './props-things';
import { WEAR_PROPS } from './props-wear';

/** Every prop's drawing. */
export const PROP_DRAWINGS: Record<ArtProp, PropDef> = { ...FOOD_PROPS, ...THING_PROPS, ...WEAR_PROPS, ...NATURE_PROPS, ...BIG_PROPS } as Record<ArtProp, PropDef>;

/**
 * The drawing of a prop.
 * @throws Error for a value outside `ART_PROPS`
 */
export function propDrawing(what: string): PropDef {
  const d = (ART_PROPS as readonly string[]).includes(what) ? (PROP_DRAWINGS as Partial<Record<string, PropDef>>)[what] : undefined;
  if (d === undefined) throw new Error(`no drawing for the prop "${what}"`);
  return d;
}
