import { IonButton, IonSpinner } from '@ionic/react';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { peekPostAuthReturnPath } from '../../../lib/post-auth-action';
import { useSession } from '../../../lib/session/session-context';
import { takeSignInNonce } from '../../../lib/sign-in-nonce';
import { getToken } from '../../../lib/token-store';
import { AuthFrame } from '../components/auth-frame';
import { callbackProblem } from '../auth-callback-messages';

interface CallbackParams {
  token: string | null;
  state: string | null;
  error: string | null;
}

/** The secrets the address arrives with, which must not stay in it or in the history. */
const SECRET_PARAMS = ['token', 'state'] as const;

/**
 * The parameters of the callback this page took out of the address, by the id it left in the
 * router state: the page remounts once the user is signed in (the signed-in frame replaces the
 * guest one), and must still know them then.
 */
let taken: { id: string; params: CallbackParams } | null = null;
let takenCount = 0;

/**
 * The callback's parameters, read once; on mount, before anything else, the token and state are
 * taken out of the address (the history entry is replaced), whether the sign-in then works or not.
 */
function useCallbackParams(): CallbackParams {
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useState<CallbackParams>(() => {
    const id = (location.state as { authCallback?: string } | null)?.authCallback;
    if (id !== undefined && taken?.id === id) {
      return taken.params;
    }
    const search = new URLSearchParams(location.search);
    return { token: search.get('token'), state: search.get('state'), error: search.get('error') };
  });

  useEffect(() => {
    const search = new URLSearchParams(location.search);
    if (!SECRET_PARAMS.some((name) => search.has(name))) {
      return;
    }
    takenCount += 1;
    taken = { id: String(takenCount), params };
    for (const name of SECRET_PARAMS) {
      search.delete(name);
    }
    const rest = search.toString();
    void navigate({ pathname: location.pathname, search: rest ? `?${rest}` : '' }, { replace: true, state: { authCallback: taken.id } });
    // Once, on mount: what follows in the address is this page's own doing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return params;
}

/**
 * /auth/callback?token=…&state=…|error=…: where third-party sign-in returns. The token is taken only
 * with the `state` of a sign-in this tab started (see lib/sign-in-nonce.ts).
 */
export function AuthCallbackPage() {
  const { token, state, error } = useCallbackParams();
  const navigate = useNavigate();
  const { acceptToken } = useSession();
  const problem = callbackProblem(error, token);
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
