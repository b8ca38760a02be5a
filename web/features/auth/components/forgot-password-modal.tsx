import { IonButton } from '@ionic/react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { TextField } from '../../../components/text-field';
import { errorMessage } from '../../../lib/api-client';
import { requestPasswordResetEmail } from '../api/password-reset';
import { DialogFrame } from '../../../components/dialog-frame';

type Result = { kind: 'sent' | 'failed'; text: string };

type ForgotPasswordModalProps = { isOpen: boolean; onClose: () => void };

/** The 'Forgot your password?' dialog of the login page (spec section 4). */
export function ForgotPasswordModal({ isOpen, onClose }: ForgotPasswordModalProps) {
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<Result | null>(null);

  // Closing clears the email and the message.
  const close = () => {
    setEmail('');
    setResult(null);
    onClose();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    try {
      const { message } = await requestPasswordResetEmail(email);
      setResult({ kind: 'sent', text: message });
    } catch (error) {
      setResult({ kind: 'failed', text: errorMessage(error, 'Failed to send password reset email') });
    } finally {
      setSending(false);
    }
  };

  return (
    <DialogFrame isOpen={isOpen} onClose={close} className="forgot-modal" title="Reset your password">
      <div className="forgot-modal-body">
        {result ? (
          <>
            <p className={result.kind === 'sent' ? 'form-success' : 'form-error'} role="alert">
              {result.text}
            </p>
            <IonButton expand="block" onClick={close}>
              Close
            </IonButton>
          </>
        ) : (
          <form className="auth-form" onSubmit={(event) => void onSubmit(event)} aria-label="Send reset link">
            <p className="form-note">
              Enter the email address of your account and we will send you a link to reset your password.
            </p>
            <TextField label="Email" name="email" type="email" autocomplete="email" required value={email} onChange={setEmail} />
            <IonButton type="submit" expand="block" disabled={sending}>
              {sending ? 'Sending…' : 'Send Reset Link'}
            </IonButton>
          </form>
        )}
      </div>
    </DialogFrame>
  );
}
