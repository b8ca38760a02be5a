/**
 * The calendar's query keys: everything under one root, refreshed together after a change.
 * The features read and refresh their data under these keys; the outbox (web/lib/outbox, in the
 * page and in the service worker) writes confirmed changes under the same ones.
 */

export const CALENDAR_QUERY_ROOT = ['calendar'] as const;
export const CALENDAR_STATUS_KEY = [...CALENDAR_QUERY_ROOT, 'status'] as const;
export const CALENDAR_LIST_KEY = [...CALENDAR_QUERY_ROOT, 'calendars'] as const;
export const CALENDAR_FEED_KEY = [...CALENDAR_QUERY_ROOT, 'feed'] as const;
