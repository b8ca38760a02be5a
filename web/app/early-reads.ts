/**
 * Which reads the screen at an address makes first, so web/early.ts can send them before the
 * app's code has loaded. The paths come from the same builders the fetchers use.
 */
import { attendingEventsPath, eventPath, recentlyStartedEventsPath } from '../features/events/api/event-paths';
import { communityInvitePath } from '../features/communities/api/community-invite-path';
import { publicInvitationPath, receivedInvitationsPath } from '../features/invitations/api/invitation-paths';
import { ME_PATH } from '../lib/session/auth-api';

type Reads = (param: string) => string[];
const HOME_READS: Reads = () => [attendingEventsPath('upcoming'), recentlyStartedEventsPath(), receivedInvitationsPath('pending')];

/** Per address (as web/app/routes.tsx draws it): the reads its screen makes first; `member` ones need a session. */
const SCREENS: ReadonlyArray<{ pattern: RegExp; member: boolean; reads: Reads }> = [
  // `/` sends a member to /home.
  { pattern: /^\/$/, member: true, reads: HOME_READS },
  { pattern: /^\/home$/, member: true, reads: HOME_READS },
  { pattern: /^\/events$/, member: true, reads: () => [attendingEventsPath('upcoming')] },
  { pattern: /^\/events\/(\d+)$/, member: true, reads: (id) => [eventPath(Number(id))] },
  { pattern: /^\/join-event\/([^/]+)$/, member: false, reads: (code) => [publicInvitationPath(code)] },
  { pattern: /^\/invite\/([^/]+)$/, member: false, reads: (code) => [communityInvitePath(code)] },
];

/** A path segment as the router hands it to the page (decoded, trimmed); '' when it cannot be decoded. */
function routeParam(raw: string): string {
  try {
    return decodeURIComponent(raw).trim();
  } catch {
    return '';
  }
}

/** The screen's own first reads at `pathname`, or none (an address it does not know, a guest on a members' screen). */
function screenReads(pathname: string, signedIn: boolean): string[] {
  for (const screen of SCREENS) {
    const match = screen.pattern.exec(pathname);
    if (match) {
      const param = match[1] === undefined ? '' : routeParam(match[1]);
      const readable = (signedIn || !screen.member) && (match[1] === undefined || param !== '');
      return readable ? screen.reads(param) : [];
    }
  }
  return [];
}

/** The reads to send for `pathname`: the session's check when one is stored, then the screen's own. */
export function earlyReadsFor(pathname: string, signedIn: boolean): string[] {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const own = screenReads(trimmed, signedIn);
  return signedIn ? [ME_PATH, ...own] : own;
}
