import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { eventPageUrl } from './google-event-body';
import { foldIcs } from './ics-fold';
import { vtimezone } from './vtimezone';
import { ZonedInstant } from './zoned-instant';

/** An event as a calendar file shows it. */
export interface IcsEvent {
  id: number;
  title: string;
  description: string | null;
  location: string | null;
  start_at: string;
  end_at: string | null;
  time_zone: string;
  sequence: number;
  /** When it last changed (DTSTAMP, LAST-MODIFIED): for a deleted event, when it was deleted. */
  changed_at: string;
  cancelled: boolean;
  /** A recurring event (feed-series.ts): its own UID, and its rule or the date of the rule it changes. */
  recurring?: IcsRecurrence;
}

/** How a VEVENT belongs to a recurring event: the series' UID, and RRULE/EXDATE lines or a RECURRENCE-ID. */
export interface IcsRecurrence {
  uid: string;
  /** RRULE:... and EXDATE;TZID=...:... lines (the series' own VEVENT). */
  rules?: string;
  /** The rule's start of the date this VEVENT changes (an exception). */
  recurrenceId?: Date;
}

const HOUR_MS = 60 * 60 * 1000;

/** UID:event-12@gather.example.org, the same in every feed and download, for the event's whole life. */
export const eventUid = (eventId: number, publicUrl: string): string => `event-${eventId}@${new URL(publicUrl).hostname}`;

/** UID:series-3@gather.example.org: a recurring event's own VEVENT and its exceptions, for the series' whole life. */
export const seriesUid = (seriesId: number, publicUrl: string): string => `series-${seriesId}@${new URL(publicUrl).hostname}`;

const header = (name: string) =>
  ical({ name, prodId: { company: 'Gather', product: 'Gather', language: 'EN' }, method: ICalCalendarMethod.PUBLISH, ttl: 3600 });

/**
 * One VEVENT as ical-generator writes it (folded by ics-fold.ts), kept per version of the event, so
 * a feed rebuilt after one change serializes only that event. The key holds everything the text shows.
 */
const veventCache = new Map<string, string>();
const VEVENT_CACHE_SIZE = 20_000;

function veventText(event: IcsEvent, publicUrl: string): string {
  const { recurring } = event;
  const key = [publicUrl, event.id, event.sequence, event.changed_at, event.cancelled, event.start_at, event.end_at, event.time_zone, event.title, event.location, event.description, recurring?.uid, recurring?.rules, recurring?.recurrenceId?.getTime()].join('\u0000');
  const kept = veventCache.get(key);
  if (kept !== undefined) {
    return kept;
  }
  const start = new Date(event.start_at);
  const url = eventPageUrl(publicUrl, event.id);
  // The event's own text, unfolded (ical-generator folds only when writing a whole calendar), folded here.
  const vevent = foldIcs(
    ical()
      .createEvent({
        id: recurring?.uid ?? eventUid(event.id, publicUrl),
        sequence: event.sequence,
        start: new ZonedInstant(start),
        end: new ZonedInstant(event.end_at ? new Date(event.end_at) : new Date(start.getTime() + HOUR_MS)),
        timezone: event.time_zone,
        stamp: new ZonedInstant(new Date(event.changed_at)),
        lastModified: new ZonedInstant(new Date(event.changed_at)),
        summary: event.title,
        description: event.description ? `${event.description}\n\n${url}` : url,
        ...(event.location ? { location: event.location } : {}),
        url,
        status: event.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
        ...(recurring?.rules ? { repeating: recurring.rules } : {}),
        ...(recurring?.recurrenceId ? { recurrenceId: new ZonedInstant(recurring.recurrenceId) } : {}),
      })
      .toString(),
  );
  if (veventCache.size >= VEVENT_CACHE_SIZE) {
    veventCache.clear();
  }
  veventCache.set(key, vevent);
  return vevent;
}

/**
 * An iCalendar file (METHOD:PUBLISH): the calendar and each event written by ical-generator, with
 * stable UIDs, SEQUENCE, times in each event's own zone with its VTIMEZONE (vtimezone.ts), STATUS:CANCELLED
 * for deleted events, and a one-hour refresh hint (REFRESH-INTERVAL, X-PUBLISHED-TTL).
 */
export function buildIcs(name: string, events: readonly IcsEvent[], publicUrl: string): string {
  const calendar = header(name).toString();
  const end = calendar.lastIndexOf('END:VCALENDAR');
  const zones = [...new Set(events.map((event) => event.time_zone))].filter((zone) => zone !== 'UTC');
  return calendar.slice(0, end) + zones.map((zone) => vtimezone(zone)).join('') + events.map((event) => veventText(event, publicUrl)).join('') + calendar.slice(end) + '\r\n';
}
