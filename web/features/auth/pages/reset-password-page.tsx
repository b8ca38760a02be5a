import { IonButton } from '@ionic/react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { NewPasswordFields } from '../components/new-password-fields';
import { errorMessage } from '../../../lib/api-client';
import { resetPassword } from '../api/password-reset';
import { AuthFrame } from '../components/auth-frame';
import { AUTH_FORM_MESSAGES, resetPasswordFormError } from '../validation';
import { FormMessages } from '../../../components/form-messages';

function InvalidTokenView() {
  return (
    <AuthFrame title="Reset your password">
      <p className="form-error" role="alert">
        {AUTH_FORM_MESSAGES.invalidResetToken}
      </p>
      <p>Reset links can be used once and expire after an hour. You can ask for a new one from the sign-in page.</p>
      <IonButton routerLink="/login" expand="block">
        Back to Sign In
      </IonButton>
    </AuthFrame>
  );
}

function SuccessView({ message }: { message: string }) {
  return (
    <AuthFrame title="Password reset">
      <p className="form-success" role="status">
        {message}
      </p>
      <IonButton routerLink="/login" expand="block">
        Sign In with New Password
      </IonButton>
    </AuthFrame>
  );
}

/** /reset-password?token=…: the page the reset e-mail links to. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [doneMessage, setDoneMessage] = useState<string | null>(null);

  if (!token) {
    return <InvalidTokenView />;
  }
  if (doneMessage !== null) {
    return <SuccessView message={doneMessage} />;
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const formError = resetPasswordFormError(password, confirmPassword);
    setError(formError);
    if (formError) {
      return;
    }
    setSubmitting(true);
    try {
      const { message } = await resetPassword(token, password);
      setDoneMessage(message || 'Your password has been reset.');
    } catch (caught) {
      setError(errorMessage(caught, 'Failed to reset password'));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <AuthFrame title="Choose a new password" subtitle="Enter a new password for your account.">
      <form className="auth-form" onSubmit={(event) => void onSubmit(event)} aria-label="Reset password" noValidate>
        <NewPasswordFields
          labels={{ password: 'New password', confirm: 'Confirm new password' }}
          names={{ password: 'new_password', confirm: 'confirm_password' }}
          password={password}
          confirmPassword={confirmPassword}
          onPasswordChange={setPassword}
          onConfirmChange={setConfirmPassword}
        />
        <FormMessages error={error} />
        <IonButton type="submit" expand="block" disabled={submitting}>
          {submitting ? 'Saving…' : 'Reset Password'}
        </IonButton>
      </form>
    </AuthFrame>
  );
}
