import { describe, expect, it } from 'vitest';
import { canvasFaults, type CanvasLayout, layoutFaults, leavesViewport, sharedArea, sticksOut } from './layout-rules';

const box = (x: number, y: number, width: number, height: number) => ({ x, y, width, height });

describe('layout rules (issue 13 part 1)', () => {
  it('finds a control beyond the viewport\'s sides, with a pixel of slack for rounding', () => {
    expect(leavesViewport(box(300, 10, 100, 40), 390)).toBe(true);
    expect(leavesViewport(box(290.5, 10, 100, 40), 390)).toBe(false);
    expect(leavesViewport(box(-5, 10, 100, 40), 390)).toBe(true);
  });

  it('finds a field sticking out of its card (the sign-up form at 768 px, issue 13 bug 1)', () => {
    const card = box(100, 100, 560, 600);
    expect(sticksOut(box(400, 200, 300, 52), card)).toBe(true);
    expect(sticksOut(box(120, 200, 260, 52), card)).toBe(false);
  });

  it('measures the area two boxes share, none for boxes that only touch', () => {
    expect(sharedArea(box(0, 0, 100, 50), box(80, 10, 100, 50))).toBe(20 * 40);
    expect(sharedArea(box(0, 0, 100, 50), box(100, 0, 100, 50))).toBe(0);
  });

  it('names the faults of a screen: sideways scroll, a control off screen, one out of its card, two covering each other', () => {
    const faults = layoutFaults(
      [
        { name: 'menu', box: box(900, 12, 140, 48) },
        { name: 'subject super-skills', box: box(860, 14, 150, 44) },
        { name: 'last name', box: box(400, 200, 300, 52), card: box(100, 100, 560, 600) },
        { name: 'ok', box: box(100, 300, 100, 48) },
      ],
      1024,
      1100,
    );
    expect(faults).toEqual([
      'the page scrolls sideways: 1100 px wide in a 1024 px viewport',
      'menu leaves the viewport (x 900 to 1040 of 1024)',
      'last name sticks out of its card',
      'menu and subject super-skills overlap',
    ]);
  });

  it('finds nothing wrong with a tidy screen, nested controls included', () => {
    const label = box(20, 100, 300, 80);
    const input = box(30, 130, 280, 44);
    expect(layoutFaults([{ name: 'label', box: label }, { name: 'input', box: input }, { name: 'go', box: box(20, 200, 120, 48) }], 390, 390)).toEqual([]);
  });
});

describe('canvas rules (issue 13: the game fills the screen, nothing covers what the child taps or watches)', () => {
  const viewport = { width: 844, height: 390 };
  const stage = box(0, 0, 844, 390);
  const hud = { name: 'hud', box: box(12, 12, 820, 52) };
  const mapBar = { name: 'map-bar', box: box(12, 310, 820, 64) };
  const play: { name: string; box: ReturnType<typeof box> } = { name: 'play-level', box: box(340, 310, 164, 64) };
  const base: CanvasLayout = { viewport, stage, canvas: stage, bars: [hud, mapBar], controls: [play] };

  it('is content with a filled game area and a current node clear of the bars', () => {
    expect(canvasFaults({ ...base, nodes: [{ name: 'level 1 node', box: box(100, 200, 44, 44), current: true }], monster: box(90, 120, 66, 82) })).toEqual([]);
  });

  it('finds an empty band: the canvas letterboxed in the game area (a portrait phone before issue 13)', () => {
    expect(canvasFaults({ ...base, viewport: { width: 390, height: 844 }, stage: box(0, 0, 390, 844), canvas: box(0, 312, 390, 219) })).toEqual([
      'the canvas (0,312 390×219) leaves an empty band in the game area (0,0 390×844)',
    ]);
  });

  it('finds the current node or the monster under a bar (844 x 390 before issue 13: the bottom bar on levels 1 and 2)', () => {
    const faults = canvasFaults({ ...base, nodes: [{ name: 'level 1 node', box: box(60, 320, 42, 42), current: true }], monster: box(50, 260, 60, 70) });
    expect(faults).toContain('the current level 1 node is under the bar map-bar');
    expect(faults).toContain('level 1 node is 42 px, under 44');
    expect(faults).toContain('the monster is under the bar map-bar');
  });

  it('finds the current node under a control, and leaves other nodes behind the bars alone (the child pans them into view)', () => {
    const nodes = [{ name: 'level 7 node', box: box(360, 320, 60, 60) }, { name: 'level 16 node', box: box(900, 20, 60, 60) }];
    expect(canvasFaults({ ...base, nodes })).toEqual([]);
    expect(canvasFaults({ ...base, bars: [], nodes: [{ ...nodes[0]!, current: true }] })).toEqual(['the current level 7 node is under play-level']);
  });

  it('finds a current node off screen', () => {
    expect(canvasFaults({ ...base, nodes: [{ name: 'level 9 node', box: box(-200, 100, 60, 60), current: true }] })).toEqual(['the current level 9 node is off screen (-200,100 60×60)']);
  });

  it('finds a question card over the top bar or over the action area, and small or cut answer controls', () => {
    const card = box(212, 40, 420, 380);
    const controls = [
      { name: 'choice-0', box: box(230, 200, 180, 40) },
      { name: 'check-answer', box: box(300, 360, 200, 48) },
    ];
    const faults = canvasFaults({ ...base, bars: [hud], controls, card, action: box(100, 300, 300, 80) });
    expect(faults).toEqual([
      'the question card covers the bar hud',
      'the question card (212,40 420×380) covers the picture\'s action area (100,300 300×80)',
      'answer control choice-0 is under 44 px (180×40)',
      'answer control check-answer is not wholly on screen',
    ]);
  });
});
