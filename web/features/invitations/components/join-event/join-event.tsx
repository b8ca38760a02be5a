import { Link } from 'react-router-dom';
import { PageSpinner } from '../../../../components/page-spinner';
import { ApiError } from '../../../../lib/api-client';
import { useSession } from '../../../../lib/session/session-context';
import { usePublicInvitation } from '../../api/get-public-invitation';
import { INVITATION_MESSAGES } from '@contracts/invitations/messages';
import { INVITATION_TEXTS } from '../../invitation-texts';
import { InvalidInvitation } from './invalid-invitation';
import { HostInvitationView } from './host-invitation-view';
import { InvitationAbout } from './invitation-about';
import { InvitationDecision } from './invitation-decision';
import { InvitationResponse } from './invitation-response';
import './join-event.css';

function lookupFailure(error: unknown): string {
  return error instanceof ApiError && error.status === 404 ? INVITATION_MESSAGES.notFound : INVITATION_TEXTS.lookupFailed;
}

/**
 * The public view of one event invitation, decision first (issue 17): who, what, when, where,
 * price and community; then the answer (or, for the host, who answered); then the note and the
 * description, cut after a few lines.
 */
export function JoinEvent({ code }: { code: string }) {
  const { user, loading } = useSession();
  const invitation = usePublicInvitation(code);
  if (invitation.isPending || loading) {
    return <PageSpinner />;
  }
  if (invitation.isError) {
    return <InvalidInvitation reason={lookupFailure(invitation.error)} />;
  }
  const isHost = user?.id === invitation.data.invited_by.id;
  return (
    <article className="panel join-card" aria-labelledby="join-title">
      <InvitationDecision invitation={invitation.data} isHost={isHost} />
      {isHost ? (
        <HostInvitationView invitation={invitation.data} />
      ) : (
        <InvitationResponse code={code} invitation={invitation.data} />
      )}
      <InvitationAbout invitation={invitation.data} />
      <p className="join-home">
        <Link to="/">Go to Home</Link>
      </p>
    </article>
  );
}
