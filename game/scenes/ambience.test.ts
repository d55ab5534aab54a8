import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { DESIGN_HEIGHT, DESIGN_WIDTH } from '../../core/content/level-schema';
import { AMBIENCE, ambienceOf, CLOUD_MARGIN, cloudPoses, creaturePose, easeToward, flowPoses, glintPoses, PARALLAX_MAX_PX, parallaxTarget, pathLength, pointOnPath, snowPoses, type Creature } from './ambience';

const maps = readdirSync('assets/maps').map((f) => JSON.parse(readFileSync(`assets/maps/${f}`, 'utf8')) as { key: string; nodes: Array<{ x: number; y: number }> });

describe('map ambience', () => {
  it('every map has its own ambience: clouds and at least one creature, water where it has water', () => {
    expect(maps.map((m) => m.key).sort()).toEqual(Object.keys(AMBIENCE).sort());
    for (const m of maps) {
      const a = ambienceOf(m.key);
      expect(a.clouds.count, m.key).toBeGreaterThan(0);
      expect(a.creatures.length, m.key).toBeGreaterThan(0);
      expect((a.shimmer?.areas.length ?? 0) + (a.flows?.length ?? 0), `${m.key} water`).toBeGreaterThan(0);
    }
    expect(ambienceOf('volcano').creatures).toEqual([]);
  });

  it('no creature comes within 45 px of a level node (a number is never hidden), checked every 1/200 of its trip', () => {
    for (const m of maps) {
      for (const c of ambienceOf(m.key).creatures) {
        for (let i = 0; i <= 200; i++) {
          const p = pointOnPath(c.path, i / 200);
          for (const n of m.nodes) expect(Math.hypot(p.x - n.x, p.y - n.y), `${m.key} ${c.kind} near node at ${n.x},${n.y}`).toBeGreaterThan(45);
        }
      }
    }
  });

  it('clouds stay in their band, above every level node (node radius 40)', () => {
    for (const m of maps) {
      const { clouds } = ambienceOf(m.key);
      const top = Math.min(...m.nodes.map((n) => n.y - 40));
      expect(clouds.yMax + 40, m.key).toBeLessThanOrEqual(top);
      for (let ms = 0; ms < 200_000; ms += 7_000) {
        for (const p of cloudPoses(clouds, ms)) {
          expect(p.y).toBeGreaterThanOrEqual(clouds.yMin);
          expect(p.y).toBeLessThanOrEqual(clouds.yMax);
          expect(p.x).toBeGreaterThanOrEqual(-CLOUD_MARGIN);
          expect(p.x).toBeLessThanOrEqual(DESIGN_WIDTH + CLOUD_MARGIN);
        }
      }
    }
  });

  it('walks a path evenly by length and tells the direction along x', () => {
    const path = [{ x: 0, y: 0 }, { x: 100, y: 0 }, { x: 100, y: 100 }, { x: 0, y: 100 }];
    expect(pathLength(path)).toBe(300);
    expect(pointOnPath(path, 0)).toEqual({ x: 0, y: 0, dir: 1 });
    expect(pointOnPath(path, 0.5)).toEqual({ x: 100, y: 50, dir: 1 });
    expect(pointOnPath(path, 5 / 6)).toEqual({ x: 50, y: 100, dir: -1 });
    expect(pointOnPath(path, 2)).toEqual({ x: 0, y: 100, dir: -1 });
    expect(pointOnPath([{ x: 3, y: 4 }], 0.5)).toEqual({ x: 3, y: 4, dir: 1 });
  });

  it('a ping-pong creature goes there and back facing its way; a one-way creature fades in and out', () => {
    const fish: Creature = { kind: 'fish', path: [{ x: 0, y: 0 }, { x: 100, y: 0 }], durationMs: 1000, mode: 'pingpong', color: 0 };
    expect(creaturePose(fish, 500)).toMatchObject({ x: 50, facing: 1, alpha: 1 });
    expect(creaturePose(fish, 1500)).toMatchObject({ x: 50, facing: -1 });
    expect(creaturePose(fish, 2000).x).toBeCloseTo(0);
    const bird: Creature = { ...fish, kind: 'bird', mode: 'once' };
    expect(creaturePose(bird, 0).alpha).toBe(0);
    expect(creaturePose(bird, 500).alpha).toBe(1);
    expect(creaturePose(bird, 990).alpha).toBeLessThan(0.2);
    expect(creaturePose({ ...bird, phase: 0.5 }, 0).x).toBe(50);
  });

  it('poses move with time: glints fade, river dashes flow downstream, snow falls, clouds drift right', () => {
    const { ocean, jungle, arctic } = AMBIENCE;
    const g0 = glintPoses(ocean!.shimmer!, 0);
    const g1 = glintPoses(ocean!.shimmer!, 500);
    expect(g0).toHaveLength(ocean!.shimmer!.areas.length * ocean!.shimmer!.perArea);
    expect(g1.some((g, i) => Math.abs(g.alpha - g0[i]!.alpha) > 0.05)).toBe(true);
    for (const g of g0) expect(g.alpha).toBeGreaterThanOrEqual(0);
    const f0 = flowPoses(jungle!.flows![0]!, 0);
    const f1 = flowPoses(jungle!.flows![0]!, 300);
    // The river runs from the waterfall (top right) down: the dashes' mean y grows... unless one wrapped round.
    expect(f1.filter((p, i) => p.y > f0[i]!.y).length).toBeGreaterThanOrEqual(f0.length - 1);
    const s0 = snowPoses(arctic!.snow!, 0);
    const s1 = snowPoses(arctic!.snow!, 1000);
    expect(s1.filter((p, i) => p.y > s0[i]!.y).length).toBeGreaterThanOrEqual(s0.length - 2);
    for (const p of s0) expect(p.y).toBeLessThanOrEqual(DESIGN_HEIGHT + 20);
    const c0 = cloudPoses(ocean!.clouds, 0);
    const c1 = cloudPoses(ocean!.clouds, 2000);
    expect(c1.every((p, i) => p.x > c0[i]!.x)).toBe(true);
  });

  it('parallax: the cloud layer slides opposite the pointer, at most PARALLAX_MAX_PX, and eases there at any frame rate', () => {
    expect(parallaxTarget(null)).toEqual({ x: 0, y: 0 });
    expect(parallaxTarget({ x: DESIGN_WIDTH / 2, y: DESIGN_HEIGHT / 2 })).toEqual({ x: 0, y: 0 });
    expect(parallaxTarget({ x: DESIGN_WIDTH, y: DESIGN_HEIGHT })).toEqual({ x: -PARALLAX_MAX_PX, y: -PARALLAX_MAX_PX / 2 });
    expect(parallaxTarget({ x: -500, y: 0 })).toEqual({ x: PARALLAX_MAX_PX, y: PARALLAX_MAX_PX / 2 });
    const target = { x: 10, y: -10 };
    // 20 fps and 60 fps reach about the same place after 300 ms.
    let a = { x: 0, y: 0 };
    let b = { x: 0, y: 0 };
    for (let i = 0; i < 6; i++) a = easeToward(a, target, 50);
    for (let i = 0; i < 18; i++) b = easeToward(b, target, 50 / 3);
    expect(a.x).toBeCloseTo(b.x, 6);
    expect(a.x).toBeGreaterThan(5);
    expect(a.x).toBeLessThan(10);
    expect(easeToward(a, target, 10_000).x).toBeCloseTo(10, 3);
  });
});
