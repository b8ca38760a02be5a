import type { calendar_v3 } from '@googleapis/calendar';
import { firstRuleOccurrences } from '@contracts/events/recurrence-dates';
import { toRRule } from '@contracts/events/recurrence-rrule';
import type { Db } from '../../db';
import type { EventRow } from '../events';
import { eventPageUrl } from './google-event-body';
import { calendarSeries, isPlainDate, isRuleKey, keyStamp, ruleDatesBetween, ruleStartOf, seriesAnswersOf } from './series-shape';
import type { CalendarSeries, SeriesDateRow } from './series-shape';

/**
 * A member going to every date of a recurring event (a series answer of going) gets one recurring
 * event in Google, not one per date. Its sync item is a row of calendar_sync_items whose event_id is
 * the series' id, negated (seriesSyncKey): the same queue, plan and calls as a single event's copy.
 *
 * A date is in the recurring copy ("covered") when the member is going to it and it is as the rule
 * makes it (isPlainDate). Every other date of the rule is an EXDATE of the copy; a date the member
 * is going to that was moved or changed alone is synced as a single event of its own, as today.
 */

/** The event_id of a series' sync item: its id, negated (events' ids are positive). */
export const seriesSyncKey = (seriesId: number): number => -seriesId;
export const seriesOfSyncKey = (eventId: number): number | null => (eventId < 0 ? -eventId : null);

/** Whether the member's going to this date is shown by the recurring copy of its series (then it has no copy of its own). */
export async function coveredBySeriesCopy(db: Db, row: EventRow, userId: number): Promise<boolean> {
  if (row.series_id === null || row.occurrence_key === null) {
    return false;
  }
  const [series, answers] = await Promise.all([calendarSeries(db, [row.series_id]), seriesAnswersOf(db, userId, [row.series_id])]);
  const one = series.get(row.series_id);
  return one !== undefined && answers.get(row.series_id) === 'going' && isPlainDate(one, row) && isRuleKey(one, row.occurrence_key);
}

type MemberDate = SeriesDateRow & { status: string | null };

/** Every date of the series with the member's answer, soonest first. */
async function memberDates(db: Db, seriesId: number, userId: number): Promise<MemberDate[]> {
  return db('events as e')
    .leftJoin('event_rsvps as r', function joinReply() {
      this.on('r.event_id', '=', 'e.id').andOn('r.user_id', '=', db.raw('?', [userId]));
    })
    .where('e.series_id', seriesId)
    .orderBy('e.start_at')
    .select<MemberDate[]>('e.id', 'e.occurrence_key', 'e.detached', 'e.start_at', 'e.end_at', 'e.title', 'e.description', 'e.location', 'e.sequence', 'r.status');
}

/** The rule as Google gets it from `from` on: a count of dates becomes the last date's UNTIL, as the copy may start later than the series. */
function ruleText(series: CalendarSeries): string {
  const { ending } = series.rule;
  if (ending.type !== 'after') {
    return series.rrule;
  }
  const dates = firstRuleOccurrences({ start: new Date(series.first_start_at), zone: series.time_zone, rule: series.rule }, ending.count);
  const last = dates[dates.length - 1];
  return last ? toRRule({ ...series.rule, ending: { type: 'on', date: last.key } }, series.time_zone) : series.rrule;
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * The Google event for a member's recurring copy of a series: from the first date they are going to,
 * the series' rule, EXDATE for every date after that not covered, the series' title, place and
 * description with a link to that first date. Null when no date is covered.
 */
export function seriesEventBody(series: CalendarSeries, dates: readonly MemberDate[], publicUrl: string): calendar_v3.Schema$Event | null {
  const earliest = dates[0] ? new Date(Date.parse(dates[0].start_at) - 86_400_000).toISOString() : series.first_start_at;
  const made = ruleDatesBetween(series, earliest, series.materialised_until);
  const covered = dates.filter((date) => date.status === 'going' && date.occurrence_key !== null && (made.has(date.occurrence_key) || isRuleKey(series, date.occurrence_key)) && isPlainDate(series, date, made));
  const first = covered[0];
  if (!first || first.occurrence_key === null) {
    return null;
  }
  const start = ruleStartOf(series, first.occurrence_key, made);
  const coveredKeys = new Set(covered.map((date) => date.occurrence_key));
  const gone = [...made].flatMap(([key, at]) => (at >= start.getTime() && !coveredKeys.has(key) ? [key] : [])).sort();
  const url = eventPageUrl(publicUrl, first.id);
  return {
    summary: series.title,
    description: series.description ? `${series.description}\n\n${url}` : url,
    location: series.location ?? '',
    start: { dateTime: start.toISOString(), timeZone: series.time_zone },
    end: { dateTime: new Date(start.getTime() + (series.duration_ms ?? HOUR_MS)).toISOString(), timeZone: series.time_zone },
    recurrence: [`RRULE:${ruleText(series)}`, ...(gone.length > 0 ? [`EXDATE;TZID=${series.time_zone}:${gone.map((key) => keyStamp(series, key)).join(',')}`] : [])],
    source: { title: 'Gather', url },
    extendedProperties: { private: { gatherSeriesId: String(series.id) } },
    status: 'confirmed',
  };
}

/** The series' recurring copy for the member as it should be now: null when the series is gone or they are not going to every date. */
export async function loadSeriesCopy(db: Db, seriesId: number, userId: number, publicUrl: string): Promise<{ series: CalendarSeries; body: calendar_v3.Schema$Event | null } | null> {
  const [found, answers] = await Promise.all([calendarSeries(db, [seriesId]), seriesAnswersOf(db, userId, [seriesId])]);
  const series = found.get(seriesId);
  if (!series) {
    return null;
  }
  if (answers.get(seriesId) !== 'going') {
    return { series, body: null };
  }
  return { series, body: seriesEventBody(series, await memberDates(db, seriesId, userId), publicUrl) };
}
