import { IonButton, IonIcon } from '@ionic/react';
import { checkmarkOutline, copyOutline } from 'ionicons/icons';
import { StableLabel } from '../../../components/stable-label';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { inviteLinkFor } from '../invite-link';

const COPIED_MS = 2000;
const COPY_LABEL = 'Copy Invite Link';
const COPIED_LABEL = 'Copied!';

/** 'Copy Invite Link': copies {origin}/invite/{code} and says 'Copied!' for 2 seconds, keeping its size. */
export function CopyInviteLinkButton({ inviteCode }: { inviteCode: string }) {
  const [copied, showCopied] = useTimedMessage(COPIED_MS);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(inviteLinkFor(inviteCode));
      showCopied(COPIED_LABEL);
    } catch (error) {
      console.error('Copying the invite link failed', error);
      window.alert('Failed to copy link');
    }
  };

  return (
    <IonButton fill="outline" size="small" onClick={() => void copy()} className="copy-invite-button">
      <IonIcon slot="start" icon={copied ? checkmarkOutline : copyOutline} aria-hidden="true" />
      <span aria-live="polite">
        <StableLabel shown={copied ?? COPY_LABEL} variants={[COPY_LABEL, COPIED_LABEL]} />
      </span>
    </IonButton>
  );
}
