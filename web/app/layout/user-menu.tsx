import { IonIcon } from '@ionic/react';
import { chevronDownOutline } from 'ionicons/icons';
import { useState } from 'react';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { User } from '@contracts/users/schemas';
import { useOutboxRows } from '../../lib/outbox';
import { avatarInitialOf, firstNameOf } from '../../lib/session/display-name';
import { useSession } from '../../lib/session/session-context';
import { lazyOverlay } from '../../components/lazy-overlay';
import { ProBadge } from '../../components/pro-badge';

const UserMenuPopover = lazyOverlay(() => import('./user-menu-popover'), 'UserMenuPopover');
const SignOutConfirm = lazyOverlay(() => import('./sign-out-confirm'), 'SignOutConfirm');

type MenuState = { open: false } | { open: true; event: Event };

/** The user button in the top bar and its menu: name, e-mail, Admin Dashboard, Sign Out. */
export function UserMenu({ user }: { user: User }) {
  const { logout } = useSession();
  const navigate = useNavigate();
  const [menu, setMenu] = useState<MenuState>({ open: false });
  const [asking, setAsking] = useState(false);
  const firstName = firstNameOf(user);
  const unsent = useOutboxRows().filter((row) => row.status === 'pending').length;

  const openMenu = (event: MouseEvent<HTMLButtonElement>) => setMenu({ open: true, event: event.nativeEvent });
  const close = () => setMenu({ open: false });
  const goTo = (path: string) => {
    close();
    void navigate(path);
  };
  const finishSignOut = async () => {
    await logout();
    void navigate('/login', { replace: true });
  };
  const signOut = () => {
    close();
    // Signing out clears this browser's copy of the member's data, queued changes included: ask first.
    if (unsent > 0) {
      setAsking(true);
      return;
    }
    void finishSignOut();
  };
  const onAnswer = (confirmed: boolean) => {
    setAsking(false);
    if (confirmed) {
      void finishSignOut();
    }
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
        <ProBadge isPro={user.is_pro} />
        <IonIcon icon={chevronDownOutline} aria-hidden="true" />
      </button>
      <UserMenuPopover
        isOpen={menu.open}
        event={menu.open ? menu.event : undefined}
        user={user}
        onDismiss={close}
        onAdmin={() => goTo('/admin')}
        onSignOut={signOut}
      />
      <SignOutConfirm isOpen={asking} unsent={unsent} onAnswer={onAnswer} />
    </>
  );
}
