import { IonIcon } from '@ionic/react';
import { timeOutline } from 'ionicons/icons';

export const PENDING_TEXT = 'Waiting to sync';

/** The mark of a change the server does not have yet: a small clock and "Waiting to sync". */
export function PendingMark({ compact = false }: { compact?: boolean }) {
  return (
    <span className={compact ? 'pending-mark is-compact' : 'pending-mark'} title={PENDING_TEXT}>
      <IonIcon icon={timeOutline} aria-hidden="true" />
      {compact ? <span className="visually-hidden">{PENDING_TEXT}</span> : PENDING_TEXT}
    </span>
  );
}
