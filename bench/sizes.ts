/**
 * Client JavaScript sizes of the built client (dist/client/static), bytes and gzip -9 bytes: the
 * entry chunk (`index-*.js`, every page), its stylesheet, the lazily loaded game route's
 * `MathScreen-*.js` alone, and MathScreen with the chunks it imports statically (Phaser sits in a
 * chunk shared with the level preview). Moved from the old bench/run.ts; the budgets that CI
 * checks are tests/build/bundle-budget.test.ts's, per route.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT, table } from './lib';

const STATIC_DIR = join(ROOT, 'dist', 'client', 'static');

export interface ChunkResult {
  name: string;
  files: string[];
  bytes: number;
  gzipBytes: number;
}

/** Static `import ... from "./x.js"` targets of a built chunk (Rolldown's minified output). */
function staticImports(file: string): string[] {
  const code = readFileSync(join(STATIC_DIR, file), 'utf8');
  return [...code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)].map((m) => m[1]!);
}

function chunkSize(name: string, files: string[]): ChunkResult {
  const buffers = files.map((f) => readFileSync(join(STATIC_DIR, f)));
  return { name, files, bytes: buffers.reduce((n, b) => n + b.length, 0), gzipBytes: buffers.reduce((n, b) => n + gzipSync(b, { level: 9 }).length, 0) };
}

/**
 * Sizes of the entry chunk and of the game route.
 * @throws Error when dist/client is not built
 */
export function chunkSizes(): ChunkResult[] {
  const html = readFileSync(join(ROOT, 'dist', 'client', 'index.html'), 'utf8');
  const entry = /src="\/static\/([^"]+\.js)"/.exec(html)?.[1];
  const math = readdirSync(STATIC_DIR).find((f) => /^MathScreen-.*\.js$/.test(f));
  if (!entry || !math) throw new Error('dist/client is not built (entry or MathScreen chunk missing): run `npx vite build`.');
  const closure = new Set<string>();
  const visit = (f: string) => {
    if (f === entry || closure.has(f)) return;
    closure.add(f);
    for (const dep of staticImports(f)) visit(dep);
  };
  visit(math);
  const css = readdirSync(STATIC_DIR).filter((f) => /^index-.*\.css$/.test(f));
  return [chunkSize('entry chunk (index-*.js)', [entry]), chunkSize('entry stylesheet (index-*.css)', css), chunkSize('MathScreen-*.js alone', [math]), chunkSize('game route: MathScreen + its imports', [...closure])];
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

/** The sizes as a text table. */
export function sizesTable(chunks: ChunkResult[]): string {
  return table(['chunk', 'bytes', 'gzip bytes', 'size', 'gzip'], chunks.map((c) => [c.name, c.bytes, c.gzipBytes, kb(c.bytes), kb(c.gzipBytes)]));
}
