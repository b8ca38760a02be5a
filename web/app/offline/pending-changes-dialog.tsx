import { IonButton, IonContent } from '@ionic/react';
import { useState } from 'react';
import { PendingMark } from '../../components/pending-mark';
import { BEING_SENT_TEXT, discardWrite, isBeingSent, useSendingClaims } from '../../lib/outbox';
import type { OutboxRow } from '../../lib/outbox';
import type { SendingClaim } from '../../lib/local-store/local-db';
import { useNow } from '../../lib/use-now';
import { SENDING_TEXT, writeDetail } from './outbox-texts';
import { DialogFrame } from '../../components/dialog-frame';

type PendingChangesDialogProps = { isOpen: boolean; rows: readonly OutboxRow[]; onClose: () => void };

function PendingChange({ row, now, claim }: { row: OutboxRow; now: Date; claim: SendingClaim | undefined }) {
  const detail = writeDetail(row);
  const failed = row.status === 'failed';
  const sending = !failed && isBeingSent(claim, now.getTime());
  const [refusal, setRefusal] = useState<string | null>(null);
  const discard = async () => {
    setRefusal((await discardWrite(row.id)) === 'being-sent' ? BEING_SENT_TEXT : null);
  };
  return (
    <li className="pending-change">
      <div className="pending-change-text">
        <p className="pending-change-label">{row.label}</p>
        {detail ? <p className="pending-change-detail">{detail}</p> : null}
        {failed ? (
          <p className="pending-change-error">Could not be saved: {row.lastError}</p>
        ) : (
          <p className="pending-change-status">
            {sending ? SENDING_TEXT : <PendingMark />}
            {row.attempts > 0 && row.lastError ? <span className="pending-change-retry"> · last try: {row.lastError}</span> : null}
          </p>
        )}
        {refusal ? (
          <p className="pending-change-error" role="alert">
            {refusal}
          </p>
        ) : null}
      </div>
      <IonButton fill="outline" size="small" color={failed ? 'medium' : 'danger'} disabled={sending} onClick={() => void discard()}>
        {failed ? 'Dismiss' : 'Discard'}
      </IonButton>
    </li>
  );
}

/** The member's queue: each change waiting to sync (or refused), with Discard, which also undoes it on screen. */
export function PendingChangesDialog({ isOpen, rows, onClose }: PendingChangesDialogProps) {
  // A claim left by a tab closed mid-send runs out: the row becomes discardable again.
  const now = useNow(5_000);
  const claims = useSendingClaims(isOpen);
  return (
    <DialogFrame isOpen={isOpen} onClose={onClose} className="pending-changes-modal" title="Pending changes">
      <IonContent className="ion-padding">
        <p className="pending-changes-lead">
          These are sent by themselves, in order, as soon as there is a connection. Discarding one also undoes it here.
        </p>
        {rows.length === 0 ? (
          <p className="pending-changes-empty">Everything is synced.</p>
        ) : (
          <ul className="pending-changes">
            {rows.map((row) => (
              <PendingChange key={row.id} row={row} now={now} claim={claims.get(row.id)} />
            ))}
          </ul>
        )}
      </IonContent>
    </DialogFrame>
  );
}
