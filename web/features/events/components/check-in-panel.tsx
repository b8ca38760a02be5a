import { IonIcon } from '@ionic/react';
import { checkmarkCircleOutline, scanOutline } from 'ionicons/icons';
import { Link } from 'react-router-dom';
import type { EventDetail } from '@contracts/events/schemas';
import { DOOR_SCREEN, screenPath } from '@contracts/screens/screen-paths';
import { formatTime, isUnderWay } from '@contracts/time-format';
import { TicketLink, hasTicket } from '../../../components/ticket-link';
import { useNow } from '../../../lib/use-now';
import { lazyComponent } from '../../../lib/lazy-component';
import { viewerLocale, viewerTimeZone } from '../../../lib/viewer-time';

const CLOCK_REFRESH_MS = 60_000;

/** Who came, for organisers once the event has started: its code loads as the page renders, not with the page. */
const AttendancePanel = lazyComponent(() => import('./attendance-panel'), 'AttendancePanel', () => null);

/**
 * Check-in on the event page: the member's Ticket while they are going and the event is to come
 * or under way, when they were checked in, and for its organisers Door mode and, once the event has
 * started, who came.
 */
export function CheckInPanel({ event, rsvpPending }: { event: EventDetail; rsvpPending: boolean }) {
  const now = useNow(CLOCK_REFRESH_MS);
  const started = Date.parse(event.start_datetime) <= now.getTime();
  const underWay = isUnderWay(event, now);
  const ended = started && !underWay;
  const ticket = !ended && hasTicket(event.my_rsvp, rsvpPending);
  if (!ticket && !event.my_check_in && !event.can_edit) {
    return null;
  }
  return (
    <div className="check-in-panel">
      {event.my_check_in ? (
        <p className="my-check-in">
          <IonIcon icon={checkmarkCircleOutline} aria-hidden="true" />
          You were checked in at {formatTime(new Date(event.my_check_in.at), viewerTimeZone(), viewerLocale())}
        </p>
      ) : null}
      {ticket || event.can_edit ? (
        <div className="check-in-actions">
          {ticket ? <TicketLink eventId={event.id} /> : null}
          {event.can_edit ? (
            <Link className="button-link button-outline door-mode-link" to={screenPath(DOOR_SCREEN, { eventId: event.id })}>
              <IonIcon icon={scanOutline} aria-hidden="true" />
              Door mode
            </Link>
          ) : null}
        </div>
      ) : null}
      {event.can_edit && started ? <AttendancePanel eventId={event.id} live={underWay} /> : null}
    </div>
  );
}
