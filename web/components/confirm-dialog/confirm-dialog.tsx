import '../ionic-setup';
import { IonButton, IonModal } from '@ionic/react';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import './confirm-dialog.css';

export type ConfirmRequest = {
  /** Names the item: 'Delete "Friday Night Bouldering"?'. */
  title: string;
  /** The spec's own confirmation text where it has one ('Are you sure you want to delete this event?'). */
  message: string;
  confirmLabel: string;
  /** Red confirm button: the action cannot be undone. */
  destructive?: boolean;
  /** When set, the confirm button waits until this exact text is typed (deleting a community). */
  typeToConfirm?: string;
};

type ConfirmDialogProps = { request: ConfirmRequest; onAnswer: (confirmed: boolean) => void };

/**
 * The in-app confirmation before a destructive action: it names the item, says what happens and
 * offers Cancel and the action. Escape, the backdrop and Cancel all answer no. Mounted only while
 * a question is open, so no closed dialog lingers beside a page's other dialogs.
 */
export function ConfirmDialog({ request, onAnswer }: ConfirmDialogProps) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const ready = !request.typeToConfirm || typed.trim() === request.typeToConfirm.trim();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready) {
      onAnswer(true);
    }
  };
  return (
    <IonModal isOpen onDidDismiss={() => onAnswer(false)} className="confirm-dialog" aria-label={request.title}>
      <form className="confirm-dialog-body" onSubmit={submit}>
        <h2 id={`${id}-title`}>{request.title}</h2>
        <p id={`${id}-message`}>{request.message}</p>
        {request.typeToConfirm ? (
          <label className="confirm-dialog-type">
            <span>
              Type <strong>{request.typeToConfirm}</strong> to confirm
            </span>
            <input value={typed} onChange={(event) => setTyped(event.target.value)} autoComplete="off" spellCheck={false} />
          </label>
        ) : null}
        <div className="confirm-dialog-actions">
          <IonButton fill="outline" color="medium" onClick={() => onAnswer(false)}>
            Cancel
          </IonButton>
          <IonButton type="submit" color={request.destructive ? 'danger' : 'primary'} disabled={!ready}>
            {request.confirmLabel}
          </IonButton>
        </div>
      </form>
    </IonModal>
  );
}

export type ConfirmOverlayProps = { isOpen: boolean; request: ConfirmRequest | null; onAnswer: (confirmed: boolean) => void };

/** The confirmation while a question is open, nothing otherwise: what useConfirm loads on demand. */
export function ConfirmOverlay({ isOpen, request, onAnswer }: ConfirmOverlayProps) {
  return isOpen && request ? <ConfirmDialog key={request.title} request={request} onAnswer={onAnswer} /> : null;
}
