import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { badgeItemImageUrl, SCIENCE_BADGE_ITEMS } from '../../../core/science/badge-items';
import { SCIENCE_TOPIC_KEYS } from '../../../core/science/habitats';
import { REPO_ROOT } from '../files';
import { badgeItemSvg, buildBadgeArt } from './badge-art';
import { allTopicKeys, buildTopicEmblems, EMBLEM_DIR } from './emblems';
import { topicArt } from './topic-art';

/** The size budget of one emblem file (bytes): small enough to inline 10 on a habitat map. */
const MAX_EMBLEM_BYTES = 6000;

/** Share of the pixels that are not transparent, rendered at 64 px (the smallest size we show). */
async function coverage(svg: string): Promise<number> {
  const { data, info } = await sharp(Buffer.from(svg)).resize(64, 64).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  let opaque = 0;
  for (let i = 3; i < data.length; i += info.channels) if (data[i]! > 128) opaque++;
  return opaque / (info.width * info.height);
}

describe('science topic emblems', () => {
  const keys = allTopicKeys();
  const svgs = new Map(keys.map((k) => [k, topicArt(k)]));

  it('draws each of the 63 topics its own emblem, the same bytes on every call', () => {
    expect(keys).toHaveLength(63);
    expect(new Set(keys).size).toBe(63);
    expect(new Set(svgs.values()).size).toBe(63);
    for (const k of keys) expect(topicArt(k), k).toBe(svgs.get(k));
  });

  it('gives whole small SVG documents (viewBox 0 0 240 240) that parse, reference nothing missing and use no text', async () => {
    for (const [k, svg] of svgs) {
      expect(svg, k).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="240" height="240" viewBox="0 0 240 240">/);
      expect(svg, k).not.toMatch(/NaN|undefined|Infinity|<text|<image/);
      expect(Buffer.byteLength(svg), k).toBeLessThan(MAX_EMBLEM_BYTES);
      const meta = await sharp(Buffer.from(svg)).metadata();
      expect([meta.format, meta.width, meta.height], k).toEqual(['svg', 240, 240]);
    }
  });

  it('fills a good part of the box at 64 px and leaves the background transparent', async () => {
    for (const [k, svg] of svgs) {
      const c = await coverage(svg);
      expect(c, k).toBeGreaterThan(0.2);
      expect(c, k).toBeLessThan(0.9);
    }
  });

  it('refuses a key that is not a science topic (a habitat name, an empty key)', () => {
    expect(() => topicArt('unicorn')).toThrow(/no science topic "unicorn"/);
    expect(() => topicArt('outerspace')).toThrow(/no science topic/);
    expect(() => topicArt('')).toThrow(/no science topic/);
  });

  it('writes one file per topic, and the committed files exist', () => {
    const gen = buildTopicEmblems();
    expect([...gen.files.keys()].sort()).toEqual(Object.values(SCIENCE_TOPIC_KEYS).flat().map((k) => `${EMBLEM_DIR}/${k}.svg`).sort());
    for (const path of gen.files.keys()) expect(existsSync(join(REPO_ROOT, path)), path).toBe(true);
  });
});

describe('science badge item art', () => {
  it('makes a picture at every item image url, committed, each a 200 x 200 SVG', async () => {
    const gen = buildBadgeArt();
    expect(gen.files.size).toBe(SCIENCE_BADGE_ITEMS.length);
    for (const item of SCIENCE_BADGE_ITEMS) {
      const path = badgeItemImageUrl(item).replace(/^\//, '');
      expect(gen.files.get(path), path).toBe(badgeItemSvg(item));
      expect(existsSync(join(REPO_ROOT, path)), path).toBe(true);
      const meta = await sharp(Buffer.from(badgeItemSvg(item))).metadata();
      expect([meta.format, meta.width, meta.height], path).toEqual(['svg', 200, 200]);
    }
  });

  it('keeps a border clear inside the inner circle and a background pattern inside it', async () => {
    const alphaAt = async (svg: string, x: number, y: number): Promise<number> => {
      const { data, info } = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
      return data[(y * info.width + x) * info.channels + 3]!;
    };
    for (const item of SCIENCE_BADGE_ITEMS) {
      const svg = badgeItemSvg(item);
      if (item.kind === 'border') {
        expect(await alphaAt(svg, 100, 100), item.key).toBe(0);
        expect(await alphaAt(svg, 100, 40), item.key).toBe(0);
        expect(await alphaAt(svg, 100, 184), item.key).toBeGreaterThan(200);
      }
      if (item.kind === 'background') {
        // Outside the inner circle (a corner) nothing; the pattern is see-through white.
        expect(await alphaAt(svg, 5, 5), item.key).toBe(0);
        expect(svg, item.key).toContain('opacity="0.35"');
      }
    }
  });

  it('refuses an item it has no picture for', () => {
    expect(() => badgeItemSvg({ kind: 'border', key: 'zigzag' })).toThrow(/border "zigzag"/);
    expect(() => badgeItemSvg({ kind: 'color', key: 'plain' })).toThrow(/no hex/);
  });
});
