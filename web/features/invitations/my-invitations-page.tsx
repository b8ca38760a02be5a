import { IonLabel, IonSegment, IonSegmentButton } from '@ionic/react';
import { useSearchParams } from 'react-router-dom';
import type { InvitationStatus } from '@contracts/invitations/schemas';
import { ReceivedInvitations } from './components/my-invitations/received-invitations';
import { SentInvitations } from './components/my-invitations/sent-invitations';
import { StatusFilter } from './components/my-invitations/status-filter';
import { isInvitationStatus } from './invitation-statuses';
import './components/my-invitations/my-invitations.css';

type Tab = 'received' | 'sent';

/** /my-invitations ('Invitations'): Received and Sent tabs with a status filter; both live in the address. */
export function MyInvitationsPage() {
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'sent' ? 'sent' : 'received';
  const statusParam = params.get('status');
  const status = isInvitationStatus(statusParam) ? statusParam : undefined;

  const update = (next: { tab: Tab; status: InvitationStatus | undefined }) => {
    const search = new URLSearchParams();
    if (next.tab === 'sent') {
      search.set('tab', 'sent');
    }
    if (next.status) {
      search.set('status', next.status);
    }
    setParams(search, { replace: true });
  };

  return (
    <div className="page-narrow my-invitations">
      <h1 className="page-title">Invitations</h1>
      <p className="page-lead">Event invitations you have received and sent.</p>
      <IonSegment
        className="invitations-tabs"
        value={tab}
        onIonChange={(event) => update({ tab: event.detail.value === 'sent' ? 'sent' : 'received', status })}
      >
        <IonSegmentButton value="received">
          <IonLabel>Received</IonLabel>
        </IonSegmentButton>
        <IonSegmentButton value="sent">
          <IonLabel>Sent</IonLabel>
        </IonSegmentButton>
      </IonSegment>
      <StatusFilter value={status} onChange={(next) => update({ tab, status: next })} />
      <section aria-label={tab === 'sent' ? 'Sent invitations' : 'Received invitations'}>
        {tab === 'sent' ? <SentInvitations status={status} /> : <ReceivedInvitations status={status} />}
      </section>
    </div>
  );
}
