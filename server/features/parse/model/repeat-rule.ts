import { MAX_OCCURRENCE_COUNT, RepeatRuleSchema, isLocalDate, weekdayOfDate } from '@contracts/events/recurrence';
import type { RepeatEnding, RepeatRule, RepeatRuleInput } from '@contracts/events/recurrence';
import type { EndingWords, RepeatBase } from '../text/repeat-words';
import { addDays, daysBetween } from './iso-when';
import type { When } from './draft';

/**
 * A Repeat rule against the event it is read for: its ending words made a date or a count, whether
 * it fits the event's start (a Tuesday event does not repeat "every Friday"), and the first date
 * it gives from a day on ("the last Friday of the month" from a Monday).
 */

/** A rule as the contract has it, or null when it is not one (a reader never answers an invalid rule). */
export function validRule(rule: RepeatRuleInput): RepeatRule | null {
  const parsed = RepeatRuleSchema.safeParse(rule);
  return parsed.success ? parsed.data : null;
}

const pad = (n: number) => String(n).padStart(2, '0');
const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** "until 30 June" from a start: the first 30 June on or after it (or the year written). */
function untilDate(words: Extract<EndingWords, { type: 'until' }>, from: string): string | null {
  const startYear = Number(from.slice(0, 4));
  for (const year of words.year !== null ? [words.year] : [startYear, startYear + 1]) {
    const day = words.day === 'last' ? daysInMonth(year, words.month) : words.day;
    const date = `${year}-${pad(words.month)}-${pad(day)}`;
    if (isLocalDate(date) && date >= from) {
      return date;
    }
  }
  return null;
}

/** "for 10 weeks" as a number of dates: every week of ten, each of its weekdays; "for 6 months" of a monthly rule, six. */
function countFor(base: RepeatBase, amount: number, unit: 'day' | 'week' | 'month'): number | null {
  const steps = (span: number) => Math.floor((span - 1) / base.interval) + 1;
  switch (base.frequency) {
    case 'daily':
      return unit === 'month' ? null : steps(unit === 'week' ? amount * 7 : amount);
    case 'weekly':
      return unit === 'week' ? steps(amount) * base.weekdays.length : null;
    case 'monthly':
      return unit === 'month' ? steps(amount) : null;
  }
}

function endingOf(base: RepeatBase, words: EndingWords, from: string): RepeatEnding {
  switch (words.type) {
    case 'never':
      return { type: 'never' };
    case 'after':
      return { type: 'after', count: Math.min(words.count, MAX_OCCURRENCE_COUNT) };
    case 'until': {
      const date = untilDate(words, from);
      return date ? { type: 'on', date } : { type: 'never' };
    }
    case 'for': {
      const count = countFor(base, words.amount, words.unit);
      return count ? { type: 'after', count: Math.min(count, MAX_OCCURRENCE_COUNT) } : { type: 'never' };
    }
  }
}

/** The rule the words give, for an event starting on `from` (its ending's year counts from there). */
export function ruleFromWords(base: RepeatBase, words: EndingWords, from: string): RepeatRule | null {
  return validRule({ ...base, ending: endingOf(base, words, from) });
}

/** Whether a rule gives this date: its weekday, its day of the month, its nth weekday. */
export function ruleGivesDate(rule: RepeatRule, date: string): boolean {
  switch (rule.frequency) {
    case 'daily':
    case 'yearly':
      return true;
    case 'weekly':
      return rule.weekdays.includes(weekdayOfDate(date));
    case 'monthly': {
      const day = Number(date.slice(8, 10));
      if (rule.on.type === 'day_of_month') {
        return day === rule.on.day;
      }
      const last = daysInMonth(Number(date.slice(0, 4)), Number(date.slice(5, 7)));
      const nth = rule.on.ordinal === -1 ? day + 7 > last : Math.ceil(day / 7) === rule.on.ordinal;
      return weekdayOfDate(date) === rule.on.weekday && nth;
    }
  }
}

/** The first date on or after `from` that the rule gives (within a year and a bit), or null. */
export function firstRuleDate(rule: RepeatRule, from: string): string | null {
  for (let days = 0; days <= 400; days += 1) {
    const date = addDays(from, days);
    if (ruleGivesDate(rule, date)) {
      return date;
    }
  }
  return null;
}

const PERIOD_DAYS: Record<RepeatRule['frequency'], number> = { daily: 1, weekly: 7, monthly: 28, yearly: 365 };

/**
 * Whether the rule fits an event with this start and end: the rule gives the start's date, and
 * one date lasts no longer than the rule's step (a festival from 1 to 5 June is not "daily").
 */
export function ruleFitsEvent(rule: RepeatRule, start: When, end: When | undefined): boolean {
  const span = end ? daysBetween(start.date, end.date) : 0;
  return ruleGivesDate(rule, start.date) && span <= PERIOD_DAYS[rule.frequency] * rule.interval && (rule.ending.type !== 'on' || rule.ending.date >= start.date);
}
