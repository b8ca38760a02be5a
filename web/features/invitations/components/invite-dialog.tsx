import { IonLabel, IonSegment, IonSegmentButton, IonToolbar } from '@ionic/react';
import { useState } from 'react';
import { DialogFrame } from '../../../components/dialog-frame';
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
    <DialogFrame
      isOpen={isOpen}
      onClose={close}
      className="invite-modal"
      title="Invite People"
      toolbar={
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
      }
    >
      <div className="invite-modal-body">
        <p className="invite-event-title">{eventTitle}</p>
        {tab === 'email' ? <EmailInviteForm eventId={eventId} /> : <LinkInviteForm eventId={eventId} />}
      </div>
    </DialogFrame>
  );
}
