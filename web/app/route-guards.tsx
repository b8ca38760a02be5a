import { Suspense, useEffect } from 'react';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { AccessDenied } from '../components/access-denied';
import { OfflineEmptyState } from '../components/offline-empty-state';
import { PageSpinner } from '../components/page-spinner';
import { useSession } from '../lib/session/session-context';
import { RouteErrorBoundary } from './route-error-boundary';

/** `/`: the landing page for guests; signed-in users go `home` (/home). */
export function HomeOrLanding({ landing, home }: { landing: ReactNode; home: string }) {
  const { user, loading, unreachable } = useSession();
  const location = useLocation();
  if (loading) {
    return <PageSpinner />;
  }
  if (user || unreachable) {
    return <Navigate to={home} replace />;
  }
  return (
    <RouteErrorBoundary resetKey={location.pathname}>
      <Suspense fallback={<PageSpinner />}>{landing}</Suspense>
    </RouteErrorBoundary>
  );
}

/** Sends a user who has just signed in (or was already) to the saved return path or /home. */
function AfterAuthRedirect({ to }: { to: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(to, { replace: true });
  }, [navigate, to]);
  return <PageSpinner />;
}

/** /login, /register, /reset-password: signed-in users are redirected (spec section 2). */
export function GuestOnly() {
  const { user, loading, afterAuthPath } = useSession();
  if (loading) {
    return <PageSpinner />;
  }
  if (user) {
    return <AfterAuthRedirect to={afterAuthPath} />;
  }
  return <Outlet />;
}

/**
 * Every other page needs a signed-in user; guests go to /login. A member whose token could not be
 * checked (offline, nothing saved) is not sent to /login: only a real 401 signs them out.
 */
export function RequireAuth() {
  const { user, loading, unreachable } = useSession();
  if (loading) {
    return <PageSpinner />;
  }
  if (!user && unreachable) {
    return <OfflineEmptyState />;
  }
  if (!user) {
    return <Navigate to="/login" replace />;
  }
  return <Outlet />;
}

/** /admin: site admins only; everyone else sees the access-denied message (and what is missing, when it is the confirmed address). */
export function RequireAdmin() {
  const { user } = useSession();
  if (!user?.is_admin) {
    return <AccessDenied user={user} />;
  }
  return <Outlet />;
}
