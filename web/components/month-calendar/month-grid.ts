import { utcToWallTime, wallTimeToUtc } from '@contracts/events/event-time';
import { formatMonthTitle } from '@contracts/time-format';
import type { DateLocale } from '@contracts/time-format';
import type { Weekday } from './week-start';

/** One event as the calendar shows it. `start` and `end` are ISO instants; `end` may be absent. */
export type CalendarEvent = {
  id: number;
  title: string;
  start: string;
  end: string | null;
  isPrivate: boolean;
  href: string;
  /** A second line in the day's agenda, such as the community's name. */
  subtitle?: string;
  /** Short words about the event, such as 'Waitlist' or 'Full': shown in the day's agenda and read with its chip. */
  notes?: readonly string[];
};

/** An event on one of its days: an event over several days appears on each, numbered. */
export type CalendarEntry = { event: CalendarEvent; dayNumber: number; dayCount: number };

/** A calendar month; `month` is 1 to 12. */
export type YearMonth = { year: number; month: number };

export type CalendarDay = {
  /** YYYY-MM-DD */
  date: string;
  day: number;
  inMonth: boolean;
  isToday: boolean;
  entries: CalendarEntry[];
};

/** The days' short names, Sunday first (as Date.getUTCDay() numbers them). */
export const WEEKDAY_LABELS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** The column headings of a week that starts on `weekStart`. */
export function weekdayLabels(weekStart: Weekday): string[] {
  return WEEKDAY_LABELS.map((_, index) => WEEKDAY_LABELS[(weekStart + index) % 7] ?? '');
}
const DAY_MS = 86_400_000;
/** The most days one event is drawn on: a long festival shows, a mistyped year-long end does not fill a year. */
const MAX_SPAN_DAYS = 62;

const pad = (n: number) => String(n).padStart(2, '0');

function isoDate(utcMs: number): string {
  const d = new Date(utcMs);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

const dayMs = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** The month a YYYY-MM-DD date falls in. */
export function monthOf(date: string): YearMonth {
  const [year, month] = date.split('-').map(Number);
  return { year: year ?? 1970, month: month ?? 1 };
}

export function addMonths({ year, month }: YearMonth, count: number): YearMonth {
  const index = year * 12 + (month - 1) + count;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** 'December 2026'. */
export function monthTitle({ year, month }: YearMonth, locale: DateLocale): string {
  return formatMonthTitle(year, month, locale);
}

/** The viewer's days an event covers: from its start's day to the day of its last moment (an end at midnight ends the day before). */
function daysOf(event: CalendarEvent, zone: string): string[] {
  const start = new Date(event.start);
  const first = utcToWallTime(start, zone).date;
  const endMs = event.end ? Date.parse(event.end) : Number.NaN;
  const last = endMs > start.getTime() ? utcToWallTime(new Date(endMs - 1), zone).date : first;
  const days: string[] = [];
  for (let ms = dayMs(first); ms <= dayMs(last) && days.length < MAX_SPAN_DAYS; ms += DAY_MS) {
    days.push(isoDate(ms));
  }
  return days;
}

/**
 * Each day's entries as clocks in `zone` (the viewer's) show them: an event sits on the day of
 * its start and on every further day it spans; within a day, soonest start first.
 */
export function groupByDay(events: readonly CalendarEvent[], zone: string): Map<string, CalendarEntry[]> {
  const byDay = new Map<string, CalendarEntry[]>();
  const sorted = [...events].sort((a, b) => Date.parse(a.start) - Date.parse(b.start) || a.id - b.id);
  for (const event of sorted) {
    const days = daysOf(event, zone);
    days.forEach((day, index) => {
      const entry: CalendarEntry = { event, dayNumber: index + 1, dayCount: days.length };
      const list = byDay.get(day);
      if (list) {
        list.push(entry);
      } else {
        byDay.set(day, [entry]);
      }
    });
  }
  return byDay;
}

/** How many events take place in the month, by the viewer's calendar (one over several days counts once). */
export function countInMonth(byDay: ReadonlyMap<string, readonly CalendarEntry[]>, { year, month }: YearMonth): number {
  const prefix = `${year}-${pad(month)}-`;
  const ids = new Set<number>();
  for (const [day, entries] of byDay) {
    if (day.startsWith(prefix)) {
      for (const entry of entries) {
        ids.add(entry.event.id);
      }
    }
  }
  return ids.size;
}

/**
 * The month as weeks from `weekStart` (Sunday unless given; the viewer's comes from week-start.ts):
 * from that weekday on or before the 1st to the week's last day on or after the month's last, so 4
 * to 6 rows; days of the months around it have `inMonth` false.
 */
export function monthWeeks(
  { year, month }: YearMonth,
  byDay: ReadonlyMap<string, CalendarEntry[]>,
  today: string,
  weekStart: Weekday = 0,
): CalendarDay[][] {
  const first = Date.UTC(year, month - 1, 1);
  const last = Date.UTC(year, month, 0);
  const start = first - ((new Date(first).getUTCDay() - weekStart + 7) % 7) * DAY_MS;
  const end = last + ((weekStart + 6 - new Date(last).getUTCDay()) % 7) * DAY_MS;
  const weeks: CalendarDay[][] = [];
  for (let ms = start; ms <= end; ms += DAY_MS) {
    const date = isoDate(ms);
    const day: CalendarDay = {
      date,
      day: new Date(ms).getUTCDate(),
      inMonth: ms >= first && ms <= last,
      isToday: date === today,
      entries: byDay.get(date) ?? [],
    };
    if (new Date(ms).getUTCDay() === weekStart) {
      weeks.push([]);
    }
    weeks[weeks.length - 1]?.push(day);
  }
  return weeks;
}

/** The one chip a day shows, and how many more it has ('+N more', spec section 9). */
export function dayChips(day: CalendarDay): { shown: CalendarEntry | null; more: number } {
  return { shown: day.entries[0] ?? null, more: Math.max(0, day.entries.length - 1) };
}

/** Whether a day lies in the month shown. */
export function isInMonth(date: string, { year, month }: YearMonth): boolean {
  return date.startsWith(`${year}-${pad(month)}-`);
}

/** How far before a month's grid its events are asked for: an event that began up to then shows on the days it spans. */
const SPAN_LOOKBACK_DAYS = 31;
/** A grid shows up to six days of the months either side, whatever day its weeks start on. */
const GRID_EDGE_DAYS = 7;

/** A month as a YYYY-MM key ('2026-12'): one query per month. */
export const monthKey = ({ year, month }: YearMonth) => `${year}-${pad(month)}`;

/**
 * The instants whose events a month's grid may show, as clocks in `zone` (the viewer's) count its
 * days: from the Monday or Sunday before the 1st (less a month, for events over several days that
 * began earlier) to the day after the grid's last.
 */
export function monthRange({ year, month }: YearMonth, zone: string): { from: string; to: string } {
  const first = Date.UTC(year, month - 1, 1) - (GRID_EDGE_DAYS + SPAN_LOOKBACK_DAYS) * DAY_MS;
  const end = Date.UTC(year, month, 0) + (GRID_EDGE_DAYS + 1) * DAY_MS;
  return { from: wallTimeToUtc(isoDate(first), '00:00', zone).toISOString(), to: wallTimeToUtc(isoDate(end), '00:00', zone).toISOString() };
}
