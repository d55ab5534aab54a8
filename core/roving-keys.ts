/**
 * The keys of a roving focus over an ordered row of map nodes (one tab stop; WAI-ARIA "roving
 * tabindex"), shared by the math map's level buttons (ui/math/map-keys.ts) and the subject maps'
 * nodes (core/content/subject-map-rules.ts): arrows move to the next or previous node, Home and End
 * to the ends (clamped, no wrap), Enter or Space activate the focused one.
 * @param count how many nodes there are
 * @param index the focused node's index (0-based)
 * @param key a KeyboardEvent.key
 * @returns `{ focus: index }`, `'activate'`, or null for a key the row does not use (Tab moves on)
 */
export function rovingKey(count: number, index: number, key: string): { focus: number } | 'activate' | null {
  if (count === 0 || index < 0) return null;
  const to = (j: number) => ({ focus: Math.max(0, Math.min(count - 1, j)) });
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return to(index + 1);
    case 'ArrowLeft':
    case 'ArrowUp':
      return to(index - 1);
    case 'Home':
      return to(0);
    case 'End':
      return to(count - 1);
    case 'Enter':
    case ' ':
      return 'activate';
    default:
      return null;
  }
}
