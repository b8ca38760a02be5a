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

export type ScopeDialogProps = {
  title: string;
  message?: string;
  /** The dates offered, in order; the first is chosen to begin with. */
  scopes: readonly ChangeScope[];
  /** A line under a choice's name ("Dates that have already started stay."). */
  hints?: Partial<Record<ChangeScope, string>>;
  confirmLabel: string;
  /** Red confirm button: the change cannot be undone (a deletion). */
  destructive?: boolean;
  /** The answer: the dates chosen, or null (Cancel, Escape, the backdrop). */
  onAnswer: (scope: ChangeScope | null) => void;
};

/**
 * Which dates of a recurring event a change or a deletion is for (as Google Calendar asks): this
 * event, this and following events, or all events. Mounted only while it asks.
 */
export function ScopeDialog({ title, message, scopes, hints = {}, confirmLabel, destructive = false, onAnswer }: ScopeDialogProps) {
  const id = useId();
  const [scope, setScope] = useState<ChangeScope>(scopes[0] ?? 'following');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onAnswer(scope);
  };
  return (
    <IonModal isOpen onDidDismiss={() => onAnswer(null)} className="confirm-dialog repeat-scope-dialog" aria-label={title}>
      <form className="confirm-dialog-body repeat-scope" onSubmit={submit}>
        <h2 id={`${id}-title`}>{title}</h2>
        {message ? <p>{message}</p> : null}
        <div role="radiogroup" aria-labelledby={`${id}-title`} className="repeat-scope-choices">
          {scopes.map((each) => (
            <label key={each} className="repeat-scope-choice">
              <input type="radio" name={`${id}-scope`} value={each} checked={scope === each} onChange={() => setScope(each)} />
              <span>
                {SCOPE_LABELS[each]}
                {hints[each] ? <span className="repeat-scope-hint">{hints[each]}</span> : null}
              </span>
            </label>
          ))}
        </div>
        <div className="confirm-dialog-actions">
          <IonButton fill="outline" color="medium" onClick={() => onAnswer(null)}>
            Cancel
          </IonButton>
          <IonButton type="submit" color={destructive ? 'danger' : 'primary'}>
            {confirmLabel}
          </IonButton>
        </div>
      </form>
    </IonModal>
  );
}

type RepeatScopeDialogProps = {
  /** The repeat rule itself was changed: a rule is for many dates, so "This event" is not offered. */
  ruleChanged: boolean;
  onAnswer: (scope: ChangeScope | null) => void;
};

/** Before saving a date of a recurring event, which dates the change is for. */
export function RepeatScopeDialog({ ruleChanged, onAnswer }: RepeatScopeDialogProps) {
  return (
    <ScopeDialog
      title={SCOPE_DIALOG_TITLE}
      message={ruleChanged ? 'A new repeat rule changes this and the following events, or all events.' : undefined}
      scopes={ruleChanged ? ['following', 'all'] : ['this', 'following', 'all']}
      confirmLabel="Save"
      onAnswer={onAnswer}
    />
  );
}
