import { describe, expect, it } from 'vitest';
import { calmLoopingTweens, motionMs, prefersReducedMotion, type CalmableTween } from './motion';

/** A tween as Phaser's manager lists it: endless or not, and whether it was stopped. */
function tween(isInfinite: boolean) {
  const t = { isInfinite, stopped: false, stop: () => (t.stopped = true) };
  return t;
}

describe('reduced motion in the game', () => {
  it('stops the endless (decorative) tweens and leaves the ones that end', () => {
    const bob = tween(true);
    const pulse = tween(true);
    const walk = tween(false);
    const list: CalmableTween[] = [bob, walk, pulse];
    expect(calmLoopingTweens({ getTweens: () => list })).toBe(2);
    expect([bob.stopped, walk.stopped, pulse.stopped]).toEqual([true, false, true]);
  });

  it('counts nothing on a scene without endless tweens', () => {
    expect(calmLoopingTweens({ getTweens: () => [tween(false)] })).toBe(0);
    expect(calmLoopingTweens({ getTweens: () => [] })).toBe(0);
  });

  it('turns a camera move into a cut only when motion is reduced', () => {
    expect(motionMs(900, false)).toBe(900);
    expect(motionMs(900, true)).toBe(1);
  });

  it('reads no setting where there is no window (Node): full motion', () => {
    expect(prefersReducedMotion()).toBe(false);
    expect(motionMs(700)).toBe(700);
  });
});
