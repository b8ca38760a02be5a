import { IonContent } from '@ionic/react';
import { Suspense } from 'react';
import type { ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { PageSpinner, ShellLoading } from '../../components/page-spinner';
import { useSession } from '../../lib/session/session-context';
import { lazyComponent } from '../../lib/lazy-component';
import { RouteErrorBoundary } from '../route-error-boundary';
import '../../components/page.css';
import './layout.css';

const SignedInFrame = lazyComponent(() => import('./signed-in-frame'), 'SignedInFrame', () => <ShellLoading />);

/** Starts loading the signed-in frame's code before a member's first screen renders (see preloadFirstScreen). */
export function preloadSignedInFrame(): void {
  SignedInFrame.preload();
}

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

/** The common layout of every route but the landing page. */
export function AppLayout() {
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
