import { IonIcon } from '@ionic/react';
import { calendarOutline, cashOutline, locationOutline, lockClosedOutline, peopleCircleOutline, peopleOutline, timeOutline } from 'ionicons/icons';
import type { PublicInvitation } from '@contracts/invitations/schemas';
import { describeEventTime } from '@contracts/time-format';
import { goingText } from '../../../../components/people-preview';
import { viewerLocale, viewerTimeZone } from '../../../../lib/viewer-time';
import { personName } from '../../person-name';
import { StatusBadge } from '../status-badge';

/**
 * What one decides on, first (issue 17): who invites, to what, how many are going (issue 28),
 * when (the viewer's day, the event's time and the viewer's own when it differs), where, the
 * price and the community. The host reads it as their own invitation.
 */
export function InvitationDecision({ invitation, isHost }: { invitation: PublicInvitation; isHost: boolean }) {
  const { event } = invitation;
  const when = describeEventTime(event, viewerTimeZone(), viewerLocale());
  return (
    <>
      <p className="join-eyebrow">{isHost ? 'Your invitation to' : `${personName(invitation.invited_by)} invited you to`}</p>
      <h1 id="join-title" className="page-title join-title">
        {event.title}
      </h1>
      <div className="join-badges">
        {/* An open invitation needs no status word ("Pending" is jargon to a stranger): the answer buttons say it. */}
        {invitation.status === 'pending' ? null : <StatusBadge status={invitation.status} />}
        <span className="join-going">
          <IonIcon icon={peopleCircleOutline} aria-hidden="true" />
          {goingText([], invitation.going_count, null)}
        </span>
        {event.is_private ? (
          <span className="join-private">
            <IonIcon icon={lockClosedOutline} aria-hidden="true" />
            Private Event
          </span>
        ) : null}
      </div>
      <ul className="join-facts">
        <li>
          <IonIcon icon={calendarOutline} aria-hidden="true" />
          <span>{when.date}</span>
        </li>
        <li>
          <IonIcon icon={timeOutline} aria-hidden="true" />
          <span>
            <span className="join-fact-line">{when.eventTime}</span>
            {when.viewerTime ? <span className="join-fact-line join-your-time">{when.viewerTime}</span> : null}
          </span>
        </li>
        {event.location ? (
          <li>
            <IonIcon icon={locationOutline} aria-hidden="true" />
            <span>{event.location}</span>
          </li>
        ) : null}
        {event.price_range ? (
          <li>
            <IonIcon icon={cashOutline} aria-hidden="true" />
            <span>
              <span className="visually-hidden">Price: </span>
              {event.price_range}
            </span>
          </li>
        ) : null}
        {event.community_name ? (
          <li>
            <IonIcon icon={peopleOutline} aria-hidden="true" />
            <span>
              <span className="visually-hidden">Community: </span>
              {event.community_name}
            </span>
          </li>
        ) : null}
      </ul>
    </>
  );
}
