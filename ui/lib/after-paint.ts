/**
 * Work that must not hold up what the screen is about to show (issue 13 bug 11: the game's sprite
 * reveal after a right answer cost the feedback card a frame on a busy machine).
 */

/**
 * Runs `run` after the browser has painted its next frame: the animation frame callback runs
 * before that frame's paint, and a task queued from it runs after the paint. In a hidden tab
 * (no frames) it waits until the tab is shown again, as the game's own loop does.
 * @param run what to do; an exception is its own (thrown in its task, not here)
 */
export function afterNextPaint(run: () => void): void {
  requestAnimationFrame(() => setTimeout(run, 0));
}
