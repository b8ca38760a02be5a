import type { CommunityPermissions } from '@contracts/communities/schemas';
import type { CommunityRow, MembershipRow } from './repo';

/** What the community rules read: the actor, the community's settings and the actor's membership. */
export interface CommunityRelation {
  actorId: number;
  community: Pick<CommunityRow, 'owner_id' | 'admin_events_only' | 'invite_code_visible_to_all'>;
  /** The actor's membership, or null for a non-member. */
  membership: Pick<MembershipRow, 'is_admin'> | null;
}

/** Who is asking about which community, with the whole rows: the input of every community rule. */
export interface CommunityAccess extends CommunityRelation {
  community: CommunityRow;
  membership: MembershipRow | null;
}

const isOwner = (a: CommunityRelation) => a.community.owner_id === a.actorId;
const isMember = (a: CommunityRelation) => a.membership !== null || isOwner(a);

/** Owner or community admin (spec section 6). */
export const canManageCommunity = (a: CommunityRelation): boolean => isOwner(a) || (a.membership?.is_admin ?? false);

/** Members see the community; everyone else is told it does not exist. */
export const canViewCommunity = isMember;

/** Members create events, unless admin_events_only limits it to the owner and admins. */
export const canCreateEvents = (a: CommunityRelation): boolean =>
  isMember(a) && (!a.community.admin_events_only || canManageCommunity(a));

/** The invite code is shown to owner and admins, and to every member while invite_code_visible_to_all. */
export const canSeeInviteCode = (a: CommunityRelation): boolean =>
  canManageCommunity(a) || (isMember(a) && a.community.invite_code_visible_to_all);

export type MemberActionVerdict = 'allowed' | 'not_manager' | 'owner' | 'self';

/** Making or removing an admin, or removing a member: managers only, never on the owner or oneself. */
export function memberActionVerdict(a: CommunityRelation, targetUserId: number): MemberActionVerdict {
  if (!canManageCommunity(a)) {
    return 'not_manager';
  }
  if (targetUserId === a.community.owner_id) {
    return 'owner';
  }
  if (targetUserId === a.actorId) {
    return 'self';
  }
  return 'allowed';
}

/** Leaving: any member but the owner, who hands the community on first. */
export const leaveVerdict = (a: CommunityRelation): 'allowed' | 'owner' => (isOwner(a) ? 'owner' : 'allowed');

/** Transferring ownership and deleting the community: the owner alone. */
export const ownerOnlyVerdict = (a: CommunityRelation): 'allowed' | 'not_owner' => (isOwner(a) ? 'allowed' : 'not_owner');

export function communityPermissions(a: CommunityRelation): CommunityPermissions {
  const manage = canManageCommunity(a);
  return {
    is_member: isMember(a),
    is_owner: isOwner(a),
    is_admin: a.membership?.is_admin ?? false,
    can_manage: manage,
    can_create_events: canCreateEvents(a),
    can_see_invite_code: canSeeInviteCode(a),
    can_regenerate_invite_code: manage,
    can_see_member_emails: manage,
    can_leave: isMember(a) && !isOwner(a),
    can_transfer_ownership: isOwner(a),
    can_delete: isOwner(a),
  };
}
