import { menuController } from '@ionic/core/components';
import { IonContent, IonHeader, IonIcon, IonItem, IonLabel, IonList, IonMenu, IonMenuToggle, IonTitle, IonToolbar } from '@ionic/react';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { PRODUCT_NAME } from '../../lib/app-config';
import { NAV_LINKS, isActiveLink } from './nav-links';

export const NAV_MENU_ID = 'app-nav';

type NavMenuProps = {
  contentId: string;
  /** True once the menu has been asked for (its code loads then, see lazyOverlay). */
  isOpen: boolean;
  /** Counts the menu button's presses: each new value opens the menu. */
  openRequests: number;
};

/**
 * The navigation as a side menu, opened from the top bar's menu button on narrow screens. Its
 * code loads after the first screen (or on the first press), so it opens itself when asked.
 */
export function NavMenu({ contentId, openRequests }: NavMenuProps) {
  const { pathname } = useLocation();
  useEffect(() => {
    if (openRequests > 0) {
      // The controller waits until the just-mounted menu is ready.
      menuController.open(NAV_MENU_ID).catch((error: unknown) => console.error('Could not open the menu', error));
    }
  }, [openRequests]);
  return (
    <IonMenu menuId={NAV_MENU_ID} contentId={contentId} type="overlay" className="nav-menu">
      <IonHeader>
        <IonToolbar color="primary">
          <IonTitle>{PRODUCT_NAME}</IonTitle>
        </IonToolbar>
      </IonHeader>
      <IonContent>
        <nav aria-label="Main">
          <IonList lines="none">
            {NAV_LINKS.map((link) => {
              const active = isActiveLink(link, pathname);
              return (
                <IonMenuToggle key={link.to} autoHide={false}>
                  <IonItem
                    routerLink={link.to}
                    routerDirection="root"
                    detail={false}
                    className={active ? 'nav-menu-item nav-menu-item-active' : 'nav-menu-item'}
                    aria-current={active ? 'page' : undefined}
                  >
                    <IonIcon slot="start" icon={link.icon} aria-hidden="true" />
                    <IonLabel>{link.label}</IonLabel>
                  </IonItem>
                </IonMenuToggle>
              );
            })}
          </IonList>
        </nav>
      </IonContent>
    </IonMenu>
  );
}
