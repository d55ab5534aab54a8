import { describe, expect, it } from 'vitest';
import { OUTLINE } from '../../../core/art/svg-kit';
import { subjectMapSchema } from '../../../core/content/subject-map-schema';
import { SCIENCE_HABITATS, SCIENCE_TOPIC_KEYS } from '../../../core/science/habitats';
import { REPO_ROOT } from '../files';
import { insidePolygon as inside, polygonsOverlap as overlaps } from '../subject-map-files';
import { buildScienceMaps } from './science-map';
import { nestSvg, polygonAround, readableOn } from './science-map-pieces';

describe('the science maps', () => {
  const out = buildScienceMaps(REPO_ROOT);
  const maps = ['world', ...SCIENCE_HABITATS].map((h) => ({ h, map: subjectMapSchema.parse(JSON.parse(out.files.get(`assets/subject-maps/science-${h}.json`)!)) }));

  it('lists every topic of a habitat in order (the habitats on the world), each image one of the generated files', () => {
    for (const { h, map } of maps) {
      expect(map.nodes.map((n) => n.key)).toEqual(h === 'world' ? [...SCIENCE_HABITATS] : SCIENCE_TOPIC_KEYS[h as keyof typeof SCIENCE_TOPIC_KEYS]);
      expect(map.nodes.map((n) => n.order)).toEqual(map.nodes.map((_, i) => i + 1));
      const urls = [map.background.image, map.background.placeholder, ...map.addons.flatMap((a) => Object.values(a.images)), ...map.nodes.flatMap((n) => Object.values(n.images))];
      for (const url of urls) expect(out.files.has(url.slice(1)), url).toBe(true);
      expect(map.addons.length).toBeGreaterThanOrEqual(2);
      expect(map.addons.some((a) => a.float)).toBe(true);
    }
  });

  it('gives every node a polygon around its picture that overlaps no other, and room for the monster inside the map', () => {
    for (const { h, map } of maps) {
      map.nodes.forEach((n, i) => {
        const poly = n.polygon!;
        expect(inside(poly, n.x, n.y), `${h}/${n.key}`).toBe(true);
        for (const m of map.nodes.slice(i + 1)) expect(overlaps(poly, m.polygon!), `${h}: ${n.key} and ${m.key}`).toBe(false);
        const [dx, dy] = map.monster.offset;
        expect(n.x + dx - 60, `${h}/${n.key} monster left`).toBeGreaterThanOrEqual(0);
        expect(n.y + dy, `${h}/${n.key} monster feet`).toBeLessThanOrEqual(900);
      });
    }
  });

  it('keeps the files small and self-contained: placeholders under 2 KB, all under 1.5 MB, no linked images', () => {
    let total = 0;
    for (const [path, text] of out.files) {
      if (!path.endsWith('.svg')) continue;
      total += text.length;
      expect(text, path).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]*>[\s\S]*<\/svg>\n$/);
      expect(text, path).not.toMatch(/href=|<image/);
      if (path.endsWith('-placeholder.svg')) expect(text.length, path).toBeLessThan(2048);
    }
    expect(total).toBeLessThan(1.5 * 1024 * 1024);
  });
});

describe('science map pieces', () => {
  it('nests an SVG document as an element at a place and size, and refuses anything else', () => {
    const nested = nestSvg('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240" width="240" height="240"><circle r="9"/></svg>\n', 10, 20, 112);
    expect(nested).toBe('<svg x="10" y="20" width="112" height="112" viewBox="0 0 240 240"><circle r="9"/></svg>');
    expect(() => nestSvg('<g/>', 0, 0, 10)).toThrow('not an SVG document');
  });

  it('draws a polygon around a point, clamped to the map', () => {
    const octagon = polygonAround(800, 450, 8, 80);
    expect(octagon).toHaveLength(8);
    expect(inside(octagon, 800, 450)).toBe(true);
    expect(polygonAround(10, 10, 8, 80).every(([x, y]) => x >= 0 && y >= 0)).toBe(true);
    // The overlap check the maps are held to tells touching octagons from apart ones.
    expect(overlaps(octagon, polygonAround(940, 450, 8, 80))).toBe(true);
    expect(overlaps(octagon, polygonAround(970, 450, 8, 80))).toBe(false);
  });

  it('writes a ribbon in white on a dark colour and in navy on a light one', () => {
    expect(readableOn('#7b62e0')).toBe('#ffffff');
    expect(readableOn('#ffc83d')).toBe(OUTLINE);
  });
});
