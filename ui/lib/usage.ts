/**
 * Daily usage (spec part 2 sections 2, 3, 5 "Daily usage"): the page's path says which area the
 * student is using; the flags are posted once per area and day. Nothing is sent without a student
 * or when running outside a browser (server side).
 */
import type { DailyUsageBody, UsageFlag } from '../../worker/usage/usage.contracts';

/**
 * The usage flag of a path, by substring (spec part 2 section 2): `lp/unified` is guest use;
 * `math` or `performance-panel` is math; `reading`, `social-studies`, `superskills` and `science`
 * are their subjects. Checked in that order (so `/lp/unified/math` is guest use). Null otherwise.
 */
export function classifyUsage(path: string): UsageFlag | null {
  const p = path.toLowerCase();
  if (p.includes('lp/unified')) return 'used_guest';
  if (p.includes('math') || p.includes('performance-panel')) return 'used_math';
  if (p.includes('reading')) return 'used_reading';
  if (p.includes('social-studies')) return 'used_social_studies';
  if (p.includes('superskills')) return 'used_superskills';
  if (p.includes('science')) return 'used_science';
  return null;
}

export interface UsageEnv {
  /** The selected student, or null. */
  studentId: number | null;
  /** False when rendering on the server (no window). */
  isBrowser: boolean;
  /** Today in the browser's calendar (YYYY-MM-DD): an area is posted once a day per tab. */
  today: string;
  post: (studentId: number, body: DailyUsageBody) => Promise<unknown>;
}

const sent = new Set<string>();

/**
 * Posts today's usage flag for `path` when there is one, a student, and a browser.
 * @returns the flag sent, or null when nothing was sent. A failed post is logged and forgotten, so
 *   the next visit tries again.
 */
export async function reportUsage(path: string, env: UsageEnv): Promise<UsageFlag | null> {
  if (!env.isBrowser || env.studentId === null) return null;
  const flag = classifyUsage(path);
  if (!flag) return null;
  const key = `${env.studentId}:${env.today}:${flag}`;
  if (sent.has(key)) return null;
  sent.add(key);
  try {
    await env.post(env.studentId, { [flag]: true, data: { path } });
    return flag;
  } catch (e) {
    sent.delete(key);
    console.error('[usage] could not record daily usage', e);
    return null;
  }
}

/** Forgets what this tab already sent (tests). */
export function resetUsageMemory() {
  sent.clear();
}
