import type { InvitationStatus } from '@contracts/invitations/schemas';

/** The four statuses in their lifecycle order (INVITATION_STATUSES of the contract, kept zod-free). */
export const INVITATION_STATUSES: readonly InvitationStatus[] = ['pending', 'accepted', 'declined', 'expired'];

export function isInvitationStatus(value: string | null): value is InvitationStatus {
  return INVITATION_STATUSES.includes(value as InvitationStatus);
}
