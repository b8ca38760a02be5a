import type { InvitationStatus } from '@contracts/invitations/schemas';

/**
 * Invitations' query keys: one root, so one invalidation refreshes them all.
 * The features read and refresh their data under these keys; the outbox (web/lib/outbox, in the
 * page and in the service worker) writes confirmed changes under the same ones.
 */

export const INVITATIONS_QUERY_ROOT = ['invitations'] as const;
export const SENT_INVITATIONS_ROOT = [...INVITATIONS_QUERY_ROOT, 'sent'] as const;
export const receivedInvitationsQueryKey = (status: InvitationStatus | undefined) => [...INVITATIONS_QUERY_ROOT, 'received', status ?? 'all'] as const;
export const sentInvitationsQueryKey = ({ status, eventId }: { status?: InvitationStatus; eventId?: number }) =>
  [...SENT_INVITATIONS_ROOT, status ?? 'all', eventId ?? 'any'] as const;
export const publicInvitationQueryKey = (code: string) => [...INVITATIONS_QUERY_ROOT, 'public', code] as const;
