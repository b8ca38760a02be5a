import { IonButton } from '@ionic/react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { FormMessages } from '../../components/form-messages';
import { TextField } from '../../components/text-field';
import { errorMessage } from '../../lib/api-client';
import { NewPasswordFields, resetPasswordFormError } from '../auth';
import { useChangePassword } from './api/account-basics';

/**
 * Change password: the current one, the new one twice (the reset page's rules and texts). On
 * success this device stays signed in, every other device is signed out, and API tokens and the
 * private feed address are turned off.
 */
export function ChangePasswordPanel() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const change = useChangePassword();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSuccess(null);
    const problem = current ? resetPasswordFormError(next, confirm) : 'Enter your current password';
    setError(problem);
    if (problem) {
      return;
    }
    change.mutate(
      { current_password: current, new_password: next },
      {
        onSuccess: ({ message }) => {
          setSuccess(message);
          setCurrent('');
          setNext('');
          setConfirm('');
        },
        onError: (caught) => setError(errorMessage(caught, 'Failed to change your password. Please try again.')),
      },
    );
  };

  return (
    <section className="panel" aria-labelledby="password-title">
      <h2 id="password-title">Password</h2>
      <form className="settings-form" onSubmit={submit} aria-label="Change password" noValidate>
        <TextField label="Current password" name="current_password" type="password" autocomplete="current-password" required value={current} onChange={setCurrent} />
        <NewPasswordFields
          labels={{ password: 'New password', confirm: 'Confirm new password' }}
          names={{ password: 'new_password', confirm: 'confirm_new_password' }}
          password={next}
          confirmPassword={confirm}
          onPasswordChange={setNext}
          onConfirmChange={setConfirm}
        />
        <p className="form-note">Changing it signs you out on every other device and turns off your API tokens and private calendar feed address.</p>
        <FormMessages success={success} error={error} />
        <div>
          <IonButton type="submit" disabled={change.isPending}>
            {change.isPending ? 'Changing…' : 'Change Password'}
          </IonButton>
        </div>
      </form>
    </section>
  );
}
