/**
 * The addresses of screens that other screens link to, each written once: the screen list
 * (screens.ts) declares them by these, and a link (a screen's, or a mail's) fills one in with screenPath. No imports but a type,
 * so a card linking to a screen does not bring the screen list along.
 */
import type { PathParams } from '../api/api-path.ts';

export const EVENT_SCREEN = '/events/:eventId';
export const TICKET_SCREEN = '/events/:eventId/ticket';
export const DOOR_SCREEN = '/events/:eventId/door';
export const COMMUNITY_INVITE_SCREEN = '/invite/:inviteCode';

/** A screen's address with its parameters filled in: screenPath(TICKET_SCREEN, { eventId: 7 }) is '/events/7/ticket'. */
export function screenPath<P extends string>(pattern: P, params: Readonly<Record<PathParams<P>, string | number>>): string {
  const values: Readonly<Record<string, string | number>> = params;
  return pattern.replace(/:([A-Za-z][A-Za-z0-9]*)/g, (_match, name: string) => encodeURIComponent(String(values[name])));
}
