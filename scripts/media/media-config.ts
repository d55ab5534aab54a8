/** Size limits and format of the generated media (scripts/media/render-media.ts); checked by media.test.ts. */

/** All of assets/video together must stay under this many bytes (issue 6: under 20 MB). */
export const MEDIA_BUDGET_BYTES = 20 * 1000 * 1000;
export const VIDEO_WIDTH = 640;
export const VIDEO_HEIGHT = 360;
/** Frames per second: enough for the intro film's bounces and drifts; the other videos are mostly still. */
export const VIDEO_FPS = 12;
/** Every video the generator makes, by id. */
export const MEDIA_IDS = ['intro', 'desert-17', 'desert-18', 'desert-19', 'desert-20', 'desert-21', 'lesson-sample'] as const;
/** VP9 quality of the animated intro (lower = sharper and larger; 0-63). */
export const INTRO_CRF = 40;
