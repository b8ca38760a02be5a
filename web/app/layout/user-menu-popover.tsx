import { IonIcon, IonItem, IonLabel, IonList, IonPopover } from '@ionic/react';
import { logOutOutline, shieldCheckmarkOutline } from 'ionicons/icons';
import type { User } from '@contracts/users/schemas';
import { ProBadge } from '../../components/pro-badge';
import { firstNameOf } from '../../lib/session/display-name';

type UserMenuPopoverProps = {
  isOpen: boolean;
  event: Event | undefined;
  user: User;
  onDismiss: () => void;
  onAdmin: () => void;
  onSignOut: () => void;
};

/** The account menu opened from the top bar: name, e-mail, Admin Dashboard (site admins), Sign Out. */
export function UserMenuPopover({ isOpen, event, user, onDismiss, onAdmin, onSignOut }: UserMenuPopoverProps) {
  const firstName = firstNameOf(user);
  return (
    <IonPopover isOpen={isOpen} event={event} onDidDismiss={onDismiss} alignment="end" className="user-menu-popover">
      <div className="user-menu-identity">
        <span className="user-menu-identity-name">
          <strong className="truncate" title={firstName}>
            {firstName}
          </strong>
          <ProBadge isPro={user.is_pro} />
        </span>
        <span className="truncate user-menu-email" title={user.email}>
          {user.email}
        </span>
      </div>
      <IonList lines="none" role="menu">
        {user.is_admin ? (
          <IonItem button detail={false} role="menuitem" onClick={onAdmin}>
            <IonIcon slot="start" icon={shieldCheckmarkOutline} aria-hidden="true" />
            <IonLabel>Admin Dashboard</IonLabel>
          </IonItem>
        ) : null}
        <IonItem button detail={false} role="menuitem" onClick={onSignOut}>
          <IonIcon slot="start" icon={logOutOutline} aria-hidden="true" />
          <IonLabel>Sign Out</IonLabel>
        </IonItem>
      </IonList>
    </IonPopover>
  );
}
