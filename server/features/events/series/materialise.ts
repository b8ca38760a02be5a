import type { RuleOccurrence, Series } from '@contracts/events/recurrence-dates';
import type { RsvpStatus } from '@contracts/events/schemas';
import type { Db } from '../../../db';
import { expandSeries } from '../recurrence/expand';
import { seriesAnswers } from './series-repo';
import type { SeriesRow } from './series-repo';

/**
 * A series' dates are rows of `events`, made ahead up to a bounded horizon: every feature of a
 * single event works per date, and a list, a month calendar or a feed reads rows by index as it
 * does for single events. Expanding 1,000 weekly series at read time costs 140 ms for one month
 * (`npm run bench:recurrence`), against a 50 ms budget for the whole request; rows cost nothing
 * more to read than single events. The horizon moves with time (series-worker.ts), and a list
 * asking further ahead makes the dates it asks for (up to MAX_AHEAD_MS).
 */

const WEEK_MS = 7 * 86_400_000;
/** How far ahead every series' dates are made. */
export const HORIZON_MS = 26 * WEEK_MS;
/** How far ahead a list may ask dates to be made (a month calendar three years on). */
export const MAX_AHEAD_MS = 156 * WEEK_MS;
/** Rows per insert statement: knex writes a SQLite insert of many rows as one compound SELECT, which SQLite allows up to 500 terms. */
const CHUNK = 200;

export const seriesOf = (row: Pick<SeriesRow, 'first_start_at' | 'time_zone' | 'rule'>): Series => ({
  start: new Date(row.first_start_at),
  zone: row.time_zone,
  rule: row.rule,
});

/**
 * The rule's dates starting in [fromIso, untilIso), soonest first (exceptions not applied: a date
 * deleted alone is left out where rows are made, and a date moved alone is its own row).
 */
export function ruleDatesBetween(series: Pick<SeriesRow, 'first_start_at' | 'time_zone' | 'rule'>, fromIso: string, untilIso: string): RuleOccurrence[] {
  const from = new Date(fromIso);
  const until = new Date(untilIso);
  if (!(from.getTime() < until.getTime())) {
    return [];
  }
  // Without a length, a date is in the window when it starts in it.
  const { occurrences } = expandSeries({ ...seriesOf(series), durationMs: 0 }, { from, to: until, max: Number.MAX_SAFE_INTEGER });
  return occurrences.map(({ key, start }) => ({ key, start }));
}

/** The row of `events` for one date of the series, as the series makes it. */
export function occurrenceRow(series: SeriesRow, date: RuleOccurrence, nowIso: string) {
  return {
    community_id: series.community_id,
    creator_id: series.creator_id,
    title: series.title,
    description: series.description,
    location: series.location,
    price_range: series.price_range,
    is_private: series.is_private,
    event_link: series.event_link,
    ticket_link: series.ticket_link,
    whatsapp_link: series.whatsapp_link,
    capacity: series.capacity,
    guests_allowed: series.guests_allowed,
    start_at: date.start.toISOString(),
    end_at: series.duration_ms === null ? null : new Date(date.start.getTime() + series.duration_ms).toISOString(),
    time_zone: series.time_zone,
    series_id: series.id,
    occurrence_key: date.key,
    detached: false,
    created_at: nowIso,
    updated_at: nowIso,
  };
}

/**
 * A new date's answers from the answers for every date, in the order they were given: with a
 * capacity, those going take its seats in that order and the rest wait in it (a new date has no
 * guests yet: guests are brought date by date).
 */
export function seatedAnswers(answers: readonly { user_id: number; status: RsvpStatus }[], capacity: number | null) {
  let seated = 0;
  let waiting = 0;
  return answers.map(({ user_id, status }) => {
    if (status !== 'going' || capacity === null) {
      return { user_id, status, waitlist_seq: null };
    }
    if (seated < capacity) {
      seated += 1;
      return { user_id, status, waitlist_seq: null };
    }
    waiting += 1;
    return { user_id, status: 'waitlisted' as const, waitlist_seq: waiting };
  });
}

/** Dates to make for one series. */
export interface DatesToMake {
  series: SeriesRow;
  dates: readonly RuleOccurrence[];
}

/** The keys of the dates deleted alone, per series, in one statement. */
async function cancelledBySeries(db: Db, ids: readonly number[]): Promise<Map<number, Set<string>>> {
  const rows = await db('event_series_exceptions').whereIn('series_id', ids).select<{ series_id: number; occurrence_key: string }[]>('series_id', 'occurrence_key');
  const found = new Map<number, Set<string>>();
  for (const row of rows) {
    found.set(row.series_id, (found.get(row.series_id) ?? new Set()).add(row.occurrence_key));
  }
  return found;
}

/**
 * Makes the given dates (those not deleted alone and not made already), each with the answers given
 * for every date of its series, in a few statements whatever the number of series. Answers the ids of the rows made.
 */
export async function insertDates(db: Db, batches: readonly DatesToMake[], nowIso: string): Promise<number[]> {
  const ids = batches.map((batch) => batch.series.id);
  if (ids.length === 0) {
    return [];
  }
  const cancelled = await cancelledBySeries(db, ids);
  const rows = batches.flatMap(({ series, dates }) => dates.filter((date) => !cancelled.get(series.id)?.has(date.key)).map((date) => occurrenceRow(series, date, nowIso)));
  const made: { id: number; series_id: number }[] = [];
  for (let at = 0; at < rows.length; at += CHUNK) {
    made.push(...(await db('events').insert(rows.slice(at, at + CHUNK)).onConflict(['series_id', 'occurrence_key']).ignore().returning<{ id: number; series_id: number }[]>(['id', 'series_id'])));
  }
  if (made.length > 0) {
    const answers = await seriesAnswers(db, ids);
    const capacities = new Map(batches.map(({ series }) => [series.id, series.capacity]));
    const replies = made.flatMap((row) => seatedAnswers(answers.get(row.series_id) ?? [], capacities.get(row.series_id) ?? null).map((answer) => ({ event_id: row.id, ...answer, created_at: nowIso, updated_at: nowIso })));
    for (let at = 0; at < replies.length; at += CHUNK) {
      await db('event_rsvps').insert(replies.slice(at, at + CHUNK)).onConflict(['event_id', 'user_id']).ignore();
    }
  }
  return made.map((row) => row.id);
}

/**
 * Makes the dates of these series up to `untilIso` (each from where it is made to: calling twice
 * makes nothing twice), in a few statements whatever their number.
 */
export async function materialiseThrough(db: Db, series: readonly SeriesRow[], untilIso: string, nowIso: string): Promise<number[]> {
  const due = series.filter((one) => one.materialised_until < untilIso);
  if (due.length === 0) {
    return [];
  }
  const made = await insertDates(db, due.map((one) => ({ series: one, dates: ruleDatesBetween(one, one.materialised_until, untilIso) })), nowIso);
  for (let at = 0; at < due.length; at += 500) {
    const ids = due.slice(at, at + 500).map((one) => one.id);
    await db('event_series').whereIn('id', ids).andWhere('materialised_until', '<', untilIso).update({ materialised_until: untilIso });
  }
  for (const one of due) {
    one.materialised_until = untilIso;
  }
  return made;
}
