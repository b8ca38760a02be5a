import { IonIcon } from '@ionic/react';
import { lockClosed } from 'ionicons/icons';

/** The 'Private Event' badge of the event page and the event cards. */
export function PrivateBadge() {
  return (
    <span className="private-badge">
      <IonIcon icon={lockClosed} aria-hidden="true" />
      Private Event
    </span>
  );
}
