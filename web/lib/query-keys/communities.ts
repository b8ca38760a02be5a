/**
 * Communities' query keys: one root, so a change that touches memberships (join, create, removal) refreshes all of them.
 * The features read and refresh their data under these keys; the outbox (web/lib/outbox, in the
 * page and in the service worker) writes confirmed changes under the same ones.
 */

export const COMMUNITIES_QUERY_ROOT = ['communities'] as const;
export const MY_COMMUNITIES_QUERY_KEY = [...COMMUNITIES_QUERY_ROOT, 'mine'] as const;
export const communityQueryKey = (communityId: number) => [...COMMUNITIES_QUERY_ROOT, 'detail', communityId] as const;
export const communityInviteQueryKey = (inviteCode: string) => [...COMMUNITIES_QUERY_ROOT, 'invite', inviteCode.toUpperCase()] as const;
