import { IonToggle } from '@ionic/react';
import { useState } from 'react';
import type { User } from '@contracts/users/schemas';
import { errorMessage } from '../../lib/api-client';
import { useTimedMessage } from '../../lib/use-timed-message';
import { useCalendarStatus } from '../calendar';
import { useUpdateUserSettings } from './api/update-user-settings';
import { FormMessages } from '../../components/form-messages';

const SUCCESS_MESSAGE_MS = 3000;

function autoSyncNote(connected: boolean, configured: boolean, on: boolean): string {
  if (connected) {
    return 'When on, every event you RSVP going to is added to your Google Calendar, in all your communities.';
  }
  if (!configured) {
    return 'Needs Google Calendar, which is not set up on this server.';
  }
  return on ? 'No calendar is connected, so nothing is added: connect Google Calendar below, or turn this off.' : 'Connect Google Calendar below to turn this on.';
}

/**
 * The Global Auto-Sync switch, with its 3-second success message (spec section 4): turned on once a
 * calendar is connected, and turned off at any time (it may have been left on by a disconnection).
 */
export function AutoSyncPanel({ user }: { user: User }) {
  const update = useUpdateUserSettings();
  const { configured, status } = useCalendarStatus();
  const [success, showSuccess, clearSuccess] = useTimedMessage(SUCCESS_MESSAGE_MS);
  const [error, setError] = useState<string | null>(null);
  const connected = status.data?.connected === true;

  const onToggle = (enabled: boolean) => {
    if (enabled === user.google_calendar_global_auto_sync) {
      return;
    }
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
        disabled={update.isPending || (!connected && !user.google_calendar_global_auto_sync)}
        onIonChange={(event) => onToggle(event.detail.checked)}
        justify="space-between"
        className="settings-toggle"
        aria-describedby="auto-sync-note"
      >
        Global Auto-Sync
      </IonToggle>
      <p className="form-note" id="auto-sync-note">
        {autoSyncNote(connected, configured, user.google_calendar_global_auto_sync)}
      </p>
      <FormMessages success={success} error={error} />
    </section>
  );
}
