import { IonButton, IonIcon } from '@ionic/react';
import { peopleOutline } from 'ionicons/icons';
import { useEffect, useMemo, useState } from 'react';
import { utcToWallTime } from '@contracts/events/event-time';
import type { EventListItem } from '@contracts/events/schemas';
import { seatsLeftText } from '@contracts/events/seat-text';
import { WAITLIST_WORD } from '../../components/answer-badge';
import { MonthCalendar } from '../../components/month-calendar/month-calendar';
import { monthOf } from '../../components/month-calendar/month-grid';
import type { CalendarEvent, YearMonth } from '../../components/month-calendar/month-grid';
import { useAttendingEvents } from './api/get-attending-events';
import { useAttendingMonth } from './api/get-attending-month';
import { EventList } from './components/event-list';
import { SegmentedControl } from './components/segmented-control';
import { useDeleteEventFlow } from './components/use-delete-event-flow';
import { useEditListedEvent } from './components/use-edit-listed-event';
import { useEventFormModal } from './components/use-event-form-modal';
import { viewerLocale, viewerTimeZone } from '../../lib/viewer-time';
import { lazyOverlay } from '../../components/lazy-overlay';
import './events.css';

// The form (its fields, pickers and Ionic's modal) loads when it first opens, not with the list.
const EventFormModal = lazyOverlay(() => import('./components/event-form-modal'), 'EventFormModal');

type Tab = 'upcoming' | 'past';
type View = 'list' | 'calendar';

const TABS = [
  { value: 'upcoming', label: 'Events' },
  { value: 'past', label: 'Past Events' },
] as const;
const VIEWS = [
  { value: 'list', label: 'List' },
  { value: 'calendar', label: 'Calendar' },
] as const;

function toCalendarEvent(event: EventListItem): CalendarEvent {
  return {
    id: event.id,
    title: event.title,
    start: event.start_datetime,
    end: event.end_datetime,
    isPrivate: event.is_private,
    href: `/events/${event.id}`,
    subtitle: event.community_name,
    // The member's own place on a waitlist, and the seats left of an event with a limit.
    notes: [event.my_rsvp === 'waitlisted' ? WAITLIST_WORD : null, seatsLeftText(event)].filter((note) => note !== null),
  };
}

/**
 * The calendar reads the month it shows (and the days around it), past days and coming ones,
 * whichever list tab is chosen: one query per month.
 */
function useCalendarEvents(enabled: boolean, month: YearMonth): { events: CalendarEvent[]; loading: boolean } {
  const shown = useAttendingMonth(month, viewerTimeZone(), enabled);
  const events = useMemo(() => (shown.data ?? []).map(toCalendarEvent), [shown.data]);
  return { events, loading: shown.isPending || shown.isPlaceholderData };
}

const currentMonth = () => monthOf(utcToWallTime(new Date(), viewerTimeZone()).date);

/** /events, labelled Attending: the events the viewer is going to or may go to, as a list or a month calendar. */
export function EventsPage() {
  const [tab, setTab] = useState<Tab>('upcoming');
  const [view, setView] = useState<View>('list');
  const events = useAttendingEvents(tab);
  const [month, setMonth] = useState<YearMonth>(currentMonth);
  const calendar = useCalendarEvents(view === 'calendar', month);
  const form = useEventFormModal();
  const { remove, dialog: deleteDialog } = useDeleteEventFlow();
  const editListed = useEditListedEvent(form.open);

  useEffect(() => {
    if (events.error) {
      // Spec section 8: list load failures are only logged.
      console.error('Could not load the events you are attending', events.error);
    }
  }, [events.error]);

  return (
    <div className="events-page">
      <div className="section-heading events-heading">
        <div>
          <h1 className="page-title">Attending</h1>
          <p className="page-lead">Events you said you are going to or might go to, and waitlists you are on.</p>
        </div>
        <IonButton fill="outline" routerLink="/communities">
          <IonIcon slot="start" icon={peopleOutline} aria-hidden="true" />
          View Communities
        </IonButton>
      </div>
      <div className="events-controls">
        <SegmentedControl label="Which events" options={TABS} value={tab} onChange={setTab} />
        <SegmentedControl label="Show as" kind="toggle" options={VIEWS} value={view} onChange={setView} />
      </div>
      <div role="tabpanel" aria-label={tab === 'upcoming' ? 'Events' : 'Past Events'}>
        {view === 'list' ? (
          <EventList
            events={events.data}
            loading={events.isPending}
            showCommunity
            // Spec section 6: in the attending list only the creator edits or deletes.
            mayChange={(event) => event.is_creator}
            onEdit={editListed}
            onDelete={(event) => void remove(event)}
            emptyText={
              tab === 'upcoming'
                ? 'No upcoming events. Reply Going or Maybe to an event in one of your communities to see it here.'
                : 'No past events yet.'
            }
          />
        ) : (
          <div aria-busy={calendar.loading}>
            <MonthCalendar events={calendar.events} timeZone={viewerTimeZone()} locale={viewerLocale()} initialMonth={month} onMonthChange={setMonth} />
          </div>
        )}
      </div>
      {deleteDialog}
      {form.state ? <EventFormModal {...form.state} onClose={form.close} /> : null}
    </div>
  );
}
