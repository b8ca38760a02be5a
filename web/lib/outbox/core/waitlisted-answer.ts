import type { OutboxRow, WaitlistedNotice } from './outbox-types';

/**
 * Whether the server's answer to a queued going put the member on the waitlist when they expected a
 * seat: the event was full when the write arrived (it filled up while the member was offline, or
 * they saw an old copy). Then the member must be told, so the row is kept as a notice rather than
 * deleted. A member who joined the waitlist knowingly (Join waitlist) sees their place on the page.
 */
export function waitlistedNotice(row: OutboxRow, answer: unknown): WaitlistedNotice | null {
  const { change } = row;
  if (change.kind !== 'rsvp' || change.status !== 'going' || change.knownFull === true || typeof answer !== 'object' || answer === null) {
    return null;
  }
  const event = answer as { my_rsvp?: unknown; my_waitlist_position?: unknown; title?: unknown };
  if (event.my_rsvp !== 'waitlisted') {
    return null;
  }
  return {
    title: typeof event.title === 'string' ? event.title : null,
    position: typeof event.my_waitlist_position === 'number' ? event.my_waitlist_position : null,
  };
}
