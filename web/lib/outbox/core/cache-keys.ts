/**
 * The query keys a confirmed write updates. They are the keys the features use
 * (web/features/events/api/get-event.ts, event-query-keys.ts, web/features/comments/api/get-event-comments.ts);
 * tests/web/outbox-cache-keys.test.ts keeps them equal. Kept here because the service worker
 * patches the persisted cache too, and it cannot import the features.
 */
export const eventDetailKey = (eventId: number) => ['events', 'detail', eventId] as const;
export const EVENT_LISTS_KEY = ['events', 'list'] as const;
export const eventCommentsKey = (eventId: number) => ['comments', 'event', eventId] as const;

/** TanStack Query's hash of a key made of strings and numbers. */
export function hashOf(key: readonly unknown[]): string {
  return JSON.stringify(key);
}
