import { IonButton, IonIcon } from '@ionic/react';
import { addOutline, bookOutline } from 'ionicons/icons';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { CreateTokenResponse } from '@contracts/developer/schemas';
import { DEVELOPER_MESSAGES } from '@contracts/developer/messages';
import { FormMessages } from '../../components/form-messages';
import { InlineLoading } from '../../components/inline-loading';
import { afterFirstScreen } from '../../lib/first-screen';
import { lazyComponent } from '../../lib/lazy-component';
import { useTimedMessage } from '../../lib/use-timed-message';
import { useTokens } from './api/get-tokens';
import { NewTokenPanel } from './components/new-token-panel';
import { QuickStart } from './components/quick-start';
import { TokenList } from './components/token-list';
import './developer.css';

/**
 * The create form opens on Create Token: its code (and Ionic's text field, about 14 KB gzipped) is
 * not part of the first screen; it loads when the browser is idle after it, or when first opened.
 */
const CreateTokenForm = lazyComponent(() => import('./components/create-token-form'), 'CreateTokenForm', () => (
  <InlineLoading className="token-form-loading" label="Loading the form…" />
));

/** Spec section 9: the token deleted message shows for 3 seconds. */
const DELETED_MS = 3000;

/** /developer: Quick Start, the create-token form, the once-only secret, and the token list. */
export function DeveloperPage() {
  const tokens = useTokens();
  const [formOpen, setFormOpen] = useState(false);
  const [created, setCreated] = useState<CreateTokenResponse | null>(null);
  const [deleted, showDeleted] = useTimedMessage(DELETED_MS);
  const newestPrefix = tokens.data?.find((token) => token.is_active)?.token_prefix ?? null;
  useEffect(() => {
    void afterFirstScreen().then(CreateTokenForm.preload);
  }, []);

  const onCreated = (response: CreateTokenResponse) => {
    setFormOpen(false);
    setCreated(response);
  };

  return (
    <div className="page-narrow developer-page">
      <header className="developer-head">
        <div>
          <h1 className="page-title">Developer</h1>
          <p className="page-lead">Build on your communities and events with the Gather API: free, with a token of your own.</p>
        </div>
        <Link className="developer-docs-link" to="/developer/docs">
          <IonIcon icon={bookOutline} aria-hidden="true" />
          API documentation
        </Link>
      </header>
      <QuickStart tokenPrefix={newestPrefix} />
      {created ? <NewTokenPanel created={created} onDone={() => setCreated(null)} /> : null}
      <section className="panel" aria-labelledby="tokens-title">
        <div className="tokens-head">
          <h2 id="tokens-title">API tokens</h2>
          {formOpen ? null : (
            <IonButton size="small" onClick={() => setFormOpen(true)}>
              <IonIcon slot="start" icon={addOutline} aria-hidden="true" />
              Create Token
            </IonButton>
          )}
        </div>
        {formOpen ? <CreateTokenForm onCreated={onCreated} onCancel={() => setFormOpen(false)} /> : null}
        <FormMessages success={deleted} />
        <TokenList onDeleted={() => showDeleted(DEVELOPER_MESSAGES.tokenDeleted)} />
      </section>
    </div>
  );
}
