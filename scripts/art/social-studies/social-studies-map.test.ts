import { describe, expect, it } from 'vitest';
import { subjectMapSchema } from '../../../core/content/subject-map-schema';
import { SOCIAL_STUDIES_MAPS } from '../../../core/social-studies/map-schema';
import { REPO_ROOT } from '../files';
import { insidePolygon, polygonsOverlap } from '../subject-map-files';
import { readSsMap, SOCIAL_STUDIES_MAP_SCALE, topicLandmark } from './social-studies-map';
import { buildSocialStudiesMaps } from './social-studies-map';

describe('the social studies maps', () => {
  const out = buildSocialStudiesMaps(REPO_ROOT);
  const maps = SOCIAL_STUDIES_MAPS.map((key) => ({ key, content: readSsMap(REPO_ROOT, key), map: subjectMapSchema.parse(JSON.parse(out.files.get(`assets/subject-maps/social-studies-${key}.json`)!)) }));

  it('lists every topic of the map in map order, titled with its name, each image one of the generated files', () => {
    for (const { key, content, map } of maps) {
      expect(map.key).toBe(`social-studies-${key}`);
      expect(map.title).toBe(content.name);
      expect(map).toMatchObject({ type: 'topics', scale: SOCIAL_STUDIES_MAP_SCALE, fit: 'cover' });
      expect(map.nodes.map((n) => n.key)).toEqual(content.topics.map((t) => t.key));
      expect(map.nodes.map((n) => n.title)).toEqual(content.topics.map((t) => t.name));
      expect(map.nodes.map((n) => n.order)).toEqual(map.nodes.map((_, i) => i + 1));
      const urls = [map.background.image, map.background.placeholder, ...map.addons.flatMap((a) => Object.values(a.images)), ...map.nodes.flatMap((n) => Object.values(n.images))];
      for (const url of urls) expect(out.files.has(url.slice(1)), url).toBe(true);
      for (const n of map.nodes) expect(Object.keys(n.images).sort()).toEqual(['done', 'placeholder', 'selected', 'unselected']);
      expect(map.addons.length).toBeGreaterThanOrEqual(2);
      expect(map.addons.length).toBeLessThanOrEqual(4);
      expect(map.addons.some((a) => a.float)).toBe(true);
      expect(out.files.has(`assets/art/social-studies/${key}/landing.svg`)).toBe(true);
      expect(out.files.get(`assets/art/social-studies/${key}/landing.svg`)).toMatch(/^<svg [^>]*width="1600" height="900"/);
    }
    expect(out.files.get('assets/art/social-studies/orb.svg')).toMatch(/^<svg [^>]*width="96" height="96"/);
    expect(out.files.get('assets/art/social-studies/orb-empty.svg')).toMatch(/^<svg [^>]*width="96" height="96"/);
  });

  it('gives every topic its own landmark drawing, and refuses a topic it has none for', () => {
    for (const { key, content } of maps) {
      const drawings = content.topics.map((t) => topicLandmark(key, t.key));
      expect(new Set(drawings).size).toBe(drawings.length);
    }
    expect(() => topicLandmark('egypt', 'olympic-games')).toThrow('egypt: no landmark drawing for topic "olympic-games"');
  });

  it('gives every node a polygon around its picture that overlaps no other, and room for the monster inside the map', () => {
    for (const { key, map } of maps) {
      map.nodes.forEach((n, i) => {
        const poly = n.polygon!;
        expect(poly).toHaveLength(8);
        expect(insidePolygon(poly, n.x, n.y), `${key}/${n.key}`).toBe(true);
        for (const m of map.nodes.slice(i + 1)) expect(polygonsOverlap(poly, m.polygon!), `${key}: ${n.key} and ${m.key}`).toBe(false);
        const [dx, dy] = map.monster.offset;
        expect(n.x + dx - 60, `${key}/${n.key} monster left`).toBeGreaterThanOrEqual(0);
        expect(n.y + dy, `${key}/${n.key} monster feet`).toBeLessThanOrEqual(900);
      });
    }
  });

  it('keeps the files small and self-contained: placeholders under 2 KB, no linked images', () => {
    for (const [path, text] of out.files) {
      if (!path.endsWith('.svg')) continue;
      expect(text, path).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]*>[\s\S]*<\/svg>\n$/);
      expect(text, path).not.toMatch(/href=|<image/);
      if (path.endsWith('-placeholder.svg')) expect(text.length, path).toBeLessThan(2048);
    }
  });
});
