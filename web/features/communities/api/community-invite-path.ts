/** GET /communities/invite/{code}'s address: its fetcher uses it, and so does web/app/early-reads.ts. */
export const communityInvitePath = (inviteCode: string): string => `/communities/invite/${encodeURIComponent(inviteCode)}`;
