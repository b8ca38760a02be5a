import type { CommunityDetail, CommunityInviteInfo, CommunityNextEvent, CommunitySummary, Member, Person } from '@contracts/communities/schemas';
import type { NextEventRow } from './next-events-repo';
import { canSeeInviteCode, communityPermissions, memberActionVerdict } from './policy';
import type { CommunityAccess } from './policy';
import type { CommunityRow, MemberWithUserRow } from './repo';

export function presentCommunitySummary(access: CommunityAccess): CommunitySummary {
  const { community, membership } = access;
  return {
    id: community.id,
    name: community.name,
    description: community.description,
    invite_code: canSeeInviteCode(access) ? community.invite_code : null,
    created_at: community.created_at,
    member_count: community.member_count,
    admin_events_only: community.admin_events_only,
    invite_code_visible_to_all: community.invite_code_visible_to_all,
    google_calendar_auto_sync: membership?.google_calendar_auto_sync ?? false,
    permissions: communityPermissions(access),
  };
}

export function presentMember(row: MemberWithUserRow, access: CommunityAccess): Member {
  const showEmail = communityPermissions(access).can_see_member_emails;
  return {
    id: row.id,
    user: { id: row.user_id, username: row.username, full_name: row.full_name, is_pro: Boolean(row.is_pro), ...(showEmail ? { email: row.email } : {}) },
    is_admin: row.is_admin,
    is_owner: row.user_id === access.community.owner_id,
    can_be_managed: memberActionVerdict(access, row.user_id) === 'allowed',
    joined_at: row.joined_at,
  };
}

export function presentMembers(access: CommunityAccess, rows: MemberWithUserRow[]): Member[] {
  const members = rows.map((row) => presentMember(row, access));
  // The owner leads the list, then admins, then members by join date (the repo's order).
  return [...members.filter((m) => m.is_owner), ...members.filter((m) => !m.is_owner)];
}

export function presentCommunityDetail(access: CommunityAccess, owner: Person, rows: MemberWithUserRow[]): CommunityDetail {
  return { ...presentCommunitySummary(access), owner, members: presentMembers(access, rows) };
}

export const presentInviteInfo = ({ community, ownerName }: { community: CommunityRow; ownerName: string }): CommunityInviteInfo => ({
  id: community.id,
  name: community.name,
  description: community.description,
  member_count: community.member_count,
  owner_name: ownerName,
});

export const presentNextEvent = (row: NextEventRow | undefined): CommunityNextEvent | null =>
  row ? { id: row.id, title: row.title, start_datetime: row.start_at, end_datetime: row.end_at, time_zone: row.time_zone } : null;
