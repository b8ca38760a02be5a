import { IonIcon } from '@ionic/react';
import { locationOutline, peopleOutline, timeOutline } from 'ionicons/icons';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { EventListItem } from '../../../../server/contracts/events';
import { describeEventTime } from '../../../../server/contracts/time-format';
import { viewerLocale, viewerTimeZone } from '../../../lib/viewer-time';
import { PrivateBadge } from './private-badge';

type EventCardProps = { event: EventListItem; showCommunity?: boolean; actions?: ReactNode };

/** One event in a list: links to /events/{id}; the actions (edit, delete) sit beside the link. */
export function EventCard({ event, showCommunity = false, actions }: EventCardProps) {
  const when = describeEventTime(event, viewerTimeZone(), viewerLocale());
  return (
    <li className="event-card">
      <Link to={`/events/${event.id}`} className="event-card-link">
        <span className="event-card-date">{when.date}</span>
        <h3 className="event-card-title">{event.title}</h3>
        <span className="event-card-line">
          <IonIcon icon={timeOutline} aria-hidden="true" />
          <span className="event-card-time">
            <span>{when.eventTime}</span>
            {when.viewerTime ? (
              <>
                {' '}
                <span>· {when.viewerTime}</span>
              </>
            ) : null}
          </span>
        </span>
        {event.location ? (
          <span className="event-card-line">
            <IonIcon icon={locationOutline} aria-hidden="true" />
            {event.location}
          </span>
        ) : null}
        <span className="event-card-line event-card-meta">
          <IonIcon icon={peopleOutline} aria-hidden="true" />
          {event.rsvp_counts.going} going
          {showCommunity ? <span> · {event.community_name}</span> : null}
        </span>
        {event.is_private ? <PrivateBadge /> : null}
      </Link>
      {actions ? <div className="event-card-actions">{actions}</div> : null}
    </li>
  );
}
