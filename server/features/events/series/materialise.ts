import { ruleOccurrencesAround } from '@contracts/events/recurrence-dates';
import type { RuleOccurrence, Series } from '@contracts/events/recurrence-dates';
import type { Db } from '../../../db';
import { cancelledKeys, seriesAnswers, updateSeries } from './series-repo';
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
/** Rows per insert statement (SQLite allows 32,766 bound values; an event row has 17). */
const CHUNK = 200;

export const seriesOf = (row: Pick<SeriesRow, 'first_start_at' | 'time_zone' | 'rule'>): Series => ({
  start: new Date(row.first_start_at),
  zone: row.time_zone,
  rule: row.rule,
});

/** The rule's dates starting in [fromIso, untilIso), soonest first (exceptions not applied). */
export function ruleDatesBetween(series: SeriesRow, fromIso: string, untilIso: string): RuleOccurrence[] {
  const from = Date.parse(fromIso);
  const until = Date.parse(untilIso);
  const first = Date.parse(series.first_start_at);
  if (!(from < until)) {
    return [];
  }
  return ruleOccurrencesAround(seriesOf(series), new Date(from), new Date(until)).filter(
    (date) => date.start.getTime() >= from && date.start.getTime() < until && date.start.getTime() >= first,
  );
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
 * Makes the given dates of the series (those not deleted alone and not made already), each with the
 * answers given for every date of the series. Answers the ids of the rows made.
 */
export async function insertDates(db: Db, series: SeriesRow, dates: readonly RuleOccurrence[], nowIso: string): Promise<number[]> {
  const cancelled = await cancelledKeys(db, series.id);
  const rows = dates.filter((date) => !cancelled.has(date.key)).map((date) => occurrenceRow(series, date, nowIso));
  const ids: number[] = [];
  for (let at = 0; at < rows.length; at += CHUNK) {
    const made = await db('events')
      .insert(rows.slice(at, at + CHUNK))
      .onConflict(['series_id', 'occurrence_key'])
      .ignore()
      .returning<{ id: number }[]>('id');
    ids.push(...made.map((row) => row.id));
  }
  if (ids.length > 0) {
    const answers = await seriesAnswers(db, series.id, series.community_id);
    const replies = ids.flatMap((eventId) => answers.map((answer) => ({ event_id: eventId, user_id: answer.user_id, status: answer.status, created_at: nowIso, updated_at: nowIso })));
    for (let at = 0; at < replies.length; at += CHUNK * 3) {
      await db('event_rsvps').insert(replies.slice(at, at + CHUNK * 3)).onConflict(['event_id', 'user_id']).ignore();
    }
  }
  return ids;
}

/** Makes the series' dates up to `untilIso` (no further than it already has: calling twice makes nothing twice). */
export async function materialiseThrough(db: Db, series: SeriesRow, untilIso: string, nowIso: string): Promise<number[]> {
  if (untilIso <= series.materialised_until) {
    return [];
  }
  const ids = await insertDates(db, series, ruleDatesBetween(series, series.materialised_until, untilIso), nowIso);
  await updateSeries(db, series.id, { materialised_until: untilIso });
  series.materialised_until = untilIso;
  return ids;
}
