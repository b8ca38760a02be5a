import { IonButton, IonIcon } from '@ionic/react';
import { arrowBackOutline, createOutline, trashOutline } from 'ionicons/icons';
import { useLocation, useNavigate } from 'react-router-dom';
import type { EventDetail } from '@contracts/events/schemas';
import { AddToCalendar } from '../../calendar';
import { CheckInPanel } from './check-in-panel';
import { EventDiscussion } from '../../comments';
import { EventLinks } from './event-links';
import { EventSummary } from './event-summary';
import { RsvpPanel } from './rsvp-panel';
import { ShareEventButton } from './share-event-button';
import { useDeleteEventFlow } from './use-delete-event-flow';
import { editOnCommunityPage } from './edit-on-community-page';
import { lazyComponent } from '../../../lib/lazy-component';

/** The creator's own panel (Invite People), for the creator only and under Are you going?: it loads as the page renders. */
const CreatorPanel = lazyComponent(() => import('./creator-panel'), 'CreatorPanel', () => null);

/** Back to where the user came from; a page opened directly goes back to its community. */
export function useGoBack(fallback: string): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  return () => {
    if (location.key === 'default') {
      void navigate(fallback, { replace: true });
    } else {
      void navigate(-1);
    }
  };
}

type EventDetailViewProps = { event: EventDetail; rsvpPending?: boolean };

/** Everything of spec section 2's /events/{id} for a loaded event. */
export function EventDetailView({ event, rsvpPending = false }: EventDetailViewProps) {
  const navigate = useNavigate();
  const communityPath = `/communities/${event.community_id}`;
  const goBack = useGoBack(communityPath);
  const { remove, deleting, dialog: deleteDialog } = useDeleteEventFlow();

  const onDelete = async () => {
    if (await remove(event)) {
      void navigate(communityPath, { replace: true });
    }
  };

  return (
    <article className="event-detail">
      <div className="event-detail-top">
        <IonButton fill="clear" className="back-button" onClick={goBack}>
          <IonIcon slot="start" icon={arrowBackOutline} aria-hidden="true" />
          Back
        </IonButton>
        {event.is_creator ? (
          <div className="event-owner-actions">
            <IonButton fill="outline" size="small" onClick={() => void navigate(communityPath, { state: editOnCommunityPage(event) })}>
              <IonIcon slot="start" icon={createOutline} aria-hidden="true" />
              Edit
            </IonButton>
            <IonButton fill="outline" size="small" color="danger" disabled={deleting} onClick={() => void onDelete()}>
              <IonIcon slot="start" icon={trashOutline} aria-hidden="true" />
              Delete
            </IonButton>
          </div>
        ) : null}
      </div>
      <div className="event-detail-grid">
        <div className="event-detail-summary">
          <EventSummary event={event} />
        </div>
        <div className="event-detail-side">
          <RsvpPanel event={event} pending={rsvpPending} />
          <CheckInPanel event={event} rsvpPending={rsvpPending} />
          {event.is_creator ? <CreatorPanel event={event} /> : null}
        </div>
        <div className="event-detail-main">
          <div className="event-share-calendar">
            <ShareEventButton event={event} />
            <AddToCalendar event={event} />
          </div>
          <EventLinks event={event} />
          {event.description ? (
            <section className="panel event-about" aria-labelledby="about-title">
              <h2 id="about-title">About This Event</h2>
              <p>{event.description}</p>
            </section>
          ) : null}
        </div>
        <div className="event-detail-discussion">
          <EventDiscussion eventId={event.id} eventTitle={event.title} />
        </div>
      </div>
      {deleteDialog}
    </article>
  );
}
