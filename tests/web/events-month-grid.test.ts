import { describe, expect, it } from 'vitest';
import { dateLocaleOf } from '@contracts/time-format';
import { addMonths, countInMonth, dayChips, groupByDay, monthTitle, monthWeeks, weekdayLabels } from '../../web/components/month-calendar/month-grid';
import { firstDayOfWeek } from '../../web/components/month-calendar/week-start';
import type { CalendarEvent } from '../../web/components/month-calendar/month-grid';

function event(id: number, start: string, isPrivate = false, end: string | null = null): CalendarEvent {
  return { id, title: `Event ${id}`, start, end, isPrivate, href: `/events/${id}` };
}

const entry = (e: CalendarEvent, dayNumber = 1, dayCount = 1) => ({ event: e, dayNumber, dayCount });

describe('month calendar grid', () => {
  it('starts each week on Sunday: December 2026 begins on a Tuesday after two days of November', () => {
    const weeks = monthWeeks({ year: 2026, month: 12 }, new Map(), '2026-12-03');
    expect(weeks).toHaveLength(5);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(weeks[0]?.map((day) => day.date)).toEqual([
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
    ]);
    expect(weeks[0]?.map((day) => day.inMonth)).toEqual([false, false, true, true, true, true, true]);
    expect(weeks[0]?.[4]?.isToday).toBe(true);
    expect(weeks[4]?.[6]?.date).toBe('2027-01-02');
  });

  it('has four rows for a February that starts on Sunday and six when a 31-day month starts on Saturday', () => {
    expect(monthWeeks({ year: 2026, month: 2 }, new Map(), '')).toHaveLength(4);
    const august = monthWeeks({ year: 2026, month: 8 }, new Map(), '');
    expect(august).toHaveLength(6);
    expect(august[0]?.[6]).toMatchObject({ date: '2026-08-01', inMonth: true });
    expect(august[5]?.[1]).toMatchObject({ date: '2026-08-31', inMonth: true });
  });

  it("puts an event on the viewer's day, not the event zone's or UTC's", () => {
    // 08:00 in Tokyo on 15 January is 23:00 on the 14th in London and 18:00 on the 14th in New York.
    const tokyoMorning = event(1, '2026-01-14T23:00:00Z');
    expect([...groupByDay([tokyoMorning], 'Europe/London').keys()]).toEqual(['2026-01-14']);
    expect([...groupByDay([tokyoMorning], 'Asia/Tokyo').keys()]).toEqual(['2026-01-15']);
    expect([...groupByDay([tokyoMorning], 'America/New_York').keys()]).toEqual(['2026-01-14']);
  });

  it('counts events by month boundary in the viewer zone', () => {
    // 23:30 UTC on 31 March is 00:30 on 1 April in London (summer time).
    const byLondon = groupByDay([event(1, '2026-03-31T23:30:00Z'), event(2, '2026-03-10T12:00:00Z')], 'Europe/London');
    expect(countInMonth(byLondon, { year: 2026, month: 3 })).toBe(1);
    expect(countInMonth(byLondon, { year: 2026, month: 4 })).toBe(1);
    const byUtc = groupByDay([event(1, '2026-03-31T23:30:00Z'), event(2, '2026-03-10T12:00:00Z')], 'UTC');
    expect(countInMonth(byUtc, { year: 2026, month: 3 })).toBe(2);
    expect(countInMonth(byUtc, { year: 2026, month: 4 })).toBe(0);
  });

  it("shows one chip per day, the earliest, and '+N more' for the rest", () => {
    const byDay = groupByDay(
      [event(3, '2026-12-03T20:00:00Z'), event(1, '2026-12-03T09:00:00Z', true), event(2, '2026-12-03T12:00:00Z'), event(4, '2026-12-04T12:00:00Z')],
      'UTC',
    );
    const days = monthWeeks({ year: 2026, month: 12 }, byDay, '').flat();
    const third = days.find((day) => day.date === '2026-12-03');
    const fourth = days.find((day) => day.date === '2026-12-04');
    const fifth = days.find((day) => day.date === '2026-12-05');
    expect(third && dayChips(third)).toEqual({ shown: entry(event(1, '2026-12-03T09:00:00Z', true)), more: 2 });
    expect(fourth && dayChips(fourth)).toMatchObject({ shown: { event: { id: 4 } }, more: 0 });
    expect(fifth && dayChips(fifth)).toEqual({ shown: null, more: 0 });
    expect(countInMonth(byDay, { year: 2026, month: 12 })).toBe(4);
  });

  it('moves across years and names the month', () => {
    expect(addMonths({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(addMonths({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
    expect(addMonths({ year: 2026, month: 5 }, -17)).toEqual({ year: 2024, month: 12 });
    expect(monthTitle({ year: 2026, month: 12 }, dateLocaleOf('en-GB'))).toBe('December 2026');
  });

  it('puts an event over several days on every day it spans, numbered, and counts it once', () => {
    // Saturday 09:00 to Monday 17:00 in London.
    const weekend = event(7, '2026-11-28T09:00:00Z', false, '2026-11-30T17:00:00Z');
    const byDay = groupByDay([weekend], 'Europe/London');
    expect([...byDay.keys()]).toEqual(['2026-11-28', '2026-11-29', '2026-11-30']);
    expect(byDay.get('2026-11-29')).toEqual([entry(weekend, 2, 3)]);
    expect(countInMonth(byDay, { year: 2026, month: 11 })).toBe(1);
    // A span that crosses into December counts in both months.
    const crossing = groupByDay([event(8, '2026-11-30T20:00:00Z', false, '2026-12-01T10:00:00Z')], 'UTC');
    expect(countInMonth(crossing, { year: 2026, month: 11 })).toBe(1);
    expect(countInMonth(crossing, { year: 2026, month: 12 })).toBe(1);
  });

  it('ends a span on the day before when it ends at midnight, and draws no more than two months of it', () => {
    const toMidnight = event(9, '2026-12-03T18:00:00Z', false, '2026-12-04T00:00:00Z');
    expect([...groupByDay([toMidnight], 'UTC').keys()]).toEqual(['2026-12-03']);
    const mistypedYear = event(10, '2026-12-03T18:00:00Z', false, '2027-12-03T18:00:00Z');
    expect(groupByDay([mistypedYear], 'UTC').size).toBe(62);
  });
});

describe('the first day of the week', () => {
  it('follows the locale: Monday in Britain and Germany, Sunday in the US, Saturday in Egypt', () => {
    expect(firstDayOfWeek('en-GB')).toBe(1);
    expect(firstDayOfWeek('de-DE')).toBe(1);
    expect(firstDayOfWeek('en-US')).toBe(0);
    expect(firstDayOfWeek('ar-EG')).toBe(6);
  });

  it('falls back to a table by region where the browser has no week information (Firefox), and to Monday', () => {
    const noWeekInfo = () => undefined;
    expect(firstDayOfWeek('en-GB', noWeekInfo)).toBe(1);
    expect(firstDayOfWeek('en-US', noWeekInfo)).toBe(0);
    expect(firstDayOfWeek('pt-BR', noWeekInfo)).toBe(0);
    expect(firstDayOfWeek('fa-IR', noWeekInfo)).toBe(6);
    expect(firstDayOfWeek('dv-MV', noWeekInfo)).toBe(5);
    // A language alone takes its likely region: English is American, French French.
    expect(firstDayOfWeek('en', noWeekInfo)).toBe(0);
    expect(firstDayOfWeek('fr', noWeekInfo)).toBe(1);
    expect(firstDayOfWeek('not a locale', noWeekInfo)).toBe(1);
  });

  it('lays December 2026 out from Monday for a British viewer: 30 November to 3 January', () => {
    const weeks = monthWeeks({ year: 2026, month: 12 }, new Map(), '2026-12-03', 1);
    expect(weeks[0]?.map((day) => day.date)).toEqual(['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06']);
    expect(weeks.at(-1)?.at(-1)?.date).toBe('2027-01-03');
    expect(weekdayLabels(1)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(weekdayLabels(6)).toEqual(['Sat', 'Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri']);
  });
});
