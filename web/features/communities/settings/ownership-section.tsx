import { IonButton, IonIcon } from '@ionic/react';
import { swapHorizontalOutline, trashOutline } from 'ionicons/icons';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { CommunityDetail } from '@contracts/communities/schemas';
import { useConfirm } from '../../../components/confirm-dialog/use-confirm';
import { FormMessages } from '../../../components/form-messages';
import { errorMessage } from '../../../lib/api-client';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { useDeleteCommunity, useTransferOwnership } from '../api/membership-changes';
import { LeaveCommunityButton } from '../components/leave-community-button';
import { memberNameOf } from '../member-text';

const SUCCESS_MS = 3000;

/** The owner hands the community to another member, after a confirmation naming both. */
function TransferOwnership({ community, onTransferred }: { community: CommunityDetail; onTransferred: (text: string) => void }) {
  const id = useId();
  const candidates = community.members.filter((member) => !member.is_owner);
  const [chosen, setChosen] = useState<number | ''>('');
  const transfer = useTransferOwnership();
  const { confirm, dialog } = useConfirm();
  const [error, setError] = useState<string | null>(null);

  if (candidates.length === 0) {
    return <p className="form-note">Invite someone first: ownership can only go to another member.</p>;
  }
  const start = async () => {
    const member = candidates.find((candidate) => candidate.user.id === chosen);
    if (!member) {
      setError('Choose the member who will own the community.');
      return;
    }
    const name = memberNameOf(member.user);
    const sure = await confirm({
      title: `Make ${name} the owner of “${community.name}”?`,
      message: `${name} will own the community and can delete it. You stay on as an admin.`,
      confirmLabel: 'Transfer Ownership',
      destructive: true,
    });
    if (!sure) {
      return;
    }
    setError(null);
    try {
      await transfer.mutateAsync({ communityId: community.id, userId: member.user.id });
      // The section outlives this form: once the community is handed on, the form is no longer the caller's.
      onTransferred(`${name} now owns ${community.name}.`);
    } catch (caught) {
      setError(errorMessage(caught, 'Failed to transfer ownership. Please try again.'));
    }
  };
  return (
    <div className="ownership-transfer">
      <label htmlFor={`${id}-member`}>New owner</label>
      <div className="ownership-transfer-row">
        <select id={`${id}-member`} value={chosen} onChange={(event) => setChosen(event.target.value ? Number(event.target.value) : '')}>
          <option value="">Choose a member</option>
          {candidates.map((member) => (
            <option key={member.user.id} value={member.user.id}>
              {memberNameOf(member.user)}
            </option>
          ))}
        </select>
        <IonButton fill="outline" disabled={transfer.isPending} onClick={() => void start()}>
          <IonIcon slot="start" icon={swapHorizontalOutline} aria-hidden="true" />
          Transfer Ownership
        </IonButton>
      </div>
      <FormMessages error={error} />
      {dialog}
    </div>
  );
}

/** The owner deletes the community: the name must be typed to confirm. */
function DeleteCommunity({ community }: { community: CommunityDetail }) {
  const remove = useDeleteCommunity();
  const { confirm, dialog } = useConfirm();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const start = async () => {
    const sure = await confirm({
      title: `Delete “${community.name}”?`,
      message: 'Its events, replies and discussions are deleted for every member. This cannot be undone.',
      confirmLabel: 'Delete Community',
      destructive: true,
      typeToConfirm: community.name,
    });
    if (!sure) {
      return;
    }
    setError(null);
    try {
      await remove.mutateAsync(community.id);
      void navigate('/communities', { replace: true });
    } catch (caught) {
      setError(errorMessage(caught, 'Failed to delete the community. Please try again.'));
    }
  };
  return (
    <div className="ownership-delete">
      <IonButton fill="outline" color="danger" disabled={remove.isPending} onClick={() => void start()}>
        <IonIcon slot="start" icon={trashOutline} aria-hidden="true" />
        Delete Community
      </IonButton>
      <FormMessages error={error} />
      {dialog}
    </div>
  );
}

/**
 * Your membership: a member may leave; the owner may not before handing the community on, and
 * alone may transfer ownership or delete the community.
 */
export function OwnershipSection({ community }: { community: CommunityDetail }) {
  const navigate = useNavigate();
  const { permissions } = community;
  const [transferred, showTransferred] = useTimedMessage(SUCCESS_MS);
  return (
    <section className="panel" aria-labelledby="membership-title">
      <h2 id="membership-title">Your Membership</h2>
      <FormMessages success={transferred} />
      {permissions.can_leave ? (
        <>
          <p className="form-note">Leaving takes the community off your lists. You can join again with an invite code.</p>
          <LeaveCommunityButton community={community} onLeft={() => void navigate('/communities', { replace: true })} />
        </>
      ) : null}
      {permissions.can_transfer_ownership ? (
        <>
          <p className="form-note">You own this community. To leave it, first make another member its owner.</p>
          <TransferOwnership community={community} onTransferred={showTransferred} />
        </>
      ) : null}
      {permissions.can_delete ? (
        <>
          <h3 className="ownership-danger-title">Delete this community</h3>
          <p className="form-note">Every event, reply and discussion in it is deleted for all members.</p>
          <DeleteCommunity community={community} />
        </>
      ) : null}
    </section>
  );
}
