import { z } from 'zod';

/**
 * The Repeat rule a member can choose for an event, as data (the server's expansion, the form, the
 * summary and the RRULE text all start from it). Deliberately a small part of RFC 5545: every N
 * days, weeks (on some weekdays), months (on a day of the month or the 1st..4th or last weekday)
 * or years (on the start's date), ending never, on a local date in the event's zone, or after N
 * times. Its RRULE text is in recurrence-rrule.ts, the form's presets in recurrence-presets.ts,
 * the English summary in recurrence-summary.ts, the dates it gives in recurrence-dates.ts.
 */

export const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** 1st..4th, or -1 for the last one of the month (a 5th weekday is the last one). */
export const WEEKDAY_ORDINALS = [1, 2, 3, 4, -1] as const;
export type WeekdayOrdinal = (typeof WEEKDAY_ORDINALS)[number];

export const MAX_INTERVAL = 99;
export const MAX_OCCURRENCE_COUNT = 730;

const weekday = (field: string) => z.enum(WEEKDAYS, { error: `${field} must be one of ${WEEKDAYS.join(', ')}` });

const interval = z
  .number({ error: 'interval must be a number' })
  .int({ error: 'interval must be a whole number' })
  .min(1, { error: 'interval must be at least 1' })
  .max(MAX_INTERVAL, { error: `interval must be at most ${MAX_INTERVAL}` });

const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date written YYYY-MM-DD that exists ('2027-02-30' does not). */
export function isLocalDate(value: string): boolean {
  const match = LOCAL_DATE.exec(value);
  if (!match) {
    return false;
  }
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const localDate = (field: string) =>
  z
    .string({ error: `${field} must be a date written YYYY-MM-DD` })
    .refine(isLocalDate, { error: `${field} must be a date written YYYY-MM-DD` });

export const RepeatEndingSchema = z.discriminatedUnion(
  'type',
  [
    z.strictObject({ type: z.literal('never') }),
    /** The last day an occurrence may fall on, in the event's own zone (inclusive). */
    z.strictObject({ type: z.literal('on'), date: localDate('ending.date') }),
    z.strictObject({
      type: z.literal('after'),
      count: z
        .number({ error: 'ending.count must be a number' })
        .int({ error: 'ending.count must be a whole number' })
        .min(1, { error: 'ending.count must be at least 1' })
        .max(MAX_OCCURRENCE_COUNT, { error: `ending.count must be at most ${MAX_OCCURRENCE_COUNT}` }),
    }),
  ],
  { error: 'ending.type must be never, on or after' },
);
export type RepeatEnding = z.infer<typeof RepeatEndingSchema>;

export const MonthlyOnSchema = z.discriminatedUnion(
  'type',
  [
    /** The same day of every month; a month without it is skipped (RFC 5545: the 31st skips April). */
    z.strictObject({
      type: z.literal('day_of_month'),
      day: z
        .number({ error: 'on.day must be a number' })
        .int({ error: 'on.day must be a whole number' })
        .min(1, { error: 'on.day must be at least 1' })
        .max(31, { error: 'on.day must be at most 31' }),
    }),
    /** The 1st..4th or last given weekday of every month ('the last Friday'). */
    z.strictObject({
      type: z.literal('weekday'),
      ordinal: z.literal(WEEKDAY_ORDINALS, { error: 'on.ordinal must be 1, 2, 3, 4 or -1 (the last)' }),
      weekday: weekday('on.weekday'),
    }),
  ],
  { error: 'on.type must be day_of_month or weekday' },
);
export type MonthlyOn = z.infer<typeof MonthlyOnSchema>;

const weekdays = z
  .array(weekday('weekdays'), { error: 'weekdays must be a list of weekdays' })
  .min(1, { error: 'weekdays must name at least one weekday' })
  .max(WEEKDAYS.length, { error: `weekdays must name at most ${WEEKDAYS.length} weekdays` })
  .refine((days) => new Set(days).size === days.length, { error: 'weekdays must not name a weekday twice' })
  // One order everywhere (Monday first), so equal rules compare and print equal.
  .transform((days) => WEEKDAYS.filter((day) => days.includes(day)));

const ending = RepeatEndingSchema;

export const RepeatRuleSchema = z.discriminatedUnion(
  'frequency',
  [
    z.strictObject({ frequency: z.literal('daily'), interval, ending }),
    z.strictObject({ frequency: z.literal('weekly'), interval, weekdays, ending }),
    z.strictObject({ frequency: z.literal('monthly'), interval, on: MonthlyOnSchema, ending }),
    /** On the month and day of the series' start (14 March every year; 29 February skips non-leap years). */
    z.strictObject({ frequency: z.literal('yearly'), interval, ending }),
  ],
  { error: 'frequency must be daily, weekly, monthly or yearly' },
);
export type RepeatRule = z.output<typeof RepeatRuleSchema>;
export type RepeatRuleInput = z.input<typeof RepeatRuleSchema>;
export type RepeatFrequency = RepeatRule['frequency'];

/** The ISO weekday (Monday 1 .. Sunday 7) of a local date written YYYY-MM-DD. */
export function weekdayOfDate(date: string): Weekday {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return WEEKDAYS[(day + 6) % 7] as Weekday;
}
