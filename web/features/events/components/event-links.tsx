import { IonButton, IonIcon } from '@ionic/react';
import { linkOutline, logoWhatsapp, ticketOutline } from 'ionicons/icons';
import type { EventDetail } from '@contracts/events/schemas';

/** Event Link, Buy Tickets and WhatsApp Group, each only when the event has it (Add to Google Calendar: features/calendar). */
export function EventLinks({ event }: { event: EventDetail }) {
  const links = [
    { label: 'Event Link', href: event.event_link, icon: linkOutline },
    { label: 'Buy Tickets', href: event.ticket_link, icon: ticketOutline },
    { label: 'WhatsApp Group', href: event.whatsapp_link, icon: logoWhatsapp },
  ];
  return (
    <div className="event-links">
      {links.map((link) =>
        link.href ? (
          <IonButton key={link.label} fill="outline" href={link.href} target="_blank" rel="noopener noreferrer">
            <IonIcon slot="start" icon={link.icon} aria-hidden="true" />
            {link.label}
          </IonButton>
        ) : null,
      )}
    </div>
  );
}
