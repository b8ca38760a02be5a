import { IonIcon, IonItem, IonLabel, IonList, IonPopover } from '@ionic/react';
import { chevronDownOutline, logOutOutline, shieldCheckmarkOutline } from 'ionicons/icons';
import { useState } from 'react';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { User } from '../../../server/contracts/users';
import { useOutboxRows } from '../../lib/outbox';
import { avatarInitialOf, firstNameOf } from '../../lib/session/display-name';
import { useSession } from '../../lib/session/session-context';
import { signOutWithUnsentText } from '../offline/outbox-texts';

type MenuState = { open: false } | { open: true; event: Event };

/** The user button in the top bar and its menu: name, e-mail, Admin Dashboard, Sign Out. */
export function UserMenu({ user }: { user: User }) {
  const { logout } = useSession();
  const navigate = useNavigate();
  const [menu, setMenu] = useState<MenuState>({ open: false });
  const firstName = firstNameOf(user);
  const unsent = useOutboxRows().filter((row) => row.status === 'pending').length;

  const openMenu = (event: MouseEvent<HTMLButtonElement>) => setMenu({ open: true, event: event.nativeEvent });
  const close = () => setMenu({ open: false });
  const goTo = (path: string) => {
    close();
    void navigate(path);
  };
  const signOut = async () => {
    close();
    // Signing out clears this browser's copy of the member's data, queued changes included.
    if (unsent > 0 && !window.confirm(signOutWithUnsentText(unsent))) {
      return;
    }
    await logout();
    void navigate('/login', { replace: true });
  };

  return (
    <>
      <button
        type="button"
        className="user-menu-button"
        aria-haspopup="menu"
        aria-expanded={menu.open}
        onClick={openMenu}
      >
        <span className="avatar" aria-hidden="true">
          {avatarInitialOf(user)}
        </span>
        {/* The name comes from the text, so what is read out contains what is shown. */}
        <span className="visually-hidden">Account menu for </span>
        <span className="user-menu-name">{firstName}</span>
        <IonIcon icon={chevronDownOutline} aria-hidden="true" />
      </button>
      <IonPopover
        isOpen={menu.open}
        event={menu.open ? menu.event : undefined}
        onDidDismiss={close}
        alignment="end"
        className="user-menu-popover"
      >
        <div className="user-menu-identity">
          <strong className="truncate" title={firstName}>
            {firstName}
          </strong>
          <span className="truncate user-menu-email" title={user.email}>
            {user.email}
          </span>
        </div>
        <IonList lines="none" role="menu">
          {user.is_admin ? (
            <IonItem button detail={false} role="menuitem" onClick={() => goTo('/admin')}>
              <IonIcon slot="start" icon={shieldCheckmarkOutline} aria-hidden="true" />
              <IonLabel>Admin Dashboard</IonLabel>
            </IonItem>
          ) : null}
          <IonItem button detail={false} role="menuitem" onClick={() => void signOut()}>
            <IonIcon slot="start" icon={logOutOutline} aria-hidden="true" />
            <IonLabel>Sign Out</IonLabel>
          </IonItem>
        </IonList>
      </IonPopover>
    </>
  );
}
