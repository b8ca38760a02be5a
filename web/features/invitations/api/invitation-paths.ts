import type { InvitationStatus } from '@contracts/invitations/schemas';

/**
 * The addresses of the invitation reads a screen makes first: their fetchers use them, and so does
 * web/app/early-reads.ts, which sends them before the app's code has loaded.
 */
export const publicInvitationPath = (code: string): string => `/event-invites/invite/${encodeURIComponent(code)}`;

export function receivedInvitationsPath(status: InvitationStatus | undefined): string {
  return `/event-invites/my-invites${status ? `?status_filter=${status}` : ''}`;
}
