/**
 * Superskills rules, pure (spec part 2 sections 4, 5 and 9 "Superskills"): when an episode is
 * complete, the current level from the episodes watched, the fallback for a requested level out of
 * range, and the monster's steps when it catches up. The statechart (superskills.machine.ts) and
 * the views call these; nothing here talks to the server.
 */

/** A student's record of an episode (spec section 3: student_superskills_video, first used). */
export interface StudentEpisodeRecord {
  completed_superskills_at: string | null;
  completed_math_at: string | null;
}

/** An episode as the student videos call answers it. */
export interface EpisodeProgress {
  episode_number: number;
  student_superskills_video: StudentEpisodeRecord[];
}

/** Spec section 4: an episode is complete if completed_math_at or completed_superskills_at is set. */
export function episodeComplete(e: EpisodeProgress): boolean {
  const record = e.student_superskills_video[0];
  return record !== undefined && (record.completed_math_at !== null || record.completed_superskills_at !== null);
}

/**
 * Spec section 4: the current level is the highest completed episode number + 1, capped at the
 * maximum; at or above the maximum every episode counts as watched.
 * @param maxEpisodes the number of episodes (the map's top level), at least 1
 * @returns `level` in 1..maxEpisodes and `allWatched`
 */
export function currentLevel(episodes: readonly EpisodeProgress[], maxEpisodes: number): { level: number; allWatched: boolean } {
  const highest = Math.max(0, ...episodes.filter(episodeComplete).map((e) => e.episode_number));
  const next = highest + 1;
  return { level: Math.min(Math.max(1, next), maxEpisodes), allWatched: next > maxEpisodes };
}

/**
 * Spec section 5: episode numbers are valid from 1 to the maximum; an out-of-range (or not whole)
 * requested level falls back to the computed current level.
 */
export function requestedLevel(requested: number | null | undefined, computed: number, maxEpisodes: number): number {
  if (requested === null || requested === undefined || !Number.isInteger(requested) || requested < 1 || requested > maxEpisodes) return computed;
  return requested;
}

/** One step of the monster toward `target` (spec: one level per 200 ms when catching up). */
export function stepToward(at: number, target: number): number {
  return at === target ? at : at < target ? at + 1 : at - 1;
}
