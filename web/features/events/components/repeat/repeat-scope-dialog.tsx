import { IonButton, IonModal } from '@ionic/react';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import type { ChangeScope } from '@contracts/events/schemas';
import '../../../../components/confirm-dialog/confirm-dialog.css';
import './repeat.css';

export const SCOPE_DIALOG_TITLE = 'Edit recurring event';

const SCOPE_LABELS: Record<ChangeScope, string> = {
  this: 'This event',
  following: 'This and following events',
  all: 'All events',
};

type RepeatScopeDialogProps = {
  /** The repeat rule itself was changed: a rule is for many dates, so "This event" is not offered. */
  ruleChanged: boolean;
  /** The answer: the dates to change, or null (Cancel, Escape, the backdrop). */
  onAnswer: (scope: ChangeScope | null) => void;
};

/**
 * Before saving a date of a recurring event, which dates the change is for (as Google Calendar
 * asks): this event, this and following events, or all events. Mounted only while it asks.
 */
export function RepeatScopeDialog({ ruleChanged, onAnswer }: RepeatScopeDialogProps) {
  const id = useId();
  const scopes: ChangeScope[] = ruleChanged ? ['following', 'all'] : ['this', 'following', 'all'];
  const [scope, setScope] = useState<ChangeScope>(scopes[0] ?? 'following');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onAnswer(scope);
  };
  return (
    <IonModal isOpen onDidDismiss={() => onAnswer(null)} className="confirm-dialog repeat-scope-dialog" aria-label={SCOPE_DIALOG_TITLE}>
      <form className="confirm-dialog-body repeat-scope" onSubmit={submit}>
        <h2 id={`${id}-title`}>{SCOPE_DIALOG_TITLE}</h2>
        {ruleChanged ? <p>A new repeat rule changes this and the following events, or all events.</p> : null}
        <div role="radiogroup" aria-labelledby={`${id}-title`} className="repeat-scope-choices">
          {scopes.map((each) => (
            <label key={each} className="repeat-scope-choice">
              <input type="radio" name={`${id}-scope`} value={each} checked={scope === each} onChange={() => setScope(each)} />
              {SCOPE_LABELS[each]}
            </label>
          ))}
        </div>
        <div className="confirm-dialog-actions">
          <IonButton fill="outline" color="medium" onClick={() => onAnswer(null)}>
            Cancel
          </IonButton>
          <IonButton type="submit">Save</IonButton>
        </div>
      </form>
    </IonModal>
  );
}
