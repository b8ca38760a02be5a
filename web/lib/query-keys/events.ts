import type { EventListWhen } from '@contracts/events/read-paths';

/**
 * Events' query keys: every events query lives under one root so a change can refresh them together: lists
 * under ['events', 'list', ...], one event's detail under ['events', 'detail', id].
 * The features read and refresh their data under these keys; the outbox (web/lib/outbox, in the
 * page and in the service worker) writes confirmed changes under the same ones.
 */

export const EVENTS_QUERY_ROOT = ['events'] as const;
export const EVENTS_LIST_ROOT = [...EVENTS_QUERY_ROOT, 'list'] as const;
export const EVENTS_DETAIL_ROOT = [...EVENTS_QUERY_ROOT, 'detail'] as const;
export const eventQueryKey = (eventId: number) => [...EVENTS_DETAIL_ROOT, eventId] as const;
export const attendingEventsQueryKey = (when: EventListWhen) => [...EVENTS_LIST_ROOT, 'attending', when] as const;
/** One month of the Attending calendar ('2026-12'), its days as clocks in `zone` count them. */
export const attendingMonthQueryKey = (month: string, zone: string) => [...EVENTS_LIST_ROOT, 'attending', 'month', month, zone] as const;
export const RECENTLY_STARTED_EVENTS_QUERY_KEY = [...EVENTS_LIST_ROOT, 'attending', 'recently-started'] as const;
export const communityEventsQueryKey = (communityId: number, when: EventListWhen) => [...EVENTS_LIST_ROOT, 'community', communityId, when] as const;
/** Who came to an event (its organisers only): kept beside the event, not under its detail, which the outbox rewrites. */
export const eventAttendanceQueryKey = (eventId: number) => [...EVENTS_QUERY_ROOT, 'attendance', eventId] as const;
