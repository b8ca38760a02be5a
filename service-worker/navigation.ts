import { createHandlerBoundToURL } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

/** Paths whose navigations must reach the network (the API never answers with the app shell). */
const NETWORK_ONLY_NAVIGATIONS = [/^\/api\//];

/**
 * Answers every page navigation with the precached index.html, so any deep link
 * (/events/12, /invite/CODE) opens offline and the client-side router takes over.
 */
export function setUpNavigationFallback(): void {
  const appShell = createHandlerBoundToURL('/index.html');
  registerRoute(new NavigationRoute(appShell, { denylist: NETWORK_ONLY_NAVIGATIONS }));
}
