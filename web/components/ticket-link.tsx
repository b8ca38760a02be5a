import { IonIcon } from '@ionic/react';
import { ticketOutline } from 'ionicons/icons';
import { Link } from 'react-router-dom';
import { TICKET_SCREEN, screenPath } from '@contracts/screens/screen-paths';
import './ticket-link.css';

type TicketLinkProps = {
  eventId: number;
  /** Named for screen readers in a list of events ("Ticket for Winter games night"); the event page leaves it out. */
  eventTitle?: string;
  className?: string;
};

/** "Ticket": opens the member's ticket for an event they are going to (the ticket screen, full screen). */
export function TicketLink({ eventId, eventTitle, className }: TicketLinkProps) {
  return (
    <Link className={className ? `ticket-link ${className}` : 'ticket-link'} to={screenPath(TICKET_SCREEN, { eventId })}>
      <IonIcon icon={ticketOutline} aria-hidden="true" />
      Ticket
      {eventTitle ? <span className="visually-hidden"> for {eventTitle}</span> : null}
    </Link>
  );
}

/** Whether the member has a ticket to show: going with a seat, confirmed by the server (not still waiting to sync). */
export const hasTicket = (myRsvp: string | null, awaitingSync = false): boolean => myRsvp === 'going' && !awaitingSync;
