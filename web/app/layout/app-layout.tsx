import '../../components/ionic-setup';
import { IonApp, IonContent } from '@ionic/react';
import { Suspense } from 'react';
import type { ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { PageSpinner, ShellLoading } from '../../components/page-spinner';
import { useSession } from '../../lib/session/session-context';
import { RouteErrorBoundary } from '../route-error-boundary';
import { RouterNavContext } from '../router-nav-context';
import { SignedInFrame } from './lazy-frames';
import '../../components/page.css';
import './layout.css';

/** With nobody signed in the layout shows only its content (spec section 2). */
function GuestFrame({ children }: { children: ReactNode }) {
  return (
    <div className="ion-page">
      <IonContent>
        <main id="main-content" className="guest-main">
          {children}
        </main>
      </IonContent>
    </div>
  );
}

/**
 * The app's frame around every screen but the landing page and the full-screen ones (a ticket,
 * door mode): the Ionic app, whose code loads with it (web/app/layout/lazy-frames.tsx), and,
 * for a member, the signed-in frame.
 */
export function AppLayout() {
  return (
    <IonApp>
      <RouterNavContext>
        <FramedPage />
      </RouterNavContext>
    </IonApp>
  );
}

/** The page at this address, in the frame for who is signed in (none for a guest). */
function FramedPage() {
  const { user } = useSession();
  const { pathname } = useLocation();
  const page = (
    <RouteErrorBoundary resetKey={pathname}>
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    </RouteErrorBoundary>
  );
  if (!user) {
    return <GuestFrame>{page}</GuestFrame>;
  }
  return (
    <Suspense fallback={<ShellLoading />}>
      <SignedInFrame user={user}>{page}</SignedInFrame>
    </Suspense>
  );
}
