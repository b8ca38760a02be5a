/**
 * Comments' query keys.
 * The features read and refresh their data under these keys; the outbox (web/lib/outbox, in the
 * page and in the service worker) writes confirmed changes under the same ones.
 */

/** An event's discussion (the pages loaded so far, as one list); every comments mutation updates this entry. */
export const eventCommentsQueryKey = (eventId: number) => ['comments', 'event', eventId] as const;
/** Kept beside the list, not in it, so the outbox and mutations keep editing a plain Comment[]. */
export const commentPagingQueryKey = (eventId: number) => ['comment-paging', eventId] as const;
