import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { EVENT_MESSAGES } from '@contracts/events/messages';
import { EVENT_SCREEN, screenPath } from '@contracts/screens/screen-paths';
import { useSession } from '../../lib/session/session-context';
import { useEvent } from '../events';
import { TicketContent } from './ticket/ticket-content';
import { TicketMessage } from './ticket/ticket-message';
import './ticket/ticket.css';

/** Close: back to where the member came from, or to the event when the ticket was opened directly. */
function useClose(eventId: string): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  return () => {
    if (location.key === 'default') {
      void navigate(screenPath(EVENT_SCREEN, { eventId }), { replace: true });
    } else {
      void navigate(-1);
    }
  };
}

/**
 * /events/{eventId}/ticket: the member's ticket full screen, outside the app's frame, for the door
 * to scan. It opens offline from the ticket kept on this device. The members' guard (RequireAuth,
 * web/app/routes.tsx) stands before it, as before every members' screen.
 */
export function TicketPage() {
  const { eventId = '' } = useParams();
  const id = /^\d+$/.test(eventId) ? Number(eventId) : NaN;
  const { user } = useSession();
  const event = useEvent(user ? id : NaN);
  const close = useClose(eventId);
  if (!user) {
    return null;
  }
  return (
    <main className="ticket-page">
      <div className="ticket-bar">
        <button type="button" className="ticket-close" onClick={close}>
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
          Close
        </button>
      </div>
      {Number.isInteger(id) && id > 0 ? <TicketContent eventId={id} userId={user.id} event={event} /> : <TicketMessage title={EVENT_MESSAGES.notFound} alert />}
    </main>
  );
}
