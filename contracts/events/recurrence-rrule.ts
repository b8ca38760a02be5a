import { utcToWallTime, wallTimeToUtc } from './event-time';
import { RepeatRuleSchema, WEEKDAYS, isLocalDate, weekdayOfDate } from './recurrence';
import type { MonthlyOn, RepeatEnding, RepeatRule, RepeatRuleInput, Weekday } from './recurrence';

/**
 * A Repeat rule as RFC 5545 RRULE text ("FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,TH;UNTIL=20270630T225959Z")
 * and back. Parsing takes only what the rule can express and names anything else.
 */

const FREQUENCY_NAMES = { daily: 'DAILY', weekly: 'WEEKLY', monthly: 'MONTHLY', yearly: 'YEARLY' } as const;

function monthlyPart(on: MonthlyOn): string {
  return on.type === 'day_of_month' ? `BYMONTHDAY=${on.day}` : `BYDAY=${on.ordinal}${on.weekday}`;
}

/** The rule's parts without its ending: FREQ, INTERVAL (when not 1), then BYDAY or BYMONTHDAY. */
export function rrulePartsWithoutEnding(rule: RepeatRule): string[] {
  const parts = [`FREQ=${FREQUENCY_NAMES[rule.frequency]}`];
  if (rule.interval !== 1) {
    parts.push(`INTERVAL=${rule.interval}`);
  }
  if (rule.frequency === 'weekly') {
    parts.push(`BYDAY=${rule.weekdays.join(',')}`);
  } else if (rule.frequency === 'monthly') {
    parts.push(monthlyPart(rule.on));
  }
  return parts;
}

const compactDateTime = (instant: Date) => instant.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/**
 * The last instant of a local date in `zone`: 23:59:59 there, as UTC (RFC 5545 wants UNTIL in UTC
 * when DTSTART names a zone).
 */
export function endOfLocalDate(date: string, zone: string): Date {
  return new Date(wallTimeToUtc(date, '23:59', zone).getTime() + 59_000);
}

/** The rule as the value of an RRULE property (no "RRULE:" before it); `zone` is the event's, for UNTIL. */
export function toRRule(rule: RepeatRule, zone: string): string {
  const parts = rrulePartsWithoutEnding(rule);
  if (rule.ending.type === 'after') {
    parts.push(`COUNT=${rule.ending.count}`);
  } else if (rule.ending.type === 'on') {
    parts.push(`UNTIL=${compactDateTime(endOfLocalDate(rule.ending.date, zone))}`);
  }
  return parts.join(';');
}

export type ParsedRRule = { ok: true; rule: RepeatRule } | { ok: false; error: string };

/** What a parse needs besides the text: the event's zone (UNTIL), and its start for a rule that leaves the day to DTSTART. */
export type RRuleContext = { zone: string; start?: Date };

class RRuleError extends Error {}
const fail = (message: string): never => {
  throw new RRuleError(message);
};

const SUPPORTED_PARTS = new Set(['FREQ', 'INTERVAL', 'COUNT', 'UNTIL', 'BYDAY', 'BYMONTHDAY', 'BYSETPOS', 'BYMONTH', 'WKST']);

function partsOf(text: string): Map<string, string> {
  const body = text.trim().replace(/^RRULE:/i, '');
  if (body === '') {
    fail('The RRULE is empty');
  }
  const parts = new Map<string, string>();
  for (const part of body.split(';')) {
    const [name, value, ...rest] = part.split('=');
    const key = (name ?? '').trim().toUpperCase();
    if (!key || value === undefined || rest.length > 0 || value.trim() === '') {
      fail(`"${part}" is not a NAME=VALUE part`);
    }
    if (!SUPPORTED_PARTS.has(key)) {
      fail(`${key} is not supported (a Repeat rule has FREQ, INTERVAL, BYDAY, BYMONTHDAY, COUNT and UNTIL)`);
    }
    if (parts.has(key)) {
      fail(`${key} is given twice`);
    }
    parts.set(key, (value ?? '').trim().toUpperCase());
  }
  return parts;
}

function wholeNumber(name: string, value: string): number {
  if (!/^[+-]?\d{1,6}$/.test(value)) {
    fail(`${name} must be a whole number, not "${value}"`);
  }
  return Number(value);
}

function weekdayCode(text: string): Weekday {
  const day = WEEKDAYS.find((code) => code === text);
  return day ?? fail(`"${text}" is not a weekday (MO, TU, WE, TH, FR, SA or SU)`);
}

/** The series' first date in its zone, for a rule that takes its day from DTSTART. */
function startDate(context: RRuleContext, withoutStart: string): string {
  if (!context.start) {
    return fail(withoutStart);
  }
  return utcToWallTime(context.start, context.zone).date;
}

function endingOf(parts: Map<string, string>, zone: string): RepeatEnding {
  const count = parts.get('COUNT');
  const until = parts.get('UNTIL');
  if (count !== undefined && until !== undefined) {
    fail('COUNT and UNTIL must not both be given');
  }
  if (count !== undefined) {
    return { type: 'after', count: wholeNumber('COUNT', count) };
  }
  if (until === undefined) {
    return { type: 'never' };
  }
  const match = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})(Z?))?$/.exec(until);
  if (!match) {
    return fail(`UNTIL must be a date (20270630) or a date and time (20270630T225959Z), not "${until}"`);
  }
  const date = `${match[1]}-${match[2]}-${match[3]}`;
  if (!isLocalDate(date)) {
    return fail(`UNTIL names no real date: "${until}"`);
  }
  // A UTC UNTIL is the end of a day in the event's zone; a date or a floating time names it already.
  const day = match[7] === 'Z' ? utcToWallTime(new Date(`${date}T${match[4]}:${match[5]}:${match[6]}Z`), zone).date : date;
  return { type: 'on', date: day };
}

const ORDINAL_BYDAY = /^([+-]?\d{1,2})?([A-Z]{2})$/;

function weeklyDays(parts: Map<string, string>, context: RRuleContext): Weekday[] {
  const byDay = parts.get('BYDAY');
  if (byDay === undefined) {
    return [weekdayOfDate(startDate(context, "A weekly rule without BYDAY takes its weekday from the series' start, which is not known"))];
  }
  return byDay.split(',').map((token) => {
    const match = ORDINAL_BYDAY.exec(token);
    if (!match || match[1] !== undefined) {
      fail(`A weekly BYDAY lists weekdays without numbers, not "${token}"`);
    }
    return weekdayCode(token);
  });
}

function ordinalOf(value: number, source: string): 1 | 2 | 3 | 4 | -1 {
  if (value === 1 || value === 2 || value === 3 || value === 4 || value === -1) {
    return value;
  }
  return fail(`Only the 1st to 4th or the last (-1) weekday of a month can repeat, not ${source}`);
}

function monthlyOn(parts: Map<string, string>, context: RRuleContext): MonthlyOn {
  const byDay = parts.get('BYDAY');
  const byMonthDay = parts.get('BYMONTHDAY');
  const bySetPos = parts.get('BYSETPOS');
  if (byDay !== undefined && byMonthDay !== undefined) {
    fail('A monthly rule takes BYDAY or BYMONTHDAY, not both');
  }
  if (byMonthDay !== undefined) {
    if (bySetPos !== undefined) {
      fail('BYSETPOS goes with a monthly BYDAY only');
    }
    const day = wholeNumber('BYMONTHDAY', byMonthDay);
    return day >= 1 && day <= 31 ? { type: 'day_of_month', day } : fail(`BYMONTHDAY must be one day from 1 to 31, not ${byMonthDay}`);
  }
  if (byDay === undefined) {
    if (bySetPos !== undefined) {
      fail('BYSETPOS goes with a monthly BYDAY only');
    }
    return { type: 'day_of_month', day: Number(startDate(context, "A monthly rule without BYDAY or BYMONTHDAY takes its day from the series' start, which is not known").slice(8)) };
  }
  const match = ORDINAL_BYDAY.exec(byDay);
  if (!match) {
    return fail(`A monthly BYDAY names one weekday, such as 1TH or -1FR, not "${byDay}"`);
  }
  const weekday = weekdayCode(match[2] ?? '');
  if (match[1] !== undefined) {
    if (bySetPos !== undefined) {
      fail('BYSETPOS goes with a BYDAY without a number');
    }
    return { type: 'weekday', ordinal: ordinalOf(Number(match[1]), match[1]), weekday };
  }
  if (bySetPos === undefined) {
    return fail(`A monthly BYDAY names which one of the month, such as 1${weekday} or -1${weekday}`);
  }
  return { type: 'weekday', ordinal: ordinalOf(wholeNumber('BYSETPOS', bySetPos), `BYSETPOS=${bySetPos}`), weekday };
}

/** A yearly rule repeats on its start's date: BYMONTH and BYMONTHDAY may only name that date. */
function checkYearlyDate(parts: Map<string, string>, context: RRuleContext): void {
  const byMonth = parts.get('BYMONTH');
  const byMonthDay = parts.get('BYMONTHDAY');
  if (byMonth === undefined && byMonthDay === undefined) {
    return;
  }
  const date = startDate(context, "A yearly rule's BYMONTH and BYMONTHDAY may only name its start's date, which is not known");
  const sameDate =
    (byMonth === undefined || wholeNumber('BYMONTH', byMonth) === Number(date.slice(5, 7))) &&
    (byMonthDay === undefined || wholeNumber('BYMONTHDAY', byMonthDay) === Number(date.slice(8)));
  if (!sameDate) {
    fail('A yearly rule repeats on the date of its start: BYMONTH and BYMONTHDAY may only name that date');
  }
}

/** Parts a frequency does not take ('BYDAY' for daily: it would filter, which a Repeat rule does not). */
const NOT_FOR: Record<RepeatRule['frequency'], string[]> = {
  daily: ['BYDAY', 'BYMONTHDAY', 'BYSETPOS', 'BYMONTH'],
  weekly: ['BYMONTHDAY', 'BYSETPOS', 'BYMONTH'],
  monthly: ['BYMONTH'],
  yearly: ['BYDAY', 'BYSETPOS'],
};

function ruleOf(parts: Map<string, string>, context: RRuleContext): RepeatRuleInput {
  const freqText = parts.get('FREQ') ?? fail('FREQ is missing');
  const frequency = (Object.keys(FREQUENCY_NAMES) as RepeatRule['frequency'][]).find((key) => FREQUENCY_NAMES[key] === freqText);
  if (!frequency) {
    return fail(`FREQ must be DAILY, WEEKLY, MONTHLY or YEARLY, not ${freqText}`);
  }
  const unsupported = NOT_FOR[frequency].find((name) => parts.has(name));
  if (unsupported) {
    fail(`${unsupported} is not supported with FREQ=${freqText}`);
  }
  const intervalText = parts.get('INTERVAL');
  const interval = intervalText === undefined ? 1 : wholeNumber('INTERVAL', intervalText);
  const ending = endingOf(parts, context.zone);
  const wkst = parts.get('WKST');
  switch (frequency) {
    case 'daily':
      return { frequency, interval, ending };
    case 'weekly': {
      const weekdays = weeklyDays(parts, context);
      // The week's first day decides which weeks an every-N-weeks rule with several days falls in.
      if (wkst !== undefined && wkst !== 'MO' && interval > 1 && weekdays.length > 1) {
        fail(`WKST=${wkst} is not supported (weeks start on Monday)`);
      }
      return { frequency, interval, weekdays, ending };
    }
    case 'monthly':
      return { frequency, interval, on: monthlyOn(parts, context), ending };
    case 'yearly':
      checkYearlyDate(parts, context);
      return { frequency, interval, ending };
  }
}

/** An RRULE value (with or without "RRULE:") as a Repeat rule, or why it cannot be one. */
export function parseRRule(text: string, context: RRuleContext): ParsedRRule {
  try {
    const parsed = RepeatRuleSchema.safeParse(ruleOf(partsOf(text), context));
    if (!parsed.success) {
      return { ok: false, error: parsed.error.issues.map((issue) => issue.message).join('; ') };
    }
    return { ok: true, rule: parsed.data };
  } catch (error) {
    if (error instanceof RRuleError) {
      return { ok: false, error: error.message };
    }
    throw error;
  }
}
