import { ME_PATH } from '../auth/read-paths.ts';
import { eventCommentsPath } from '../comments/read-paths.ts';
import { communityInvitePath } from '../communities/read-paths.ts';
import { attendingEventsPath, eventPath, recentlyStartedEventsPath } from '../events/read-paths.ts';
import { publicInvitationPath, receivedInvitationsPath } from '../invitations/read-paths.ts';
import { COMMUNITY_INVITE_SCREEN, DOOR_SCREEN, EVENT_SCREEN, TICKET_SCREEN } from './screen-paths.ts';

/**
 * Every screen of the web app, listed once. From this list are made the web app's route tree
 * (web/app/routes.tsx), the skeleton shown while a screen loads, the reads a screen makes first
 * (sent by web/early.ts before the app's code has loaded), the server's `modulepreload` links for
 * an address (server/web-app/route-preloads.ts) and the service worker's (its table is written at
 * build time per page module). Data only, and no import but the API's path builders: the early
 * reads' chunk, the service worker and the server all read it.
 */

/** Who sees a screen (spec section 2): a guest-only screen sends a member on; a member's sends a guest to /login. */
export type ScreenAccess = 'guest_only' | 'public' | 'member' | 'site_admin';

/** The shapes of screen the skeletons draw while a screen loads. */
export type SkeletonKind = 'home' | 'list' | 'detail' | 'form' | 'invitation';

/** A screen's parameters by name, as the router hands them to the page (decoded, trimmed). */
export type ScreenParams = Readonly<Record<string, string>>;

export interface Screen {
  /** The address, in react-router's syntax: '/events/:eventId'; '*' is every address no other screen has. */
  path: string;
  access: ScreenAccess;
  /**
   * The page's module from the project root, as the build manifest names it. It exports the page's
   * component named after the file: home-page.tsx exports HomePage.
   */
  page?: string;
  /** An address kept for old links: the screen at this path answers it instead. */
  redirectTo?: string;
  /** Where a signed-in member goes instead (the landing page sends them home). */
  memberRedirectTo?: string;
  /** Shown while the screen's code or data loads. */
  skeleton: SkeletonKind;
  /**
   * Inside the app's frame (the Ionic app: the signed-in frame for a member, the guest frame for
   * a guest). Outside it: the landing page (a guest on `/` gets its own light entry) and a member's
   * full-screen screens (a ticket, door mode), which load no Ionic.
   */
  inAppFrame: boolean;
  /** The API reads the screen makes first (paths under /api); a member's screen's need a session. */
  firstReads?: (params: ScreenParams) => string[];
  /** A link to the screen shows, in a chat app or social site, the card of what its code names (server/web-app/link-preview.ts). */
  linkPreview?: { of: 'event_invitation' | 'community_invite'; codeParam: string };
}

/**
 * The event and its discussion, asked for together: the page shows both, and both are in its saved
 * copy when a member leaves it as soon as it shows. The event's id as its page reads it: digits
 * only, or no read.
 */
const eventReads = ({ eventId = '' }: ScreenParams): string[] => (/^\d+$/.test(eventId) ? [eventPath(Number(eventId)), eventCommentsPath(Number(eventId))] : []);

const homeReads = (): string[] => [attendingEventsPath('upcoming'), recentlyStartedEventsPath(), receivedInvitationsPath('pending')];

/** Grouped by the access classes of spec section 2. */
export const SCREENS: readonly Screen[] = [
  {
    path: '/',
    access: 'public',
    page: 'web/features/landing/landing-page.tsx',
    memberRedirectTo: '/home',
    skeleton: 'list',
    inAppFrame: false,
  },

  { path: '/login', access: 'guest_only', page: 'web/features/auth/pages/login-page.tsx', skeleton: 'form', inAppFrame: true },
  { path: '/register', access: 'guest_only', page: 'web/features/auth/pages/register-page.tsx', skeleton: 'form', inAppFrame: true },
  {
    path: '/reset-password',
    access: 'guest_only',
    page: 'web/features/auth/pages/reset-password-page.tsx',
    skeleton: 'form',
    inAppFrame: true,
  },

  {
    path: COMMUNITY_INVITE_SCREEN,
    access: 'public',
    page: 'web/features/communities/community-invite-page.tsx',
    skeleton: 'invitation',
    inAppFrame: true,
    firstReads: ({ inviteCode = '' }) => (inviteCode ? [communityInvitePath(inviteCode)] : []),
    linkPreview: { of: 'community_invite', codeParam: 'inviteCode' },
  },
  // Without a code the page shows its 'Invalid invite code' state (spec section 8), not the signed-in catch-all.
  { path: '/join-event', access: 'public', page: 'web/features/invitations/join-event-page.tsx', skeleton: 'invitation', inAppFrame: true },
  {
    path: '/join-event/:inviteCode',
    access: 'public',
    page: 'web/features/invitations/join-event-page.tsx',
    skeleton: 'invitation',
    inAppFrame: true,
    firstReads: ({ inviteCode = '' }) => (inviteCode ? [publicInvitationPath(inviteCode)] : []),
    linkPreview: { of: 'event_invitation', codeParam: 'inviteCode' },
  },
  { path: '/privacy', access: 'public', page: 'web/features/legal/privacy-page.tsx', skeleton: 'detail', inAppFrame: true },
  { path: '/terms', access: 'public', page: 'web/features/legal/terms-page.tsx', skeleton: 'detail', inAppFrame: true },
  { path: '/terms-of-service', access: 'public', redirectTo: '/terms', skeleton: 'detail', inAppFrame: true },
  {
    path: '/auth/callback',
    access: 'public',
    page: 'web/features/auth/pages/auth-callback-page.tsx',
    skeleton: 'form',
    inAppFrame: true,
  },
  { path: '/verify-email', access: 'public', page: 'web/features/auth/pages/verify-email-page.tsx', skeleton: 'form', inAppFrame: true },

  { path: '/home', access: 'member', page: 'web/features/home/home-page.tsx', skeleton: 'home', inAppFrame: true, firstReads: homeReads },
  { path: '/communities', access: 'member', page: 'web/features/communities/communities-page.tsx', skeleton: 'list', inAppFrame: true },
  {
    path: '/communities/:communityId',
    access: 'member',
    page: 'web/features/communities/community-page.tsx',
    skeleton: 'detail',
    inAppFrame: true,
  },
  {
    path: '/communities/:communityId/settings',
    access: 'member',
    page: 'web/features/communities/community-settings-page.tsx',
    skeleton: 'form',
    inAppFrame: true,
  },
  {
    path: '/events',
    access: 'member',
    page: 'web/features/events/events-page.tsx',
    skeleton: 'list',
    inAppFrame: true,
    firstReads: () => [attendingEventsPath('upcoming')],
  },
  {
    path: EVENT_SCREEN,
    access: 'member',
    page: 'web/features/events/event-detail-page.tsx',
    skeleton: 'detail',
    inAppFrame: true,
    firstReads: eventReads,
  },
  // The member's ticket, full screen (opens offline from the copy saved on the device).
  { path: TICKET_SCREEN, access: 'member', page: 'web/features/checkin/ticket-page.tsx', skeleton: 'detail', inAppFrame: false },
  // Door mode for the event's organisers: scan tickets, check in by name, walk-ins; works offline once opened.
  { path: DOOR_SCREEN, access: 'member', page: 'web/features/checkin/door-page.tsx', skeleton: 'detail', inAppFrame: false },
  {
    path: '/my-invitations',
    access: 'member',
    page: 'web/features/invitations/my-invitations-page.tsx',
    skeleton: 'list',
    inAppFrame: true,
  },
  { path: '/settings', access: 'member', page: 'web/features/settings/settings-page.tsx', skeleton: 'form', inAppFrame: true },
  { path: '/developer', access: 'member', page: 'web/features/developer/developer-page.tsx', skeleton: 'form', inAppFrame: true },
  { path: '/developer/docs', access: 'member', page: 'web/features/developer/developer-docs-page.tsx', skeleton: 'list', inAppFrame: true },
  { path: '/donate', access: 'member', page: 'web/features/payments/donate/donate-page.tsx', skeleton: 'form', inAppFrame: true },
  { path: '/admin', access: 'site_admin', page: 'web/features/admin/admin-page.tsx', skeleton: 'list', inAppFrame: true },

  // An address that is no page: members see the 404 in the layout; guests go to /login (spec section 6, 'all else').
  { path: '*', access: 'member', page: 'web/app/not-found-page.tsx', skeleton: 'list', inAppFrame: true },
];

/** The session check every screen of a stored session makes first. */
export const SESSION_READ = ME_PATH;
