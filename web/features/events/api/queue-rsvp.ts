import { useCallback } from 'react';
import type { EventDetail, RsvpScope, RsvpStatus } from '@contracts/events/schemas';
import { queueWrite, rsvpWrite } from '../../../lib/outbox';
import type { OutboxRow } from '../../../lib/outbox';
import { useSession } from '../../../lib/session/session-context';
import { goingJoinsWaitlist } from '../lib/seat-answer';

/**
 * The guests the member's latest queued answer to the event asks for, while it waits to be sent
 * (null: none queued, or one that keeps the guests they have). The server's answer replaces it.
 */
export function pendingGuests(rows: readonly OutboxRow[], eventId: number): number | null {
  const latest = rows.filter((row) => row.status === 'pending' && row.change.kind === 'rsvp' && row.change.eventId === eventId).at(-1)?.change;
  return latest?.kind === 'rsvp' ? (latest.guests ?? null) : null;
}

/**
 * Going, Maybe, Not Going (a status) or Cancel RSVP (null), through the outbox: the answer shows
 * at once, marked as waiting until the server has it, and survives being offline. RSVP is a state,
 * so a replay converges. A write the server refuses rolls back and the member is told why (a 409
 * for more guests than seats left, say).
 * On a date of a recurring event, scope `series` answers this date and every later one; the
 * write targets this date's id, which the date keeps when its series is edited. `guests` goes
 * with a going answer when the member chose how many they bring.
 */
export function useQueueRsvp(): (event: EventDetail, status: RsvpStatus | null, scope?: RsvpScope, guests?: number) => void {
  const { user } = useSession();
  return useCallback(
    (event: EventDetail, status: RsvpStatus | null, scope: RsvpScope = 'this', guests?: number) => {
      if (!user) {
        return;
      }
      const person = { id: user.id, username: user.username, full_name: user.full_name ?? null, is_pro: user.is_pro };
      const series = scope === 'series' && event.series ? { id: event.series.id, from: event.start_datetime } : undefined;
      // Spec section 8: RSVP failures are only logged (a refusal by the server is also shown by the outbox).
      const knownFull = goingJoinsWaitlist(event) || event.my_rsvp === 'waitlisted';
      queueWrite(rsvpWrite(event, status, person, { series, guests, knownFull })).catch((error: unknown) => console.error('RSVP failed', error));
    },
    [user],
  );
}
