import type { Invitation } from '../../../../../server/contracts/invitations';
import { useReceivedInvitations } from '../../api/get-received-invitations';
import { PendingInvitationRow } from './pending-invitation-row';

/** Invitations the member has not answered yet, soonest event first, each with Accept and Decline in place. */
export function usePendingInvitations(): { invitations: Invitation[]; loading: boolean } {
  const received = useReceivedInvitations('pending');
  const invitations = [...(received.data ?? [])].sort((a, b) => Date.parse(a.event.start_datetime) - Date.parse(b.event.start_datetime));
  return { invitations, loading: received.isPending };
}

type PendingInvitationListProps = { invitations: readonly Invitation[]; now: Date };

export function PendingInvitationList({ invitations, now }: PendingInvitationListProps) {
  return (
    <ul className="up-next-list">
      {invitations.map((invitation) => (
        <PendingInvitationRow key={invitation.id} invitation={invitation} now={now} />
      ))}
    </ul>
  );
}
