import { IonButton, IonSpinner } from '@ionic/react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AUTH_MESSAGES } from '@contracts/auth/messages';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session/session-context';
import { verifyEmail } from '../api/email-verification';
import { AuthFrame } from '../components/auth-frame';

type Outcome = { ok: true; message: string } | { ok: false; message: string };

/** /verify-email?token=…: the page the confirmation e-mail links to; works on any device, signed in or not. */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const { user } = useSession();
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  useEffect(() => {
    const confirming = token ? verifyEmail(token) : Promise.reject(new Error('No token in the link'));
    confirming
      .then(({ message }) => {
        setOutcome({ ok: true, message });
        // A signed-in member sees the banner go (their user) and their invitations arrive (everything else).
        void queryClient.invalidateQueries();
      })
      .catch((error: unknown) => {
        setOutcome({ ok: false, message: errorMessage(error, 'This confirmation link is invalid, was already used or has expired. Sign in and ask for a new one.') });
      });
  }, [token, queryClient]);

  const next = user ? { to: '/home', label: 'Go to Home' } : { to: '/login', label: 'Sign In' };
  // A link is single-use: followed again by a member whose address is confirmed (by it or by a
  // later one), the server only knows it is used up. What the member needs to hear is that all is well.
  const shown: Outcome | null = outcome && !outcome.ok && user?.email_verified ? { ok: true, message: AUTH_MESSAGES.alreadyVerified } : outcome;
  return (
    <AuthFrame title="Confirm your e-mail address">
      {shown === null ? (
        <div className="auth-status" role="status">
          <IonSpinner name="crescent" aria-hidden="true" />
          <span>Confirming your e-mail address…</span>
        </div>
      ) : (
        <p className={shown.ok ? 'form-success' : 'form-error'} role={shown.ok ? 'status' : 'alert'}>
          {shown.message}
        </p>
      )}
      {outcome ? (
        <IonButton routerLink={next.to} expand="block">
          {next.label}
        </IonButton>
      ) : null}
    </AuthFrame>
  );
}
