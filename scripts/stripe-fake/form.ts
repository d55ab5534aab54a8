/**
 * Decodes a Stripe API request body: `application/x-www-form-urlencoded` with Stripe's bracket
 * nesting (`items[0][price]=p`, `expand[]=x`, `metadata[k]=v`, `pause_collection=` to unset), as
 * the official SDK encodes it. Values stay strings; an empty value stays `''` (Stripe's "unset").
 */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };

/** Parses `body` into nested objects; keys made only of digits (or `[]`) build arrays. */
export function decodeStripeForm(body: string): Record<string, FormValue> {
  const root: Record<string, FormValue> = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const [head, ...rest] = rawKey.split('[');
    const path = [head!, ...rest.map((p) => p.replace(/\]$/, ''))];
    let node: Record<string, FormValue> | FormValue[] = root;
    path.forEach((key, i) => {
      const last = i === path.length - 1;
      const container = node as Record<string, FormValue>;
      const k = key === '' && Array.isArray(node) ? String(node.length) : key;
      if (last) {
        container[k] = value;
        return;
      }
      const nextIsIndex = /^\d*$/.test(path[i + 1]!);
      container[k] ??= nextIsIndex ? [] : {};
      node = container[k] as Record<string, FormValue>;
    });
  }
  return root;
}
