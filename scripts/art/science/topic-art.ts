/**
 * STUB (replaced by the topic-art helper): each science topic's emblem, a complete SVG document
 * with viewBox "0 0 240 240", transparent background, the subject centred, ink outlines.
 */
export function topicArt(key: string): string {
  const initial = key.slice(0, 1).toUpperCase();
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240" width="240" height="240"><circle cx="120" cy="120" r="96" fill="#ffd166" stroke="#3b2f4a" stroke-width="8"/><text x="120" y="150" font-family="sans-serif" font-size="96" text-anchor="middle" fill="#3b2f4a">${initial}</text></svg>`;
}
