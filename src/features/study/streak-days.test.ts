import { describe, expect, it } from 'vitest';
import { CALENDAR_DAYS, calendarWeeks, formatLongDay } from './streak-days';

describe('the reading calendar’s weeks', () => {
  it('hold the 84 days ending today, in weeks from Sunday, with days outside left empty', () => {
    // Wednesday 12 March 2025; the first day is Thursday 19 December 2024.
    const weeks = calendarWeeks('2025-03-12', []);
    const days = weeks.flatMap((week) => week.days).filter((day) => day !== null);

    expect(days).toHaveLength(CALENDAR_DAYS);
    expect(days[0]?.date).toBe('2024-12-19');
    expect(days.at(-1)).toEqual({ date: '2025-03-12', studied: false, isToday: true });
    expect(weeks).toHaveLength(13);
    expect(weeks[0]?.start).toBe('2024-12-15');
    expect(weeks[0]?.days.slice(0, 4)).toEqual([null, null, null, null]);
    expect(weeks.at(-1)?.days.slice(4)).toEqual([null, null, null]);
    expect(weeks.every((week) => week.days.length === 7)).toBe(true);
  });

  it('mark the days studied, and ignore days outside the 12 weeks', () => {
    const weeks = calendarWeeks('2025-03-12', ['2024-12-18', '2024-12-19', '2025-03-01', '2025-03-13']);
    const studied = weeks.flatMap((week) => week.days).filter((day) => day?.studied);
    expect(studied.map((day) => day?.date)).toEqual(['2024-12-19', '2025-03-01']);
  });

  it('step over a month end, a leap day and the year', () => {
    const days = calendarWeeks('2024-03-01', [], 3)
      .flatMap((week) => week.days)
      .filter((day) => day !== null)
      .map((day) => day.date);
    expect(days).toEqual(['2024-02-28', '2024-02-29', '2024-03-01']);
  });

  it('are empty when there is no today (a signed-out answer) or it is not a date', () => {
    expect(calendarWeeks('', ['2025-03-12'])).toEqual([]);
    expect(calendarWeeks('2025-02-30', [])).toEqual([]);
    expect(calendarWeeks('12/03/2025', [])).toEqual([]);
  });

  it('name each day in words, whatever the browser’s zone', () => {
    expect(formatLongDay('2025-03-12')).toBe('Wednesday, March 12, 2025');
    expect(formatLongDay('2024-12-29')).toBe('Sunday, December 29, 2024');
  });
});
