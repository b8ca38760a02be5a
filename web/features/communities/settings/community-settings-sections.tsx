import type { CommunityDetail } from '@contracts/communities/schemas';
import { AdminSettingsSection } from './admin-settings-section';
import { InviteMembersSection } from './invite-members-section';
import { MemberManagementSection } from './member-management-section';
import { OwnershipSection } from './ownership-section';

/**
 * The sections of /communities/{id}/settings after Calendar Sync: Admin Settings and Member
 * Management (managers only), Invite Members and the owner's or member's last section. Below the
 * first screen on a phone, so the page loads them as it renders (their text fields are Ionic's
 * largest components).
 */
export function CommunitySettingsSections({ community }: { community: CommunityDetail }) {
  return (
    <>
      {community.permissions.can_manage ? <AdminSettingsSection community={community} /> : null}
      {community.permissions.can_manage ? <MemberManagementSection community={community} /> : null}
      <InviteMembersSection community={community} />
      <OwnershipSection community={community} />
    </>
  );
}
