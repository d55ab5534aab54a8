/**
 * The fuzz suite's vocabulary (issue 12 part 3): hostile values and mutations of a valid request.
 * A {@link Mutation} is a recipe, applied to the route's valid request at run time (the request
 * itself holds tokens and ids of fixtures that can be re-created between runs), so fast-check can
 * shrink it and print it; {@link applyMutation} turns it into the request sent, which the failing
 * test prints in full (method, URL, body).
 */
import fc from 'fast-check';
import type { ApiRequest } from './access-matrix';

/** Integers and numbers at the edges of JS, JSON and PostgreSQL (int4, int8, float8). */
export const BOUNDARY_NUMBERS = [0, -0.5, -1, 1.5, 0.1, 2 ** 31 - 1, 2 ** 31, -(2 ** 31) - 1, 2 ** 32, 2 ** 53, 2 ** 53 + 2, 2 ** 63, 1e308, -1e308, 5e-324];
/** The same as path or query text, with forms a lax parser might take for a number. */
export const BOUNDARY_TEXTS = [...BOUNDARY_NUMBERS.map(String), '9223372036854775808', '00000000001', '+1', ' 1', '1 ', '0x10', '1e3', 'NaN', 'Infinity', '１', '٣', '-', '--', ''];
/** Control characters: NUL (PostgreSQL refuses it in text), SOH, DEL, NEL, and line breaks. */
export const CONTROL_CHARACTERS = ['\u0000', '\u0001', '\u007f', '\u0085', '\r\n', '\t', '\u2028', '\u001b[31m'];
/** Emoji (with ZWJ), combining marks, right-to-left and its override, lone surrogates, BOM, astral letters. */
export const UNICODE_TEXTS = ['🦖', '👩‍👩‍👧‍👦', 'e\u0301\u0301\u0301\u0301', 'שלום عالم', '\u202Egnp.exe', '\ud800', '\udfff', 'a\ud83d', '\ufeff', '𝕏𝔂', 'ﷺ', 'İı'];
/** 70 KB: above the 64 KB body limit (413) and any column's length. */
export const HUGE_LENGTH = 70_000;
/** Strings an injection, a path or a prototype might trip on. */
export const TRICKY_TEXTS = ["' or 1=1 --", '%00', '../../etc/passwd', '__proto__', 'constructor', '{{7*7}}', '<script>alert(1)</script>', 'null', 'true', '[]', '{}'];
/** Keys for extra fields: ones the app might trust if it spread the body, and prototype keys. */
export const EXTRA_KEYS = ['extra', 'id', 'student_id', 'parent_id', 'role', 'admin', 'gems', 'password_hash', '__proto__', 'constructor', ''];

const stringWith = (parts: string[]) => fc.tuple(fc.string({ maxLength: 6 }), fc.constantFrom(...parts), fc.string({ maxLength: 6 })).map(([a, b, c]) => a + b + c);

/** Long strings, built on demand (the recipe stays small). */
export interface HugeText {
  huge: string;
  times: number;
}
const huge = fc.record({ huge: fc.constantFrom('x', '🦖', '\u0000', 'é'), times: fc.constantFrom(300, 5_000, HUGE_LENGTH) });

/**
 * Any hostile text: control characters, unicode, huge, boundary numbers, tricky or arbitrary UTF-16.
 * Weighted towards what breaks storage (a NUL, an unpaired surrogate, an int4 overflow), so a few
 * dozen runs per route meet them.
 */
export const hostileText: fc.Arbitrary<string | HugeText> = fc.oneof(
  { arbitrary: stringWith(['\u0000']), weight: 3 },
  { arbitrary: stringWith(CONTROL_CHARACTERS), weight: 2 },
  { arbitrary: fc.constantFrom(...CONTROL_CHARACTERS), weight: 1 },
  { arbitrary: stringWith(UNICODE_TEXTS), weight: 3 },
  { arbitrary: fc.constantFrom(...BOUNDARY_TEXTS), weight: 3 },
  { arbitrary: fc.constantFrom(...TRICKY_TEXTS), weight: 1 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 12 }), weight: 1 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 12 }), weight: 1 },
  { arbitrary: huge, weight: 1 },
);

/** Any hostile JSON value: wrong types, boundary numbers, hostile text, nested junk. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostileText, weight: 4 },
  { arbitrary: fc.constantFrom(...BOUNDARY_NUMBERS), weight: 3 },
  { arbitrary: fc.constantFrom<unknown>(null, true, false, [], {}, [null], { '': null }, [[[[[]]]]]), weight: 2 },
  { arbitrary: fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true })), weight: 1 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 1 },
);

/** Bodies that are not (or not the expected) JSON, sent as they are. */
export const RAW_BODIES = ['', '{', '{"a":', 'null', '[]', '"text"', '1e999', '{"__proto__":{"admin":true}}', '\u0000', '{"a":"\\ud800"}', '[' .repeat(10_000) + ']'.repeat(10_000)];

/** How the valid request is changed. `at` picks a body node, parameter or query name modulo their count. */
export type Mutation =
  | { kind: 'none' }
  | { kind: 'replace'; at: number; value: unknown }
  | { kind: 'insert'; at: number; text: string | HugeText; where: 'start' | 'middle' | 'end' }
  | { kind: 'delete'; at: number }
  | { kind: 'extra'; at: number; key: string; value: unknown }
  | { kind: 'raw'; raw: string }
  | { kind: 'no-body' }
  | { kind: 'param'; at: number; value: string | HugeText }
  | { kind: 'query'; at: number; value: string | HugeText };

/** What a route offers to mutate. */
export interface MutationTargets {
  body: boolean;
  params: boolean;
  query: boolean;
}

/** The mutations of a route: body ones when its method takes a body, parameter ones when it has any, query ones always. */
export function mutationArbitrary(targets: MutationTargets): fc.Arbitrary<Mutation> {
  const at = fc.nat({ max: 1000 });
  const options: fc.WeightedArbitrary<Mutation>[] = [
    { arbitrary: fc.constant({ kind: 'none' as const }), weight: 1 },
    { arbitrary: fc.record({ kind: fc.constant('query' as const), at, value: hostileText }), weight: 1 },
  ];
  if (targets.params) options.push({ arbitrary: fc.record({ kind: fc.constant('param' as const), at, value: hostileText }), weight: 3 });
  if (targets.body) {
    options.push(
      { arbitrary: fc.record({ kind: fc.constant('replace' as const), at, value: hostileValue }), weight: 5 },
      { arbitrary: fc.record({ kind: fc.constant('insert' as const), at, text: hostileText, where: fc.constantFrom('start' as const, 'middle' as const, 'end' as const) }), weight: 4 },
      { arbitrary: fc.record({ kind: fc.constant('delete' as const), at }), weight: 2 },
      { arbitrary: fc.record({ kind: fc.constant('extra' as const), at, key: fc.oneof(fc.constantFrom(...EXTRA_KEYS), fc.string({ maxLength: 8 })), value: hostileValue }), weight: 2 },
      { arbitrary: fc.constant({ kind: 'no-body' as const }), weight: 1 },
      { arbitrary: fc.record({ kind: fc.constant('raw' as const), raw: fc.constantFrom(...RAW_BODIES) }), weight: 1 },
    );
  }
  return fc.oneof(...options);
}

/** Expands a {@link HugeText} recipe. */
export function text(t: string | HugeText): string {
  return typeof t === 'string' ? t : t.huge.repeat(t.times);
}

/** Expands HugeText recipes anywhere in a value. */
function expand(v: unknown): unknown {
  if (v && typeof v === 'object' && 'huge' in v && 'times' in v) return text(v as HugeText);
  if (Array.isArray(v)) return v.map(expand);
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, expand(x)]));
  return v;
}

type Path = (string | number)[];
/** Every node of a JSON value with its path, the root first. */
function nodes(v: unknown, path: Path = []): { path: Path; value: unknown }[] {
  const here = [{ path, value: v }];
  if (Array.isArray(v)) return here.concat(v.flatMap((x, i) => nodes(x, [...path, i])));
  if (v && typeof v === 'object') return here.concat(Object.entries(v).flatMap(([k, x]) => nodes(x, [...path, k])));
  return here;
}
function setIn(root: unknown, path: Path, value: unknown): unknown {
  if (!path.length) return value;
  const [head, ...rest] = path;
  const copy: any = Array.isArray(root) ? [...root] : { ...(root as object) };
  copy[head!] = setIn(copy[head!], rest, value);
  return copy;
}
function deleteIn(root: unknown, path: Path): unknown {
  if (path.length === 1) {
    if (Array.isArray(root)) return root.filter((_, i) => i !== path[0]);
    const { [path[0]!]: _gone, ...rest } = root as Record<string, unknown>;
    return rest;
  }
  const [head, ...rest] = path;
  const copy: any = Array.isArray(root) ? [...root] : { ...(root as object) };
  copy[head!] = deleteIn(copy[head!], rest);
  return copy;
}

/** The request to send: `request` with `m` applied (`queryNames`: the route's documented query parameters); `rawBody` set for raw bodies. */
export function applyMutation(request: ApiRequest, m: Mutation, queryNames: string[] = []): { request: ApiRequest; rawBody?: string } {
  const r: ApiRequest = { ...request, params: { ...request.params }, query: { ...request.query }, headers: { ...request.headers } };
  const body = r.body ?? {};
  const all = nodes(body);
  switch (m.kind) {
    case 'none':
      return { request: r };
    case 'raw':
      return { request: r, rawBody: m.raw };
    case 'no-body':
      delete r.body;
      return { request: r };
    case 'replace':
      r.body = setIn(body, all[m.at % all.length]!.path, expand(m.value));
      return { request: r };
    case 'insert': {
      // Into a string node if there is one (so the rest of the body stays valid), else replaces a node.
      const strings = all.filter((n) => typeof n.value === 'string');
      const target = (strings.length ? strings : all)[m.at % (strings.length || all.length)]!;
      const old = typeof target.value === 'string' ? target.value : '';
      const t = text(m.text);
      const half = Math.floor(old.length / 2);
      const value = m.where === 'start' ? t + old : m.where === 'end' ? old + t : old.slice(0, half) + t + old.slice(half);
      r.body = setIn(body, target.path, value);
      return { request: r };
    }
    case 'delete': {
      const children = all.filter((n) => n.path.length > 0);
      r.body = children.length ? deleteIn(body, children[m.at % children.length]!.path) : undefined;
      return { request: r };
    }
    case 'extra': {
      const objects = all.filter((n) => n.value !== null && typeof n.value === 'object' && !Array.isArray(n.value));
      const target = objects.length ? objects[m.at % objects.length]! : { path: [], value: {} };
      // JSON.parse makes "__proto__" an own key; defineProperty does the same here.
      const obj = { ...(target.value as object) };
      Object.defineProperty(obj, m.key, { value: expand(m.value), enumerable: true, writable: true, configurable: true });
      r.body = setIn(body, target.path, obj);
      return { request: r };
    }
    case 'param': {
      const names = Object.keys(r.params);
      if (names.length) r.params[names[m.at % names.length]!] = text(m.value);
      return { request: r };
    }
    case 'query': {
      // A documented query parameter, one the request already has, or an undocumented one.
      const names = [...new Set([...Object.keys(r.query), ...queryNames, 'extra'])];
      r.query[names[m.at % names.length]!] = text(m.value);
      return { request: r };
    }
  }
}

/** A request as text for a failure message: long strings shortened to their start and length. */
export function describeRequest(request: ApiRequest, url: string, rawBody?: string): string {
  const short = (v: unknown) =>
    JSON.stringify(v, (_, x) => (typeof x === 'string' && x.length > 120 ? `${x.slice(0, 40)}…(${x.length} chars)` : x));
  const body = rawBody !== undefined ? `raw ${short(rawBody)}` : request.body === undefined ? 'no body' : short(request.body);
  return `${request.method} ${url.length > 300 ? `${url.slice(0, 200)}…(${url.length} chars)` : url} ${body}`;
}
