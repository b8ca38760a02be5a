import { utcToWallTime, wallClockText, wallTimeToUtc } from '@contracts/events/event-time';
import { firstRuleOccurrences } from '@contracts/events/recurrence-dates';
import type { Db } from '../../db';
import { ruleDatesBetween as datesOfRule, toSeries } from '../events';
import type { RawSeries, SeriesRow } from '../events';

/**
 * A recurring event as a calendar shows it: one event with the series' RRULE, its dates that are
 * gone as EXDATE, and its dates that differ from the rule as exceptions (the feed) or as events of
 * their own (Google). Shared by the feed (feed-series.ts) and Google sync (sync-series.ts).
 */

/** A series as a calendar copy is made of it: the events feature's row. */
export type CalendarSeries = SeriesRow;

/** A date of the series as its row holds it. */
export interface SeriesDateRow {
  id: number;
  occurrence_key: string | null;
  detached: boolean | number;
  start_at: string;
  end_at: string | null;
  title: string;
  description: string | null;
  location: string | null;
  sequence: number;
}

/** Series among `ids`; with `goingUserId`, only those that member answered going for every date of. */
export function seriesAmong(db: Db, ids: readonly number[], goingUserId: number | null = null) {
  const query = db('event_series as s').whereIn('s.id', ids);
  if (goingUserId !== null) {
    void query.join('series_rsvps as sr', 'sr.series_id', 's.id').where({ 'sr.user_id': goingUserId, 'sr.status': 'going' });
  }
  return query;
}

export async function calendarSeries(db: Db, ids: readonly number[], goingUserId: number | null = null): Promise<Map<number, CalendarSeries>> {
  if (ids.length === 0) {
    return new Map();
  }
  const rows = await seriesAmong(db, ids, goingUserId).select<RawSeries[]>('s.*');
  return new Map(rows.map((raw) => [raw.id, toSeries(raw)]));
}

/** The original dates (keys) of each series' dates deleted alone. */
export async function deletedKeys(db: Db, ids: readonly number[]): Promise<Map<number, string[]>> {
  const found = new Map<number, string[]>();
  if (ids.length === 0) {
    return found;
  }
  const rows = await db('event_series_exceptions').whereIn('series_id', ids).orderBy('occurrence_key').select<{ series_id: number; occurrence_key: string }[]>('series_id', 'occurrence_key');
  for (const row of rows) {
    found.set(row.series_id, [...(found.get(row.series_id) ?? []), row.occurrence_key]);
  }
  return found;
}

const KEPT = 5_000;

/** The member's answers for every date of these series (series_rsvps). */
export async function seriesAnswersOf(db: Db, userId: number, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) {
    return new Map();
  }
  const rows = await db('series_rsvps').where({ user_id: userId }).whereIn('series_id', ids).select<{ series_id: number; status: string }[]>('series_id', 'status');
  return new Map(rows.map((row) => [row.series_id, row.status]));
}

const timesKept = new Map<string, string>();

/** The series' local time of day (HH:mm), which every date of its rule starts at (kept: a feed asks once per date). */
function seriesTime(series: CalendarSeries): string {
  const key = `${series.first_start_at}|${series.time_zone}`;
  let time = timesKept.get(key);
  if (time === undefined) {
    if (timesKept.size >= KEPT) {
      timesKept.clear();
    }
    time = utcToWallTime(new Date(series.first_start_at), series.time_zone).time;
    timesKept.set(key, time);
  }
  return time;
}

/** The rule's dates in a window: each key (the local date, YYYY-MM-DD) with its start (ms). */
export type RuleDates = ReadonlyMap<string, number>;

/**
 * Where the rule places the date `key`: the series' time of day on that date, in its zone (read
 * from `dates` when they hold it: placing a date costs a few Intl calls).
 */
export function ruleStartOf(series: CalendarSeries, key: string, dates?: RuleDates): Date {
  const known = dates?.get(key);
  return known === undefined ? wallTimeToUtc(key, seriesTime(series), series.time_zone) : new Date(known);
}

/** 20270330T190000: a local date and time as a TZID property value. */
export function localStamp(instant: Date, zone: string): string {
  const f = wallClockText(instant, zone);
  return `${f.year}${f.month}${f.day}T${f.hour}${f.minute}${f.second}`;
}

/** The local stamp of the rule's date `key` (the RECURRENCE-ID or EXDATE that names it). */
export const keyStamp = (series: CalendarSeries, key: string): string => `${key.replace(/-/g, '')}T${seriesTime(series).replace(':', '')}00`;

/** What the rule's dates depend on: a series whose rule, zone or start changes is another. */
const ruleSignature = (series: CalendarSeries) => `${series.rrule}|${series.time_zone}|${series.first_start_at}`;

/** Kept results, per rule signature and question: a feed polled all day asks the same again and again. */
const kept = new Map<string, RuleDates | boolean | string | null>();

function keep<T extends RuleDates | boolean | string | null>(key: string, make: () => T): T {
  if (kept.has(key)) {
    return kept.get(key) as T;
  }
  const value = make();
  if (kept.size >= KEPT) {
    kept.clear();
  }
  kept.set(key, value);
  return value;
}

/** The rule's dates starting in [fromIso, untilIso), from the series' first start on, by key (kept: feeds poll). */
export function ruleDatesBetween(series: CalendarSeries, fromIso: string, untilIso: string): RuleDates {
  return keep(`d|${ruleSignature(series)}|${fromIso}|${untilIso}`, () => new Map(datesOfRule(series, fromIso, untilIso).map((date) => [date.key, date.start.getTime()])));
}

/** Whether the rule has a date on `key`. */
export function isRuleKey(series: CalendarSeries, key: string): boolean {
  return keep(`k|${ruleSignature(series)}|${key}`, () => {
    const start = ruleStartOf(series, key).getTime();
    return ruleDatesBetween(series, new Date(start - 60_000).toISOString(), new Date(start + 60_000).toISOString()).has(key);
  });
}

/**
 * The series' first start when the rule itself does not give that date (after "all dates" moved
 * to another weekday, say): calendars count DTSTART as a date, so it is excluded.
 */
export function startOutsideRule(series: CalendarSeries): string | null {
  return keep(`s|${ruleSignature(series)}`, () => {
    const [first] = firstRuleOccurrences({ start: new Date(series.first_start_at), zone: series.time_zone, rule: series.rule }, 1);
    return first && first.start.getTime() === Date.parse(series.first_start_at) ? null : series.first_start_at;
  });
}

/**
 * A date is as the series makes it: not changed alone, at the rule's time for its key, with the
 * series' length, title, place and description. Other dates are shown as changed.
 */
export function isPlainDate(series: CalendarSeries, row: SeriesDateRow, dates?: RuleDates): boolean {
  if (Boolean(row.detached) || row.occurrence_key === null) {
    return false;
  }
  const start = ruleStartOf(series, row.occurrence_key, dates).getTime();
  const end = row.end_at === null ? null : Date.parse(row.end_at) - start;
  return (
    Date.parse(row.start_at) === start &&
    end === series.duration_ms &&
    row.title === series.title &&
    row.location === series.location &&
    row.description === series.description
  );
}
