import { IonContent, IonHeader, IonIcon, IonItem, IonLabel, IonList, IonMenu, IonMenuToggle, IonTitle, IonToolbar } from '@ionic/react';
import { useLocation } from 'react-router-dom';
import { PRODUCT_NAME } from '../../lib/app-config';
import { NAV_LINKS, isActiveLink } from './nav-links';

export const NAV_MENU_ID = 'app-nav';

/** The navigation as a side menu, opened from the top bar's menu button on narrow screens. */
export function NavMenu({ contentId }: { contentId: string }) {
  const { pathname } = useLocation();
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
