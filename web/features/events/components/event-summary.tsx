import { IonIcon } from '@ionic/react';
import { calendarOutline, cashOutline, locationOutline, personOutline, timeOutline } from 'ionicons/icons';
import { Link } from 'react-router-dom';
import type { EventDetail } from '@contracts/events/schemas';
import { describeEventTime } from '@contracts/time-format';
import { viewerLocale, viewerTimeZone } from '../../../lib/viewer-time';
import { ProBadge } from '../../../components/pro-badge';
import { EventCountdown } from './event-countdown';
import { EventLocation } from './event-location';
import { PrivateBadge } from './private-badge';
import { useSeriesLines } from './use-series-lines';

function creatorName(creator: EventDetail['creator']): string {
  return creator.full_name?.trim() || creator.username;
}

/**
 * Title, how soon it starts, creator, badge, date and time (the event's zone, and the viewer's when
 * it differs), how it repeats (a date of a recurring event), place with its map links, and price.
 */
export function EventSummary({ event }: { event: EventDetail }) {
  const when = describeEventTime(event, viewerTimeZone(), viewerLocale());
  // The event page waits for them on a date of a recurring event, so the line is there from the start.
  const seriesLines = useSeriesLines(Boolean(event.series));
  return (
    <div className="event-summary">
      {event.is_private ? <PrivateBadge /> : null}
      <h1 className="page-title event-title">{event.title}</h1>
      <EventCountdown event={event} />
      <p className="event-byline">
        <IonIcon icon={personOutline} aria-hidden="true" />
        <span>
          Created by <strong>{creatorName(event.creator)}</strong> <ProBadge isPro={event.creator.is_pro} /> in{' '}
          <Link to={`/communities/${event.community_id}`}>{event.community_name}</Link>
        </span>
      </p>
      <dl className="event-facts">
        <div>
          <dt>
            <IonIcon icon={calendarOutline} aria-hidden="true" />
            <span className="visually-hidden">Date</span>
          </dt>
          <dd className="event-date">{when.date}</dd>
        </div>
        <div>
          <dt>
            <IonIcon icon={timeOutline} aria-hidden="true" />
            <span className="visually-hidden">Time</span>
          </dt>
          <dd className="event-time">
            <span>{when.eventTime}</span>
            {when.viewerTime ? (
              <>
                {' '}
                <span className="event-viewer-time">· {when.viewerTime}</span>
              </>
            ) : null}
          </dd>
        </div>
        {event.series && seriesLines ? <seriesLines.RepeatLine series={event.series} timeZone={event.time_zone} /> : null}
        {event.location ? (
          <div>
            <dt>
              <IonIcon icon={locationOutline} aria-hidden="true" />
              <span className="visually-hidden">Location</span>
            </dt>
            <dd className="event-location">
              <EventLocation location={event.location} />
            </dd>
          </div>
        ) : null}
        {event.price_range ? (
          <div>
            <dt>
              <IonIcon icon={cashOutline} aria-hidden="true" />
              <span className="visually-hidden">Price range</span>
            </dt>
            <dd>{event.price_range}</dd>
          </div>
        ) : null}
      </dl>
    </div>
  );
}
