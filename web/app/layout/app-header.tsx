import { IonButton, IonButtons, IonHeader, IonIcon, IonToolbar } from '@ionic/react';
import { menuOutline } from 'ionicons/icons';
import { Link, NavLink } from 'react-router-dom';
import type { User } from '@contracts/users/schemas';
import { PRODUCT_NAME } from '../../lib/app-config';
import { NAV_LINKS } from './nav-links';
import { UserMenu } from './user-menu';

type AppHeaderProps = { user: User; onOpenMenu: () => void };

/** Top bar: menu button (narrow screens), product name, horizontal nav (wide screens), user menu. */
export function AppHeader({ user, onOpenMenu }: AppHeaderProps) {
  return (
    <IonHeader className="app-header">
      <IonToolbar color="primary">
        <IonButtons slot="start" className="menu-button-slot">
          {/* Not IonMenuButton: that needs the side menu's code at once; this loads it on demand. */}
          <IonButton className="menu-button" aria-label="Open navigation menu" onClick={onOpenMenu}>
            <IonIcon slot="icon-only" icon={menuOutline} aria-hidden="true" />
          </IonButton>
        </IonButtons>
        <div className="app-header-row">
          <Link to="/home" className="app-brand">
            {PRODUCT_NAME}
          </Link>
          <nav aria-label="Main" className="app-top-nav">
            {NAV_LINKS.map((link) => (
              <NavLink
                key={link.to}
                to={link.to}
                className={({ isActive }) => (isActive ? 'app-top-nav-link active' : 'app-top-nav-link')}
              >
                {link.label}
              </NavLink>
            ))}
          </nav>
        </div>
        <IonButtons slot="end">
          <UserMenu user={user} />
        </IonButtons>
      </IonToolbar>
    </IonHeader>
  );
}
