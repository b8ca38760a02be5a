import { Link } from 'react-router-dom';
import type { InvitationStatus } from '@contracts/invitations/schemas';
import { useReceivedInvitations } from '../../api/get-received-invitations';
import { InvitationItem } from './invitation-item';
import { InvitationListState } from './invitation-list-state';

/** The Received tab: invitations to the signed-in user, each pending one with a way to respond. */
export function ReceivedInvitations({ status }: { status: InvitationStatus | undefined }) {
  const query = useReceivedInvitations(status);
  return (
    <InvitationListState
      query={query}
      status={status}
      emptyTitle="No invitations received yet"
      emptyText="When someone invites you to an event, it shows up here."
    >
      {(invitations) =>
        invitations.map((invitation) => (
          <InvitationItem key={invitation.id} invitation={invitation} direction="received">
            {invitation.status === 'pending' ? (
              <Link className="button-link button-small" to={`/join-event/${invitation.invite_code}`}>
                Respond
              </Link>
            ) : null}
          </InvitationItem>
        ))
      }
    </InvitationListState>
  );
}
