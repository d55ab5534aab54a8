/**
 * Calendar days in a student's time zone (spec part 1 section 4 "Daily limit": a date
 * comparison). Dates are 'YYYY-MM-DD' strings; times are epoch milliseconds. Stepping works on
 * the date itself, never by 24 h, so a daylight-saving change neither skips nor repeats a day.
 */

/** Whether `timezone` is an IANA zone this runtime knows. */
function knownZone(timezone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-CA', { timeZone: timezone });
    return true;
  } catch {
    return false;
  }
}

/** The calendar date (YYYY-MM-DD) of `ms` in `timezone`; an unknown zone falls back to UTC. */
export function calendarDate(ms: number, timezone: string): string {
  const zone = knownZone(timezone) ? timezone : 'UTC';
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(ms));
}

/** The date `days` calendar days after a YYYY-MM-DD date (negative: before). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The day after a YYYY-MM-DD date. */
export function nextDate(date: string): string {
  return addDays(date, 1);
}

/** The day before a YYYY-MM-DD date. */
export function previousDate(date: string): string {
  return addDays(date, -1);
}

/** The `count` calendar days ending with the day of `ms` in `timezone`, oldest first. */
export function lastDays(ms: number, timezone: string, count: number): string[] {
  const today = calendarDate(ms, timezone);
  return Array.from({ length: count }, (_, i) => addDays(today, i - count + 1));
}
