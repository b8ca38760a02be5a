import { isValidTimeZone } from '@contracts/events/event-time';
import { MAX_OCCURRENCE_COUNT, weekdayOfDate } from '@contracts/events/recurrence';
import type { MonthlyOn, RepeatEnding, RepeatRule, RepeatRuleInput, Weekday, WeekdayOrdinal } from '@contracts/events/recurrence';
import type { When } from '../model/draft';
import { daysBetween, parseIsoWhen } from '../model/iso-when';
import { firstRuleDate, ruleGivesDate, validRule } from '../model/repeat-rule';
import { asList, isNode, textOf } from './schema-event';
import type { SchemaNode, SchemaValue } from './schema-event';

/**
 * A schema.org Event's `eventSchedule` (a Schedule) as a Repeat rule: `repeatFrequency` as an ISO
 * 8601 duration (P1D, P1W, P2W, P1M, P1Y; "P7D" is weekly) or a word ("weekly"), `byDay`
 * (https://schema.org/Tuesday or "Tuesday"), `byMonthDay`, `byMonthWeek`, `repeatCount`, `endDate`;
 * `startDate`, `startTime`, `endTime` and `scheduleTimezone` give the start when the event has
 * none. A schedule the Repeat control cannot hold (two days of the month, an unknown frequency)
 * gives no rule, never an error.
 */

export interface ScheduleReading {
  repeat: RepeatRule;
  start: When;
  end?: When;
}

type Frequency = RepeatRule['frequency'];

const FREQUENCY_WORDS: Record<string, [Frequency, number]> = {
  daily: ['daily', 1],
  weekly: ['weekly', 1],
  fortnightly: ['weekly', 2],
  biweekly: ['weekly', 2],
  monthly: ['monthly', 1],
  yearly: ['yearly', 1],
  annually: ['yearly', 1],
};

function frequencyOf(value: SchemaValue | undefined): [Frequency, number] | null {
  const text = (textOf(value) ?? '').trim();
  const iso = /^P(\d{1,3})([DWMY])$/i.exec(text);
  if (iso) {
    const n = Number(iso[1]);
    const unit = (iso[2] ?? '').toUpperCase();
    if (unit === 'D') {
      return n % 7 === 0 ? ['weekly', n / 7] : ['daily', n];
    }
    return [unit === 'W' ? 'weekly' : unit === 'M' ? 'monthly' : 'yearly', n];
  }
  return FREQUENCY_WORDS[text.toLowerCase().replace(/^.*[/#:]/, '')] ?? null;
}

const DAYS: [RegExp, Weekday][] = [
  [/^mo/, 'MO'],
  [/^tu/, 'TU'],
  [/^we/, 'WE'],
  [/^th/, 'TH'],
  [/^fr/, 'FR'],
  [/^sa/, 'SA'],
  [/^su/, 'SU'],
];

/** Weekdays as schema.org names them ("https://schema.org/Tuesday", "Tuesday", "TU"); null when one is not a weekday. */
function weekdaysOf(value: SchemaValue | undefined): Weekday[] | null {
  const days: Weekday[] = [];
  for (const item of asList(value)) {
    const word = (typeof item === 'string' ? item : isNode(item) ? (textOf(item['@id']) ?? textOf(item)) : undefined)?.trim().replace(/^.*[/#:]/, '').toLowerCase() ?? '';
    const full = /^(?:mon|tues|wednes|thurs|fri|satur|sun)day$/.test(word) || /^(?:mo|tu|we|th|fr|sa|su)$/.test(word);
    const day = full ? DAYS.find(([pattern]) => pattern.test(word))?.[1] : undefined;
    if (!day) {
      return null;
    }
    days.push(day);
  }
  return days;
}

function integersOf(value: SchemaValue | undefined): number[] | null {
  const numbers = asList(value).map((item) => Number(typeof item === 'number' ? item : textOf(item)));
  return numbers.every((n) => Number.isInteger(n)) ? numbers : null;
}

const ordinalOf = (week: number): WeekdayOrdinal | null => (week >= 1 && week <= 4 ? (week as WeekdayOrdinal) : week === 5 || week === -1 ? -1 : null);

function monthlyOn(schedule: SchemaNode, days: Weekday[], start: When): MonthlyOn | null {
  const monthDays = integersOf(schedule.byMonthDay);
  const weeks = integersOf(schedule.byMonthWeek);
  if (!monthDays || !weeks || monthDays.length > 1 || weeks.length > 1 || days.length > 1) {
    return null;
  }
  const [day] = monthDays;
  const [week] = weeks;
  const [weekday] = days;
  if (day !== undefined) {
    return weekday === undefined && week === undefined ? { type: 'day_of_month', day } : null;
  }
  if (week !== undefined && weekday !== undefined) {
    const ordinal = ordinalOf(week);
    return ordinal ? { type: 'weekday', ordinal, weekday } : null;
  }
  return week === undefined && weekday === undefined ? { type: 'day_of_month', day: Number(start.date.slice(8, 10)) } : null;
}

function endingOf(schedule: SchemaNode): RepeatEnding | null {
  const count = integersOf(schedule.repeatCount);
  if (count?.[0] !== undefined) {
    return count[0] >= 1 ? { type: 'after', count: Math.min(count[0], MAX_OCCURRENCE_COUNT) } : null;
  }
  const end = parseIsoWhen(textOf(schedule.endDate));
  return end ? { type: 'on', date: end.date } : { type: 'never' };
}

function ruleOf(schedule: SchemaNode, start: When): RepeatRule | null {
  const frequency = frequencyOf(schedule.repeatFrequency);
  const days = weekdaysOf(schedule.byDay);
  const ending = endingOf(schedule);
  if (!frequency || !days || !ending) {
    return null;
  }
  const [kind, interval] = frequency;
  const base = { interval, ending };
  const weekday = weekdayOfDate(start.date);
  const rules: Record<Frequency, () => RepeatRuleInput | null> = {
    daily: () => ({ frequency: 'daily', ...base }),
    weekly: () => ({ frequency: 'weekly', weekdays: days.length > 0 ? days : [weekday], ...base }),
    monthly: () => {
      const on = monthlyOn(schedule, days, start);
      return on ? { frequency: 'monthly', on, ...base } : null;
    },
    yearly: () => ({ frequency: 'yearly', ...base }),
  };
  const rule = rules[kind]();
  return rule ? validRule(rule) : null;
}

/** The schedule's own first start: its startDate at its startTime, in its scheduleTimezone. */
function scheduleStart(schedule: SchemaNode): When | null {
  const day = parseIsoWhen(textOf(schedule.startDate));
  if (!day) {
    return null;
  }
  const time = /^(\d{2}):(\d{2})/.exec(textOf(schedule.startTime) ?? '');
  const zone = textOf(schedule.scheduleTimezone);
  const clock = time && Number(time[1]) < 24 && Number(time[2]) < 60 ? `${time[1]}:${time[2]}` : day.time;
  return { date: day.date, time: clock, ...(clock && zone && isValidTimeZone(zone) ? { zone } : day.offsetMinutes !== undefined && clock === day.time ? { offsetMinutes: day.offsetMinutes } : {}) };
}

function endAt(start: When, schedule: SchemaNode): When | undefined {
  const time = /^(\d{2}):(\d{2})/.exec(textOf(schedule.endTime) ?? '');
  return time && start.time !== null && `${time[1]}:${time[2]}` > start.time ? { ...start, time: `${time[1]}:${time[2]}` } : undefined;
}

const PERIOD_DAYS: Record<Frequency, number> = { daily: 1, weekly: 7, monthly: 28, yearly: 365 };

/**
 * The event's Repeat rule from its first schedule that gives one, with the start and end to use:
 * the event's own start when it has one (the rule must give its date), else the schedule's first
 * date. An event `endDate` beyond one repetition is the series' end, not the evening's.
 */
export function readEventSchedule(event: SchemaNode, start: When | null, end: When | null): ScheduleReading | null {
  for (const schedule of asList(event.eventSchedule).filter(isNode)) {
    const own = start ?? scheduleStart(schedule);
    const rule = own ? ruleOf(schedule, own) : null;
    if (!own || !rule) {
      continue;
    }
    const first = start ? (ruleGivesDate(rule, own.date) ? own.date : null) : firstRuleDate(rule, own.date);
    if (!first) {
      continue;
    }
    const begins: When = { ...own, date: first };
    const longerThanOne = end !== null && daysBetween(begins.date, end.date) > PERIOD_DAYS[rule.frequency] * rule.interval;
    const repeat = longerThanOne && rule.ending.type === 'never' && end ? validRule({ ...rule, ending: { type: 'on', date: end.date } }) : rule;
    const ends = start && end && !longerThanOne ? end : endAt(begins, schedule);
    if (repeat) {
      return { repeat, start: begins, ...(ends ? { end: ends } : {}) };
    }
  }
  return null;
}
