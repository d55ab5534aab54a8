/**
 * fast-check arbitraries from JSON Schema, for the subset our OpenAPI document uses (issue 12 part
 * 3, the fuzz suite): `type` (one or a list, `null` included), `enum`, `minimum`, `maximum`,
 * `exclusiveMinimum`/`exclusiveMaximum` (numbers, as in OpenAPI 3.1), `minLength`, `maxLength`,
 * `pattern`, `properties`, `required`, `additionalProperties` (false, true/{} or a schema),
 * `propertyNames` (the keys of `additionalProperties`), `items`, `minItems`, `maxItems`, `anyOf`,
 * `oneOf`, `allOf` (of object schemas), and `$ref` into `#/components/schemas`. Annotations
 * (`description`, `example`, `default`, `format`) and extensions (`x-...`) are ignored.
 *
 * The values are meant as *valid starting points* that the fuzz suite then mutates, so they stay
 * small and tame: strings are printable ASCII and at most {@link MAX_GENERATED_LENGTH} characters
 * (more only when `minLength` asks), unbounded integers stay within ±{@link DEFAULT_INTEGER_BOUND}
 * (a valid id fits an `integer` column), arrays hold at most {@link MAX_GENERATED_ITEMS} items.
 * Hostile values are the mutations' job, not this module's.
 */
import fc from 'fast-check';

/** A JSON Schema node as the document writes it (loosely typed: the document is data). */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  propertyNames?: JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  [annotation: string]: unknown;
}

/** Named schemas `$ref`s point into (`components.schemas` of the document). */
export type SchemaComponents = Record<string, JsonSchema>;

export const MAX_GENERATED_LENGTH = 24;
export const MAX_GENERATED_ITEMS = 3;
export const DEFAULT_INTEGER_BOUND = 1_000_000;

/** Keywords this converter understands; anything else is an error, so a new keyword is noticed. */
const KNOWN = new Set([
  'type', 'enum', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'minLength', 'maxLength', 'pattern',
  'properties', 'required', 'additionalProperties', 'propertyNames', 'items', 'minItems', 'maxItems', 'anyOf', 'oneOf', 'allOf', '$ref',
  'description', 'example', 'examples', 'default', 'format', 'title',
]);

/** Resolves a `#/components/schemas/Name` reference. @throws Error for any other or unknown reference. */
export function resolveRef(ref: string, components: SchemaComponents): JsonSchema {
  const match = /^#\/components\/schemas\/(.+)$/.exec(ref);
  const target = match ? components[match[1]!] : undefined;
  if (!target) throw new Error(`json-schema-arbitrary: cannot resolve ${ref}`);
  return target;
}

/**
 * The arbitrary of values valid under `schema`.
 * @throws Error for keywords or types outside the supported subset (named in the message).
 */
export function arbitraryFromSchema(schema: JsonSchema, components: SchemaComponents = {}): fc.Arbitrary<unknown> {
  const unknown = Object.keys(schema).filter((k) => !KNOWN.has(k) && !k.startsWith('x-'));
  if (unknown.length) throw new Error(`json-schema-arbitrary: unsupported keyword(s) ${unknown.join(', ')}`);
  if (schema.$ref) return arbitraryFromSchema(resolveRef(schema.$ref, components), components);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.anyOf || schema.oneOf) return fc.oneof(...(schema.anyOf ?? schema.oneOf)!.map((s) => arbitraryFromSchema(s, components)));
  if (schema.allOf) return arbitraryFromSchema(mergeAllOf(schema.allOf, components), components);
  const types = schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];
  // No type at all (`{}`, e.g. `additionalProperties: {}`): any small JSON value.
  if (!types.length) return fc.jsonValue({ maxDepth: 2 });
  return fc.oneof(...types.map((t) => arbitraryOfType(t, schema, components)));
}

function arbitraryOfType(type: string, s: JsonSchema, components: SchemaComponents): fc.Arbitrary<unknown> {
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer': {
      const min = Math.ceil(Math.max(s.minimum ?? -DEFAULT_INTEGER_BOUND, s.exclusiveMinimum === undefined ? -Infinity : Math.floor(s.exclusiveMinimum) + 1));
      const max = Math.floor(Math.min(s.maximum ?? DEFAULT_INTEGER_BOUND, s.exclusiveMaximum === undefined ? Infinity : Math.ceil(s.exclusiveMaximum) - 1));
      if (min > max) throw new Error(`json-schema-arbitrary: empty integer range [${min}, ${max}]`);
      return fc.integer({ min, max });
    }
    case 'number': {
      const min = s.minimum ?? s.exclusiveMinimum ?? -DEFAULT_INTEGER_BOUND;
      const max = s.maximum ?? s.exclusiveMaximum ?? DEFAULT_INTEGER_BOUND;
      return fc
        .double({ min, max, noNaN: true, noDefaultInfinity: true, minExcluded: s.exclusiveMinimum !== undefined, maxExcluded: s.exclusiveMaximum !== undefined })
        .map((n) => (Object.is(n, -0) ? 0 : n)); // JSON has no -0
    }
    case 'string':
      return stringArbitrary(s);
    case 'array': {
      const item = s.items ? arbitraryFromSchema(s.items, components) : fc.jsonValue({ maxDepth: 1 });
      const minLength = s.minItems ?? 0;
      return fc.array(item, { minLength, maxLength: Math.max(minLength, Math.min(s.maxItems ?? MAX_GENERATED_ITEMS, MAX_GENERATED_ITEMS)) });
    }
    case 'object':
      return objectArbitrary(s, components);
    default:
      throw new Error(`json-schema-arbitrary: unsupported type ${type}`);
  }
}

function stringArbitrary(s: JsonSchema): fc.Arbitrary<string> {
  const minLength = s.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(s.maxLength ?? MAX_GENERATED_LENGTH, MAX_GENERATED_LENGTH));
  if (s.pattern) {
    const inRange = (v: string) => v.length >= minLength && v.length <= (s.maxLength ?? Infinity);
    // stringMatching knows nothing of lengths: grow its output to the minimum, then filter.
    return fc.stringMatching(new RegExp(s.pattern), { size: minLength > 3 ? 'medium' : 'small' }).filter(inRange);
  }
  return fc.string({ minLength, maxLength });
}

function objectArbitrary(s: JsonSchema, components: SchemaComponents): fc.Arbitrary<Record<string, unknown>> {
  const properties = s.properties ?? {};
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, child] of Object.entries(properties)) model[key] = arbitraryFromSchema(child, components);
  const record = fc.record(model, { requiredKeys: (s.required ?? []).filter((k) => k in properties) });
  const extra = s.additionalProperties;
  if (extra === undefined || extra === false) return record;
  const value = extra === true ? fc.jsonValue({ maxDepth: 1 }) : arbitraryFromSchema(extra, components);
  const names = s.propertyNames ? (arbitraryFromSchema({ type: 'string', ...s.propertyNames }, components) as fc.Arbitrary<string>) : fc.string({ minLength: 1, maxLength: 12 });
  const key = names.filter((k) => !(k in properties) && k !== '__proto__');
  return fc.tuple(record, fc.dictionary(key, value, { maxKeys: MAX_GENERATED_ITEMS })).map(([r, d]) => ({ ...d, ...r }));
}

/** allOf of object schemas (the only use zod-openapi makes of it): properties and required lists united. */
function mergeAllOf(parts: JsonSchema[], components: SchemaComponents): JsonSchema {
  const merged: JsonSchema = { type: 'object', properties: {}, required: [] };
  for (const raw of parts) {
    const part = raw.$ref ? resolveRef(raw.$ref, components) : raw;
    if (part.type !== undefined && part.type !== 'object') throw new Error('json-schema-arbitrary: allOf of non-object schemas');
    Object.assign(merged.properties!, part.properties);
    merged.required!.push(...(part.required ?? []));
    if (part.additionalProperties !== undefined) merged.additionalProperties = part.additionalProperties;
  }
  return merged;
}
