import { SCREENS } from './screens.ts';
import type { Screen, ScreenParams } from './screens.ts';

export interface ScreenMatch {
  screen: Screen;
  params: ScreenParams;
}

/** `pathname` as screens are matched: without a trailing slash (but `/` stays). */
export function trimScreenPath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

/** A path segment as the router hands it to the page (decoded, trimmed); '' when it cannot be decoded. */
function paramValue(raw: string): string {
  try {
    return decodeURIComponent(raw).trim();
  } catch {
    return '';
  }
}

/** How closely `pattern` fits `segments` (higher is closer, as react-router ranks them), or null when it does not. */
function fit(pattern: string, segments: readonly string[]): { score: number; params: Record<string, string> } | null {
  const parts = pattern.split('/');
  if (parts.length !== segments.length) {
    return null;
  }
  let score = 0;
  const params: Record<string, string> = {};
  for (const [index, part] of parts.entries()) {
    const segment = segments[index] ?? '';
    if (part.startsWith(':')) {
      if (segment === '') {
        return null;
      }
      params[part.slice(1)] = paramValue(segment);
      score += 3;
    } else if (part.toLowerCase() === segment.toLowerCase()) {
      score += 10;
    } else {
      return null;
    }
  }
  return { score, params };
}

/**
 * The screen at `pathname`, as react-router picks it from the route tree made of the same list
 * (case-insensitive, a trailing slash ignored, a fixed segment ranked above a parameter), with
 * its parameters; the `*` screen for an address no other screen has.
 */
export function matchScreen(pathname: string, screens: readonly Screen[] = SCREENS): ScreenMatch {
  const segments = trimScreenPath(pathname).split('/');
  let best: (ScreenMatch & { score: number }) | null = null;
  for (const screen of screens) {
    const found = screen.path === '*' ? null : fit(screen.path, segments);
    if (found && (!best || found.score > best.score)) {
      best = { screen, params: found.params, score: found.score };
    }
  }
  if (best) {
    return { screen: best.screen, params: best.params };
  }
  const notFound = screens.find((screen) => screen.path === '*');
  if (!notFound) {
    throw new Error('The screen list has no `*` screen');
  }
  return { screen: notFound, params: {} };
}

/** Whether a guest may see the screen (a member's screen sends them to /login). */
export const isMembersScreen = (screen: Screen): boolean => screen.access === 'member' || screen.access === 'site_admin';
