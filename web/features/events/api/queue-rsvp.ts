import { useCallback } from 'react';
import type { EventDetail, RsvpScope, RsvpStatus } from '@contracts/events/schemas';
import { queueWrite, rsvpWrite } from '../../../lib/outbox';
import { useSession } from '../../../lib/session/session-context';

/**
 * Going, Maybe, Not Going (a status) or Cancel RSVP (null), through the outbox: the answer shows
 * at once, marked as waiting until the server has it, and survives being offline. RSVP is a state,
 * so a replay converges. A write the server refuses rolls back and the member is told why.
 * On a date of a recurring event, scope `series` answers this date and every later one; the
 * write targets this date's id, which the date keeps when its series is edited.
 */
export function useQueueRsvp(): (event: EventDetail, status: RsvpStatus | null, scope?: RsvpScope) => void {
  const { user } = useSession();
  return useCallback(
    (event: EventDetail, status: RsvpStatus | null, scope: RsvpScope = 'this') => {
      if (!user) {
        return;
      }
      const person = { id: user.id, username: user.username, full_name: user.full_name ?? null, is_pro: user.is_pro };
      const series = scope === 'series' && event.series ? { id: event.series.id, from: event.start_datetime } : undefined;
      // Spec section 8: RSVP failures are only logged (a refusal by the server is also shown by the outbox).
      queueWrite(rsvpWrite(event, status, person, series)).catch((error: unknown) => console.error('RSVP failed', error));
    },
    [user],
  );
}
