import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { eventPageUrl } from './google-event-body';
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
}

const HOUR_MS = 60 * 60 * 1000;

/** UID:event-12@gather.example.org, the same in every feed and download, for the event's whole life. */
export const eventUid = (eventId: number, publicUrl: string): string => `event-${eventId}@${new URL(publicUrl).hostname}`;

/**
 * An iCalendar file (METHOD:PUBLISH) built by ical-generator: stable UIDs, SEQUENCE, times in each
 * event's own zone with its VTIMEZONE, STATUS:CANCELLED for deleted events, and a one-hour refresh
 * hint (REFRESH-INTERVAL, X-PUBLISHED-TTL).
 */
export function buildIcs(name: string, events: readonly IcsEvent[], publicUrl: string): string {
  const calendar = ical({
    name,
    prodId: { company: 'Gather', product: 'Gather', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    timezone: { name: null, generator: (zone) => vtimezone(zone) },
    ttl: 3600,
  });
  for (const event of events) {
    const start = new Date(event.start_at);
    const url = eventPageUrl(publicUrl, event.id);
    calendar.createEvent({
      id: eventUid(event.id, publicUrl),
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
    });
  }
  return calendar.toString();
}
