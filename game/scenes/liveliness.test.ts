import { describe, expect, it } from 'vitest';
import { COMPLIMENT_MS } from '../../core/compliments';
import { BLINK_MS, CHEER_HOP_MS, celebrationTimeline, completesLevel, DANCE, fadesIn, nextBlinkInMs, stepsMs, TAP_HOP, TRANSITION_MS, worldMotion } from './liveliness';

describe('what moves', () => {
  it('normally: everything moves, the celebration is confetti, transitions take at most 400 ms', () => {
    expect(worldMotion(false)).toEqual({ ambient: true, parallax: true, blink: true, celebration: 'confetti', transitionMs: TRANSITION_MS });
    expect(TRANSITION_MS).toBeLessThanOrEqual(400);
  });

  it('with reduced motion: nothing drifts, follows the pointer or blinks; a still burst; transitions are cuts (1 ms, never 0)', () => {
    expect(worldMotion(true)).toEqual({ ambient: false, parallax: false, blink: false, celebration: 'burst', transitionMs: 1 });
  });

  it('blinks every 2.6 to 5 s, a quick double blink one time in four', () => {
    expect(nextBlinkInMs(0)).toBe(260);
    expect(nextBlinkInMs(0.25)).toBe(2600);
    expect(nextBlinkInMs(0.999999)).toBe(5000);
    expect(nextBlinkInMs(0.5)).toBeGreaterThan(2600);
    expect(BLINK_MS).toBeLessThan(200);
  });

  it('the tap hop and the dance end where they began, at rest', () => {
    for (const steps of [TAP_HOP, DANCE]) {
      expect(steps.at(-1)).toMatchObject({ lift: 0, sway: 0, squash: 1, flip: false });
      expect(steps.some((s) => s.lift > 0)).toBe(true);
    }
    expect(stepsMs(TAP_HOP)).toBeLessThan(700);
  });

  it('the celebration fits in the outro: confetti after 300 ms, the dance after the cheer hop, all over before the modal (1.5 to 2.5 s long)', () => {
    const t = celebrationTimeline();
    expect(t.startMs).toBe(300);
    expect(t.danceMs).toBeGreaterThanOrEqual(CHEER_HOP_MS);
    expect(t.danceMs + stepsMs(DANCE)).toBeLessThanOrEqual(t.endMs);
    expect(t.startMs + t.emitMs + t.lifeMs).toBe(t.endMs);
    expect(t.endMs).toBeLessThan(COMPLIMENT_MS);
    expect(t.endMs - t.startMs).toBeGreaterThanOrEqual(1500);
    expect(t.endMs - t.startMs).toBeLessThanOrEqual(2500);
    expect(t.emitMs).toBeGreaterThan(0);
  });

  it('celebrates once, when the progress reaches the goal', () => {
    expect(completesLevel(4, 5, 5)).toBe(true);
    expect(completesLevel(3, 4, 5)).toBe(false);
    expect(completesLevel(5, 5, 5)).toBe(false);
  });

  it('fades in when the other scene (or the first) is shown, not when the same scene is drawn again', () => {
    expect(fadesIn(null, 'MapScene')).toBe(true);
    expect(fadesIn('MapScene', 'LevelScene')).toBe(true);
    expect(fadesIn('LevelScene', 'MapScene')).toBe(true);
    expect(fadesIn('MapScene', 'MapScene')).toBe(false);
  });
});
