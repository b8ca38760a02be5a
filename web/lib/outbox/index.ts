/** The outbox: writes that must survive being offline (RSVPs, comments, likes, door check-ins), sent exactly once. */
export type { DoorAction, OutboxRow } from './core/outbox-types';
export { isBeingSent } from './core/outbox-types';
export { commentsWithPending, eventWithPendingRsvp, listItemWithPendingRsvp } from './local-view';
export type { CommentsView } from './local-view';
export { BEING_SENT_TEXT, discardWrite, queueWrite } from './queue-write';
export { useOutboxRows } from './use-outbox';
export { checkInWrite, commentWrite, likeWrite, rsvpWrite, undoCheckInWrite, walkInWrite } from './writes';
export type { DoorWriteContext, EventRef } from './writes';
export { usePausedChanges } from './use-paused-changes';
export { useSendingClaims } from './use-sending-claims';
