import { IonButton, IonIcon } from '@ionic/react';
import { exitOutline } from 'ionicons/icons';
import { useState } from 'react';
import { useConfirm } from '../../../components/confirm-dialog/use-confirm';
import { errorMessage } from '../../../lib/api-client';
import { useLeaveCommunity } from '../api/membership-changes';

export const LEAVE_FAILED_TEXT = 'Failed to leave the community. Please try again.';

type LeaveCommunityButtonProps = { community: { id: number; name: string }; onLeft?: () => void };

/** Leave, after a confirmation that names the community; for any member but the owner. */
export function LeaveCommunityButton({ community, onLeft }: LeaveCommunityButtonProps) {
  const leave = useLeaveCommunity();
  const { confirm, dialog } = useConfirm();
  const [error, setError] = useState<string | null>(null);

  const start = async () => {
    const sure = await confirm({
      title: `Leave “${community.name}”?`,
      message: 'You will no longer see its events or discussions. You can join again with an invite code.',
      confirmLabel: 'Leave',
      destructive: true,
    });
    if (!sure) {
      return;
    }
    setError(null);
    try {
      await leave.mutateAsync(community.id);
      onLeft?.();
    } catch (caught) {
      setError(errorMessage(caught, LEAVE_FAILED_TEXT));
    }
  };

  return (
    <>
      <IonButton fill="outline" color="danger" disabled={leave.isPending} onClick={() => void start()}>
        <IonIcon slot="start" icon={exitOutline} aria-hidden="true" />
        {leave.isPending ? 'Leaving…' : 'Leave Community'}
      </IonButton>
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      {dialog}
    </>
  );
}
