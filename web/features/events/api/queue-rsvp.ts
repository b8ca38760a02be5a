import { useCallback } from 'react';
import type { EventDetail, RsvpStatus } from '@contracts/events/schemas';
import { queueWrite, rsvpWrite } from '../../../lib/outbox';
import { useSession } from '../../../lib/session/session-context';

/**
 * Going, Maybe, Not Going (a status) or Cancel RSVP (null), through the outbox: the answer shows
 * at once, marked as waiting until the server has it, and survives being offline. RSVP is a state,
 * so a replay converges. A write the server refuses rolls back and the member is told why.
 */
export function useQueueRsvp(): (event: EventDetail, status: RsvpStatus | null) => void {
  const { user } = useSession();
  return useCallback(
    (event: EventDetail, status: RsvpStatus | null) => {
      if (!user) {
        return;
      }
      const person = { id: user.id, username: user.username, full_name: user.full_name ?? null, is_pro: user.is_pro };
      // Spec section 8: RSVP failures are only logged (a refusal by the server is also shown by the outbox).
      queueWrite(rsvpWrite(event, status, person)).catch((error: unknown) => console.error('RSVP failed', error));
    },
    [user],
  );
}
