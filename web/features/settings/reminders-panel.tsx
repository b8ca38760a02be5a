import { IonToggle } from '@ionic/react';
import { useState } from 'react';
import type { User } from '@contracts/users/schemas';
import { FormMessages } from '../../components/form-messages';
import { errorMessage } from '../../lib/api-client';
import { useTimedMessage } from '../../lib/use-timed-message';
import { useUpdateUserSettings } from './api/update-user-settings';

const SUCCESS_MESSAGE_MS = 3000;

type ReminderSetting = 'remind_day_before' | 'remind_hour_before' | 'remind_by_email';

/** Each switch: its label, and what the member reads once it changed. */
const SWITCHES: readonly { setting: ReminderSetting; label: string; saved: (on: boolean) => string }[] = [
  { setting: 'remind_day_before', label: 'A day before', saved: (on) => (on ? 'Reminders a day before are on' : 'Reminders a day before are off') },
  { setting: 'remind_hour_before', label: 'An hour before', saved: (on) => (on ? 'Reminders an hour before are on' : 'Reminders an hour before are off') },
  { setting: 'remind_by_email', label: 'Also by e-mail', saved: (on) => (on ? 'Reminders also come by e-mail' : 'Reminders no longer come by e-mail') },
];

/**
 * Reminders before events the member is going to: a day before and an hour before, as
 * notifications, and by e-mail too if they choose. Each switch saves at once (PUT /auth/me/settings).
 */
export function RemindersPanel({ user }: { user: User }) {
  const update = useUpdateUserSettings();
  const [success, showSuccess, clearSuccess] = useTimedMessage(SUCCESS_MESSAGE_MS);
  const [error, setError] = useState<string | null>(null);

  const onToggle = (setting: ReminderSetting, on: boolean, saved: string) => {
    if (on === user[setting]) {
      return;
    }
    setError(null);
    clearSuccess();
    update.mutate(
      { [setting]: on },
      {
        onSuccess: () => showSuccess(saved),
        onError: (caught) => setError(errorMessage(caught, 'Could not save your reminder settings. Please try again.')),
      },
    );
  };

  return (
    <section className="panel" aria-labelledby="reminders-title">
      <h2 id="reminders-title">Reminders</h2>
      {SWITCHES.map(({ setting, label, saved }) => (
        <IonToggle
          key={setting}
          checked={user[setting]}
          disabled={update.isPending}
          onIonChange={(event) => onToggle(setting, event.detail.checked, saved(event.detail.checked))}
          justify="space-between"
          className="settings-toggle reminder-toggle"
          aria-describedby="reminders-note"
        >
          {label}
        </IonToggle>
      ))}
      <p className="form-note" id="reminders-note">
        Before events you are going to. Reminders come as notifications on the devices where you turned notifications on; e-mail goes
        to {user.email}.
      </p>
      <FormMessages success={success} error={error} />
    </section>
  );
}
