/**
 * Every events query lives under one root so a change can refresh them together: lists under
 * `['events', 'list', ...]`, one event's detail under `['events', 'detail', id]`.
 */
export const EVENTS_LIST_ROOT = ['events', 'list'] as const;
export const EVENTS_DETAIL_ROOT = ['events', 'detail'] as const;
