import type { EventDetail } from '@contracts/events/schemas';
import { EVENT_MESSAGES } from '@contracts/events/messages';
import { ApiError } from '../../../lib/api-client';
import { TicketMessage } from './ticket-message';
import { TICKET_TEXTS } from './ticket-texts';
import { TicketView } from './ticket-view';
import { useTicket } from './use-ticket';
import { useWakeLock } from './use-wake-lock';

type TicketContentProps = { eventId: number; userId: number; event: { data: EventDetail | undefined; dataUpdatedAt: number } };

/** The ticket, or what stands in its way: offline with none kept, the server's refusal (not going, waitlisted), an error. */
export function TicketContent({ eventId, userId, event }: TicketContentProps) {
  const { query, stopped, offlineWithNothing } = useTicket(eventId, userId, event);
  const showing = Boolean(query.data) && !stopped;
  useWakeLock(showing);

  if (stopped) {
    return <TicketMessage title={stopped} alert />;
  }
  if (query.data) {
    return <TicketView saved={query.data} event={event.data ?? query.data.event} />;
  }
  if (offlineWithNothing) {
    return <TicketMessage title={TICKET_TEXTS.offlineNothingSaved} />;
  }
  const error = query.error;
  if (error instanceof ApiError && error.status === 409) {
    // The server's own words: not going, or waiting for a seat.
    return <TicketMessage title={error.detail ?? TICKET_TEXTS.couldNotLoad} alert />;
  }
  if (error instanceof ApiError && error.status === 404) {
    return <TicketMessage title={EVENT_MESSAGES.notFound} alert />;
  }
  if (error) {
    return (
      <TicketMessage title={TICKET_TEXTS.couldNotLoad} text={TICKET_TEXTS.tryAgainHint} alert>
        <button type="button" className="ticket-button" onClick={() => void query.refetch()}>
          Try again
        </button>
      </TicketMessage>
    );
  }
  return (
    <div className="ticket-loading" role="status">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">Getting your ticket…</span>
    </div>
  );
}
