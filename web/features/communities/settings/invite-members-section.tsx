import { IonButton, IonIcon } from '@ionic/react';
import { eyeOffOutline, refreshOutline } from 'ionicons/icons';
import { useState } from 'react';
import type { CommunityDetail } from '@contracts/communities/schemas';
import { useConfirm } from '../../../components/confirm-dialog/use-confirm';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { useRegenerateInviteCode } from '../api/regenerate-invite-code';
import { InviteCodeBox } from '../components/invite-code-box';
import { FormMessages } from '../../../components/form-messages';

const SUCCESS_MS = 3000;
const REGENERATED_TEXT = 'Invite code regenerated successfully!';
const REGENERATE_FAILED_TEXT = 'Failed to regenerate invite code';
const REGENERATE_CONFIRM_TEXT =
  'Are you sure you want to regenerate the invite code? The current invite code and link will stop working.';

/** Invite Members: the code and link to share when visible, and Regenerate for owner and admins. */
export function InviteMembersSection({ community }: { community: CommunityDetail }) {
  const regenerate = useRegenerateInviteCode();
  const [success, showSuccess, clearSuccess] = useTimedMessage(SUCCESS_MS);
  const [error, setError] = useState<string | null>(null);
  const { permissions } = community;
  const { confirm, dialog } = useConfirm();

  const onRegenerate = async () => {
    const sure = await confirm({
      title: `Regenerate the invite code of “${community.name}”?`,
      message: REGENERATE_CONFIRM_TEXT,
      confirmLabel: 'Regenerate',
      destructive: true,
    });
    if (!sure) {
      return;
    }
    clearSuccess();
    setError(null);
    regenerate.mutate(community.id, {
      onSuccess: () => showSuccess(REGENERATED_TEXT),
      onError: (caught) => {
        console.error(REGENERATE_FAILED_TEXT, caught);
        setError(REGENERATE_FAILED_TEXT);
      },
    });
  };

  return (
    <section className="panel" aria-labelledby="invite-members-title">
      <h2 id="invite-members-title">Invite Members</h2>
      {permissions.can_see_invite_code && community.invite_code ? (
        <>
          <p className="form-note invite-members-note">Share the invite code, or copy the invite link and send it to people you want to invite.</p>
          <InviteCodeBox inviteCode={community.invite_code} />
        </>
      ) : (
        <div className="invite-hidden">
          <IonIcon icon={eyeOffOutline} className="tile-icon" aria-hidden="true" />
          <div>
            <h3>Invite Code Not Visible</h3>
            <p>Only the owner and admins of this community can see and share its invite code.</p>
          </div>
        </div>
      )}
      {permissions.can_regenerate_invite_code ? (
        <div className="regenerate-row">
          <IonButton fill="outline" color="danger" size="small" disabled={regenerate.isPending} onClick={() => void onRegenerate()}>
            <IonIcon slot="start" icon={refreshOutline} aria-hidden="true" />
            Regenerate Invite Code
          </IonButton>
          <p className="form-note">A new code makes the old code and link stop working at once.</p>
        </div>
      ) : null}
      <FormMessages success={success} error={error} />
      {dialog}
    </section>
  );
}
