import { IonIcon } from '@ionic/react';
import { alertCircleOutline } from 'ionicons/icons';
import { discardWrite } from '../../lib/outbox';
import type { OutboxRow } from '../../lib/outbox';
import { failureText } from './outbox-texts';

/**
 * Writes the server refused for good (the event was deleted, the member lost access): their
 * local change is already rolled back; this says which one and why, until the member has read it.
 */
export function SyncFailureNotices({ failed }: { failed: readonly OutboxRow[] }) {
  if (failed.length === 0) {
    return null;
  }
  return (
    <div className="sync-failures" role="alert">
      {failed.map((row) => (
        <div key={row.id} className="sync-failure">
          <IonIcon icon={alertCircleOutline} aria-hidden="true" />
          <p>{failureText(row)}</p>
          <button type="button" className="sync-failure-ok" onClick={() => void discardWrite(row.id)}>
            OK
          </button>
        </div>
      ))}
    </div>
  );
}
