import { IonIcon } from '@ionic/react';
import { calendarOutline, locationOutline, lockClosedOutline, timeOutline } from 'ionicons/icons';
import type { PublicInvitation } from '../../../../../server/contracts/invitations';
import { describeEventTime } from '../../../../../server/contracts/time-format';
import { viewerLocale, viewerTimeZone } from '../../../../lib/viewer-time';
import { personName } from '../../person-name';
import { StatusBadge } from '../status-badge';

/** What the invitation shows anyone holding its code: who invites, to what, when and where. */
export function InvitationDetails({ invitation }: { invitation: PublicInvitation }) {
  const { event } = invitation;
  const when = describeEventTime(event, viewerTimeZone(), viewerLocale());
  return (
    <>
      <p className="join-eyebrow">{personName(invitation.invited_by)} invited you to</p>
      <h1 id="join-title" className="page-title join-title">
        {event.title}
      </h1>
      <div className="join-badges">
        <StatusBadge status={invitation.status} />
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
            {when.eventTime}
            {when.viewerTime ? ` · ${when.viewerTime}` : null}
          </span>
        </li>
        {event.location ? (
          <li>
            <IonIcon icon={locationOutline} aria-hidden="true" />
            <span>{event.location}</span>
          </li>
        ) : null}
      </ul>
      {invitation.message ? (
        <figure className="join-message">
          <blockquote>{invitation.message}</blockquote>
          <figcaption>{personName(invitation.invited_by)}</figcaption>
        </figure>
      ) : null}
      {event.description ? (
        <section className="join-about" aria-labelledby="join-about-title">
          <h2 id="join-about-title">About This Event</h2>
          <p>{event.description}</p>
        </section>
      ) : null}
    </>
  );
}
