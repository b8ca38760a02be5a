import { IonContent } from '@ionic/react';
import { useState } from 'react';
import type { ReactNode } from 'react';
import type { User } from '@contracts/users/schemas';
import { VerifyEmailBanner } from '../../features/auth/components/verify-email-banner';
import { OfflineBanner } from '../offline/offline-banner';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import { lazyOverlay } from '../../components/lazy-overlay';

const NavMenu = lazyOverlay(() => import('./nav-menu'), 'NavMenu');

const PAGE_ID = 'signed-in-page';

type SignedInFrameProps = { user: User; children: ReactNode };

/** Top bar, side menu (phones), page content and footer for a signed-in user. */
export function SignedInFrame({ user, children }: SignedInFrameProps) {
  const [menuRequests, setMenuRequests] = useState(0);
  return (
    <>
      <NavMenu contentId={PAGE_ID} isOpen={menuRequests > 0} openRequests={menuRequests} />
      <div className="ion-page" id={PAGE_ID}>
        <a className="skip-link" href="#main-content">
          Skip to main content
        </a>
        <AppHeader user={user} onOpenMenu={() => setMenuRequests((count) => count + 1)} />
        <IonContent>
          <div className="signed-in-body">
            <main id="main-content" className="signed-in-main" tabIndex={-1}>
              <OfflineBanner />
              <VerifyEmailBanner user={user} />
              {children}
            </main>
            <AppFooter />
          </div>
        </IonContent>
      </div>
    </>
  );
}
