import './ionic-setup';
import '../lib/push/push-sign-out';
import '../lib/offline/offline-sign-out';
import '../lib/offline/session-ended';
import { IonApp } from '@ionic/react';
import { IonReactRouter } from '@ionic/react-router';
import { AppProviders } from './providers';
import { AppRoutes } from './routes';
import { ROUTER_FUTURE } from './router-future';
import { UnauthorizedRedirect } from './unauthorized-redirect';

/** The Ionic app: data and session providers, router, every route but the guest landing page. */
export function FullApp() {
  return (
    <IonApp>
      <AppProviders>
        <IonReactRouter future={ROUTER_FUTURE}>
          <UnauthorizedRedirect />
          <AppRoutes />
        </IonReactRouter>
      </AppProviders>
    </IonApp>
  );
}
