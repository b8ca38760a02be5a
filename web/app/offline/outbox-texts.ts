import { waitlistPositionText } from '@contracts/events/seat-text';
import type { OutboxRow } from '../../lib/outbox';

/** What the member reads about a queued write. */
export function failureText(row: OutboxRow): string {
  return `${row.label} could not be saved: ${row.lastError ?? 'the server refused it'}`;
}

/**
 * A going sent after being offline that found the event full: "“Lido at dusk” was full when your
 * answer arrived. You're #3 on the waitlist."
 */
export function waitlistedText(row: OutboxRow): string {
  const notice = row.waitlisted;
  const event = notice?.title ? `“${notice.title}”` : 'The event';
  const place = notice?.position ? `${waitlistPositionText(notice.position)}.` : "You're on the waitlist.";
  return `${event} was full when your answer arrived. ${place}`;
}

/** A queued change a drain is sending right now: it can no longer be discarded. */
export const SENDING_TEXT = 'Sending…';

const RSVP_WORDS = { going: 'Going', maybe: 'Maybe', not_going: 'Not Going' } as const;

/** The answer of an RSVP, or the words of a comment (shortened), for the list. */
export function writeDetail(row: OutboxRow): string | null {
  const { change } = row;
  if (change.kind === 'rsvp') {
    return change.status ? RSVP_WORDS[change.status] : 'No reply';
  }
  if (change.kind !== 'comment') {
    return null;
  }
  const text = change.content;
  return text.length > 80 ? `“${text.slice(0, 79)}…”` : `“${text}”`;
}

export function changesText(count: number): string {
  return `${count} ${count === 1 ? 'change' : 'changes'}`;
}

/** Asked before signing out would throw away changes that have not reached the server. */
export function signOutWithUnsentText(count: number): string {
  const them = count === 1 ? 'it' : 'them';
  return `${changesText(count)} made offline ${count === 1 ? 'has' : 'have'} not been sent yet. Signing out now discards ${them}. Sign out anyway?`;
}
