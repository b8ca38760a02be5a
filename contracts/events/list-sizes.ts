/**
 * The sizes of an event list item (contracts/events.ts EventListItemSchema). Plain numbers with no
 * imports, so the outbox core (shared with the service worker) reads them without loading zod.
 */

/** How many of the people going a list item names. */
export const GOING_PREVIEW_SIZE = 3;
