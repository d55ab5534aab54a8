/**
 * Video constants (spec part 2 section 9 "Video"). Seconds unless the name ends in `_MS`.
 */

/** A second cue point is registered this long after each next cue point, in seconds. */
export const CUE_POINT_OFFSET_S = 0.251;

/** On the affected platform, a seek that leaves the current time at 0 is tried again after this delay, in seconds. */
export const SEEK_RETRY_DELAY_S = 0.1;

/** Volume set before every play (0..1). */
export const DEFAULT_VOLUME = 1;

/** Default playback speed (spec part 1 section 9 "Video speed default 1"). */
export const DEFAULT_PLAYBACK_RATE = 1;

/**
 * Timing-sync defaults (spec part 2 section 9), the options of @vimeo/player's `setTimingSrc`:
 * drift (seconds) under `allowedDrift` is left alone, up to `maxAllowedDrift` is caught up by
 * changing the playback rate by at most `maxRateAdjustment` over `maxTimeToCatchUp` seconds,
 * beyond it the video seeks; checks run at most every `minCheckInterval` seconds.
 */
export const TIMING_SYNC_DEFAULTS = {
  allowedDrift: 0.3,
  maxAllowedDrift: 1,
  minCheckInterval: 0.1,
  maxRateAdjustment: 0.2,
  maxTimeToCatchUp: 1,
} as const;

/**
 * Our choices (docs/decisions.md "Video engine"): how long a source may take to become ready
 * before the child sees the "video can't load" message instead of a spinner forever, and how long
 * buffering lasts before the spinner shows (short stalls stay invisible).
 */
export const READY_TIMEOUT_MS = 12000;
export const BUFFERING_INDICATOR_DELAY_MS = 600;
