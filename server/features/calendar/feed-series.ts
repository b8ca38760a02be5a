import type { Db } from '../../db';
import type { FeedEventKey, FeedEventRow } from './feed-repo';
import { seriesUid } from './ics-calendar';
import type { IcsEvent } from './ics-calendar';
import { calendarSeries, deletedKeys, isPlainDate, isRuleKey, keyStamp, localStamp, ruleDatesBetween, ruleStartOf, seriesAmong, startOutsideRule } from './series-shape';
import type { CalendarSeries } from './series-shape';

/**
 * The dates of a recurring event in a feed. A series is written as one recurring event (its own
 * VEVENT with the RRULE, EXDATE for its dates that are gone, and a VEVENT with RECURRENCE-ID for each
 * date that differs from the rule) when the feed holds every date of it the member may see: a feed
 * of their communities' events, or a member going to every date (a series answer of going). Otherwise,
 * a member who answered some dates alone, each date is a VEVENT of its own, as a single event is.
 */

/** The series of the feed's dates (each is written as one recurring event if recurringSeries says so). */
export const seriesIdsOf = (rows: readonly Pick<FeedEventKey, 'series_id'>[]): number[] => [...new Set(rows.flatMap((row) => (row.series_id === null ? [] : [row.series_id])))];

/** Who a series is one recurring event for: in a feed of only going events, a member going to every date. */
const goingUserOf = (userId: number, includeCommunities: boolean) => (includeCommunities ? null : userId);

/** The series of the feed written as one recurring event, whole (to write the file). */
export const recurringSeries = (db: Db, userId: number, includeCommunities: boolean, ids: readonly number[]): Promise<Map<number, CalendarSeries>> =>
  calendarSeries(db, ids, goingUserOf(userId, includeCommunities));

/** What of a recurring event goes into the feed's ETag besides its rows: its version and how far its dates are made. */
export type SeriesVersion = Pick<CalendarSeries, 'id' | 'updated_at' | 'materialised_until'>;

/** The versions of the series of the feed written as one recurring event (to decide a 304). */
export async function recurringVersions(db: Db, userId: number, includeCommunities: boolean, ids: readonly number[]): Promise<SeriesVersion[]> {
  return ids.length === 0 ? [] : seriesAmong(db, ids, goingUserOf(userId, includeCommunities)).select<SeriesVersion[]>('s.id', 's.updated_at', 's.materialised_until');
}

export const seriesEtagPart = (series: readonly SeriesVersion[]): string =>
  [...series]
    .sort((a, b) => a.id - b.id)
    .map((one) => `|s${one.id}:${one.updated_at}:${one.materialised_until}`)
    .join('');

export interface FeedWindow {
  /**
   * Dates of the rule from here on with no row are gone (EXDATE): the feed's start, rounded up to
   * the hour so that polls within the hour reuse the rule's dates (ruleDatesBetween).
   */
  fromIso: string;
  /** The feed stopped at its limit at this start: later dates of the rule are not known to be gone. */
  cutAt: string | null;
}

const toIcs = (row: FeedEventRow): IcsEvent => ({ ...row, cancelled: Boolean(row.cancelled) });
const HOUR_MS = 60 * 60 * 1000;

/** One series as its own VEVENT and its exceptions; the dates that fit no date of the rule stay single VEVENTs. */
function seriesEvents(series: CalendarSeries, rows: readonly FeedEventRow[], deleted: readonly string[], window: FeedWindow, publicUrl: string): IcsEvent[] {
  const until = window.cutAt !== null && window.cutAt < series.materialised_until ? window.cutAt : series.materialised_until;
  const ruleDates = ruleDatesBetween(series, window.fromIso, until);
  const uid = seriesUid(series.id, publicUrl);
  const present = new Set<string>();
  const out: IcsEvent[] = [];
  for (const row of rows) {
    const key = row.occurrence_key;
    if (key === null || !(ruleDates.has(key) || isRuleKey(series, key))) {
      out.push(toIcs(row));
      continue;
    }
    present.add(key);
    if (!isPlainDate(series, row, ruleDates)) {
      out.push({ ...toIcs(row), recurring: { uid, recurrenceId: ruleStartOf(series, key, ruleDates) } });
    }
  }
  const gone = new Set([...deleted, ...[...ruleDates.keys()].filter((key) => !present.has(key))]);
  const stamps = [...gone].sort().map((key) => keyStamp(series, key));
  const offRule = startOutsideRule(series);
  if (offRule !== null) {
    stamps.unshift(localStamp(new Date(offRule), series.time_zone));
  }
  const rules = [`RRULE:${series.rrule}`, ...(stamps.length > 0 ? [`EXDATE;TZID=${series.time_zone}:${stamps.join(',')}`] : [])].join('\r\n');
  const first = rows[0];
  const start = new Date(series.first_start_at);
  const changed = rows.reduce((latest, row) => (row.changed_at > latest ? row.changed_at : latest), series.updated_at);
  out.unshift({
    // The link goes to the first date the feed holds (a series has no page of its own).
    id: first?.id ?? 0,
    title: series.title,
    description: series.description,
    location: series.location,
    start_at: start.toISOString(),
    end_at: new Date(start.getTime() + (series.duration_ms ?? HOUR_MS)).toISOString(),
    time_zone: series.time_zone,
    sequence: rows.reduce((most, row) => Math.max(most, row.sequence), 0),
    changed_at: changed,
    cancelled: false,
    recurring: { uid, rules },
  });
  return out;
}

/**
 * The feed's rows as VEVENTs: single events (and deleted ones) as they are, and each series in
 * `series` as one recurring event where the row of its first date in the feed was.
 */
export async function feedIcsEvents(db: Db, rows: readonly FeedEventRow[], series: ReadonlyMap<number, CalendarSeries>, window: FeedWindow, publicUrl: string): Promise<IcsEvent[]> {
  if (series.size === 0) {
    return rows.map(toIcs);
  }
  const deleted = await deletedKeys(db, [...series.keys()]);
  const bySeries = new Map<number, FeedEventRow[]>();
  for (const row of rows) {
    if (row.series_id !== null && series.has(row.series_id)) {
      const list = bySeries.get(row.series_id);
      if (list) {
        list.push(row);
      } else {
        bySeries.set(row.series_id, [row]);
      }
    }
  }
  const out: IcsEvent[] = [];
  for (const row of rows) {
    const one = row.series_id === null ? undefined : series.get(row.series_id);
    if (!one) {
      out.push(toIcs(row));
    } else if (bySeries.get(one.id)?.[0] === row) {
      out.push(...seriesEvents(one, bySeries.get(one.id) ?? [], deleted.get(one.id) ?? [], window, publicUrl));
    }
  }
  return out;
}
