import { utcToWallTime } from './event-time';
import { formatFullDate } from '../time-format/dates';
import { formatterFor } from '../time-format/formatters';
import type { DateLocale } from '../time-format/viewer-locale';
import type { MonthlyOn, RepeatEnding, RepeatRule, Weekday, WeekdayOrdinal } from './recurrence';

/**
 * A Repeat rule in plain English, as the event page, the form and e-mails say it: "Every Tuesday",
 * "Every 2 weeks on Tuesday and Thursday, until 30 June", "Monthly on the last Friday",
 * "Every day, 10 times", "Every year on 14 March". The words are the app's (English); dates follow
 * the reader's conventions through `locale` ("30 June" or "June 30").
 */

export const WEEKDAY_NAMES: Record<Weekday, string> = {
  MO: 'Monday',
  TU: 'Tuesday',
  WE: 'Wednesday',
  TH: 'Thursday',
  FR: 'Friday',
  SA: 'Saturday',
  SU: 'Sunday',
};

export const ORDINAL_NAMES: Record<WeekdayOrdinal, string> = { 1: 'first', 2: 'second', 3: 'third', 4: 'fourth', [-1]: 'last' };

/** 'Tuesday', 'Tuesday and Thursday', 'Monday, Wednesday and Friday'. */
export function listOfWeekdays(days: readonly Weekday[]): string {
  const names = days.map((day) => WEEKDAY_NAMES[day]);
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** 'the first Thursday', 'the last Friday', or 'day 14'. */
export function monthlyOnText(on: MonthlyOn): string {
  return on.type === 'day_of_month' ? `day ${on.day}` : `the ${ORDINAL_NAMES[on.ordinal]} ${WEEKDAY_NAMES[on.weekday]}`;
}

/** Noon UTC of a local date, so its day and month read the same in the UTC formatter. */
const dayInstant = (date: string) => new Date(`${date}T12:00:00Z`);

/** '30 June' (or 'June 30'); with its year when it is not the year the series starts in. */
function untilText(date: string, startDate: string, locale: DateLocale): string {
  return date.slice(0, 4) === startDate.slice(0, 4)
    ? formatterFor(locale, 'UTC', { day: 'numeric', month: 'long' }).format(dayInstant(date))
    : formatFullDate(dayInstant(date), 'UTC', locale);
}

function endingText(ending: RepeatEnding, startDate: string, locale: DateLocale): string {
  switch (ending.type) {
    case 'never':
      return '';
    case 'after':
      return ending.count === 1 ? ', once' : `, ${ending.count} times`;
    case 'on':
      return `, until ${untilText(ending.date, startDate, locale)}`;
  }
}

const WORKING_WEEK: readonly Weekday[] = ['MO', 'TU', 'WE', 'TH', 'FR'];
const isWorkingWeek = (days: readonly Weekday[]) => days.length === WORKING_WEEK.length && WORKING_WEEK.every((day) => days.includes(day));

/** 'Every day' or 'Every 3 weeks': how often, before what falls on which day. */
const every = (interval: number, unit: string) => (interval === 1 ? `Every ${unit}` : `Every ${interval} ${unit}s`);

function repeatText(rule: RepeatRule, startDate: string, locale: DateLocale): string {
  switch (rule.frequency) {
    case 'daily':
      return every(rule.interval, 'day');
    case 'weekly':
      if (rule.interval === 1) {
        if (rule.weekdays.length === 7) {
          return 'Every day';
        }
        return isWorkingWeek(rule.weekdays) ? 'Every weekday' : `Every ${listOfWeekdays(rule.weekdays)}`;
      }
      return `${every(rule.interval, 'week')} on ${isWorkingWeek(rule.weekdays) ? 'weekdays' : listOfWeekdays(rule.weekdays)}`;
    case 'monthly':
      return `${rule.interval === 1 ? 'Monthly' : every(rule.interval, 'month')} on ${monthlyOnText(rule.on)}`;
    case 'yearly':
      return `${every(rule.interval, 'year')} on ${formatterFor(locale, 'UTC', { day: 'numeric', month: 'long' }).format(dayInstant(startDate))}`;
  }
}

/**
 * The rule in words, for a series starting at `start` in `zone` (a yearly rule repeats on that
 * date; an end date in the start's year is written without its year).
 */
export function describeRepeatRule(rule: RepeatRule, start: Date, zone: string, locale: DateLocale): string {
  const startDate = utcToWallTime(start, zone).date;
  return `${repeatText(rule, startDate, locale)}${endingText(rule.ending, startDate, locale)}`;
}
