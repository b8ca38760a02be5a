import { RRuleTemporal } from 'rrule-temporal';
import { wallTimeToUtc, zoneOffsetMinutes } from './event-time';
import { rrulePartsWithoutEnding } from './recurrence-rrule';
import type { RepeatRule } from './recurrence';

/**
 * The dates a Repeat rule gives, shared by the server's expansion and the form's preview.
 *
 * The rule runs on the event's wall clock, not on instants: rrule-temporal expands it from the
 * start's local date and time written as if in UTC (a "floating" time, which has no daylight
 * saving), and each local date and time it gives is then placed in the event's zone. So a 19:00
 * London event stays 19:00 when the clocks change, and a time that falls in a spring-forward gap
 * moves forward by the gap (RFC 5545 3.3.5, wallTimeToUtc's rule) rather than being dropped, which
 * rrule-temporal does when it expands in the zone itself.
 *
 * With the library this file is about 54 KB gzipped (rrule-temporal carries its own Temporal
 * polyfill), over the 40 KB of a page's chunk: the web app should load it with a dynamic import(),
 * as an overlay is loaded.
 */

export type Series = {
  /** The first occurrence's start, as an instant. */
  start: Date;
  /** The event's IANA zone, whose clocks the rule follows. */
  zone: string;
  rule: RepeatRule;
};

/** An occurrence as the rule places it: its key is its local date in the event's zone ('2027-03-30'). */
export type RuleOccurrence = { key: string; start: Date };

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

const compact = (ms: number) => new Date(ms).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}Z$/, 'Z');

/**
 * The library's rules, kept by their text (most recently used last): building one costs about as
 * much as expanding a month of it, and a calendar expands the same series for every member who
 * looks. Each is immutable once built.
 */
const rulesByText = new Map<string, RRuleTemporal>();
const MAX_KEPT_RULES = 2_000;

function floatingRule(series: Series, floating: number): RRuleTemporal {
  const parts = rrulePartsWithoutEnding(series.rule);
  const { ending } = series.rule;
  if (ending.type === 'after') {
    parts.push(`COUNT=${ending.count}`);
  } else if (ending.type === 'on') {
    parts.push(`UNTIL=${ending.date.replace(/-/g, '')}T235959Z`);
  }
  const text = `DTSTART:${compact(floating)}\nRRULE:${parts.join(';')}`;
  let rule = rulesByText.get(text);
  if (rule) {
    rulesByText.delete(text);
  } else {
    rule = new RRuleTemporal({ rruleString: text, cache: false });
    if (rulesByText.size >= MAX_KEPT_RULES) {
      rulesByText.delete(rulesByText.keys().next().value as string);
    }
  }
  rulesByText.set(text, rule);
  return rule;
}

/**
 * Offsets of a zone sampled at the start of each UTC week (of 7 days from the epoch), kept: a
 * series asks for the same weeks again and again, and one Intl call costs about as much as the
 * library's work for one occurrence. Where a week's two ends have the same offset, the offset holds
 * all week: no zone changes its clocks twice within a week (tzdata's changes are months apart,
 * weeks at the closest, as in Morocco around Ramadan).
 */
const samplesByZone = new Map<string, Map<number, number>>();
const MAX_SAMPLES_PER_ZONE = 50_000;
const WEEK_MS = 7 * DAY_MS;

function offsetAtWeekStart(zone: string, week: number): number {
  let samples = samplesByZone.get(zone);
  if (!samples) {
    samples = new Map();
    samplesByZone.set(zone, samples);
  }
  let offset = samples.get(week);
  if (offset === undefined) {
    if (samples.size >= MAX_SAMPLES_PER_ZONE) {
      samples.clear();
    }
    offset = zoneOffsetMinutes(new Date(week * WEEK_MS), zone);
    samples.set(week, offset);
  }
  return offset;
}

/** The instant of a week's change of clocks (a whole minute), found by halving the week: kept like the samples. */
const changesByZone = new Map<string, Map<number, number>>();

function changeInWeek(zone: string, week: number, before: number): number {
  let changes = changesByZone.get(zone);
  if (!changes) {
    changes = new Map();
    changesByZone.set(zone, changes);
  }
  let change = changes.get(week);
  if (change === undefined) {
    // The first minute showing the new offset: about 14 Intl calls instead of one per occurrence near it.
    let low = (week * WEEK_MS) / MINUTE_MS;
    let high = low + WEEK_MS / MINUTE_MS;
    while (high - low > 1) {
      const middle = Math.floor((low + high) / 2);
      if (zoneOffsetMinutes(new Date(middle * MINUTE_MS), zone) === before) {
        low = middle;
      } else {
        high = middle;
      }
    }
    change = high * MINUTE_MS;
    if (changes.size >= MAX_SAMPLES_PER_ZONE) {
      changes.clear();
    }
    changes.set(week, change);
  }
  return change;
}

/** The zone's offset (minutes ahead of UTC) at an instant, from the samples of its week. */
function offsetAt(instant: number, zone: string): number {
  const week = Math.floor(instant / WEEK_MS);
  const before = offsetAtWeekStart(zone, week);
  const after = offsetAtWeekStart(zone, week + 1);
  return before === after || instant < changeInWeek(zone, week, before) ? before : after;
}

/**
 * The instant at which the zone's clocks show a floating time. Where the offset is the same a day
 * either side of it (offsets are under a day, so the instant is between), it is that offset; near
 * a change of clocks, wallTimeToUtc decides (a skipped time moves forward, a repeated one is the first).
 */
function instantOfFloating(floating: number, zone: string): number {
  if (zone === 'UTC') {
    return floating;
  }
  const offset = offsetAt(floating - DAY_MS, zone);
  if (offsetAt(floating + DAY_MS, zone) === offset) {
    return floating - offset * MINUTE_MS;
  }
  const text = new Date(floating).toISOString();
  const belowMinute = ((floating % MINUTE_MS) + MINUTE_MS) % MINUTE_MS;
  return wallTimeToUtc(text.slice(0, 10), text.slice(11, 16), zone).getTime() + belowMinute;
}

/** The wall clock of the series' start as a floating time (its local date and time read as UTC), in ms. */
function floatingStart(series: Series): number {
  const start = series.start.getTime();
  return series.zone === 'UTC' ? start : start + offsetAt(start, series.zone) * MINUTE_MS;
}

const twoDigits = (n: number) => (n < 10 ? `0${n}` : String(n));

/**
 * The date (YYYY-MM-DD) of a floating time: days since 1970 to a civil date by arithmetic (H. Hinnant's
 * civil_from_days), several times cheaper than a Date's toISOString for ten years of a daily series.
 */
function floatingDate(floating: number): string {
  const shifted = Math.floor(floating / DAY_MS) + 719_468;
  const era = Math.floor(shifted / 146_097);
  const dayOfEra = shifted - era * 146_097;
  const yearOfEra = Math.floor((dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365);
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const shiftedMonth = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * shiftedMonth + 2) / 5) + 1;
  const month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return `${String(year).padStart(4, '0')}-${twoDigits(month)}-${twoDigits(day)}`;
}

function placed(floating: number, zone: string): RuleOccurrence {
  return { key: floatingDate(floating), start: new Date(instantOfFloating(floating, zone)) };
}

/**
 * The occurrences whose start may fall between `from` and `to` (instants), in order: the rule's
 * local times within a day of the window on each side (a zone's offset is less than that), so the
 * caller filters on the instants it needs. Its work grows with the window, not with the series'
 * age: the library jumps to the window (except under COUNT, at most 730 occurrences).
 */
export function ruleOccurrencesAround(series: Series, from: Date, to: Date): RuleOccurrence[] {
  const floating = floatingStart(series);
  const dates = floatingRule(series, floating).between(new Date(from.getTime() - DAY_MS), new Date(to.getTime() + DAY_MS), true);
  return dates.map((date) => placed(date.epochMilliseconds, series.zone));
}

/** The series' first `count` occurrences, from its start. */
export function firstRuleOccurrences(series: Series, count: number): RuleOccurrence[] {
  if (count <= 0) {
    return [];
  }
  const floating = floatingStart(series);
  const dates = floatingRule(series, floating).all((_date, index) => index < count);
  return dates.slice(0, count).map((date) => placed(date.epochMilliseconds, series.zone));
}

/** The first `n` starts of a series (the form's preview of what the rule will give). */
export function nextDates(rule: RepeatRule, start: Date, zone: string, n = 5): Date[] {
  return firstRuleOccurrences({ rule, start, zone }, n).map((occurrence) => occurrence.start);
}
