import { IonButton, IonButtons, IonHeader, IonModal, IonTitle, IonToolbar } from '@ionic/react';
import type { EventFormPrefill } from '../lib/event-form-prefill';
import { AssistantForm } from './assistant-form';
import './assistant.css';

const ASSISTANT_TITLE = 'AI Event Assistant';

export type AssistantDialogProps = {
  isOpen: boolean;
  /** Changes each time the dialog opens, so it starts empty. */
  session: number;
  communityId: number;
  onClose: () => void;
  /** An event was read: open the create form with it. */
  onFound: (prefill: EventFormPrefill) => void;
};

/** The event assistant (spec sections 2, 4 and 5): a web page's address or pasted text becomes a filled event form. */
export function AssistantDialog({ isOpen, session, communityId, onClose, onFound }: AssistantDialogProps) {
  return (
    // Ionic's modal passes aria-label (not aria-labelledby) to its role="dialog" element.
    <IonModal isOpen={isOpen} onDidDismiss={onClose} className="assistant-modal" aria-label={ASSISTANT_TITLE}>
      <IonHeader>
        <IonToolbar>
          <IonTitle>{ASSISTANT_TITLE}</IonTitle>
          <IonButtons slot="end">
            <IonButton onClick={onClose}>Close</IonButton>
          </IonButtons>
        </IonToolbar>
      </IonHeader>
      <div className="assistant-modal-body">
        <AssistantForm key={session} communityId={communityId} onFound={onFound} />
      </div>
    </IonModal>
  );
}
