import { IonButton } from '@ionic/react';
import { useState } from 'react';
import type { ApiToken } from '@contracts/developer/schemas';
import { DEVELOPER_MESSAGES } from '@contracts/developer/messages';
import { useConfirm } from '../../../components/confirm-dialog/use-confirm';
import { errorMessage } from '../../../lib/api-client';
import { useDeactivateToken } from '../api/deactivate-token';
import { useDeleteToken } from '../api/delete-token';
import { accessText, expiresText, formatDay, lastUsedText } from '../token-dates';

const DEACTIVATE_CONFIRMATION = 'Scripts using it stop working at once, and it cannot be turned back on.';
const DELETE_CONFIRMATION = 'Scripts using it stop working at once.';

type TokenRowProps = { token: ApiToken; onDeleted: () => void };

/** One token: name, Inactive badge, prefix, access, created, last used, expires; deactivate and delete, each confirmed in the app's dialog naming the token. */
export function TokenRow({ token, onDeleted }: TokenRowProps) {
  const deactivate = useDeactivateToken();
  const remove = useDeleteToken();
  const [error, setError] = useState<string | null>(null);
  const { confirm, dialog } = useConfirm();
  const busy = deactivate.isPending || remove.isPending;

  const onDeactivate = async () => {
    if (!(await confirm({ title: `Deactivate “${token.name}”?`, message: DEACTIVATE_CONFIRMATION, confirmLabel: 'Deactivate', destructive: true }))) {
      return;
    }
    setError(null);
    deactivate.mutate(token.id, { onError: (caught) => setError(errorMessage(caught, DEVELOPER_MESSAGES.deactivateFailed)) });
  };
  const onDelete = async () => {
    if (!(await confirm({ title: `Delete “${token.name}”?`, message: DELETE_CONFIRMATION, confirmLabel: 'Delete', destructive: true }))) {
      return;
    }
    setError(null);
    remove.mutate(token.id, { onSuccess: onDeleted, onError: (caught) => setError(errorMessage(caught, DEVELOPER_MESSAGES.deleteFailed)) });
  };

  const titleId = `token-${token.id}-name`;
  return (
    <li className={`token-row${token.is_active ? '' : ' token-row-inactive'}`} aria-labelledby={titleId}>
      <div className="token-head">
        <h3 id={titleId}>{token.name}</h3>
        {token.is_active ? null : <span className="token-badge">Inactive</span>}
      </div>
      <code className="token-prefix" aria-label={`Token starting ${token.token_prefix}`}>
        {token.token_prefix}…
      </code>
      <dl className="token-facts">
        <div>
          <dt>Access</dt>
          <dd>{accessText(token)}</dd>
        </div>
        <div>
          <dt>Created</dt>
          <dd>{formatDay(token.created_at)}</dd>
        </div>
        <div>
          <dt>Last used</dt>
          <dd>{lastUsedText(token)}</dd>
        </div>
        <div>
          <dt>Expires</dt>
          <dd>{expiresText(token)}</dd>
        </div>
      </dl>
      <div className="token-actions">
        {token.is_active ? (
          <IonButton fill="outline" size="small" onClick={() => void onDeactivate()} disabled={busy} aria-label={`Deactivate ${token.name}`}>
            Deactivate
          </IonButton>
        ) : null}
        <IonButton fill="outline" color="danger" size="small" onClick={() => void onDelete()} disabled={busy} aria-label={`Delete ${token.name}`}>
          Delete
        </IonButton>
      </div>
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      {dialog}
    </li>
  );
}
