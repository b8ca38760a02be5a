import { utcToWallTime } from './event-time';
import { weekdayOfDate } from './recurrence';
import { WEEKDAY_NAMES, monthlyOnText } from './recurrence-summary';
import type { MonthlyOn, RepeatRule, Weekday } from './recurrence';

/**
 * The Repeat choices an event form offers, worked out from the event's start in its zone:
 * Does not repeat, Daily, Weekly on Tuesday, Monthly on the second Tuesday (and on the last
 * Tuesday when it is the month's last one), Custom…
 */

export type RepeatPresetId = 'none' | 'daily' | 'weekly' | 'monthly_nth_weekday' | 'monthly_last_weekday' | 'custom';

/** A choice: its rule, or null for Does not repeat and for Custom… (which opens the rule's editor). */
export type RepeatPreset = { id: RepeatPresetId; label: string; rule: RepeatRule | null };

const never = { type: 'never' } as const;

function daysInMonth(date: string): number {
  return new Date(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)), 0)).getUTCDate();
}

/** Which of the month's weekdays the date is: 1st..4th, and whether it is the last one. A 5th is the last. */
function weekdayPlace(date: string): { nth: 1 | 2 | 3 | 4 | null; last: boolean } {
  const day = Number(date.slice(8));
  const nth = Math.ceil(day / 7);
  return { nth: nth <= 4 ? (nth as 1 | 2 | 3 | 4) : null, last: day + 7 > daysInMonth(date) };
}

function monthly(id: RepeatPresetId, on: MonthlyOn): RepeatPreset {
  return { id, label: `Monthly on ${monthlyOnText(on)}`, rule: { frequency: 'monthly', interval: 1, on, ending: never } };
}

export function repeatPresets(start: Date, zone: string): RepeatPreset[] {
  const date = utcToWallTime(start, zone).date;
  const weekday: Weekday = weekdayOfDate(date);
  const place = weekdayPlace(date);
  return [
    { id: 'none', label: 'Does not repeat', rule: null },
    { id: 'daily', label: 'Daily', rule: { frequency: 'daily', interval: 1, ending: never } },
    { id: 'weekly', label: `Weekly on ${WEEKDAY_NAMES[weekday]}`, rule: { frequency: 'weekly', interval: 1, weekdays: [weekday], ending: never } },
    ...(place.nth ? [monthly('monthly_nth_weekday', { type: 'weekday', ordinal: place.nth, weekday })] : []),
    ...(place.last ? [monthly('monthly_last_weekday', { type: 'weekday', ordinal: -1, weekday })] : []),
    { id: 'custom', label: 'Custom…', rule: null },
  ];
}
