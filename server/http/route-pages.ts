/**
 * Which page module draws each address of the web app (web/app/routes.tsx and web/app/pages.ts,
 * as the server sees them), so an HTML answer can name that page's code for the browser to fetch
 * at once. tests/server/route-pages.test.ts keeps this table in step with the route table.
 */
export interface RoutePage {
  /** The page's module, from the project root, as the build manifest names it. */
  module: string;
  /** Shown inside the signed-in layout (its code is fetched too). */
  signedIn: boolean;
}

const PAGES: ReadonlyArray<[RegExp, string, boolean]> = [
  [/^\/login$/, 'web/features/auth/pages/login-page.tsx', false],
  [/^\/register$/, 'web/features/auth/pages/register-page.tsx', false],
  [/^\/reset-password$/, 'web/features/auth/pages/reset-password-page.tsx', false],
  [/^\/invite\/[^/]+$/, 'web/features/communities/community-invite-page.tsx', false],
  [/^\/join-event(\/[^/]+)?$/, 'web/features/invitations/join-event-page.tsx', false],
  [/^\/privacy$/, 'web/features/legal/privacy-page.tsx', false],
  [/^\/terms$/, 'web/features/legal/terms-page.tsx', false],
  [/^\/auth\/callback$/, 'web/features/auth/pages/auth-callback-page.tsx', false],
  [/^\/verify-email$/, 'web/features/auth/pages/verify-email-page.tsx', false],
  [/^\/home$/, 'web/features/home/home-page.tsx', true],
  [/^\/communities$/, 'web/features/communities/communities-page.tsx', true],
  [/^\/communities\/[^/]+$/, 'web/features/communities/community-page.tsx', true],
  [/^\/communities\/[^/]+\/settings$/, 'web/features/communities/community-settings-page.tsx', true],
  [/^\/events$/, 'web/features/events/events-page.tsx', true],
  [/^\/events\/[^/]+$/, 'web/features/events/event-detail-page.tsx', true],
  [/^\/my-invitations$/, 'web/features/invitations/my-invitations-page.tsx', true],
  [/^\/settings$/, 'web/features/settings/settings-page.tsx', true],
  [/^\/developer$/, 'web/features/developer/developer-page.tsx', true],
  [/^\/developer\/docs$/, 'web/features/developer/docs-page.tsx', true],
  [/^\/donate$/, 'web/features/payments/donate/donate-page.tsx', true],
  [/^\/admin$/, 'web/features/admin/admin-page.tsx', true],
];

/** Every address pattern (matched against a path without its trailing slash) with its page. */
export const ROUTE_PAGES: ReadonlyArray<{ pattern: RegExp; page: RoutePage }> = PAGES.map(([pattern, module, signedIn]) => ({
  pattern,
  page: { module, signedIn },
}));

/** `pathname` as the patterns match it: without a trailing slash (but `/` stays). */
export function trimRoutePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** The page at `pathname`, or null for the landing page (its own light entry) and unknown addresses. */
export function routePageFor(pathname: string): RoutePage | null {
  const trimmed = trimRoutePath(pathname);
  return ROUTE_PAGES.find(({ pattern }) => pattern.test(trimmed))?.page ?? null;
}
