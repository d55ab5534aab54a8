import { describe, expect, it } from 'vitest';
import { addDays, calendarDate, lastDays, nextDate, previousDate } from './calendar';

describe('dates', () => {
  it('formats calendar dates per time zone and rolls over months and years', () => {
    expect(calendarDate(Date.UTC(2026, 0, 1, 3), 'America/Los_Angeles')).toBe('2025-12-31');
    expect(calendarDate(Date.UTC(2026, 0, 1, 3), 'Not/AZone')).toBe('2026-01-01');
    expect(nextDate('2026-02-28')).toBe('2026-03-01');
    expect(nextDate('2026-12-31')).toBe('2027-01-01');
    expect(previousDate('2026-03-01')).toBe('2026-02-28');
    expect(previousDate('2028-03-01')).toBe('2028-02-29');
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
  });
});

describe('lastDays: calendar-day stepping across daylight-saving changes', () => {
  const seven = (ms: number) => lastDays(ms, 'America/New_York', 7);

  it('does not skip 2026-03-08 when New York springs forward (a 23-hour day)', () => {
    const now = Date.UTC(2026, 2, 9, 4, 30); // 2026-03-09 00:30 EDT
    // Stepping back by 24 h lands on 03-07 23:30 EST: 03-08 would be skipped.
    expect(calendarDate(now - 24 * 3600 * 1000, 'America/New_York')).toBe('2026-03-07');
    expect(seven(now)).toEqual(['2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07', '2026-03-08', '2026-03-09']);
  });

  it('does not repeat 2026-11-01 when New York falls back (a 25-hour day)', () => {
    const now = Date.UTC(2026, 10, 2, 4, 30); // 2026-11-01 23:30 EST
    // Stepping back by 24 h lands on 11-01 00:30 EDT: the same day again.
    expect(calendarDate(now - 24 * 3600 * 1000, 'America/New_York')).toBe('2026-11-01');
    expect(seven(now)).toEqual(['2026-10-26', '2026-10-27', '2026-10-28', '2026-10-29', '2026-10-30', '2026-10-31', '2026-11-01']);
  });

  it('ends today in the student time zone', () => {
    expect(lastDays(Date.UTC(2026, 0, 1, 3), 'America/Los_Angeles', 2)).toEqual(['2025-12-30', '2025-12-31']);
  });
});
