import type { Invitation, InvitationStatus } from '@contracts/invitations/schemas';
import { INVITATION_STATUSES } from './invitation-statuses';

/** Spec section 9: the summary card lists this many of the latest invitations. */
export const SUMMARY_RECENT_COUNT = 3;

export type InvitationSummary = { counts: Record<InvitationStatus, number>; recent: Invitation[] };

/** Counts per status and the most recent invitations (by when they were sent), for the home card. */
export function summarizeInvitations(invitations: readonly Invitation[]): InvitationSummary {
  const counts = Object.fromEntries(INVITATION_STATUSES.map((status) => [status, 0])) as Record<InvitationStatus, number>;
  for (const invitation of invitations) {
    counts[invitation.status] += 1;
  }
  const recent = [...invitations]
    .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id)
    .slice(0, SUMMARY_RECENT_COUNT);
  return { counts, recent };
}
