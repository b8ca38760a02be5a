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

type ConfirmDialogProps = { request: ConfirmRequest | null; onAnswer: (confirmed: boolean) => void };

/**
 * The in-app confirmation before a destructive action: it names the item, says what happens and
 * offers Cancel and the action. Escape, the backdrop and Cancel all answer no.
 */
export function ConfirmDialog({ request, onAnswer }: ConfirmDialogProps) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const [shown, setShown] = useState<ConfirmRequest | null>(null);
  // Keep the last request on screen while the dialog animates closed.
  if (request && request !== shown) {
    setShown(request);
    setTyped('');
  }
  const current = request ?? shown;
  const ready = !current?.typeToConfirm || typed.trim() === current.typeToConfirm.trim();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready) {
      onAnswer(true);
    }
  };
  return (
    <IonModal
      isOpen={request !== null}
      onDidDismiss={() => request && onAnswer(false)}
      className="confirm-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-message`}
    >
      {current ? (
        <form className="confirm-dialog-body" onSubmit={submit}>
          <h2 id={`${id}-title`}>{current.title}</h2>
          <p id={`${id}-message`}>{current.message}</p>
          {current.typeToConfirm ? (
            <label className="confirm-dialog-type">
              <span>
                Type <strong>{current.typeToConfirm}</strong> to confirm
              </span>
              <input value={typed} onChange={(event) => setTyped(event.target.value)} autoComplete="off" spellCheck={false} />
            </label>
          ) : null}
          <div className="confirm-dialog-actions">
            <IonButton fill="outline" color="medium" onClick={() => onAnswer(false)}>
              Cancel
            </IonButton>
            <IonButton type="submit" color={current.destructive ? 'danger' : 'primary'} disabled={!ready}>
              {current.confirmLabel}
            </IonButton>
          </div>
        </form>
      ) : null}
    </IonModal>
  );
}
