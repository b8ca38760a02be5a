import { IonButton } from '@ionic/react';
import { useEffect, useRef } from 'react';
import type { CreateTokenResponse } from '@contracts/developer/schemas';
import { CopyButton } from './copy-button';

/** The secret, this once: shown until dismissed or the page is left, never stored on the device. */
export function NewTokenPanel({ created, onDone }: { created: CreateTokenResponse; onDone: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <section className="panel new-token" aria-labelledby="new-token-title">
      <h2 id="new-token-title" ref={heading} tabIndex={-1}>
        Your new token: {created.token.name}
      </h2>
      <p role="status">{created.message}</p>
      <div className="code-line new-token-secret">
        <code data-testid="raw-token">{created.raw_token}</code>
        <CopyButton text={created.raw_token} what="token" fill="solid" />
      </div>
      <p className="form-note">Keep it like a password. If it leaks, deactivate or delete it below.</p>
      <IonButton fill="outline" size="small" onClick={onDone}>
        I have copied it
      </IonButton>
    </section>
  );
}
