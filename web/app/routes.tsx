import { createRoutesFromElements, matchRoutes, Navigate, Route, Routes } from 'react-router-dom';
import type { ReactElement } from 'react';
import { AppLayout, preloadSignedInFrame } from './layout/app-layout';
import { isLazyComponent } from '../lib/lazy-component';
import * as Pages from './pages';
import { GuestOnly, HomeOrLanding, RequireAdmin, RequireAuth } from './route-guards';

/** The route table, grouped by the access classes of spec section 2. */
const ROUTE_TABLE = (
  <>
    <Route path="/" element={<HomeOrLanding landing={<Pages.LandingPage />} />} />
    <Route element={<AppLayout />}>
      <Route element={<GuestOnly />}>
        <Route path="/login" element={<Pages.LoginPage />} />
        <Route path="/register" element={<Pages.RegisterPage />} />
        <Route path="/reset-password" element={<Pages.ResetPasswordPage />} />
      </Route>

      <Route path="/invite/:inviteCode" element={<Pages.CommunityInvitePage />} />
      {/* Without a code the page shows its 'Invalid invite code' state (spec section 8), not the signed-in catch-all. */}
      <Route path="/join-event" element={<Pages.JoinEventPage />} />
      <Route path="/join-event/:inviteCode" element={<Pages.JoinEventPage />} />
      <Route path="/privacy" element={<Pages.PrivacyPage />} />
      <Route path="/terms" element={<Pages.TermsPage />} />
      <Route path="/terms-of-service" element={<Navigate to="/terms" replace />} />
      <Route path="/auth/callback" element={<Pages.AuthCallbackPage />} />
      <Route path="/verify-email" element={<Pages.VerifyEmailPage />} />

      <Route element={<RequireAuth />}>
        <Route path="/home" element={<Pages.HomePage />} />
        <Route path="/communities" element={<Pages.CommunitiesPage />} />
        <Route path="/communities/:communityId" element={<Pages.CommunityPage />} />
        <Route path="/communities/:communityId/settings" element={<Pages.CommunitySettingsPage />} />
        <Route path="/events" element={<Pages.EventsPage />} />
        <Route path="/events/:eventId" element={<Pages.EventDetailPage />} />
        <Route path="/my-invitations" element={<Pages.MyInvitationsPage />} />
        <Route path="/settings" element={<Pages.SettingsPage />} />
        <Route path="/developer" element={<Pages.DeveloperPage />} />
        <Route path="/developer/docs" element={<Pages.DeveloperDocsPage />} />
        <Route path="/donate" element={<Pages.DonatePage />} />
        <Route element={<RequireAdmin />}>
          <Route path="/admin" element={<Pages.AdminPage />} />
        </Route>
        {/* An address that is no page: members see the 404 in the layout; guests go to /login (spec section 6, 'all else'). */}
        <Route path="*" element={<Pages.NotFoundPage />} />
      </Route>
    </Route>
  </>
);

/** The routes of the table above. */
export function AppRoutes() {
  return <Routes>{ROUTE_TABLE}</Routes>;
}

/**
 * Starts loading the code of the first screen at `pathname` (the signed-in frame for a member, and
 * the page) as the app starts, rather than once the session has been checked and the layout has
 * rendered: by then it has loaded (the HTML preloads its chunks), and it shows with no skeleton in
 * between. A guest's screen behind sign-in is left alone: they go to /login.
 */
export function preloadFirstScreen(pathname: string, signedIn: boolean): void {
  const matches = matchRoutes(createRoutesFromElements(ROUTE_TABLE), pathname) ?? [];
  const types = matches.map(({ route }) => (route.element as ReactElement | undefined)?.type);
  if (!signedIn && types.includes(RequireAuth)) {
    return;
  }
  if (signedIn && types.includes(AppLayout)) {
    preloadSignedInFrame();
  }
  for (const type of types) {
    if (isLazyComponent(type)) {
      type.preload();
    }
  }
}
