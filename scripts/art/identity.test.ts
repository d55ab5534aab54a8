import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, type Generated, filesUnder, staleFiles } from './files';
import { GENERATORS } from './generators';

// Every generator builds its files in memory (no writes); the committed bytes under assets/ must be
// exactly what the one map pipeline and the one SVG kit produce today. When this fails after an art
// change, run `npx tsx scripts/art/all.ts` and commit the files; when it fails after a refactor, the
// refactor changed the art.
describe('generated art and content are the committed bytes', () => {
  const built = new Map(GENERATORS.map((g) => [g.script, g.build(REPO_ROOT)]));

  it.each(GENERATORS.map((g) => g.script))('%s', (script) => {
    const out = built.get(script)!;
    expect(out.files.size).toBeGreaterThan(0);
    expect(staleFiles(REPO_ROOT, out)).toEqual([]);
  });

  it('makes every committed file of the generated folders exactly once', () => {
    const made = [...built.values()].flatMap((g) => [...g.files.keys()]);
    expect(new Set(made).size).toBe(made.length);
    // assets/subject-maps holds the reading map (scripts/art/reading-map.ts); a subject map written by
    // hand rather than generated would have to be left out here.
    const committed = ['assets/art', 'assets/maps', 'assets/levels', 'assets/reading/art', 'assets/subject-maps'].flatMap((dir) => filesUnder(REPO_ROOT, dir));
    expect(committed.length).toBeGreaterThan(300);
    expect(new Set(made)).toEqual(new Set(committed));
  });
});

describe('staleFiles', () => {
  const root = mkdtempSync(join(tmpdir(), 'art-files-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('reports a different, a missing and a stray file, and nothing when the bytes match', () => {
    mkdirSync(join(root, 'out'), { recursive: true });
    writeFileSync(join(root, 'out', 'same.svg'), '<svg/>\n');
    writeFileSync(join(root, 'out', 'changed.svg'), '<svg/>');
    writeFileSync(join(root, 'out', 'stray.svg'), '<svg/>\n');
    const gen: Generated = { files: new Map([['out/same.svg', '<svg/>\n'], ['out/changed.svg', '<svg/>\n'], ['out/missing.svg', 'x']]), owns: ['out'], summary: 'test' };
    expect(staleFiles(root, gen)).toEqual(['out/changed.svg', 'out/missing.svg', 'out/stray.svg']);
    expect(staleFiles(root, { ...gen, files: new Map([['out/same.svg', '<svg/>\n']]), owns: [] })).toEqual([]);
  });
});
