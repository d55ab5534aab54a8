import { existsSync, readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { subjectMapSchema } from '../content/subject-map-schema';
import { habitatStatic, SCIENCE_HABITAT_STATIC, SCIENCE_WORLD_STATIC } from './habitat-static';
import { SCIENCE_HABITAT_SCALE, SCIENCE_HABITATS, SCIENCE_TOPIC_KEYS, SCIENCE_WORLD_SCALE } from './habitats';

const ROOT = new URL('../../', import.meta.url);
/** The file behind an `/assets/...` URL. */
const file = (url: string) => new URL(url.slice(1), ROOT);

describe('SCIENCE_HABITAT_STATIC', () => {
  afterEach(() => vi.restoreAllMocks());

  it('has the seven habitats in map order, 6 exit films each but 5 for rainforest and weather', () => {
    expect(Object.keys(SCIENCE_HABITAT_STATIC)).toEqual([...SCIENCE_HABITATS]);
    expect(SCIENCE_HABITATS.map((h) => SCIENCE_HABITAT_STATIC[h].exitVideos.length)).toEqual([6, 6, 5, 5, 6, 6, 6]);
    expect(SCIENCE_HABITAT_STATIC.weather.exitVideos).toEqual([1, 2, 3, 4, 5].map((n) => `/assets/science/exits/weather-${n}.webm`));
    expect(SCIENCE_HABITAT_STATIC.outerspace).toMatchObject({ title: 'Outer Space', mapUrl: '/assets/subject-maps/science-outerspace.json' });
  });

  it('finds a habitat by key, and logs "no matching key" for a key without static data', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(habitatStatic('ocean')).toBe(SCIENCE_HABITAT_STATIC.ocean);
    expect(warn).not.toHaveBeenCalled();
    expect(habitatStatic('jungle')).toBeUndefined();
    expect(habitatStatic('toString')).toBeUndefined();
    expect(warn).toHaveBeenCalledWith('no matching key', 'jungle');
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('refers only to files that exist', () => {
    const urls = [
      ...Object.values(SCIENCE_WORLD_STATIC),
      ...SCIENCE_HABITATS.flatMap((h) => {
        const s = SCIENCE_HABITAT_STATIC[h];
        return [s.mapUrl, s.previewImage, s.previewImagePlaceholder, s.allVideosFilterImageSelected, s.allVideosFilterImageUnselected, ...s.exitVideos];
      }),
    ];
    expect(urls.filter((u) => !existsSync(file(u)))).toEqual([]);
  });

  it('points at subject maps that parse and list exactly the topic keys in order (the habitats on the world)', () => {
    const load = (url: string) => subjectMapSchema.parse(JSON.parse(readFileSync(file(url), 'utf8')));
    for (const h of SCIENCE_HABITATS) {
      const map = load(SCIENCE_HABITAT_STATIC[h].mapUrl);
      expect(map).toMatchObject({ key: `science-${h}`, type: 'topics', scale: SCIENCE_HABITAT_SCALE });
      expect(map.nodes.map((n) => n.key)).toEqual(SCIENCE_TOPIC_KEYS[h]);
      expect(map.palette.sky).toBe(SCIENCE_HABITAT_STATIC[h].palette.sky);
    }
    const world = load(SCIENCE_WORLD_STATIC.mapUrl);
    expect(world).toMatchObject({ key: 'science-world', type: 'topics', scale: SCIENCE_WORLD_SCALE });
    expect(world.nodes.map((n) => [n.key, n.title])).toEqual(SCIENCE_HABITATS.map((h) => [h, SCIENCE_HABITAT_STATIC[h].title]));
  });
});
