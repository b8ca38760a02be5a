import { lazyPage } from './lazy-page';

/** Every route's page, each in its own chunk so the landing page loads only what it needs. */
export const LandingPage = lazyPage(() => import('../features/landing/landing-page'), 'LandingPage');
export const LoginPage = lazyPage(() => import('../features/auth/pages/login-page'), 'LoginPage');
export const RegisterPage = lazyPage(() => import('../features/auth/pages/register-page'), 'RegisterPage');
export const ResetPasswordPage = lazyPage(
  () => import('../features/auth/pages/reset-password-page'),
  'ResetPasswordPage',
);
export const VerifyEmailPage = lazyPage(() => import('../features/auth/pages/verify-email-page'), 'VerifyEmailPage');
export const AuthCallbackPage = lazyPage(() => import('../features/auth/pages/auth-callback-page'), 'AuthCallbackPage');
export const HomePage = lazyPage(() => import('../features/home/home-page'), 'HomePage');
export const SettingsPage = lazyPage(() => import('../features/settings/settings-page'), 'SettingsPage');
export const PrivacyPage = lazyPage(() => import('../features/legal/privacy-page'), 'PrivacyPage');
export const TermsPage = lazyPage(() => import('../features/legal/terms-page'), 'TermsPage');
export const CommunitiesPage = lazyPage(() => import('../features/communities/communities-page'), 'CommunitiesPage');
export const CommunityInvitePage = lazyPage(
  () => import('../features/communities/community-invite-page'),
  'CommunityInvitePage',
);
export const CommunityPage = lazyPage(() => import('../features/communities/community-page'), 'CommunityPage');
export const CommunitySettingsPage = lazyPage(
  () => import('../features/communities/community-settings-page'),
  'CommunitySettingsPage',
);
export const EventsPage = lazyPage(() => import('../features/events/events-page'), 'EventsPage');
export const EventDetailPage = lazyPage(() => import('../features/events/event-detail-page'), 'EventDetailPage');
export const MyInvitationsPage = lazyPage(
  () => import('../features/invitations/my-invitations-page'),
  'MyInvitationsPage',
);
export const JoinEventPage = lazyPage(() => import('../features/invitations/join-event-page'), 'JoinEventPage');
export const DeveloperPage = lazyPage(() => import('../features/developer/developer-page'), 'DeveloperPage');
export const DonatePage = lazyPage(() => import('../features/donate/donate-page'), 'DonatePage');
export const AdminPage = lazyPage(() => import('../features/admin/admin-page'), 'AdminPage');
export const NotFoundPage = lazyPage(() => import('./not-found-page'), 'NotFoundPage');
