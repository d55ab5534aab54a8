import { describe, expect, it } from 'vitest';
import { stepsPanFraction } from '../../../core/content/subject-map-rules';
import { subjectMapSchema } from '../../../core/content/subject-map-schema';
import { REPO_ROOT } from '../files';
import { buildSocialStudiesMaps } from '../social-studies/social-studies-map';
import { readEpisodes } from './superskills-map';
import { buildSuperskillsMap } from './superskills-map';

describe('the Superskills map', () => {
  const out = buildSuperskillsMap(REPO_ROOT);
  const map = subjectMapSchema.parse(JSON.parse(out.files.get('assets/subject-maps/superskills.json')!));
  const episodes = readEpisodes(REPO_ROOT);

  it('is a levels map with a stone per episode, level-1..level-N titled with the episode titles, walked in order', () => {
    expect(episodes.length).toBeGreaterThanOrEqual(12);
    expect(map).toMatchObject({ key: 'superskills', type: 'levels', pan: { mode: 'steps', axis: 'x', above_level: 4, per_level: 0.2, level_offset: 2 } });
    expect(map.nodes.map((n) => n.key)).toEqual(episodes.map((_, i) => `level-${i + 1}`));
    expect(map.nodes.map((n) => n.title)).toEqual(episodes.map((e) => e.title));
    expect(map.path!.flatMap((p) => ('node' in p ? [p.node] : []))).toEqual(map.nodes.map((n) => n.key));
    for (const n of map.nodes) expect(Object.keys(n.images).sort()).toEqual(['done', 'locked', 'placeholder', 'selected', 'unselected']);
    const urls = [map.background.image, map.background.placeholder, ...map.addons.flatMap((a) => Object.values(a.images)), ...map.nodes.flatMap((n) => Object.values(n.images))];
    for (const url of urls) expect(out.files.has(url.slice(1)), url).toBe(true);
    expect(map.addons.some((a) => a.float)).toBe(true);
  });

  it('shows the stone of every level in the view the spec pans to at that level (a 16:9 screen)', () => {
    const view = 1600 / map.scale;
    for (const n of map.nodes) {
      const left = stepsPanFraction(map.pan, n.level!) * (1600 - view);
      expect(n.x - 70, `${n.key} left of the view`).toBeGreaterThanOrEqual(left);
      expect(n.x + 70, `${n.key} right of the view`).toBeLessThanOrEqual(left + view);
    }
  });

  it('keeps the stones apart and the monster inside the map', () => {
    map.nodes.forEach((n, i) => {
      for (const m of map.nodes.slice(i + 1)) expect(Math.hypot(n.x - m.x, n.y - m.y), `${n.key} and ${m.key}`).toBeGreaterThan(150);
      expect(n.x + map.monster.offset[0] - 60).toBeGreaterThanOrEqual(0);
      expect(n.y + map.monster.offset[1]).toBeLessThanOrEqual(900);
    });
  });

  it('keeps the files small: placeholders under 2 KB, no linked images, all issue 17 maps under 1.5 MB', () => {
    let total = 0;
    for (const gen of [out, buildSocialStudiesMaps(REPO_ROOT)]) {
      for (const [path, text] of gen.files) {
        total += text.length;
        if (!path.endsWith('.svg')) continue;
        expect(text, path).not.toMatch(/href=|<image/);
        if (path.endsWith('-placeholder.svg')) expect(text.length, path).toBeLessThan(2048);
      }
    }
    expect(total).toBeLessThan(1.5 * 1024 * 1024);
  });
});
