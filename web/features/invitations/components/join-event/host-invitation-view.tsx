import { Link } from 'react-router-dom';
import type { Invitation, PublicInvitation } from '@contracts/invitations/schemas';
import { InlineLoading } from '../../../../components/inline-loading';
import { useSentInvitations } from '../../api/get-sent-invitations';
import { INVITATION_TEXTS } from '../../invitation-texts';
import { personName } from '../../person-name';
import { StatusBadge } from '../status-badge';

const answered = (invitation: Invitation) => invitation.status === 'accepted' || invitation.status === 'declined';

/** Who gave the answer: the person, or the address it was mailed to. */
const answererName = (invitation: Invitation) => (invitation.invited_user ? personName(invitation.invited_user) : (invitation.invited_email ?? 'Someone'));

/** The answers to the host's invitations for this event, from the Sent list (GET /event-invites/my-sent-invites?event_id=). */
function Answers({ eventId }: { eventId: number }) {
  const sent = useSentInvitations({ eventId });
  if (sent.isPending) {
    return <InlineLoading className="join-host-loading" label="Loading answers…" />;
  }
  if (sent.isError) {
    return (
      <p className="form-error" role="alert">
        {INVITATION_TEXTS.loadFailed}
      </p>
    );
  }
  const answers = sent.data.filter(answered);
  if (answers.length === 0) {
    return <p className="join-host-empty">Nobody has answered yet.</p>;
  }
  return (
    <ul className="join-host-answers" aria-labelledby="join-host-answers-title">
      {answers.map((invitation) => (
        <li key={invitation.id}>
          <span className="join-host-name">{answererName(invitation)}</span>
          <StatusBadge status={invitation.status} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The host opening their own invitation (issue 17): nothing to accept, so it says so and shows who
 * answered their invitations to this event, with the way to all of them in Invitations.
 */
export function HostInvitationView({ invitation }: { invitation: PublicInvitation }) {
  const eventId = invitation.event.id;
  return (
    <section className="join-host" aria-labelledby="join-host-title">
      <h2 id="join-host-title" className="join-host-title">
        This is your invitation link
      </h2>
      <p className="join-host-hint">Share it with the people you want to invite. Their answers show here.</p>
      <h3 id="join-host-answers-title" className="join-host-subtitle">
        Who answered
      </h3>
      {eventId === null ? <p className="join-host-empty">Nobody has answered yet.</p> : <Answers eventId={eventId} />}
      <div className="join-actions">
        {eventId !== null ? (
          <Link className="button-link" to={`/events/${eventId}`}>
            Open the event
          </Link>
        ) : null}
        <Link className="button-link button-outline" to="/my-invitations?tab=sent">
          All sent invitations
        </Link>
      </div>
    </section>
  );
}
