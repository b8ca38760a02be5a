import { IonButton, IonIcon } from '@ionic/react';
import { personRemoveOutline, shieldCheckmarkOutline, shieldOutline } from 'ionicons/icons';
import { useState } from 'react';
import type { CommunityDetail, Member } from '../../../../server/contracts/communities';
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

/** Member Management (owner and admins): make or remove admin, remove from the community. */
export function MemberManagementSection({ community }: MemberManagementProps) {
  const setAdmin = useSetMemberAdmin();
  const remove = useRemoveMember();
  const [busyUserId, setBusyUserId] = useState<number | null>(null);
  const [success, showSuccess, clearSuccess] = useTimedMessage(SUCCESS_MS);
  const [error, setError] = useState<string | null>(null);

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

  const removeFromCommunity = (member: Member) => {
    const name = memberNameOf(member.user);
    if (!window.confirm(`Are you sure you want to remove ${name} from ${community.name}?`)) {
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
              <div className="member-actions" role="group" aria-label={`Actions for ${memberNameOf(member.user)}`}>
                <IonButton size="small" fill="outline" disabled={busyUserId !== null} onClick={() => toggleAdmin(member)}>
                  <IonIcon slot="start" icon={member.is_admin ? shieldOutline : shieldCheckmarkOutline} aria-hidden="true" />
                  {member.is_admin ? 'Remove Admin' : 'Make Admin'}
                </IonButton>
                <IonButton
                  size="small"
                  fill="outline"
                  color="danger"
                  disabled={busyUserId !== null}
                  onClick={() => removeFromCommunity(member)}
                >
                  <IonIcon slot="start" icon={personRemoveOutline} aria-hidden="true" />
                  Remove
                </IonButton>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
