import { IonButton } from '@ionic/react';
import { useState } from 'react';
import type { User } from '@contracts/users/schemas';
import { errorMessage } from '../../../lib/api-client';
import { resendVerificationEmail } from '../api/email-verification';

/**
 * Until the member follows the link mailed at sign-up: invitations sent to their address reach
 * them only once they confirm it, so the app keeps asking, with a way to get a new link.
 */
export function VerifyEmailBanner({ user }: { user: User }) {
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  if (user.email_verified) {
    return null;
  }
  const resend = async () => {
    setSending(true);
    setResult(null);
    try {
      const { message } = await resendVerificationEmail();
      setResult({ ok: true, text: message });
    } catch (error) {
      setResult({ ok: false, text: errorMessage(error, 'Could not send a new link. Please try again.') });
    } finally {
      setSending(false);
    }
  };
  return (
    <section className="verify-email-banner" aria-label="Confirm your e-mail address">
      <p>
        Please confirm your e-mail address: open the link we sent to <strong>{user.email}</strong>. Invitations sent to it reach you once it is
        confirmed.
      </p>
      <IonButton fill="outline" size="small" disabled={sending} onClick={() => void resend()}>
        {sending ? 'Sending…' : 'Send a new link'}
      </IonButton>
      {result ? (
        <p className={result.ok ? 'form-success' : 'form-error'} role={result.ok ? 'status' : 'alert'}>
          {result.text}
        </p>
      ) : null}
    </section>
  );
}
