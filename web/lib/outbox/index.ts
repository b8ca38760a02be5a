/** The outbox: writes that must survive being offline (RSVPs, comments, likes), sent exactly once. */
export type { OutboxRow } from './core/outbox-types';
export { isBeingSent } from './core/outbox-types';
export { commentsWithPending, eventWithPendingRsvp, listItemWithPendingRsvp } from './local-view';
export type { CommentsView } from './local-view';
export { BEING_SENT_TEXT, discardWrite, queueWrite } from './queue-write';
export { useOutboxRows } from './use-outbox';
export { commentWrite, likeWrite, rsvpWrite } from './writes';
export type { EventRef } from './writes';
export { usePausedChanges } from './use-paused-changes';
export { useSendingClaims } from './use-sending-claims';
