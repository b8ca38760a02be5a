import { lazyPage } from './lazy-page';

/**
 * Every route's page, each in its own chunk so the landing page loads only what it needs, with the
 * skeleton that stands in for it while its code loads.
 */
export const LandingPage = lazyPage(() => import('../features/landing/landing-page'), 'LandingPage');
export const LoginPage = lazyPage(() => import('../features/auth/pages/login-page'), 'LoginPage', 'form');
export const RegisterPage = lazyPage(() => import('../features/auth/pages/register-page'), 'RegisterPage', 'form');
export const ResetPasswordPage = lazyPage(
  () => import('../features/auth/pages/reset-password-page'),
  'ResetPasswordPage',
  'form',
);
export const VerifyEmailPage = lazyPage(
  () => import('../features/auth/pages/verify-email-page'),
  'VerifyEmailPage',
  'form',
);
export const AuthCallbackPage = lazyPage(
  () => import('../features/auth/pages/auth-callback-page'),
  'AuthCallbackPage',
  'form',
);
export const HomePage = lazyPage(() => import('../features/home/home-page'), 'HomePage', 'home');
export const SettingsPage = lazyPage(() => import('../features/settings/settings-page'), 'SettingsPage', 'form');
export const PrivacyPage = lazyPage(() => import('../features/legal/privacy-page'), 'PrivacyPage', 'detail');
export const TermsPage = lazyPage(() => import('../features/legal/terms-page'), 'TermsPage', 'detail');
export const CommunitiesPage = lazyPage(
  () => import('../features/communities/communities-page'),
  'CommunitiesPage',
  'list',
);
export const CommunityInvitePage = lazyPage(
  () => import('../features/communities/community-invite-page'),
  'CommunityInvitePage',
  'invitation',
);
export const CommunityPage = lazyPage(
  () => import('../features/communities/community-page'),
  'CommunityPage',
  'detail',
);
export const CommunitySettingsPage = lazyPage(
  () => import('../features/communities/community-settings-page'),
  'CommunitySettingsPage',
  'form',
);
export const EventsPage = lazyPage(() => import('../features/events/events-page'), 'EventsPage', 'list');
export const EventDetailPage = lazyPage(
  () => import('../features/events/event-detail-page'),
  'EventDetailPage',
  'detail',
);
export const MyInvitationsPage = lazyPage(
  () => import('../features/invitations/my-invitations-page'),
  'MyInvitationsPage',
  'list',
);
export const JoinEventPage = lazyPage(
  () => import('../features/invitations/join-event-page'),
  'JoinEventPage',
  'invitation',
);
export const DeveloperPage = lazyPage(() => import('../features/developer/developer-page'), 'DeveloperPage', 'form');
export const DeveloperDocsPage = lazyPage(() => import('../features/developer/docs-page'), 'DeveloperDocsPage', 'list');
export const DonatePage = lazyPage(() => import('../features/payments/donate/donate-page'), 'DonatePage', 'form');
export const AdminPage = lazyPage(() => import('../features/admin/admin-page'), 'AdminPage', 'list');
export const NotFoundPage = lazyPage(() => import('./not-found-page'), 'NotFoundPage');
