/** Query keys of the calendar feature: everything under one root, refreshed together after a change. */
export const CALENDAR_QUERY_ROOT = ['calendar'] as const;
export const CALENDAR_STATUS_KEY = [...CALENDAR_QUERY_ROOT, 'status'] as const;
export const CALENDAR_LIST_KEY = [...CALENDAR_QUERY_ROOT, 'calendars'] as const;
export const CALENDAR_FEED_KEY = [...CALENDAR_QUERY_ROOT, 'feed'] as const;
