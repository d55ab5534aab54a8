/**
 * Keeping a video in step with a shared clock (spec part 2 section 9 timing-sync defaults). The
 * Vimeo source hands the options to @vimeo/player's `setTimingSrc`; the own source uses
 * `syncStep` the same way: small drift is ignored, medium drift is caught up by a bounded
 * playback-rate change, large drift seeks.
 */
import { DEFAULT_PLAYBACK_RATE, TIMING_SYNC_DEFAULTS } from './constants';

export type TimingSyncOptions = { [K in keyof typeof TIMING_SYNC_DEFAULTS]: number };

export type SyncAction = { action: 'none'; rate: number } | { action: 'rate'; rate: number } | { action: 'seek'; to: number; rate: number };

/**
 * What to do for a video at `videoTime` that should be at `targetTime` (seconds).
 * |drift| ≤ allowedDrift → play at the normal rate; ≤ maxAllowedDrift → rate 1 ± drift /
 * maxTimeToCatchUp, clamped to ± maxRateAdjustment; beyond → seek to the target.
 */
export function syncStep(videoTime: number, targetTime: number, options: TimingSyncOptions = TIMING_SYNC_DEFAULTS): SyncAction {
  const drift = targetTime - videoTime;
  const size = Math.abs(drift);
  if (size <= options.allowedDrift) return { action: 'none', rate: DEFAULT_PLAYBACK_RATE };
  if (size > options.maxAllowedDrift) return { action: 'seek', to: targetTime, rate: DEFAULT_PLAYBACK_RATE };
  const adjust = Math.max(-options.maxRateAdjustment, Math.min(options.maxRateAdjustment, drift / options.maxTimeToCatchUp));
  return { action: 'rate', rate: Math.round((DEFAULT_PLAYBACK_RATE + adjust) * 1000) / 1000 };
}
