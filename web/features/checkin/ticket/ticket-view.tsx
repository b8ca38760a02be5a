import { describeEventTime } from '@contracts/time-format';
import type { SavedTicket, TicketEvent } from '../../../lib/local-store/ticket-store';
import { viewerLocale, viewerTimeZone } from '../../../lib/viewer-time';
import { QrCode } from './qr-code';
import { TICKET_TEXTS, guestsText } from './ticket-texts';

/** The event's day and time: its own clocks with its zone named, and the viewer's when they differ (as the event page says it). */
function EventWhen({ event }: { event: TicketEvent }) {
  const when = describeEventTime(event, viewerTimeZone(), viewerLocale());
  return (
    <p className="ticket-when">
      <span className="ticket-date">{when.date}</span>
      <span className="ticket-time">{when.eventTime}</span>
      {when.viewerTime ? <span className="ticket-viewer-time">{when.viewerTime}</span> : null}
    </p>
  );
}

/**
 * The ticket as the door sees it: the QR code across the whole width, the member's name and guests
 * large enough to read across a table, the event and when it is, and the small print.
 */
export function TicketView({ saved, event }: { saved: SavedTicket; event: TicketEvent | null }) {
  const guests = guestsText(saved.ticket.guests);
  return (
    <section className="ticket" aria-labelledby="ticket-event-title">
      <div className="ticket-event">
        <h1 id="ticket-event-title" className="ticket-title">
          {event?.title ?? 'Your ticket'}
        </h1>
        {event ? <EventWhen event={event} /> : null}
      </div>
      <div className="ticket-qr">
        <QrCode text={saved.ticket.code} label={TICKET_TEXTS.qrLabel} />
      </div>
      <p className="ticket-holder">
        <span className="ticket-name">{saved.ticket.holder_name}</span>
        {guests ? <span className="ticket-guests">{guests}</span> : null}
      </p>
      <p className="ticket-small-print">{TICKET_TEXTS.movesWithDevice}</p>
    </section>
  );
}
