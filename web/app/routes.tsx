import { Navigate, Route, Routes } from 'react-router-dom';
import type { ReactElement } from 'react';
import { matchScreen } from '@contracts/screens/match-screen';
import { preloadedPageAt } from '@contracts/screens/preloaded-page';
import { SCREENS } from '@contracts/screens/screens';
import type { Screen, ScreenAccess } from '@contracts/screens/screens';
import { AppLayout, preloadAppLayout } from './layout/lazy-frames';
import { firstScreenPath } from './early-reads';
import { pageOf } from './pages';
import { GuestOnly, HomeOrLanding, RequireAdmin, RequireAuth } from './route-guards';

/** What a screen shows: its page, or for an old address, the screen it now is. */
function screenElement(screen: Screen): ReactElement {
  if (screen.redirectTo) {
    return <Navigate to={screen.redirectTo} replace />;
  }
  if (!screen.page) {
    throw new Error(`The screen ${screen.path} has neither a page nor a redirect`);
  }
  const Page = pageOf({ ...screen, page: screen.page });
  return screen.memberRedirectTo ? <HomeOrLanding landing={<Page />} home={screen.memberRedirectTo} /> : <Page />;
}

const routesOf = (access: ScreenAccess, inAppFrame = true) =>
  SCREENS.filter((screen) => screen.inAppFrame === inAppFrame && screen.access === access).map((screen) => (
    <Route key={screen.path} path={screen.path} element={screenElement(screen)} />
  ));

/**
 * The route tree, made from the screen manifest (contracts/screens/screens.ts), grouped by the
 * access classes of spec section 2: outside the app's frame, the public screens (the landing page)
 * and the members' (a ticket, door mode: full screen, behind the same sign-in guard); then inside
 * it the guest-only screens, the public ones, the members' and the site admins'.
 */
const ROUTE_TABLE = (
  <>
    {routesOf('public', false)}
    <Route element={<RequireAuth />}>{routesOf('member', false)}</Route>
    <Route element={<AppLayout />}>
      <Route element={<GuestOnly />}>{routesOf('guest_only')}</Route>
      {routesOf('public')}
      <Route element={<RequireAuth />}>
        {routesOf('member')}
        <Route element={<RequireAdmin />}>{routesOf('site_admin')}</Route>
      </Route>
    </Route>
  </>
);

/** The routes of the table above. */
export function AppRoutes() {
  return <Routes>{ROUTE_TABLE}</Routes>;
}

/**
 * Starts loading the code of the first screen at `pathname` (the app's frame, with the signed-in
 * frame for a member, and the page) as the app starts, rather than once the session has been checked
 * and the route has rendered: by then it has loaded (the HTML preloads its chunks), and it shows
 * with no skeleton in between. The pages are those the HTML names (contracts/screens
 * preloaded-page.ts); a member on the landing page goes home, and a guest at a screen behind
 * sign-in to /login, in the frame.
 */
export function preloadFirstScreen(pathname: string, signedIn: boolean): void {
  const first = firstScreenPath(pathname, signedIn);
  const page = preloadedPageAt(first);
  if (!page) {
    return;
  }
  if (page.signedIn && !signedIn) {
    preloadAppLayout(false);
    return;
  }
  if (page.inAppFrame) {
    preloadAppLayout(signedIn);
  }
  pageOf({ ...matchScreen(first).screen, page: page.module }).preload();
}
