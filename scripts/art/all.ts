/**
 * Regenerates every piece of generated art and content (generators.ts): the four maps' art, map and
 * level JSON, the pets, the store items, the monster part previews and the reading books' pictures. Deterministic: a run on an
 * unchanged tree changes no byte.
 *
 * Run: `npx tsx scripts/art/all.ts` (`--check` only compares with the committed files).
 */
import { GENERATORS } from './generators';
import { runGenerator } from './files';

for (const gen of GENERATORS) runGenerator(gen.script, gen.build);
