import { IonButton, IonIcon } from '@ionic/react';
import { createOutline, trashOutline } from 'ionicons/icons';
import type { EventListItem } from '@contracts/events/schemas';
import { InlineLoading } from '../../../components/inline-loading';
import { listItemWithPendingRsvp, useOutboxRows } from '../../../lib/outbox';
import { EventCard } from './event-card';

type EventListProps = {
  events: EventListItem[] | undefined;
  loading: boolean;
  emptyText: string;
  showCommunity?: boolean;
  /** When given, events the viewer may change get Edit and Delete buttons. */
  onEdit?: (event: EventListItem) => void;
  onDelete?: (event: EventListItem) => void;
  /** Who may change an event here; the API's can_edit and can_delete unless a page narrows it. */
  mayChange?: (event: EventListItem) => boolean;
};

/** Cards of events, or a loading or empty state. */
export function EventList({ events, loading, emptyText, showCommunity, onEdit, onDelete, mayChange }: EventListProps) {
  const outbox = useOutboxRows();
  if (loading && !events) {
    return <InlineLoading className="event-list-state" label="Loading events…" />;
  }
  if (!events || events.length === 0) {
    return <p className="event-list-state event-list-empty">{emptyText}</p>;
  }
  return (
    <ul className="event-list">
      {events.map((listed) => {
        // The member's RSVP still waiting to sync shows in the list as it does on the event page.
        const { item: event, awaitingSeat } = listItemWithPendingRsvp(listed, outbox);
        const canEdit = Boolean(onEdit && (mayChange ? mayChange(event) : event.can_edit));
        const canDelete = Boolean(onDelete && (mayChange ? mayChange(event) : event.can_delete));
        const actions =
          canEdit || canDelete ? (
            <>
              {canEdit ? (
                <IonButton fill="clear" size="small" onClick={() => onEdit?.(event)}>
                  <IonIcon slot="icon-only" icon={createOutline} aria-hidden="true" />
                  <span className="visually-hidden">Edit {event.title}</span>
                </IonButton>
              ) : null}
              {canDelete ? (
                <IonButton fill="clear" size="small" color="danger" onClick={() => onDelete?.(event)}>
                  <IonIcon slot="icon-only" icon={trashOutline} aria-hidden="true" />
                  <span className="visually-hidden">Delete {event.title}</span>
                </IonButton>
              ) : null}
            </>
          ) : undefined;
        return <EventCard key={event.id} event={event} showCommunity={showCommunity} actions={actions} awaitingSeat={awaitingSeat} />;
      })}
    </ul>
  );
}
