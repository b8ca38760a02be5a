import { IonButton, IonSpinner } from '@ionic/react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { peekPostAuthReturnPath } from '../../../lib/post-auth-action';
import { useSession } from '../../../lib/session/session-context';
import { takeSignInNonce } from '../../../lib/sign-in-nonce';
import { getToken } from '../../../lib/token-store';
import { AuthFrame } from '../components/auth-frame';
import { callbackProblem } from '../auth-callback-messages';

/**
 * /auth/callback?token=…&state=…|error=…: where third-party sign-in returns. The token is taken only
 * with the `state` of a sign-in this tab started (see lib/sign-in-nonce.ts).
 */
export function AuthCallbackPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { acceptToken } = useSession();
  const token = params.get('token');
  const state = params.get('state');
  const problem = callbackProblem(params.get('error'), token);
  const [failed, setFailed] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (problem || !token || started.current) {
      return;
    }
    started.current = true;
    const destination = peekPostAuthReturnPath() ?? '/';
    if (getToken() === token) {
      // Already kept (this page remounts once the user is signed in): just move on.
      void navigate(destination, { replace: true });
      return;
    }
    // Not a sign-in this tab started (someone else's token in a link): refused, the account stays.
    const accepted = takeSignInNonce(state) ? acceptToken(token) : Promise.reject(new Error('No sign-in was started in this tab'));
    accepted
      .then(() => navigate(destination, { replace: true }))
      .catch(() => setFailed(true));
  }, [problem, token, state, acceptToken, navigate]);

  const message = problem ?? (failed ? 'Failed to process authentication' : null);
  if (message) {
    return (
      <AuthFrame title="Sign-in problem">
        <p className="form-error" role="alert">
          {message}
        </p>
        <IonButton routerLink="/login" expand="block">
          Try Again
        </IonButton>
      </AuthFrame>
    );
  }
  return (
    <AuthFrame title="Signing you in">
      <div className="auth-status" role="status">
        <IonSpinner name="crescent" aria-hidden="true" />
        <span>Completing sign in...</span>
      </div>
    </AuthFrame>
  );
}
