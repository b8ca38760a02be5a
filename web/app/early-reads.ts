/**
 * Which reads the screen at an address makes first (the screen manifest's first reads), so
 * web/early.ts can send them before the app's code has loaded.
 */
import { isMembersScreen, matchScreen } from '@contracts/screens/match-screen';
import { SESSION_READ } from '@contracts/screens/screens';
import type { Screen } from '@contracts/screens/screens';

/** The address a visitor at `pathname` sees first: a signed-in member on the landing page is sent home. */
export function firstScreenPath(pathname: string, signedIn: boolean): string {
  const { memberRedirectTo } = matchScreen(pathname).screen;
  return signedIn && memberRedirectTo ? memberRedirectTo : pathname;
}

function firstScreen(pathname: string, signedIn: boolean): ReturnType<typeof matchScreen> {
  return matchScreen(firstScreenPath(pathname, signedIn));
}

const readable = (screen: Screen, signedIn: boolean): boolean => signedIn || !isMembersScreen(screen);

/** The reads to send for `pathname`: the session's check when one is stored, then the screen's own (none for a guest on a member's screen). */
export function earlyReadsFor(pathname: string, signedIn: boolean): string[] {
  const { screen, params } = firstScreen(pathname, signedIn);
  const own = readable(screen, signedIn) ? (screen.firstReads?.(params) ?? []) : [];
  return signedIn ? [SESSION_READ, ...own] : own;
}
