import { IonButton, IonButtons, IonHeader, IonLabel, IonModal, IonSegment, IonSegmentButton, IonTitle, IonToolbar } from '@ionic/react';
import { useState } from 'react';
import { EmailInviteForm } from './email-invite-form';
import { LinkInviteForm } from './link-invite-form';
import './invite-dialog.css';

type InviteTab = 'email' | 'link';

export type InviteDialogProps = { isOpen: boolean; onClose: () => void; eventId: number; eventTitle: string };

/** The invite dialog of spec section 2: 'Send by Email' and 'Create Link' tabs. */
export function InviteDialog({ isOpen, onClose, eventId, eventTitle }: InviteDialogProps) {
  const [tab, setTab] = useState<InviteTab>('email');
  const close = () => {
    setTab('email');
    onClose();
  };
  return (
    <IonModal isOpen={isOpen} onDidDismiss={close} className="invite-modal" aria-label="Invite People">
      <IonHeader>
        <IonToolbar>
          <IonTitle id="invite-title">Invite People</IonTitle>
          <IonButtons slot="end">
            <IonButton onClick={close}>Close</IonButton>
          </IonButtons>
        </IonToolbar>
        <IonToolbar>
          <IonSegment value={tab} onIonChange={(event) => setTab(event.detail.value === 'link' ? 'link' : 'email')}>
            <IonSegmentButton value="email">
              <IonLabel>Send by Email</IonLabel>
            </IonSegmentButton>
            <IonSegmentButton value="link">
              <IonLabel>Create Link</IonLabel>
            </IonSegmentButton>
          </IonSegment>
        </IonToolbar>
      </IonHeader>
      <div className="invite-modal-body">
        <p className="invite-event-title">{eventTitle}</p>
        {tab === 'email' ? <EmailInviteForm eventId={eventId} /> : <LinkInviteForm eventId={eventId} />}
      </div>
    </IonModal>
  );
}
