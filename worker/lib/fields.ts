/**
 * The input field helpers every contract builds on (issue 12, "Must deliver 2. Input at the edge";
 * docs/routes.md "Fields"; DECISIONS "Control characters in input").
 *
 * - Text: {@link text} (names, e-mails, usernames, passwords, ids, tokens) refuses every control
 *   character; {@link multilineText} (free text such as feedback notes) keeps tab, LF and CR. Both
 *   refuse unpaired UTF-16 surrogates, which PostgreSQL cannot store (jsonb refuses them, text
 *   silently turns them into U+FFFD). The rule is a `pattern` in the OpenAPI document, so
 *   tests/api/input-edge.test.ts can check that every string a route accepts carries it.
 * - Free-form JSON (event metadata, daily usage data, `state_data`): {@link freeJson} refuses NUL
 *   and unpaired surrogates anywhere inside, object keys included (jsonb refuses both), naming the
 *   path; other control characters are fine there (jsonb escapes them). Marked `x-no-nul: true`.
 * - Integers: {@link int} / {@link intParam} (bodies / path and query strings, coerced) are bounded
 *   to an int4 column (every integer column of db/schema is int4 or serial); {@link id},
 *   {@link idParam} and {@link selfOrIdParam} are the serial-id forms (1..2,147,483,647).
 *
 * Plain zod (no OpenAPI import), so the browser forms share the same rules.
 */
import { z } from 'zod';

/** Largest value of a PostgreSQL `integer` / `serial` column. */
export const INT4_MAX = 2_147_483_647;
/** Smallest value of a PostgreSQL `integer` column. */
export const INT4_MIN = -2_147_483_648;

/**
 * Single-line text: no C0 control (U+0000–U+001F), DEL, C1 control (U+0080–U+009F) and no unpaired
 * surrogate. Written for UTF-16 code units (no `u` flag) so the same pattern means the same in the
 * OpenAPI document.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const TEXT_PATTERN = /^(?:[^\u0000-\u001F\u007F-\u009F\uD800-\uDFFF]|[\uD800-\uDBFF][\uDC00-\uDFFF])*$/;
/** Free text: like {@link TEXT_PATTERN} but tab, line feed and carriage return are allowed. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const MULTILINE_PATTERN = /^(?:[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uD800-\uDFFF]|[\uD800-\uDBFF][\uDC00-\uDFFF])*$/;

export const CONTROL_MESSAGE = 'This may not contain control characters.';
export const JSON_TEXT_MESSAGE = 'Text here may not contain NUL characters or broken Unicode.';

/**
 * A single-line string that refuses control characters (the check runs before any `.trim()` the
 * caller adds). `typeError`: the message when the value is missing or not a string.
 */
export function text(typeError?: string) {
  return z.string(typeError === undefined ? undefined : { error: typeError }).regex(TEXT_PATTERN, CONTROL_MESSAGE);
}

/** A free-text string: like {@link text}, but keeps tab, line feed and carriage return. */
export function multilineText(typeError?: string) {
  return z.string(typeError === undefined ? undefined : { error: typeError }).regex(MULTILINE_PATTERN, CONTROL_MESSAGE);
}

/**
 * A map from single-line {@link text} keys (at most 64 characters) to `value`. The key rule is
 * published as the schema's `propertyNames` (zod's record keys do not reach the document otherwise).
 */
export function textRecord<V extends z.ZodType>(value: V) {
  return z.record(text().max(64), value).meta({ propertyNames: { type: 'string', maxLength: 64, pattern: TEXT_PATTERN.source } });
}

const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when a string holds a NUL or an unpaired surrogate (what jsonb refuses). */
function badJsonText(s: string): boolean {
  return s.includes('\u0000') || UNPAIRED_SURROGATE.test(s);
}

/** The path of the first string or key in `value` that jsonb would refuse, or null. */
export function findBadJsonText(value: unknown, path: (string | number)[] = []): (string | number)[] | null {
  if (typeof value === 'string') return badJsonText(value) ? path : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const at = findBadJsonText(value[i], [...path, i]);
      if (at) return at;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (badJsonText(k)) return [...path, k];
      const at = findBadJsonText(v, [...path, k]);
      if (at) return at;
    }
  }
  return null;
}

/**
 * A free-form JSON value stored as jsonb: `schema` refined so no string or object key anywhere
 * inside holds a NUL or an unpaired surrogate; the 422 names the dotted path of the first one
 * (e.g. `state_data.a.0`). Marked `x-no-nul: true` in the OpenAPI document.
 */
export function freeJson<T extends z.ZodType>(schema: T) {
  return schema
    .superRefine((value, ctx) => {
      const at = findBadJsonText(value);
      if (at) ctx.addIssue({ code: 'custom', message: JSON_TEXT_MESSAGE, path: at });
    })
    .meta({ 'x-no-nul': true });
}

/** Bounds of an integer field; both must fit an int4 column. */
export interface IntBounds {
  min?: number;
  max?: number;
}

function bounds({ min = INT4_MIN, max = INT4_MAX }: IntBounds): { min: number; max: number } {
  if (min < INT4_MIN || max > INT4_MAX || min > max) throw new Error(`integer bounds ${min}..${max} do not fit an int4 column`);
  return { min, max };
}

/**
 * A JSON integer bounded to an int4 column (default −2,147,483,648..2,147,483,647) or tighter.
 * `message` is the one message for every failure (type, fraction, range).
 * @throws Error at definition time when the bounds do not fit int4.
 */
export function int(message: string, range: IntBounds = {}) {
  const { min, max } = bounds(range);
  return z.number({ error: message }).int(message).min(min, message).max(max, message);
}

/** Like {@link int} for a path or query parameter: the string is coerced to a number first. */
export function intParam(message: string, range: IntBounds = {}) {
  const { min, max } = bounds(range);
  return z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);
}

/** A serial id in a JSON body: 1..2,147,483,647. */
export const id = (message: string) => int(message, { min: 1 });

/** A serial id in the path or query: 1..2,147,483,647, coerced from the string. */
export const idParam = (message: string) => intParam(message, { min: 1 });

/** A path id that may be `-` (the logged-in user), else a serial id; the value is `'-'` or the number. */
export const selfOrIdParam = (message: string) => z.union([z.literal('-'), idParam(message)], { error: message });
