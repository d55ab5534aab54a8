/**
 * The science topic emblems (issue 16): writes `assets/art/science/topics/<topic_key>.svg` for
 * every topic of `SCIENCE_TOPIC_KEYS` from {@link topicArt}. Deterministic: a rerun changes no
 * byte (scripts/art/identity.test.ts).
 *
 * Run: `npx tsx scripts/art/science/emblems.ts` (`--check` only compares).
 */
import { pathToFileURL } from 'node:url';
import { SCIENCE_TOPIC_KEYS } from '../../../core/science/habitats';
import { type Generated, runGenerator } from '../files';
import { topicArt } from './topic-art';

/** Where the emblems go (repository-relative; served at /assets/art/science/topics/). */
export const EMBLEM_DIR = 'assets/art/science/topics';

/** Every topic key, habitat by habitat in map order. */
export function allTopicKeys(): string[] {
  return Object.values(SCIENCE_TOPIC_KEYS).flat();
}

/** Builds every emblem file in memory. */
export function buildTopicEmblems(): Generated {
  const files = new Map<string, string>();
  for (const key of allTopicKeys()) files.set(`${EMBLEM_DIR}/${key}.svg`, topicArt(key));
  return { files, owns: [EMBLEM_DIR], summary: `science emblems: ${files.size} topics` };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) runGenerator('scripts/art/science/emblems.ts', () => buildTopicEmblems());
