import { utcToWallTime } from '../../../server/contracts/event-time';

/** One event as the calendar shows it. `start` is an ISO instant. */
export type CalendarEvent = { id: number; title: string; start: string; isPrivate: boolean; href: string };

/** A calendar month; `month` is 1 to 12. */
export type YearMonth = { year: number; month: number };

export type CalendarDay = {
  /** YYYY-MM-DD */
  date: string;
  day: number;
  inMonth: boolean;
  isToday: boolean;
  events: CalendarEvent[];
};

export const WEEKDAY_LABELS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const DAY_MS = 86_400_000;

const pad = (n: number) => String(n).padStart(2, '0');

function isoDate(utcMs: number): string {
  const d = new Date(utcMs);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

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
export function monthTitle({ year, month }: YearMonth): string {
  return new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(year, month - 1, 1));
}

/** The calendar day of each event as clocks in `zone` (the viewer's) show its start, soonest first within a day. */
export function groupByDay(events: readonly CalendarEvent[], zone: string): Map<string, CalendarEvent[]> {
  const byDay = new Map<string, CalendarEvent[]>();
  const sorted = [...events].sort((a, b) => Date.parse(a.start) - Date.parse(b.start) || a.id - b.id);
  for (const event of sorted) {
    const day = utcToWallTime(new Date(event.start), zone).date;
    const list = byDay.get(day);
    if (list) {
      list.push(event);
    } else {
      byDay.set(day, [event]);
    }
  }
  return byDay;
}

/** How many events start in the month, by the viewer's calendar. */
export function countInMonth(byDay: ReadonlyMap<string, readonly CalendarEvent[]>, { year, month }: YearMonth): number {
  const prefix = `${year}-${pad(month)}-`;
  let count = 0;
  for (const [day, events] of byDay) {
    if (day.startsWith(prefix)) {
      count += events.length;
    }
  }
  return count;
}

/**
 * The month as weeks of Sunday to Saturday: from the Sunday on or before the 1st to the Saturday
 * on or after the last day, so 4 to 6 rows; days of the months around it have `inMonth` false.
 */
export function monthWeeks(
  { year, month }: YearMonth,
  byDay: ReadonlyMap<string, CalendarEvent[]>,
  today: string,
): CalendarDay[][] {
  const first = Date.UTC(year, month - 1, 1);
  const last = Date.UTC(year, month, 0);
  const start = first - new Date(first).getUTCDay() * DAY_MS;
  const end = last + (6 - new Date(last).getUTCDay()) * DAY_MS;
  const weeks: CalendarDay[][] = [];
  for (let ms = start; ms <= end; ms += DAY_MS) {
    const date = isoDate(ms);
    const day: CalendarDay = {
      date,
      day: new Date(ms).getUTCDate(),
      inMonth: ms >= first && ms <= last,
      isToday: date === today,
      events: byDay.get(date) ?? [],
    };
    if (new Date(ms).getUTCDay() === 0) {
      weeks.push([]);
    }
    weeks[weeks.length - 1]?.push(day);
  }
  return weeks;
}

/** The one chip a day shows, and how many more it has ('+N more', spec section 9). */
export function dayChips(day: CalendarDay): { shown: CalendarEvent | null; more: number } {
  return { shown: day.events[0] ?? null, more: Math.max(0, day.events.length - 1) };
}
