import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Invitation } from '@contracts/invitations/schemas';
import { formatMediumDate, formatShortDate } from '@contracts/time-format';
import { viewerLocale, viewerTimeZone } from '../../../../lib/viewer-time';
import { personName } from '../../person-name';
import { StatusBadge } from '../status-badge';

type InvitationItemProps = { invitation: Invitation; direction: 'received' | 'sent'; children?: ReactNode };

/** Who the sender invited: a person (also one who answered a link), an e-mail address, or anyone with the link. */
function recipientOf(invitation: Invitation): string {
  if (invitation.invited_user) {
    return `To ${personName(invitation.invited_user)}`;
  }
  return invitation.invited_email ? `To ${invitation.invited_email}` : 'Shareable link';
}

/** One invitation in a list: event, when and where, who, message, status and its actions. */
export function InvitationItem({ invitation, direction, children }: InvitationItemProps) {
  const { event } = invitation;
  const eventPath = event.id !== null && (direction === 'sent' || invitation.status === 'accepted') ? `/events/${event.id}` : null;
  const zone = viewerTimeZone();
  const locale = viewerLocale();
  const where = [formatShortDate(new Date(event.start_datetime), zone, locale), event.location].filter(Boolean).join(' · ');
  return (
    <li className="invitation-item">
      <div className="invitation-item-head">
        <h3 className="invitation-event">
          {eventPath ? (
            <Link to={eventPath} className="tap-link">
              {event.title}
            </Link>
          ) : (
            event.title
          )}
        </h3>
        <StatusBadge status={invitation.status} />
      </div>
      <p className="invitation-where">{where}</p>
      <p className="invitation-who">
        {direction === 'received' ? `From ${personName(invitation.invited_by)}` : recipientOf(invitation)}
      </p>
      {invitation.message ? <p className="invitation-message">{invitation.message}</p> : null}
      <div className="invitation-item-foot">
        <span className="invitation-created">
          {direction === 'received' ? 'Received' : 'Sent'} {formatMediumDate(new Date(invitation.created_at), zone, locale)}
        </span>
        {children}
      </div>
    </li>
  );
}
