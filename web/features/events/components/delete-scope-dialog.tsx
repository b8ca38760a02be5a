import { IonButton, IonModal } from '@ionic/react';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import type { ChangeScope } from '@contracts/events/schemas';
import '../../../components/confirm-dialog/confirm-dialog.css';
import './recurring.css';

export const DELETE_RECURRING_TITLE = 'Delete recurring event';

/** The dates a deletion can take, in the order offered; the first is chosen to begin with. */
export const DELETE_SCOPES: readonly { scope: ChangeScope; label: string; hint?: string }[] = [
  { scope: 'this', label: 'This event' },
  { scope: 'following', label: 'This and following events' },
  { scope: 'all', label: 'All events', hint: 'Dates that have already started stay.' },
];

type DeleteScopeDialogProps = { eventTitle: string; onAnswer: (scope: ChangeScope | null) => void };

/**
 * Deleting a date of a recurring event: this event, this and following events, or all events,
 * with Cancel (Escape and the backdrop too) and Delete. Radio buttons in a fieldset, each row a
 * 48 px target.
 */
export function DeleteScopeDialog({ eventTitle, onAnswer }: DeleteScopeDialogProps) {
  const id = useId();
  const [scope, setScope] = useState<ChangeScope>('this');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onAnswer(scope);
  };
  return (
    <IonModal isOpen onDidDismiss={() => onAnswer(null)} className="confirm-dialog" aria-label={DELETE_RECURRING_TITLE}>
      <form className="confirm-dialog-body" onSubmit={submit}>
        <h2 id={`${id}-title`}>{DELETE_RECURRING_TITLE}</h2>
        <p>“{eventTitle}” repeats. Which dates do you want to delete?</p>
        <fieldset className="series-scope-options">
          <legend className="visually-hidden">Dates to delete</legend>
          {DELETE_SCOPES.map((option) => (
            <label key={option.scope} className="series-scope-option">
              <input type="radio" name={`${id}-scope`} value={option.scope} checked={scope === option.scope} onChange={() => setScope(option.scope)} />
              <span>
                {option.label}
                {option.hint ? <span className="series-scope-hint">{option.hint}</span> : null}
              </span>
            </label>
          ))}
        </fieldset>
        <div className="confirm-dialog-actions">
          <IonButton fill="outline" color="medium" onClick={() => onAnswer(null)}>
            Cancel
          </IonButton>
          <IonButton type="submit" color="danger">
            Delete
          </IonButton>
        </div>
      </form>
    </IonModal>
  );
}

export type DeleteScopeOverlayProps = { isOpen: boolean; eventTitle: string | null; onAnswer: (scope: ChangeScope | null) => void };

/** The question while it is open, nothing otherwise (what the delete flow loads on demand). */
export function DeleteScopeOverlay({ isOpen, eventTitle, onAnswer }: DeleteScopeOverlayProps) {
  return isOpen && eventTitle !== null ? <DeleteScopeDialog eventTitle={eventTitle} onAnswer={onAnswer} /> : null;
}
