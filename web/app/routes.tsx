import { Navigate, Route, Routes } from 'react-router-dom';
import { AppLayout } from './layout/app-layout';
import * as Pages from './pages';
import { GuestOnly, HomeOrLanding, RequireAdmin, RequireAuth } from './route-guards';

/** The route table, grouped by the access classes of spec section 2. */
export function AppRoutes() {
  return (
    <Routes>
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
    </Routes>
  );
}
