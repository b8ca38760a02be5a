import { IonButtons, IonHeader, IonMenuButton, IonToolbar } from '@ionic/react';
import { Link, NavLink } from 'react-router-dom';
import type { User } from '../../../server/contracts/users';
import { PRODUCT_NAME } from '../../lib/app-config';
import { NAV_LINKS } from './nav-links';
import { NAV_MENU_ID } from './nav-menu';
import { UserMenu } from './user-menu';

/** Top bar: menu button (narrow screens), product name, horizontal nav (wide screens), user menu. */
export function AppHeader({ user }: { user: User }) {
  return (
    <IonHeader className="app-header">
      <IonToolbar color="primary">
        <IonButtons slot="start" className="menu-button-slot">
          <IonMenuButton menu={NAV_MENU_ID} aria-label="Open navigation menu" />
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
