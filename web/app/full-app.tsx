import '../lib/push/push-sign-out';
import '../lib/offline/offline-sign-out';
import '../lib/offline/session-ended';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './providers';
import { AppRoutes, preloadFirstScreen } from './routes';
import { ROUTER_FUTURE } from './router-future';
import { UnauthorizedRedirect } from './unauthorized-redirect';
import { getToken } from '../lib/token-store';

// While the offline copy and the session are read, the first screen's code loads (see preloadFirstScreen).
preloadFirstScreen(window.location.pathname, getToken() !== null);

/**
 * The app: data and session providers, router, every route but the guest landing page. Ionic
 * loads with the app's frame (web/app/layout/app-layout.tsx), not here: the full-screen screens
 * (a ticket, door mode: opened at a venue, often offline, on a phone) start without it.
 */
export function FullApp() {
  return (
    <AppProviders>
      <BrowserRouter future={ROUTER_FUTURE}>
        <UnauthorizedRedirect />
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
