import { isMembersScreen, matchScreen } from './match-screen.ts';
import { SCREENS } from './screens.ts';
import type { Screen } from './screens.ts';

/** What an HTML answer for an address names for the browser to fetch at once: its page's code, and the frame's. */
export interface PreloadedPage {
  /** The page's module, from the project root, as the build manifest names it. */
  module: string;
  /** A member's screen: shown to a signed-in member only, so the local database's code is fetched too. */
  signedIn: boolean;
  /** Shown inside the app's frame (its code, Ionic's, is fetched too, and a member's signed-in frame); a full-screen one (a ticket, door mode) is not. */
  inAppFrame: boolean;
}

/**
 * The page whose code the HTML for `screen` names, or null: the landing page (a public screen
 * outside the frame, with its own light entry), an old address that redirects, and the `*` screen
 * (an address that is no page). A member's full-screen page (a ticket, door mode: opened at a
 * venue, often offline) is named with the app and the local database, without the frame and Ionic.
 */
function preloadedPageOf(screen: Screen): PreloadedPage | null {
  const signedIn = isMembersScreen(screen);
  if (!screen.page || (!screen.inAppFrame && !signedIn) || screen.path === '*') {
    return null;
  }
  return { module: screen.page, signedIn, inAppFrame: screen.inAppFrame };
}

/** The page whose code the HTML for `pathname` names (server/web-app/route-preloads.ts, and the service worker's answers to navigations). */
export function preloadedPageAt(pathname: string): PreloadedPage | null {
  return preloadedPageOf(matchScreen(pathname).screen);
}

/** Every page some address preloads, once each (the service worker's table is written per page module). */
export function preloadedPages(): PreloadedPage[] {
  const byModule = new Map<string, PreloadedPage>();
  for (const screen of SCREENS) {
    const page = preloadedPageOf(screen);
    if (page) {
      byModule.set(page.module, page);
    }
  }
  return [...byModule.values()];
}
