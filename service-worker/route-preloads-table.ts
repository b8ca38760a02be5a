/**
 * The app's `modulepreload` links per address, for the service worker's answers to navigations.
 * The server names a screen's chunks in the HTML it serves (server/http/route-preloads.ts), but
 * the service worker answers with the precached index.html, which names none: the chunks would
 * load one stage after another. So the build writes this table next to index.html
 * (scripts/build/route-preloads-file.ts, from the same code as the server) and it is precached with it.
 * No worker globals here: the build imports this file too.
 */

/** Where the table is, in dist/ and in the precache. */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

export interface RoutePreload {
  /** A RegExp's source, matched against the path without its trailing slash. */
  pattern: string;
  /** The `<link>` tags to add to the page's `<head>`. */
  tags: string;
}

/** The tags for `pathname` from `table`, or '' when no entry matches. */
export function preloadTagsFor(table: readonly RoutePreload[], pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return table.find((entry) => new RegExp(entry.pattern).test(trimmed))?.tags ?? '';
}

/** `html` with `tags` at the end of its `<head>`. */
export function withPreloadTags(html: string, tags: string): string {
  return tags === '' ? html : html.replace('</head>', () => `${tags}</head>`);
}
