import { existsSync, mkdirSync, mkdtempSync, writeFileSync, cpSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ASSETS_DIR, loadContent } from './content';

describe('content JSON under assets/', () => {
  it('every map and level validates, and every referenced art file exists', () => {
    const { content, issues } = loadContent();
    expect(issues).toEqual([]);
    expect(content.maps.map((m) => m.key)).toContain('ocean');
    const ocean = content.levels.filter((l) => l.map_id === 1);
    expect(ocean.map((l) => l.level)).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
    const urls = content.levels.flatMap((l) => [l.assets.background, l.assets.preview, ...l.assets.sprites.map((s) => s.image_url)]);
    urls.push(...content.maps.map((m) => m.assets.background));
    const missing = urls.filter((u) => !existsSync(join(ASSETS_DIR, u.replace(/^\/assets\//, ''))));
    expect(missing).toEqual([]);
  });

  it('sprite levels reveal one sprite per goal step; level 7 has 10 kelp sprites; goals follow the spec', () => {
    const { content } = loadContent();
    for (const l of content.levels.filter((x) => x.type === 'sprite')) {
      expect(l.assets.sprites.map((s) => s.order).sort((a, b) => a - b), `level ${l.level}`).toEqual(Array.from({ length: l.goal }, (_, i) => i + 1));
    }
    const goal = (n: number) => content.levels.find((l) => l.level === n)?.goal;
    expect([goal(2), goal(6), goal(7), goal(8)]).toEqual([20, 9, 10, 10]);
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
