import { IonButton } from '@ionic/react';
import { useParams } from 'react-router-dom';
import { EVENT_MESSAGES } from '@contracts/events/messages';
import { ApiError } from '../../lib/api-client';
import { eventWithPendingRsvp, useOutboxRows } from '../../lib/outbox';
import { PageSpinner } from '../../components/page-spinner';
import { useEvent } from './api/get-event';
import { EventDetailView, useGoBack } from './components/event-detail-view';
import { useSeriesLines } from './components/use-series-lines';
import './events.css';

/** /events/{eventId}: the event, or 'Event not found' with Go Back. */
export function EventDetailPage() {
  const { eventId } = useParams();
  const id = Number(eventId);
  const event = useEvent(id);
  const goBack = useGoBack('/events');
  const outbox = useOutboxRows();
  // A date of a recurring event shows once the code of its repeat lines is here too: no line pops in.
  const seriesLines = useSeriesLines(Boolean(event.data?.series));

  if ((Number.isInteger(id) && id > 0 && event.isPending) || (event.data?.series && !seriesLines)) {
    return <PageSpinner />;
  }
  // A saved copy of an event the server now says is gone (deleted, or out of reach) is not shown.
  const gone = event.error instanceof ApiError && event.error.status === 404;
  if (event.data && !gone) {
    const local = eventWithPendingRsvp(event.data, outbox);
    return <EventDetailView event={local.event} rsvpPending={local.pending} />;
  }
  const notFound = !(Number.isInteger(id) && id > 0) || (event.error instanceof ApiError && event.error.status === 404);
  return (
    <div className="page-narrow event-missing">
      <h1 className="page-title">{notFound ? EVENT_MESSAGES.notFound : 'Could not load this event'}</h1>
      {notFound ? null : <p className="page-lead">Check your connection and try again.</p>}
      <div className="event-missing-actions">
        <IonButton onClick={goBack}>Go Back</IonButton>
        {notFound ? null : (
          <IonButton fill="outline" onClick={() => void event.refetch()}>
            Try Again
          </IonButton>
        )}
      </div>
    </div>
  );
}
