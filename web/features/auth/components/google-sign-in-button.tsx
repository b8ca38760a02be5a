import { IonButton, IonIcon } from '@ionic/react';
import { logoGoogle } from 'ionicons/icons';
import { useState } from 'react';
import { useAppConfig } from '../../../lib/app-config';
import { startGoogleSignIn } from '../api/google-sign-in';

/** Continue with Google. Disabled, with a note, when the server has no Google credentials. */
export function GoogleSignInButton() {
  const { data: config } = useAppConfig();
  const [busy, setBusy] = useState(false);
  const notConfigured = config?.google_sign_in_enabled === false;

  const onClick = async () => {
    setBusy(true);
    const leaving = await startGoogleSignIn((url) => window.location.assign(url));
    if (!leaving) {
      setBusy(false);
    }
  };

  return (
    <div>
      <IonButton
        expand="block"
        fill="outline"
        className="google-button"
        disabled={busy || notConfigured}
        onClick={() => void onClick()}
        aria-describedby={notConfigured ? 'google-not-configured' : undefined}
      >
        <IonIcon slot="start" icon={logoGoogle} aria-hidden="true" />
        Continue with Google
      </IonButton>
      {notConfigured ? (
        <p id="google-not-configured" className="form-note">
          Google sign-in is not set up on this server. Use your email and password instead.
        </p>
      ) : null}
    </div>
  );
}
