import { IonIcon } from '@ionic/react';
import { mailOpenOutline } from 'ionicons/icons';
import { Link } from 'react-router-dom';
import type { Invitation } from '@contracts/invitations/schemas';
import { InlineLoading } from '../../../components/inline-loading';
import { useReceivedInvitations } from '../api/get-received-invitations';
import { INVITATION_STATUSES } from '../invitation-statuses';
import { INVITATION_TEXTS } from '../invitation-texts';
import { summarizeInvitations } from '../invitation-summary';
import { personName } from '../person-name';
import { StatusBadge, statusLabel } from './status-badge';
import './invitation-summary-card.css';

/** Where a recent invitation leads: to answer it while pending, to the event once accepted. */
function invitationPath(invitation: Invitation): string | null {
  if (invitation.status === 'pending') {
    return `/join-event/${invitation.invite_code}`;
  }
  return invitation.status === 'accepted' && invitation.event.id !== null ? `/events/${invitation.event.id}` : null;
}

function SummaryBody({ invitations }: { invitations: Invitation[] }) {
  const { counts, recent } = summarizeInvitations(invitations);
  return (
    <>
      <dl className="summary-counts">
        {INVITATION_STATUSES.map((status) => (
          <div key={status} className={`summary-count status-${status}`}>
            <dt>{statusLabel(status)}</dt>
            <dd>{counts[status]}</dd>
          </div>
        ))}
      </dl>
      {recent.length === 0 ? (
        <p className="summary-empty">No invitations yet. When someone invites you to an event, it shows up here.</p>
      ) : (
        <ul className="summary-recent">
          {recent.map((invitation) => {
            const path = invitationPath(invitation);
            return (
              <li key={invitation.id}>
                <div className="summary-recent-text">
                  {path ? (
                    <Link to={path} className="tap-link">
                      {invitation.event.title}
                    </Link>
                  ) : (
                    <span>{invitation.event.title}</span>
                  )}
                  <span className="summary-recent-from">From {personName(invitation.invited_by)}</span>
                </div>
                <StatusBadge status={invitation.status} />
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}

/** The invitation summary card of /home: counts per status, the 3 most recent, View All. */
export function InvitationSummaryCard() {
  const received = useReceivedInvitations();
  return (
    <section className="panel invitation-summary" aria-labelledby="invitation-summary-title">
      <div className="summary-head">
        <IonIcon icon={mailOpenOutline} className="summary-icon" aria-hidden="true" />
        <h2 id="invitation-summary-title">Event Invitations</h2>
        <Link to="/my-invitations" className="summary-view-all">
          View All
        </Link>
      </div>
      {received.isPending ? (
        <InlineLoading className="summary-loading" label="Loading invitations…" />
      ) : received.isError ? (
        <p className="form-error" role="alert">
          {INVITATION_TEXTS.loadFailed}
        </p>
      ) : (
        <SummaryBody invitations={received.data} />
      )}
    </section>
  );
}
