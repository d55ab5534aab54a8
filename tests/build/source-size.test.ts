/**
 * Size rule of the code base (issue 10): no source file outside generated content passes 400
 * lines, so a module that grows gets split along a seam before it becomes the next 600-line
 * controller. Generated content (SQL migrations, drizzle snapshots) and data files are not code.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const CODE_FOLDERS = ['core', 'game', 'ui', 'worker', 'db', 'scripts', 'tests', 'bench'];
const SKIP_DIRS = new Set(['node_modules', 'migrations', 'screenshots', 'test-results']);
const MAX_LINES = 400;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return SKIP_DIRS.has(name) ? [] : sourceFiles(path);
    return /\.(ts|tsx|js|mjs|css)$/.test(name) ? [path] : [];
  });
}

describe('source files', () => {
  it(`stay under ${MAX_LINES} lines each`, () => {
    const files = CODE_FOLDERS.flatMap((f) => sourceFiles(join(ROOT, f)));
    expect(files.length).toBeGreaterThan(100);
    const long = files
      .map((f) => ({ file: relative(ROOT, f), lines: readFileSync(f, 'utf8').split('\n').length }))
      .filter((f) => f.lines > MAX_LINES)
      .map((f) => `${f.file}: ${f.lines}`);
    expect(long).toEqual([]);
  });

  it('keep the math game screen a renderer of its statechart (under 200 lines)', () => {
    expect(readFileSync(join(ROOT, 'ui/math/MathScreen.tsx'), 'utf8').split('\n').length).toBeLessThan(200);
  });
});
