import { createHash } from 'node:crypto';
import type { calendar_v3 } from '@googleapis/calendar';

/** The facts of an event that its Google copy shows. */
export interface SyncedEventFacts {
  id: number;
  title: string;
  description: string | null;
  location: string | null;
  start_at: string;
  end_at: string | null;
  time_zone: string;
}

/** An event with no end lasts an hour in a calendar (the spec's default end). */
const DEFAULT_LENGTH_MS = 60 * 60 * 1000;

export const eventPageUrl = (publicUrl: string, eventId: number) => `${publicUrl}/events/${eventId}`;

/**
 * The Google Calendar event for a Gather event: title, times in the event's own zone, place, the
 * description with a link back to the event page, and Gather as its source. No attendees: it sits
 * in the member's own calendar and nobody is notified.
 */
export function googleEventBody(event: SyncedEventFacts, publicUrl: string): calendar_v3.Schema$Event {
  const url = eventPageUrl(publicUrl, event.id);
  const end = event.end_at ?? new Date(new Date(event.start_at).getTime() + DEFAULT_LENGTH_MS).toISOString();
  return {
    summary: event.title,
    description: event.description ? `${event.description}\n\n${url}` : url,
    location: event.location ?? '',
    start: { dateTime: event.start_at, timeZone: event.time_zone },
    end: { dateTime: end, timeZone: event.time_zone },
    source: { title: 'Gather', url },
    extendedProperties: { private: { gatherEventId: String(event.id) } },
    status: 'confirmed',
  };
}

/** A fingerprint of what the copy was sent, so an edit that changes nothing it shows costs no call. */
export const bodyHash = (body: calendar_v3.Schema$Event): string => createHash('sha256').update(JSON.stringify(body)).digest('hex');
