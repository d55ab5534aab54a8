import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbitraryFromSchema, DEFAULT_INTEGER_BOUND, type JsonSchema } from './json-schema-arbitrary';

const seed = 12;
/** Every generated value satisfies `check` (100 values, fixed seed). */
function holds(schema: JsonSchema, check: (v: unknown) => void, components = {}) {
  fc.assert(fc.property(arbitraryFromSchema(schema, components), (v) => {
    check(v);
  }), { seed, numRuns: 100 });
}
/** Every value of `values` turns up among 300 generated ones. */
function reaches(schema: JsonSchema, values: unknown[]) {
  const seen = fc.sample(arbitraryFromSchema(schema), { seed, numRuns: 300 });
  for (const v of values) expect(seen, JSON.stringify(v)).toContainEqual(v);
}

describe('arbitraryFromSchema (the fuzz suite’s valid starting values)', () => {
  it('integers within minimum/maximum and exclusiveMinimum, unbounded ones within the default bound', () => {
    holds({ type: 'integer', minimum: 1, maximum: 36 }, (v) => expect(Number.isInteger(v) && (v as number) >= 1 && (v as number) <= 36).toBe(true));
    holds({ type: 'integer', exclusiveMinimum: 0 }, (v) => expect(Number.isInteger(v) && (v as number) >= 1 && (v as number) <= DEFAULT_INTEGER_BOUND).toBe(true));
    reaches({ type: 'integer', minimum: 6, maximum: 10 }, [6, 10]);
  });

  it('numbers within their range, never -0, NaN or infinite', () => {
    holds({ type: 'number', minimum: 0, maximum: 100 }, (v) => {
      expect(typeof v).toBe('number');
      expect(Number.isFinite(v) && (v as number) >= 0 && (v as number) <= 100 && !Object.is(v, -0)).toBe(true);
    });
  });

  it('strings within minLength/maxLength, matching their pattern', () => {
    holds({ type: 'string', minLength: 5, maxLength: 30, pattern: '^[A-Za-z0-9]+$' }, (v) => {
      expect(v).toMatch(/^[A-Za-z0-9]{5,30}$/);
    });
    holds({ type: 'string', pattern: '^(-|\\d{1,9})$' }, (v) => expect(v).toMatch(/^(-|\d{1,9})$/));
    holds({ type: 'string', minLength: 1, maxLength: 3 }, (v) => expect((v as string).length).toBeGreaterThanOrEqual(1));
    holds({ type: 'string', maxLength: 3 }, (v) => expect((v as string).length).toBeLessThanOrEqual(3));
  });

  it('enums, type lists with null, anyOf', () => {
    reaches({ type: 'string', enum: ['house', 'store'] }, ['house', 'store']);
    reaches({ type: ['integer', 'null'], minimum: 1, maximum: 1 }, [1, null]);
    holds({ anyOf: [{ type: 'boolean' }, { type: 'null' }] }, (v) => expect(v === null || typeof v === 'boolean').toBe(true));
  });

  it('objects: required keys always, optional keys sometimes, no extra keys under additionalProperties false', () => {
    const schema: JsonSchema = {
      type: 'object',
      properties: { a: { type: 'integer' }, b: { type: 'boolean' } },
      required: ['a'],
      additionalProperties: false,
    };
    holds(schema, (v) => {
      expect(Object.keys(v as object).every((k) => k === 'a' || k === 'b')).toBe(true);
      expect(v).toHaveProperty('a');
    });
    const seen = fc.sample(arbitraryFromSchema(schema), { seed, numRuns: 100 }) as Record<string, unknown>[];
    expect(seen.some((v) => 'b' in v) && seen.some((v) => !('b' in v))).toBe(true);
  });

  it('objects with additionalProperties of a schema get extra keys of that schema', () => {
    const schema: JsonSchema = { type: 'object', additionalProperties: { type: 'string', maxLength: 5 } };
    holds(schema, (v) => expect(Object.values(v as object).every((x) => typeof x === 'string' && x.length <= 5)).toBe(true));
    const seen = fc.sample(arbitraryFromSchema(schema), { seed, numRuns: 100 }) as object[];
    expect(seen.some((v) => Object.keys(v).length > 0)).toBe(true);
  });

  it('keys of additionalProperties follow propertyNames; extensions (x-...) are ignored', () => {
    const schema: JsonSchema = { type: 'object', additionalProperties: { type: 'boolean' }, propertyNames: { maxLength: 4, pattern: '^[a-z]+$' }, 'x-no-nul': true };
    holds(schema, (v) => expect(Object.keys(v as object).every((k) => /^[a-z]{1,4}$/.test(k))).toBe(true));
  });

  it('strings under a pattern of code-unit classes with a minimum length (the contracts\' text rule)', () => {
    const pattern = '^(?:[^\\u0000-\\u001F\\u007F-\\u009F\\uD800-\\uDFFF]|[\\uD800-\\uDBFF][\\uDC00-\\uDFFF])*$';
    holds({ type: 'string', minLength: 6, maxLength: 200, pattern }, (v) => {
      expect((v as string).length).toBeGreaterThanOrEqual(6);
      expect(v).toMatch(new RegExp(pattern));
    });
  });

  it('arrays within minItems/maxItems of their items; $ref and allOf resolved from the components', () => {
    const components = { Id: { type: 'integer', minimum: 1, maximum: 9 } satisfies JsonSchema };
    holds({ type: 'array', items: { $ref: '#/components/schemas/Id' }, minItems: 1, maxItems: 2 }, (v) => {
      expect(Array.isArray(v) && v.length >= 1 && v.length <= 2 && v.every((x) => x >= 1 && x <= 9)).toBe(true);
    }, components);
    holds({ allOf: [{ type: 'object', properties: { id: { $ref: '#/components/schemas/Id' } }, required: ['id'] }, { type: 'object', properties: { n: { type: 'null' } }, required: ['n'] }] }, (v) => {
      expect(v).toMatchObject({ n: null });
      expect((v as { id: number }).id).toBeGreaterThanOrEqual(1);
    }, components);
  });

  it('refuses what it does not understand instead of generating wrong values', () => {
    expect(() => arbitraryFromSchema({ type: 'string', not: { type: 'integer' } })).toThrow(/unsupported keyword\(s\) not/);
    expect(() => arbitraryFromSchema({ type: 'tuple' })).toThrow(/unsupported type tuple/);
    expect(() => arbitraryFromSchema({ $ref: '#/components/schemas/Missing' })).toThrow(/cannot resolve/);
  });
});
