import { IonIcon } from '@ionic/react';
import { locationOutline, peopleCircleOutline, peopleOutline, repeatOutline, timeOutline } from 'ionicons/icons';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { EventListItem } from '@contracts/events/schemas';
import { describeEventTime, isUnderWay } from '@contracts/time-format';
import { AnswerBadge } from '../../../components/answer-badge';
import { PendingMark } from '../../../components/pending-mark';
import { PeoplePreview, previewViewer } from '../../../components/people-preview';
import { SeatsNote } from '../../../components/seats-note';
import { TicketLink, hasTicket } from '../../../components/ticket-link';
import { useSession } from '../../../lib/session/session-context';
import { viewerLocale, viewerTimeZone } from '../../../lib/viewer-time';
import { PrivateBadge } from './private-badge';
import './recurring.css';

type EventCardProps = {
  event: EventListItem;
  showCommunity?: boolean;
  actions?: ReactNode;
  now?: Date;
  /** The member's going waits to sync to an event with a limit: whether it gets a seat is not known yet. */
  awaitingSeat?: boolean;
};

/** Once started: under way by the same rule as its countdown and Up next (isUnderWay), else Past. */
function timeState(event: EventListItem, now: Date): 'past' | 'now' | null {
  if (Date.parse(event.start_datetime) > now.getTime()) {
    return null;
  }
  return isUnderWay(event, now) ? 'now' : 'past';
}

/**
 * One event in a list, read at a glance: the day (the viewer's), the member's own answer, Repeats
 * (a date of a recurring event), Private and Past, the time, the place, who is going and the seats
 * left (an event with a limit), and the community on one line. Links to /events/{id}; the actions
 * (edit, delete) sit beside the link, and the member's Ticket below it while the event is to come or under way.
 */
export function EventCard({ event, showCommunity = false, actions, now = new Date(), awaitingSeat = false }: EventCardProps) {
  const { user } = useSession();
  const when = describeEventTime(event, viewerTimeZone(), viewerLocale());
  const state = timeState(event, now);
  const ticket = state !== 'past' && hasTicket(event.my_rsvp, awaitingSeat);
  return (
    <li className={state === 'past' ? 'event-card is-past' : 'event-card'}>
      <Link to={`/events/${event.id}`} className="event-card-link">
        <span className="event-card-top">
          <span className="event-card-date">{when.date}</span>
          <span className="event-card-states">
            <AnswerBadge status={event.my_rsvp} />
            {awaitingSeat ? <PendingMark compact /> : null}
            {event.series_id !== null ? (
              <span className="repeat-badge" role="img" aria-label="Repeats" title="Repeats">
                <IonIcon icon={repeatOutline} aria-hidden="true" />
              </span>
            ) : null}
            {event.is_private ? <PrivateBadge /> : null}
            {state === 'past' ? <span className="state-badge state-past">Past</span> : null}
            {state === 'now' ? <span className="state-badge state-now">Happening now</span> : null}
          </span>
        </span>
        <h3 className="event-card-title">{event.title}</h3>
        <span className="event-card-line">
          <IonIcon icon={timeOutline} aria-hidden="true" />
          <span className="event-card-time">
            <span>{when.eventTime}</span>
            {when.viewerTime ? <span className="event-card-viewer-time">{when.viewerTime}</span> : null}
          </span>
        </span>
        {event.location ? (
          <span className="event-card-line">
            <IonIcon icon={locationOutline} aria-hidden="true" />
            {event.location}
          </span>
        ) : null}
        <span className="event-card-line event-card-people">
          {event.going_preview.length === 0 ? <IonIcon icon={peopleOutline} aria-hidden="true" /> : null}
          {/* A going still waiting for its seat is not counted among those going yet. */}
          <PeoplePreview people={event.going_preview} total={event.rsvp_counts.going} viewer={previewViewer(user, awaitingSeat ? null : event.my_rsvp)} />
          <SeatsNote event={event} />
        </span>
        {showCommunity ? (
          <span className="event-card-line event-card-community">
            <IonIcon icon={peopleCircleOutline} aria-hidden="true" />
            <span className="event-card-community-name">{event.community_name}</span>
          </span>
        ) : null}
      </Link>
      {actions ? <div className="event-card-actions">{actions}</div> : null}
      {ticket ? (
        <div className="event-card-ticket">
          <TicketLink eventId={event.id} eventTitle={event.title} />
        </div>
      ) : null}
    </li>
  );
}
