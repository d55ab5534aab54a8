import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { validateContent } from '../art/validate-content';
import { ASSETS_DIR, loadContent } from './content';

describe('content JSON under assets/', () => {
  it('every map and level validates, with every referenced file, cue timing and map link checked', () => {
    const { errors, maps, levels } = validateContent(fileURLToPath(new URL('../..', import.meta.url)));
    expect(errors).toEqual([]);
    expect([maps, levels]).toEqual([4, 36]);
    const { content, issues } = loadContent();
    expect(issues).toEqual([]);
    expect(content.levels.filter((l) => l.map_id === 1).map((l) => l.level)).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
  });

  it('goals follow the spec; level 7 has 10 kelp sprites', () => {
    const { content } = loadContent();
    const goal = (n: number) => content.levels.find((l) => l.level === n)?.goal;
    expect([goal(2), goal(6), goal(7), goal(8), goal(22), goal(27)]).toEqual([20, 9, 10, 10, 18, 18]);
    const seven = content.levels.find((l) => l.level === 7)!;
    expect(seven.assets.sprites.filter((s) => /kelp/.test(s.image_url))).toHaveLength(10);
  });

  it('reports a broken level file with its file name and JSON path instead of crashing', () => {
    const dir = mkdtempSync(join(tmpdir(), 'content-'));
    try {
      cpSync(ASSETS_DIR + '/maps', join(dir, 'maps'), { recursive: true });
      mkdirSync(join(dir, 'levels'));
      writeFileSync(join(dir, 'levels', 'level-02.json'), JSON.stringify({ level: 2, map_id: 1, type: 'sprite', rule: 'sometimes' }));
      writeFileSync(join(dir, 'levels', 'level-03.json'), '{ not json');
      const { issues } = loadContent(dir);
      expect(issues.find((i) => i.file.endsWith('level-02.json') && i.path === 'rule')).toBeDefined();
      expect(issues.find((i) => i.file.endsWith('level-03.json'))?.message).toMatch(/not valid JSON/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
