import type { DayCount } from '@contracts/admin/schemas';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The `days` UTC calendar dates ending with today's, oldest first: ['2026-11-19', ..., '2026-11-25']. */
export function utcDaysEndingAt(now: Date, days: number): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, i) => new Date(today - (days - 1 - i) * DAY_MS).toISOString().slice(0, 10));
}

/** The first instant of a UTC date, as the ISO text timestamps are stored in ('2026-11-19T00:00:00.000Z'). */
export const startOfUtcDay = (date: string): string => `${date}T00:00:00.000Z`;

/** One entry per day, in order, 0 where nothing was counted: a loop over the days, never over rows. */
export function zeroFilled(days: readonly string[], counts: ReadonlyMap<string, number>): DayCount[] {
  return days.map((date) => ({ date, count: counts.get(date) ?? 0 }));
}
