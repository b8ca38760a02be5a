/**
 * The addresses of the events reads a screen makes first: their fetchers use them, and so does
 * web/app/early-reads.ts, which sends them before the app's code has loaded. No imports, so the
 * early reads' small chunk stays small.
 */
export type EventListWhen = 'upcoming' | 'past' | 'all';

export const attendingEventsPath = (when: EventListWhen): string => `/events/attending?when=${when}`;

export const eventPath = (eventId: number): string => `/events/${eventId}`;
