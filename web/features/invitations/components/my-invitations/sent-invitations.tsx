import { IonButton } from '@ionic/react';
import { useState } from 'react';
import type { Invitation, InvitationStatus } from '@contracts/invitations/schemas';
import { useConfirm } from '../../../../components/confirm-dialog/use-confirm';
import { useCancelInvitation } from '../../api/cancel-invitation';
import { useSentInvitations } from '../../api/get-sent-invitations';
import { copyText } from '../../copy-text';
import { CANCEL_CONFIRMATION, INVITATION_TEXTS, joinEventLink } from '../../invitation-texts';
import { InvitationItem } from './invitation-item';
import { InvitationListState } from './invitation-list-state';

/** Cancel for a pending sent invitation, after a confirmation that names the event and the invitee. */
function CancelInvitation({ invitation }: { invitation: Invitation }) {
  const cancel = useCancelInvitation();
  const [failed, setFailed] = useState(false);
  const { confirm, dialog } = useConfirm();
  const onCancel = async () => {
    const who = invitation.invited_email ?? 'the shareable link';
    if (!(await confirm({ title: `Cancel the invitation to “${invitation.event.title}” for ${who}?`, message: CANCEL_CONFIRMATION, confirmLabel: 'Cancel Invitation', destructive: true }))) {
      return;
    }
    setFailed(false);
    cancel.mutate(invitation.id, { onError: () => setFailed(true) });
  };
  return (
    <>
      {failed ? (
        <span className="form-error invitation-cancel-error" role="alert">
          {INVITATION_TEXTS.cancelFailed}
        </span>
      ) : null}
      <IonButton size="small" fill="outline" color="danger" disabled={cancel.isPending} onClick={() => void onCancel()}>
        {cancel.isPending ? 'Cancelling…' : 'Cancel'}
      </IonButton>
      {dialog}
    </>
  );
}

/** Copy Link for a shareable link the sender may want to share again. */
function CopyInvitationLink({ code }: { code: string }) {
  const [result, setResult] = useState<'copied' | 'failed' | null>(null);
  const onCopy = async () => {
    setResult((await copyText(joinEventLink(code))) ? 'copied' : 'failed');
  };
  return (
    <>
      {result === 'copied' ? (
        <span className="invitation-copy-result" role="status">
          {INVITATION_TEXTS.linkCopied}
        </span>
      ) : null}
      {result === 'failed' ? (
        <span className="form-error invitation-cancel-error" role="alert">
          {INVITATION_TEXTS.copyFailed}
        </span>
      ) : null}
      <IonButton size="small" fill="outline" onClick={() => void onCopy()}>
        Copy Link
      </IonButton>
    </>
  );
}

/** The Sent tab: invitations the signed-in user sent, pending ones cancellable. */
export function SentInvitations({ status }: { status: InvitationStatus | undefined }) {
  const query = useSentInvitations({ status });
  return (
    <InvitationListState
      query={query}
      status={status}
      emptyTitle="No invitations sent yet"
      emptyText="Invite people from an event you created with Invite People."
    >
      {(invitations) =>
        invitations.map((invitation) => (
          <InvitationItem key={invitation.id} invitation={invitation} direction="sent">
            {invitation.status === 'pending' && invitation.is_link ? <CopyInvitationLink code={invitation.invite_code} /> : null}
            {invitation.status === 'pending' ? <CancelInvitation invitation={invitation} /> : null}
          </InvitationItem>
        ))
      }
    </InvitationListState>
  );
}
