/** What other features may use of communities (the floors rule: docs/architecture.md). */
export { newInviteCode } from './invite-code';
export { canCreateEvents, canManageCommunity, canViewCommunity } from './policy';
export type { CommunityRelation } from './policy';
export { findMembership } from './repo';
export { loadCommunityAccess, shareableInvite } from './service';
