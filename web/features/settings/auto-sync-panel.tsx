import { IonToggle } from '@ionic/react';
import { useState } from 'react';
import type { User } from '../../../server/contracts/users';
import { errorMessage } from '../../lib/api-client';
import { useTimedMessage } from '../../lib/use-timed-message';
import { useUpdateUserSettings } from './api/update-user-settings';
import { FormMessages } from '../../components/form-messages';

const SUCCESS_MESSAGE_MS = 3000;

/** The Global Auto-Sync switch, with its 3-second success message (spec section 4). */
export function AutoSyncPanel({ user }: { user: User }) {
  const update = useUpdateUserSettings();
  const [success, showSuccess, clearSuccess] = useTimedMessage(SUCCESS_MESSAGE_MS);
  const [error, setError] = useState<string | null>(null);

  const onToggle = (enabled: boolean) => {
    setError(null);
    clearSuccess();
    update.mutate(
      { google_calendar_global_auto_sync: enabled },
      {
        onSuccess: () => showSuccess(enabled ? 'Global auto-sync enabled' : 'Global auto-sync disabled'),
        onError: (caught) => setError(errorMessage(caught, 'Failed to update setting. Please try again.')),
      },
    );
  };

  return (
    <section className="panel" aria-labelledby="auto-sync-title">
      <h2 id="auto-sync-title">Calendar sync</h2>
      <IonToggle
        checked={user.google_calendar_global_auto_sync}
        disabled={update.isPending}
        onIonChange={(event) => onToggle(event.detail.checked)}
        justify="space-between"
        className="settings-toggle"
      >
        Global Auto-Sync
      </IonToggle>
      <p className="form-note">
        When on, every event you RSVP going to is added to your connected calendar, in all your communities.
      </p>
      <FormMessages success={success} error={error} />
    </section>
  );
}
