import type { Member } from '@contracts/communities/schemas';
import { CommunityDialog } from './community-dialog';
import { MemberIdentity } from './member-identity';

type MembersDialogProps = { members: Member[]; isOpen: boolean; onClose: () => void };

/** The members dialog opened from the member count (spec section 2), with Owner and Admin badges. */
export function MembersDialog({ members, isOpen, onClose }: MembersDialogProps) {
  return (
    <CommunityDialog title={`Members (${members.length})`} isOpen={isOpen} onClose={onClose}>
      <ul className="member-list" aria-label="Members">
        {members.map((member) => (
          <li key={member.id} className="member-row">
            <MemberIdentity member={member} />
          </li>
        ))}
      </ul>
    </CommunityDialog>
  );
}
