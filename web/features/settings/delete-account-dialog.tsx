import { IonButton, IonContent } from '@ionic/react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { FormMessages } from '../../components/form-messages';
import { TextField } from '../../components/text-field';
import { errorMessage } from '../../lib/api-client';
import { deleteAccount } from './api/account';
import { DialogFrame } from '../../components/dialog-frame';

type DeleteAccountDialogProps = {
  isOpen: boolean;
  /** Whether the account has a password to confirm with (one made through Google has none). */
  hasPassword: boolean;
  onClose: () => void;
  /** The account is gone on the server: sign out here. */
  onDeleted: (message: string) => void;
};

/** Confirms "Delete my account" with the password, saying plainly what stays and what goes. */
export function DeleteAccountDialog({ isOpen, hasPassword, onClose, onDeleted }: DeleteAccountDialogProps) {
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setPassword('');
    setError(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const { message } = await deleteAccount(hasPassword ? { password } : {});
      onDeleted(message);
    } catch (caught) {
      setError(errorMessage(caught, 'Could not delete your account. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <DialogFrame isOpen={isOpen} onClose={close} title="Delete your account?" closeLabel="Cancel">
      <IonContent className="ion-padding">
        <form className="delete-account-form" onSubmit={(event) => void submit(event)}>
          <p>This cannot be undone. You will be signed out on every device, and within minutes Gather removes:</p>
          <ul>
            <li>your e-mail address, name and password,</li>
            <li>your RSVPs, likes and the invitations sent to you,</li>
            <li>your place in every community.</li>
          </ul>
          <p>
            Your comments and the events you created stay for the others, shown as from “Deleted member”. A community you own passes
            to its longest-standing admin (or member); one where you are the only member is deleted.
          </p>
          {hasPassword ? (
            <TextField label="Your password" name="password" type="password" value={password} onChange={setPassword} required autocomplete="current-password" />
          ) : (
            <p className="form-note">Your account signs in with Google: if you signed in more than 10 minutes ago, sign in again first.</p>
          )}
          <FormMessages error={error} />
          <IonButton type="submit" color="danger" expand="block" disabled={busy || (hasPassword && password === '')}>
            {busy ? 'Deleting…' : 'Delete my account'}
          </IonButton>
        </form>
      </IonContent>
    </DialogFrame>
  );
}
