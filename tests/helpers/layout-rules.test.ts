import { describe, expect, it } from 'vitest';
import { layoutFaults, leavesViewport, sharedArea, sticksOut } from './layout-rules';

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
