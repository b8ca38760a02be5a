import { useState } from 'react';
import { useConfirm } from '../../../components/confirm-dialog/use-confirm';
import { RowMenu } from '../../../components/row-menu/row-menu';
import type { CommunityDetail, Member } from '@contracts/communities/schemas';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { useRemoveMember } from '../api/remove-member';
import { useSetMemberAdmin } from '../api/set-member-admin';
import { MemberIdentity } from '../components/member-identity';
import { memberNameOf } from '../member-text';
import { FormMessages } from '../../../components/form-messages';

const SUCCESS_MS = 3000;
const PROMOTED_TEXT = 'Member promoted to admin successfully!';
const ADMIN_FAILED_TEXT = 'Failed to update admin status';
const REMOVE_FAILED_TEXT = 'Failed to remove member';

type MemberManagementProps = { community: CommunityDetail };

/** Member Management (owner and admins): each row's menu makes or removes an admin, or removes the member after a confirmation. */
export function MemberManagementSection({ community }: MemberManagementProps) {
  const setAdmin = useSetMemberAdmin();
  const remove = useRemoveMember();
  const [busyUserId, setBusyUserId] = useState<number | null>(null);
  const [success, showSuccess, clearSuccess] = useTimedMessage(SUCCESS_MS);
  const [error, setError] = useState<string | null>(null);
  const { confirm, dialog } = useConfirm();

  const start = (member: Member) => {
    clearSuccess();
    setError(null);
    setBusyUserId(member.user.id);
  };
  const fail = (text: string) => (caught: unknown) => {
    console.error(text, caught);
    setError(text);
  };

  const toggleAdmin = (member: Member) => {
    const name = memberNameOf(member.user);
    start(member);
    setAdmin.mutate(
      { communityId: community.id, userId: member.user.id, isAdmin: !member.is_admin },
      {
        onSuccess: () => showSuccess(member.is_admin ? `${name} removed as admin successfully!` : PROMOTED_TEXT),
        onError: fail(ADMIN_FAILED_TEXT),
        onSettled: () => setBusyUserId(null),
      },
    );
  };

  const removeFromCommunity = async (member: Member) => {
    const name = memberNameOf(member.user);
    const sure = await confirm({
      title: `Remove ${name}?`,
      message: `Are you sure you want to remove ${name} from ${community.name}?`,
      confirmLabel: 'Remove',
      destructive: true,
    });
    if (!sure) {
      return;
    }
    start(member);
    remove.mutate(
      { communityId: community.id, userId: member.user.id },
      {
        onSuccess: () => showSuccess(`${name} removed from community successfully!`),
        onError: fail(REMOVE_FAILED_TEXT),
        onSettled: () => setBusyUserId(null),
      },
    );
  };

  return (
    <section className="panel" aria-labelledby="member-management-title">
      <h2 id="member-management-title">Member Management</h2>
      <FormMessages success={success} error={error} />
      <ul className="member-list" aria-label="Community members">
        {community.members.map((member) => (
          <li key={member.id} className="member-row member-row-managed">
            <MemberIdentity member={member} />
            {member.can_be_managed ? (
              <RowMenu
                label={`Actions for ${memberNameOf(member.user)}`}
                items={[
                  { label: member.is_admin ? 'Remove Admin' : 'Make Admin', disabled: busyUserId !== null, onSelect: () => toggleAdmin(member) },
                  {
                    label: 'Remove from Community',
                    destructive: true,
                    disabled: busyUserId !== null,
                    onSelect: () => void removeFromCommunity(member),
                  },
                ]}
              />
            ) : null}
          </li>
        ))}
      </ul>
      {dialog}
    </section>
  );
}
