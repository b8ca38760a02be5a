import './ionic-setup';
import '../lib/push/push-sign-out';
import '../lib/offline/offline-sign-out';
import '../lib/offline/session-ended';
import { IonApp } from '@ionic/react';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './providers';
import { AppRoutes, preloadFirstScreen } from './routes';
import { ROUTER_FUTURE } from './router-future';
import { RouterNavContext } from './router-nav-context';
import { UnauthorizedRedirect } from './unauthorized-redirect';
import { getToken } from '../lib/token-store';

// While the offline copy and the session are read, the first screen's code loads (see preloadFirstScreen).
preloadFirstScreen(window.location.pathname, getToken() !== null);

/** The Ionic app: data and session providers, router, every route but the guest landing page. */
export function FullApp() {
  return (
    <IonApp>
      <AppProviders>
        <BrowserRouter future={ROUTER_FUTURE}>
          <RouterNavContext>
            <UnauthorizedRedirect />
            <AppRoutes />
          </RouterNavContext>
        </BrowserRouter>
      </AppProviders>
    </IonApp>
  );
}
