/**
 * Regenerates every map's art and content in order: ocean (map 1), desert (map 2), jungle (map 3),
 * arctic (map 4). Each generator runs when its module is imported and is deterministic and idempotent.
 *
 * Run: `npx tsx scripts/art/all.ts`
 */
await import('./ocean');
await import('./desert');
await import('./jungle');
await import('./arctic');

export {};
