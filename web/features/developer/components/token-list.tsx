import { IonButton } from '@ionic/react';
import { useEffect } from 'react';
import { DEVELOPER_MESSAGES } from '@contracts/developer/messages';
import { InlineLoading } from '../../../components/inline-loading';
import { useTokens } from '../api/get-tokens';
import { TokenRow } from './token-row';

/** The member's tokens: loading, a failure to load with Try Again, the empty state, or the list. */
export function TokenList({ onDeleted }: { onDeleted: () => void }) {
  const tokens = useTokens();

  useEffect(() => {
    if (tokens.error) {
      console.error('Loading API tokens failed', tokens.error);
    }
  }, [tokens.error]);

  if (tokens.isPending) {
    return <InlineLoading className="token-loading" label="Loading your API tokens…" />;
  }
  if (tokens.isError) {
    return (
      <div role="alert">
        <p className="form-error">{DEVELOPER_MESSAGES.loadTokensFailed}</p>
        <IonButton fill="outline" onClick={() => void tokens.refetch()}>
          Try Again
        </IonButton>
      </div>
    );
  }
  if (tokens.data.length === 0) {
    return <p className="token-empty">No API tokens yet. Create one to call the API from your own scripts and apps.</p>;
  }
  return (
    <ul className="token-list" aria-label="Your API tokens">
      {tokens.data.map((token) => (
        <TokenRow key={token.id} token={token} onDeleted={onDeleted} />
      ))}
    </ul>
  );
}
