import { IonButton, IonButtons, IonHeader, IonModal, IonTitle, IonToolbar } from '@ionic/react';
import { useId } from 'react';
import type { ReactNode } from 'react';
import './dialog-frame.css';

export interface DialogFrameProps {
  isOpen: boolean;
  onClose: () => void;
  /** Shown in the header and naming the dialog for screen readers. */
  title: string;
  className?: string;
  /** The header's button that closes the dialog: Close, or Cancel where closing abandons a step. */
  closeLabel?: string;
  /** The title's id, for content that names itself by it (a form's aria-labelledby). */
  titleId?: string;
  /** More of the header under the title (the invite dialog's tabs). */
  toolbar?: ReactNode;
  children: ReactNode;
}

/** Every dialog's frame: the modal, named by its title, and a header with the title and a close button. */
export function DialogFrame({ isOpen, onClose, title, className, closeLabel = 'Close', titleId, toolbar, children }: DialogFrameProps) {
  const ownTitleId = useId();
  return (
    // Ionic's modal passes aria-label (not aria-labelledby) to its role="dialog" element.
    <IonModal isOpen={isOpen} onDidDismiss={onClose} className={className} aria-label={title}>
      <IonHeader>
        <IonToolbar>
          <IonTitle id={titleId ?? ownTitleId}>{title}</IonTitle>
          <IonButtons slot="end">
            <IonButton className="dialog-close" onClick={onClose}>
              {closeLabel}
            </IonButton>
          </IonButtons>
        </IonToolbar>
        {toolbar}
      </IonHeader>
      {children}
    </IonModal>
  );
}
