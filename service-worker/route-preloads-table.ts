import { preloadedPageAt } from '../contracts/screens/preloaded-page.ts';

/**
 * The app's `modulepreload` links per page, for the service worker's answers to navigations.
 * The server names a screen's chunks in the HTML it serves (server/web-app/route-preloads.ts), but
 * the service worker answers with the precached index.html, which names none: the chunks would
 * load one stage after another. So the build writes this table next to index.html
 * (scripts/build/route-preloads-file.ts, from the same code as the server), one entry per page
 * module, and it is precached with it; which page an address shows comes from the screen manifest
 * (contracts/screens). No worker globals here: the build imports this file too.
 */

/** Where the table is, in dist/ and in the precache. */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/** Per page module (from the project root): the `<link>` tags to add to the page's `<head>`. */
export type RoutePreloads = Record<string, string>;

/** The tags for `pathname` from `table`, or '' when its screen preloads no page. */
export function preloadTagsFor(table: RoutePreloads, pathname: string): string {
  const page = preloadedPageAt(pathname);
  return (page && table[page.module]) ?? '';
}

/** `html` with `tags` at the end of its `<head>`. */
export function withPreloadTags(html: string, tags: string): string {
  return tags === '' ? html : html.replace('</head>', () => `${tags}</head>`);
}
