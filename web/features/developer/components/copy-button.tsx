import { IonButton, IonIcon } from '@ionic/react';
import { checkmarkOutline, copyOutline } from 'ionicons/icons';
import { useState } from 'react';
import { DEVELOPER_MESSAGES } from '@contracts/developer/messages';
import { StableLabel } from '../../../components/stable-label';
import { useTimedMessage } from '../../../lib/use-timed-message';

/** Spec section 9: the copy confirmation shows for 2 seconds. */
export const COPIED_MS = 2000;
const COPY_FAILED = 'Copying failed: select the text and copy it yourself.';

type CopyButtonProps = {
  text: string;
  /** What the button copies, read after its visible word ("Copy" / "Copied!") by screen readers: "token", "curl example". */
  what: string;
  fill?: 'solid' | 'outline' | 'clear';
};

/** Copies `text` to the clipboard and says 'Copied!' for 2 seconds (also to screen readers, politely). */
export function CopyButton({ text, what, fill = 'outline' }: CopyButtonProps) {
  const [copied, showCopied] = useTimedMessage(COPIED_MS);
  const [failed, setFailed] = useState(false);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setFailed(false);
      showCopied(DEVELOPER_MESSAGES.copied);
    } catch (error) {
      console.error('Copying failed', error);
      setFailed(true);
    }
  };

  return (
    <span className="copy-button">
      {/* The name is the visible word plus what is copied, so it always holds what is shown (WCAG 2.5.3). */}
      <IonButton fill={fill} size="small" onClick={() => void copy()}>
        <IonIcon slot="start" icon={copied ? checkmarkOutline : copyOutline} aria-hidden="true" />
        <StableLabel shown={copied ?? 'Copy'} variants={['Copy', DEVELOPER_MESSAGES.copied]} />
        <span className="visually-hidden"> {what}</span>
      </IonButton>
      <span className="visually-hidden" aria-live="polite">
        {copied ?? ''}
      </span>
      {failed ? (
        <span className="copy-failed" role="alert">
          {COPY_FAILED}
        </span>
      ) : null}
    </span>
  );
}
