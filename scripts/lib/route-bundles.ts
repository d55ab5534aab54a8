/**
 * What JavaScript each page of the client loads, read from a Vite build (issue 21 "Light pages",
 * "Budgets checked in CI"): the entry chunk (`index.html`'s script) and the lazy screens of the
 * route (keys of `.vite/manifest.json`, paths relative to ui/), each with the chunks it imports
 * statically, transitively. Sizes are bytes of gzip level 9 (what the pre-compressed assets hold).
 * The manifest comes from `vite build --manifest` (npm test's build phase, or the bundle-budget
 * test's own build when run alone: tests/build/bundle-budget.test.ts).
 * Chunks a screen loads later by dynamic import (Vimeo's player, the video levels) do not count.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { z } from 'zod';

const chunkSchema = z.object({
  file: z.string(),
  isEntry: z.boolean().optional(),
  isDynamicEntry: z.boolean().optional(),
  imports: z.array(z.string()).optional(),
  dynamicImports: z.array(z.string()).optional(),
});
/** Vite's build manifest: source key → output chunk (only the fields used here). */
export const manifestSchema = z.record(z.string(), chunkSchema);
export type Manifest = z.infer<typeof manifestSchema>;

/** The manifest key of the entry (the page every route starts from). */
export const ENTRY_KEY = 'index.html';

/** Where the build writes its manifest, under the client folder. */
export const MANIFEST_PATH = '.vite/manifest.json';

/**
 * The variable naming a client folder built with its manifest moments ago: scripts/test.ts sets it
 * (dist/client) for the phases after its build phase, so the bundle-budget test reads that build
 * instead of making its own. Unset (`--only unit`, a bare vitest run), the test builds the client.
 */
export const BUILT_CLIENT_ENV = 'MONSTERIFIC_BUILT_CLIENT';

/**
 * Reads `<clientDir>/.vite/manifest.json`.
 * @throws when it is missing or not a manifest (ZodError)
 */
export function readManifest(clientDir: string): Manifest {
  return manifestSchema.parse(JSON.parse(readFileSync(join(clientDir, MANIFEST_PATH), 'utf8')));
}

/**
 * The output JS files a route loads: the entry and `lazy` keys, each with its static imports.
 * @returns file names (relative to the client folder), entry first, without repeats
 * @throws Error naming a key the manifest does not have (a screen renamed or moved)
 */
export function routeFiles(manifest: Manifest, lazy: readonly string[]): string[] {
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string): void => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (chunk === undefined) throw new Error(`the build manifest has no chunk for "${key}"`);
    if (chunk.file.endsWith('.js')) files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of [ENTRY_KEY, ...lazy]) visit(key);
  return files;
}

/** Gzip (level 9) size in bytes of each file and their sum. */
export function gzipBytes(clientDir: string, files: readonly string[]): number {
  return files.reduce((sum, file) => sum + gzipSync(readFileSync(join(clientDir, file)), { level: 9 }).length, 0);
}

/** The screens the entry loads lazily (its dynamic imports): each must belong to a budgeted route. */
export function lazyScreens(manifest: Manifest): string[] {
  return manifest[ENTRY_KEY]?.dynamicImports ?? [];
}

/** ui/bundle-budgets.json: per route, its lazy screens and its gzip budget in bytes. */
export const budgetsSchema = z.object({
  routes: z.record(z.string(), z.object({ screens: z.array(z.string()), gzip_bytes: z.number().int().positive() })),
});
export type Budgets = z.infer<typeof budgetsSchema>;

/** One route measured against its budget. */
export interface RouteSize {
  route: string;
  /** Gzip (level 9) bytes of its JS. */
  bytes: number;
  budget: number;
  files: string[];
}

/**
 * Measures every budgeted route of a build.
 * @returns the sizes, and the problems: routes over budget, lazy screens of the entry no route
 *   budgets (a new route must get a budget), screens a budget names that the build lacks
 */
export function checkBudgets(clientDir: string, budgets: Budgets): { sizes: RouteSize[]; problems: string[] } {
  const manifest = readManifest(clientDir);
  const problems: string[] = [];
  const sizes: RouteSize[] = [];
  for (const [route, { screens, gzip_bytes: budget }] of Object.entries(budgets.routes)) {
    let files: string[];
    try {
      files = routeFiles(manifest, screens);
    } catch (error) {
      problems.push(`${route}: ${(error as Error).message}`);
      continue;
    }
    const bytes = gzipBytes(clientDir, files);
    sizes.push({ route, bytes, budget, files });
    if (bytes > budget) problems.push(`${route} loads ${bytes} bytes of gzipped JS, over its budget of ${budget} (${files.join(', ')})`);
  }
  const budgeted = new Set(Object.values(budgets.routes).flatMap((r) => r.screens));
  for (const screen of lazyScreens(manifest)) if (!budgeted.has(screen)) problems.push(`${screen} is a lazy screen of the entry with no route in the budget file`);
  return { sizes, problems };
}
