import '../components/ionic-setup';
import { IonToast } from '@ionic/react';

type UpdateToastProps = { onReload: () => void; onDismiss: () => void };

export function UpdateToast({ onReload, onDismiss }: UpdateToastProps) {
  return (
    <IonToast
      isOpen
      message="A new version is available"
      position="bottom"
      onDidDismiss={onDismiss}
      buttons={[
        { text: 'Reload', handler: onReload },
        { text: 'Later', role: 'cancel' },
      ]}
    />
  );
}
