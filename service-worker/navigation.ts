import { createHandlerBoundToURL, matchPrecache } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import type { RouteHandlerCallbackOptions } from 'workbox-core';
import { ROUTE_PRELOADS_FILE, preloadTagsFor, withPreloadTags } from './route-preloads-table';
import type { RoutePreloads } from './route-preloads-table';

/** Paths whose navigations must reach the network (the API never answers with the app shell). */
const NETWORK_ONLY_NAVIGATIONS = [/^\/api\//];

let table: Promise<RoutePreloads> | undefined;

/** The precached table of each address's preload links, read once per worker (none if it cannot be read). */
function routePreloads(): Promise<RoutePreloads> {
  table ??= matchPrecache(`/${ROUTE_PRELOADS_FILE}`)
    .then((response) => (response ? (response.json() as Promise<RoutePreloads>) : {}))
    .catch(() => {
      table = undefined;
      return {};
    });
  return table;
}

/** `shell` (index.html) with the `modulepreload` links of the screen at `pathname`, as the server would send it. */
async function withRoutePreloads(shell: Response, pathname: string): Promise<Response> {
  const tags = preloadTagsFor(await routePreloads(), pathname);
  if (tags === '' || !shell.ok) {
    return shell;
  }
  const headers = new Headers(shell.headers);
  // The body changes, and a cached body is already decoded.
  headers.delete('Content-Length');
  headers.delete('Content-Encoding');
  return new Response(withPreloadTags(await shell.text(), tags), { status: shell.status, statusText: shell.statusText, headers });
}

/**
 * Answers every page navigation with the precached index.html, so any deep link
 * (/events/12, /invite/CODE) opens offline and the client-side router takes over; with the
 * address's modulepreload links, so its chunks load at once rather than one stage after another.
 */
export function setUpNavigationFallback(): void {
  const appShell = createHandlerBoundToURL('/index.html');
  const handler = async (options: RouteHandlerCallbackOptions) => withRoutePreloads(await appShell(options), options.url.pathname);
  registerRoute(new NavigationRoute(handler, { denylist: NETWORK_ONLY_NAVIGATIONS }));
}
