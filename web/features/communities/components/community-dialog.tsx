import { IonButton, IonButtons, IonHeader, IonModal, IonTitle, IonToolbar } from '@ionic/react';
import { useId } from 'react';
import type { ReactNode } from 'react';

type CommunityDialogProps = {
  title: string;
  isOpen: boolean;
  onClose: () => void;
  children: ReactNode;
};

/**
 * The modal frame of the communities screens (create, join, members): a titled bar with Close,
 * and a scrolling body. A sheet on phones, a content-sized dialog on wide screens.
 */
export function CommunityDialog({ title, isOpen, onClose, children }: CommunityDialogProps) {
  const titleId = useId();
  return (
    <IonModal isOpen={isOpen} onDidDismiss={onClose} className="community-dialog" aria-label={title}>
      <IonHeader>
        <IonToolbar>
          <IonTitle id={titleId}>{title}</IonTitle>
          <IonButtons slot="end">
            <IonButton onClick={onClose}>Close</IonButton>
          </IonButtons>
        </IonToolbar>
      </IonHeader>
      <div className="community-dialog-body">{children}</div>
    </IonModal>
  );
}
