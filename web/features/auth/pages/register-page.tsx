import { IonButton } from '@ionic/react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { TextField } from '../../../components/text-field';
import { NewPasswordFields } from '../components/new-password-fields';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session/session-context';
import { readAuthReason, signUpTexts } from '../auth-reason';
import { AuthFrame } from '../components/auth-frame';
import { GoogleSignInButton } from '../components/google-sign-in-button';
import { registrationFormError } from '../validation';
import { FormMessages } from '../../../components/form-messages';

/** /register: creates the account, then signs in with the same email and password; names the invitation that sent the guest here. */
export function RegisterPage() {
  const { register } = useSession();
  const [email, setEmail] = useState('');
  const [fullName, setFullName] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // Sent here by an invitation: say what the account is for (issue 28).
  const [texts] = useState(() => {
    const reason = readAuthReason();
    return reason ? signUpTexts(reason) : { title: 'Create your account', subtitle: 'Join communities, organise events and RSVP in one place.' };
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const formError = registrationFormError(password, confirmPassword);
    setError(formError);
    if (formError) {
      return;
    }
    setSubmitting(true);
    try {
      await register({ email, password, full_name: fullName });
    } catch (caught) {
      setError(errorMessage(caught, 'Registration failed'));
      setSubmitting(false);
    }
  };

  return (
    <AuthFrame {...texts}>
      <GoogleSignInButton />
      <div className="auth-divider">or sign up with email</div>
      <form className="auth-form" onSubmit={(event) => void onSubmit(event)} aria-label="Create account">
        <TextField label="Email" name="email" type="email" autocomplete="email" required value={email} onChange={setEmail} />
        <TextField label="Full name" name="full_name" autocomplete="name" required value={fullName} onChange={setFullName} />
        <NewPasswordFields
          labels={{ password: 'Password', confirm: 'Confirm password' }}
          names={{ password: 'password', confirm: 'confirmPassword' }}
          password={password}
          confirmPassword={confirmPassword}
          onPasswordChange={setPassword}
          onConfirmChange={setConfirmPassword}
        />
        <FormMessages error={error} />
        <IonButton type="submit" expand="block" disabled={submitting}>
          {submitting ? 'Creating account…' : 'Create Account'}
        </IonButton>
      </form>
      <div className="auth-links">
        <p>
          Already have an account? <Link to="/login">Sign in</Link>
        </p>
      </div>
    </AuthFrame>
  );
}
