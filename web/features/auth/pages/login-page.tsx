import { IonButton } from '@ionic/react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { TextField } from '../../../components/text-field';
import { errorMessage } from '../../../lib/api-client';
import { PRODUCT_NAME } from '../../../lib/app-config';
import { discardPausedChanges } from '../../../lib/offline/session-ended';
import { usePausedChanges } from '../../../lib/outbox';
import { useSession } from '../../../lib/session/session-context';
import { readAuthReason, signInTexts } from '../auth-reason';
import { AuthFrame } from '../components/auth-frame';
import { GoogleSignInButton } from '../components/google-sign-in-button';
import { FormMessages } from '../../../components/form-messages';
import { lazyOverlay } from '../../../components/lazy-overlay';

// Its code (and its form controls) loads when it first opens, not with the screen.
const ForgotPasswordModal = lazyOverlay(() => import('../components/forgot-password-modal'), 'ForgotPasswordModal');

/** /login. Once signed in, the guest-only guard sends the user on (return path or /home). */
export function LoginPage() {
  const { login } = useSession();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [forgotOpen, setForgotOpen] = useState(false);
  // Sent here by an invitation: say what signing in is for (issue 28).
  const [texts] = useState(() => {
    const reason = readAuthReason();
    return reason ? signInTexts(reason) : { title: 'Welcome back', subtitle: 'Sign in to see your communities and events.' };
  });
  const paused = usePausedChanges();
  // A page that signed the member out may leave a word for them (their account was deleted).
  const notice = (useLocation().state as { notice?: string } | null)?.notice ?? null;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setSubmitting(true);
    try {
      await login(email, password);
    } catch (caught) {
      setError(errorMessage(caught, 'Login failed'));
      setSubmitting(false);
    }
  };

  return (
    <AuthFrame {...texts}>
      <FormMessages success={notice} />
      {paused > 0 ? (
        <div className="paused-changes-note" role="status">
          <p>
            {paused === 1 ? '1 change you made is' : `${paused} changes you made are`} waiting on this device. Sign in again to send{' '}
            {paused === 1 ? 'it' : 'them'}, or discard {paused === 1 ? 'it' : 'them'}.
          </p>
          <IonButton fill="outline" size="small" onClick={() => void discardPausedChanges()}>
            {paused === 1 ? 'Discard it' : 'Discard them'}
          </IonButton>
        </div>
      ) : null}
      {/* Get Started on the landing page leads here: someone new sees their way in before the form (issue 28). */}
      <p className="auth-new-here">
        New to {PRODUCT_NAME}?{' '}
        <Link to="/register" className="button-link button-outline button-small">
          Create an account
        </Link>
      </p>
      <GoogleSignInButton />
      <div className="auth-divider">or sign in with email</div>
      <form className="auth-form" onSubmit={(event) => void onSubmit(event)} aria-label="Sign in">
        <TextField label="Email" name="email" type="email" autocomplete="email" required value={email} onChange={setEmail} />
        <TextField
          label="Password"
          name="password"
          type="password"
          autocomplete="current-password"
          required
          value={password}
          onChange={setPassword}
        />
        <FormMessages error={error} />
        <IonButton type="submit" expand="block" disabled={submitting}>
          {submitting ? 'Signing in…' : 'Sign In'}
        </IonButton>
      </form>
      <div className="auth-links">
        <p>
          <button type="button" className="link-button" onClick={() => setForgotOpen(true)}>
            Forgot your password?
          </button>
        </p>
        <p>
          Don&apos;t have an account? <Link to="/register">Sign up</Link>
        </p>
      </div>
      <ForgotPasswordModal isOpen={forgotOpen} onClose={() => setForgotOpen(false)} />
    </AuthFrame>
  );
}
