/**
 * Bundles `npm start`'s entry (scripts/start.ts) into one ES module with esbuild, once per
 * Playwright run (global-setup.ts), so each spec's server starts without tsx compiling ~300
 * TypeScript modules again: measured 3.5 s -> 1.9 s a start, ~25 starts a run (docs/testing.md).
 *
 * Packages stay external (resolved from the project's node_modules, so the bundle is written under
 * it). Modules that find files relative to themselves (`new URL('..', import.meta.url)`: the client
 * build, the assets, the migrations) keep their own location: `import.meta.url` in each source file
 * becomes that file's URL, so the bundled server reads exactly what the unbundled one does.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Where the bundle goes: inside node_modules, so its bare imports resolve to the project's packages. */
export const SERVER_BUNDLE = join(ROOT, 'node_modules', '.cache', 'monsterific-e2e', 'start.mjs');

const keepFileUrls: Plugin = {
  name: 'keep-file-urls',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      return { contents: source.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)), loader: 'ts' };
    });
  },
};

/** Writes the server bundle to `SERVER_BUNDLE` (about 0.5 s); returns its path. Throws on a build error. */
export async function bundleServer(): Promise<string> {
  await build({
    entryPoints: [join(ROOT, 'scripts', 'start.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    outfile: SERVER_BUNDLE,
    logLevel: 'warning',
    plugins: [keepFileUrls],
  });
  return SERVER_BUNDLE;
}
