import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { subjectMapSchema, type SubjectMapInput } from './subject-map-schema';
import { drawOrder, loadOrder, nodeButtonLabel, nodeKeyAction, nodeLook, placeholderUrls, pointAlong, polylineLength, stepsCentre, stepsPanFraction, walkPoints } from './subject-map-rules';

const img = (name: string) => ({ placeholder: `/assets/m/${name}-p.svg`, unselected: `/assets/m/${name}.svg`, selected: `/assets/m/${name}-s.svg` });
const node = (i: number, x: number, y: number) => ({ key: `level-${i}`, level: i, x, y, images: img(`n${i}`), order: i, zIndex: 10 });
const base = (): SubjectMapInput => ({
  key: 'test',
  title: 'Test land',
  type: 'levels',
  palette: { sky: '#aaddff', ground: '#88cc66', path: '#f5e0b0', accent: '#ff8844', text: '#223344' },
  background: { image: '/assets/m/bg.svg', placeholder: '/assets/m/bg-p.svg' },
  addons: [{ key: 'cloud', images: { placeholder: '/assets/m/c-p.svg', loaded: '/assets/m/c.svg' }, x: 100, y: 100, order: 5, zIndex: 20 }],
  nodes: [node(1, 100, 700), node(2, 500, 600), node(3, 900, 700)],
  path: [{ node: 'level-1' }, { x: 300, y: 800 }, { node: 'level-2' }, { x: 700, y: 500 }, { node: 'level-3' }],
});
const issues = (m: unknown) => {
  const r = subjectMapSchema.safeParse(m);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('subjectMapSchema', () => {
  it('accepts a levels map and applies the defaults (scale 1, follow pan, monster scale 1)', () => {
    const map = subjectMapSchema.parse(base());
    expect(map.scale).toBe(1);
    expect(map.pan).toEqual({ mode: 'follow' });
    expect(map.monster).toEqual({ scale: 1, offset: [0, 0] });
    expect(map.addons[0]!.float).toBe(false);
  });

  it('refuses levels out of order, a node without a level, duplicate keys and a level map without levels', () => {
    const m = base();
    m.nodes[2] = { ...m.nodes[2]!, level: 4 };
    expect(issues(m)).toEqual(['nodes: nodes must list levels 1..3 in order']);
    const dup = base();
    dup.nodes[1] = { ...dup.nodes[1]!, key: 'level-1' };
    expect(issues(dup)).toContain('nodes.1.key: duplicate node key "level-1"');
    const noLevel = base();
    delete noLevel.nodes[0]!.level;
    expect(issues(noLevel)).toContain('nodes.0.level: a levels map needs a level on every node');
  });

  it('needs a polygon (of 3+ points inside the design) on every topic, and pans by level only on a levels map', () => {
    const topics: SubjectMapInput = { ...base(), type: 'topics', path: undefined, pan: { mode: 'steps' }, nodes: base().nodes.map(({ level: _l, ...n }) => n) };
    expect(issues(topics)).toEqual(expect.arrayContaining(['nodes.0.polygon: a topics map needs a polygon on every node', 'pan.mode: only a levels map pans by level']));
    topics.pan = { mode: 'follow' };
    topics.nodes = topics.nodes.map((n) => ({ ...n, polygon: [[n.x - 50, n.y - 50], [n.x + 50, n.y - 50], [n.x, n.y + 60]] }));
    expect(issues(topics)).toEqual([]);
    topics.nodes[0]!.polygon = [[0, 0], [1700, 0], [10, 10]];
    expect(issues(topics)).toEqual(['nodes.0.polygon.1.0: Too big: expected number to be <=1600']);
  });

  it('checks the path names every node once, in order, and only existing nodes', () => {
    const m = base();
    m.path = [{ node: 'level-1' }, { node: 'level-3' }, { node: 'level-2' }];
    expect(issues(m)).toEqual(['path: the path must stop at every node in order: level-1, level-2, level-3']);
    m.path = [{ node: 'level-1' }, { node: 'level-9' }];
    expect(issues(m)).toContain('path.1.node: no node "level-9"');
  });

  it('refuses image paths outside /assets and unknown fields', () => {
    const m = base();
    m.background.image = 'https://example.com/bg.svg';
    expect(issues(m)).toEqual(['background.image: must be an /assets/... image path']);
    expect(issues({ ...base(), colour: 'red' })[0]).toContain('Unrecognized key');
  });

  it('accepts the committed reading map', () => {
    const json: unknown = JSON.parse(readFileSync(new URL('../../assets/subject-maps/reading.json', import.meta.url), 'utf8'));
    const map = subjectMapSchema.parse(json);
    expect(map.nodes.map((n) => n.key)).toEqual(['level-1', 'level-2', 'level-3', 'level-4', 'level-5', 'level-6', 'level-7', 'level-8']);
  });
});

describe('subject map rules', () => {
  const map = subjectMapSchema.parse(base());

  it('picks the image of a node state, falling back to a dimmed lock and a star', () => {
    const n = map.nodes[0]!;
    expect(nodeLook(n, 'unselected')).toEqual({ url: '/assets/m/n1.svg', dim: false, badge: null, pulse: false });
    expect(nodeLook(n, 'selected')).toEqual({ url: '/assets/m/n1-s.svg', dim: false, badge: null, pulse: true });
    expect(nodeLook(n, 'locked')).toEqual({ url: '/assets/m/n1.svg', dim: true, badge: 'lock', pulse: false });
    expect(nodeLook(n, 'done')).toEqual({ url: '/assets/m/n1.svg', dim: false, badge: 'star', pulse: false });
    const own = { images: { ...n.images, locked: '/assets/m/l.svg', done: '/assets/m/d.svg' } };
    expect(nodeLook(own, 'locked').url).toBe('/assets/m/l.svg');
    expect(nodeLook(own, 'done')).toEqual({ url: '/assets/m/d.svg', dim: false, badge: null, pulse: false });
  });

  it('walks along the path forwards and backwards, straight without a path', () => {
    expect(walkPoints(map, 'level-1', 'level-3')).toEqual([[100, 700], [300, 800], [500, 600], [700, 500], [900, 700]]);
    expect(walkPoints(map, 'level-3', 'level-2')).toEqual([[900, 700], [700, 500], [500, 600]]);
    expect(walkPoints(map, 'level-2', 'level-2')).toEqual([[500, 600]]);
    expect(walkPoints(map, 'level-2', 'nowhere')).toEqual([]);
    expect(walkPoints({ nodes: map.nodes, path: undefined }, 'level-1', 'level-3')).toEqual([[100, 700], [500, 600], [900, 700]]);
  });

  it('measures and follows a polyline, facing the way it goes', () => {
    const pts = [[0, 0], [100, 0], [100, 100]] as const;
    expect(polylineLength(pts)).toBe(200);
    expect(pointAlong(pts, 0.25)).toEqual({ x: 50, y: 0, dir: 1 });
    expect(pointAlong(pts, 0.75)).toEqual({ x: 100, y: 50, dir: 1 });
    expect(pointAlong([[100, 0], [0, 0]], 0.5)).toEqual({ x: 50, y: 0, dir: -1 });
    expect(pointAlong(pts, 2)).toEqual({ x: 100, y: 100, dir: 1 });
  });

  it('pans a steps map only above level 4, by 0.2 per level minus 2 (spec section 9)', () => {
    const pan = { mode: 'steps', axis: 'x', above_level: 4, per_level: 0.2, level_offset: 2 } as const;
    expect([1, 4, 5, 6, 7, 9].map((l) => stepsPanFraction(pan, l))).toEqual([0, 0, 0.6000000000000001, 0.8, 1, 1]);
    expect(stepsPanFraction({ mode: 'follow' }, 8)).toBe(0);
    const bounds = { x: 0, y: 0, width: 1600, height: 900 };
    expect(stepsCentre('x', 0, bounds, { width: 400, height: 450 }, { x: 0, y: 300 })).toEqual({ x: 400, y: 300 });
    expect(stepsCentre('x', 1, bounds, { width: 400, height: 450 }, { x: 0, y: 300 })).toEqual({ x: 1200, y: 300 });
    expect(stepsCentre('y', 0.5, bounds, { width: 800, height: 450 }, { x: 800, y: 0 })).toEqual({ x: 800, y: 450 });
  });

  it('draws by zIndex then addons first then order, and loads the background first then by order', () => {
    expect(drawOrder(map).map((l) => l.key)).toEqual(['level-1', 'level-2', 'level-3', 'cloud']);
    expect(loadOrder(map).slice(0, 4)).toEqual(['/assets/m/bg.svg', '/assets/m/n1.svg', '/assets/m/n1-s.svg', '/assets/m/n2.svg']);
    expect(loadOrder(map)).toContain('/assets/m/c.svg');
    expect(placeholderUrls(map)).toEqual(['/assets/m/bg-p.svg', '/assets/m/c-p.svg', '/assets/m/n1-p.svg', '/assets/m/n2-p.svg', '/assets/m/n3-p.svg']);
  });

  it('moves the keyboard focus along the nodes and selects with Enter or Space', () => {
    const keys = ['a', 'b', 'c'];
    expect(nodeKeyAction(keys, 'b', 'ArrowRight')).toEqual({ type: 'focus', key: 'c' });
    expect(nodeKeyAction(keys, 'c', 'ArrowDown')).toEqual({ type: 'focus', key: 'c' });
    expect(nodeKeyAction(keys, 'b', 'ArrowUp')).toEqual({ type: 'focus', key: 'a' });
    expect(nodeKeyAction(keys, 'b', 'End')).toEqual({ type: 'focus', key: 'c' });
    expect(nodeKeyAction(keys, 'b', 'Home')).toEqual({ type: 'focus', key: 'a' });
    expect(nodeKeyAction(keys, 'b', ' ')).toEqual({ type: 'select', key: 'b' });
    expect(nodeKeyAction(keys, 'b', 'Tab')).toBeNull();
    expect(nodeKeyAction(keys, 'z', 'Enter')).toBeNull();
    expect(nodeButtonLabel({ key: 'level-3', level: 3 }, 'selected')).toBe('Level 3. Your next stop: press Enter.');
    expect(nodeButtonLabel({ key: 'giraffe', title: 'Giraffe' }, 'locked')).toBe('Giraffe. Locked.');
  });
});
