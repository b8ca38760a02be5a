import { IonButton, IonIcon } from '@ionic/react';
import { addOutline } from 'ionicons/icons';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { EventDetail } from '@contracts/events/schemas';
import { lazyOverlay } from '../../../components/lazy-overlay';
import { useCommunityEvents } from '../api/get-community-events';
import { AssistantBar } from '../assistant/assistant-bar';
import { useEditFromEventPage } from './edit-on-community-page';
import { useEditListedEvent } from './use-edit-listed-event';
import { EventList } from './event-list';
import { SegmentedControl } from './segmented-control';
import { useDeleteEventFlow } from './use-delete-event-flow';
import { useEventFormModal } from './use-event-form-modal';
import '../events.css';

// The form (its fields, pickers and Ionic's modal) loads when it first opens, not with the page.
const EventFormModal = lazyOverlay(() => import('./event-form-modal'), 'EventFormModal');

type Tab = 'upcoming' | 'past';
const TABS = [
  { value: 'upcoming', label: 'Upcoming' },
  { value: 'past', label: 'Past' },
] as const;

export type CommunityEventsSectionProps = { communityId: number; canCreateEvents: boolean };

/**
 * The community page's events: Upcoming (soonest first) and Past (latest first) tabs, the
 * Create Event and AI buttons for those who may create (the assistant fills the same form), and
 * Edit and Delete on the events the viewer may change (creator, owner, admins: spec section 6,
 * community view).
 */
export function CommunityEventsSection({ communityId, canCreateEvents }: CommunityEventsSectionProps) {
  const [tab, setTab] = useState<Tab>('upcoming');
  const events = useCommunityEvents(communityId, tab);
  const form = useEventFormModal();
  const { remove, dialog: deleteDialog } = useDeleteEventFlow();
  const navigate = useNavigate();
  const { open } = form;
  const afterEditFromEventPage = useEditFromEventPage(communityId, useCallback((event: EventDetail) => open({ kind: 'edit', event }), [open]));
  const editListed = useEditListedEvent(open);

  useEffect(() => {
    if (events.error) {
      // Spec section 8: list load failures are only logged.
      console.error('Could not load the community events', events.error);
    }
  }, [events.error]);

  return (
    <>
      {canCreateEvents ? <AssistantBar communityId={communityId} onFound={(prefill) => open({ kind: 'create', communityId, prefill })} /> : null}
      <section className="community-events" aria-labelledby="community-events-title">
        <div className="section-heading">
          <h2 id="community-events-title">Events</h2>
          {canCreateEvents ? (
            <IonButton onClick={() => form.open({ kind: 'create', communityId })}>
              <IonIcon slot="start" icon={addOutline} aria-hidden="true" />
              Create Event
            </IonButton>
          ) : null}
        </div>
        <SegmentedControl label="Community events" options={TABS} value={tab} onChange={setTab} />
        <div role="tabpanel" aria-label={tab === 'upcoming' ? 'Upcoming' : 'Past'}>
          <EventList
            events={events.data}
            loading={events.isPending}
            emptyText={tab === 'upcoming' ? 'No upcoming events yet.' : 'No past events.'}
            onEdit={editListed}
            onDelete={(event) => void remove(event)}
          />
        </div>
        {deleteDialog}
        {form.state ? (
          <EventFormModal
            {...form.state}
            onClose={form.close}
            onSaved={(saved, kind) => {
              if (kind === 'create') {
                void navigate(`/events/${saved.id}`);
              } else {
                afterEditFromEventPage(saved);
              }
            }}
          />
        ) : null}
      </section>
    </>
  );
}
