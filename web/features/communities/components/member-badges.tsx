import type { Member } from '@contracts/communities/schemas';

/** Owner and Admin badges of a member (the owner is named as owner, not as admin too). */
export function MemberBadges({ member }: { member: Pick<Member, 'is_owner' | 'is_admin'> }) {
  if (member.is_owner) {
    return <span className="member-badge member-badge-owner">Owner</span>;
  }
  if (member.is_admin) {
    return <span className="member-badge member-badge-admin">Admin</span>;
  }
  return null;
}
