/**
 * The store catalogue from content JSON (`assets/items/<subject>.json`), bundled with the worker so
 * every runtime (Node, Workers, tests) seeds the same items. Validated by zod when first read.
 */
import mathItems from '../../assets/items/math.json' with { type: 'json' };
import { catalogueProblems, monsterItemFileSchema, type MonsterItemContent } from '../../core/content/monster-items';

/** The raw catalogue files, one per subject that has items. */
export const CATALOGUE_FILES: readonly { name: string; json: unknown }[] = [{ name: 'assets/items/math.json', json: mathItems }];

let cached: MonsterItemContent[] | null = null;

/**
 * Every catalogue item of every subject, validated.
 * @throws Error naming the file and JSON path of each problem (a broken catalogue must not seed).
 */
export function catalogueItems(): MonsterItemContent[] {
  if (cached) return cached;
  const items: MonsterItemContent[] = [];
  const problems: string[] = [];
  for (const file of CATALOGUE_FILES) {
    const parsed = monsterItemFileSchema.safeParse(file.json);
    if (parsed.success) items.push(...parsed.data.items);
    else problems.push(...parsed.error.issues.map((i) => `${file.name}: ${i.path.map(String).join('.') || '(root)'}: ${i.message}`));
  }
  problems.push(...catalogueProblems(items));
  if (problems.length) throw new Error('Invalid store catalogue:\n' + problems.join('\n'));
  cached = items;
  return items;
}
