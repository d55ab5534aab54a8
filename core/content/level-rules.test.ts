import { describe, expect, it } from 'vitest';
import { levelSchema } from './level-schema';
import { compositeIssues, compositeMemberPose, compositeMotion, compositeOf, spriteImageUrl } from './level-rules';

describe('spriteImageUrl', () => {
  const image = { '1': '/assets/a1.svg', '2': '/assets/a2.svg', '3': '/assets/a3.svg', '4': '/assets/a4.svg', '5': '/assets/a5.svg' };

  it("uses the image of the monster number when the sprite has an image map", () => {
    expect(spriteImageUrl({ image_url: '/assets/a.svg', image }, 3)).toBe('/assets/a3.svg');
  });

  it('falls back to image_url without a map or without a monster number', () => {
    expect(spriteImageUrl({ image_url: '/assets/a.svg' }, 3)).toBe('/assets/a.svg');
    expect(spriteImageUrl({ image_url: '/assets/a.svg', image })).toBe('/assets/a.svg');
  });
});

describe('composites', () => {
  const composites = [
    { key: 'pod', sprites: ['dolphin-01', 'dolphin-04'] },
    { key: 'boat', sprites: ['hull-02', 'sail-03'] },
  ];

  it('finds the composite a sprite belongs to, none for a loner', () => {
    expect(compositeOf(composites, 'sail-03')).toBe('boat');
    expect(compositeOf(composites, 'dolphin-01')).toBe('pod');
    expect(compositeOf(composites, 'crab-05')).toBeUndefined();
  });

  it('accepts composites whose members exist and belong to one group each', () => {
    expect(compositeIssues(composites, ['dolphin-01', 'hull-02', 'sail-03', 'dolphin-04', 'crab-05'])).toEqual([]);
  });

  it('reports unknown members, a sprite in two composites, duplicate keys and one-member groups with their JSON paths', () => {
    const bad = [
      { key: 'pod', sprites: ['dolphin-01', 'dolphin-09'] },
      { key: 'pod', sprites: ['dolphin-01'] },
    ];
    const issues = compositeIssues(bad, ['dolphin-01'], ['assets', 'composites']);
    expect(issues).toEqual([
      { path: ['assets', 'composites', 0, 'sprites', 1], message: 'composite pod names unknown sprite dolphin-09' },
      { path: ['assets', 'composites', 1, 'key'], message: 'duplicate composite key pod' },
      { path: ['assets', 'composites', 1, 'sprites'], message: 'composite pod needs at least 2 sprites' },
      { path: ['assets', 'composites', 1, 'sprites', 0], message: 'sprite dolphin-01 is in composite pod and pod; a sprite belongs to at most one composite' },
    ]);
  });

  it('the level schema rejects a composite naming a missing sprite at its JSON path', () => {
    const sprite = (key: string, order: number) => ({ key, image_url: '/assets/a.svg', order, x: 10, y: 10 });
    const level = {
      level: 2, map_id: 1, type: 'sprite', rule: 'correct', goal: 2, title: 't', start_text: 's', end_text: 'e',
      composites: [{ key: 'pair', sprites: ['a-01', 'ghost'] }],
      assets: { preview: '/assets/p.svg', background: '/assets/b.svg', sprites: [sprite('a-01', 1), sprite('b-02', 2)] },
    };
    const result = levelSchema.safeParse(level);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['composites.0.sprites.1', 'composite pair names unknown sprite ghost']]);
  });

  it('moves every member of a composite by the same drift at the same phase', () => {
    const motion = compositeMotion('pod');
    expect(motion).toEqual(compositeMotion('pod'));
    expect(motion.drift).toBeGreaterThanOrEqual(12);
    expect(motion.drift).toBeLessThanOrEqual(24);
    expect(motion.duration).toBeGreaterThanOrEqual(1900);
    expect(motion.duration).toBeLessThanOrEqual(2900);
    const a = compositeMemberPose({ y: 300, scale: 1 }, motion, 0.5);
    const b = compositeMemberPose({ y: 620, scale: 0.5 }, motion, 0.5);
    expect(300 - a.y).toBe(620 - b.y);
    expect(a.scaleY / 1).toBeCloseTo(b.scaleY / 0.5);
    expect(compositeMemberPose({ y: 300, scale: 1 }, motion, 0)).toEqual({ y: 300, scaleY: 1 });
  });
});
