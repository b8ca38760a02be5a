import { IonButton, IonButtons, IonContent, IonHeader, IonModal, IonTitle, IonToolbar } from '@ionic/react';
import { PendingMark } from '../../components/pending-mark';
import { discardWrite } from '../../lib/outbox';
import type { OutboxRow } from '../../lib/outbox';
import { writeDetail } from './outbox-texts';

type PendingChangesDialogProps = { isOpen: boolean; rows: readonly OutboxRow[]; onClose: () => void };

function PendingChange({ row }: { row: OutboxRow }) {
  const detail = writeDetail(row);
  const failed = row.status === 'failed';
  return (
    <li className="pending-change">
      <div className="pending-change-text">
        <p className="pending-change-label">{row.label}</p>
        {detail ? <p className="pending-change-detail">{detail}</p> : null}
        {failed ? (
          <p className="pending-change-error">Could not be saved: {row.lastError}</p>
        ) : (
          <p className="pending-change-status">
            <PendingMark />
            {row.attempts > 0 && row.lastError ? <span className="pending-change-retry"> · last try: {row.lastError}</span> : null}
          </p>
        )}
      </div>
      <IonButton fill="outline" size="small" color={failed ? 'medium' : 'danger'} onClick={() => void discardWrite(row.id)}>
        {failed ? 'Dismiss' : 'Discard'}
      </IonButton>
    </li>
  );
}

/** The member's queue: each change waiting to sync (or refused), with Discard, which also undoes it on screen. */
export function PendingChangesDialog({ isOpen, rows, onClose }: PendingChangesDialogProps) {
  return (
    <IonModal isOpen={isOpen} onDidDismiss={onClose} className="pending-changes-modal" aria-labelledby="pending-changes-title">
      <IonHeader>
        <IonToolbar>
          <IonTitle id="pending-changes-title">Pending changes</IonTitle>
          <IonButtons slot="end">
            <IonButton onClick={onClose}>Close</IonButton>
          </IonButtons>
        </IonToolbar>
      </IonHeader>
      <IonContent className="ion-padding">
        <p className="pending-changes-lead">
          These are sent by themselves, in order, as soon as there is a connection. Discarding one also undoes it here.
        </p>
        {rows.length === 0 ? (
          <p className="pending-changes-empty">Everything is synced.</p>
        ) : (
          <ul className="pending-changes">
            {rows.map((row) => (
              <PendingChange key={row.id} row={row} />
            ))}
          </ul>
        )}
      </IonContent>
    </IonModal>
  );
}
