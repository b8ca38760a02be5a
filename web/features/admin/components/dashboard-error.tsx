import { IonButton } from '@ionic/react';
import { ADMIN_MESSAGES } from '@contracts/admin/messages';
import { ApiError } from '../../../lib/api-client';

/**
 * A dashboard call that failed (spec section 8): a 403 says admin access is required (the rights
 * were taken away meanwhile); anything else is the generic text, with Retry.
 */
export function DashboardError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const refused = error instanceof ApiError && error.status === 403;
  return (
    <div className="admin-error" role="alert">
      <p>{refused ? ADMIN_MESSAGES.adminRequired : ADMIN_MESSAGES.loadFailed}</p>
      {refused ? null : (
        <IonButton fill="outline" onClick={onRetry}>
          Retry
        </IonButton>
      )}
    </div>
  );
}
