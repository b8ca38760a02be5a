import { IonIcon } from '@ionic/react';
import { arrowBackOutline } from 'ionicons/icons';
import { Link, useParams } from 'react-router-dom';
import { PageSpinner } from '../../components/page-spinner';
import { useCommunity } from './api/get-community';
import { parseCommunityId } from './community-id';
import { CommunityLoadError } from './components/community-status';
import { AdminSettingsSection } from './settings/admin-settings-section';
import { CalendarSyncSection } from './settings/calendar-sync-section';
import { InviteMembersSection } from './settings/invite-members-section';
import { MemberManagementSection } from './settings/member-management-section';
import { OwnershipSection } from './settings/ownership-section';
import './communities.css';

export const NO_SETTINGS_ACCESS_TEXT = "You don't have permission to access community settings";

/**
 * /communities/{communityId}/settings: for any member. Admin Settings and Member Management
 * appear only when permissions.can_manage; a non-member gets a 404 from the API.
 */
export function CommunitySettingsPage() {
  const communityId = parseCommunityId(useParams().communityId);
  const community = useCommunity(communityId);

  if (communityId === null) {
    return <CommunityLoadError error={null} notFoundText={NO_SETTINGS_ACCESS_TEXT} onRetry={() => undefined} />;
  }
  if (community.isPending) {
    return <PageSpinner />;
  }
  if (community.isError || !community.data.permissions.is_member) {
    return (
      <CommunityLoadError
        error={community.error}
        notFoundText={NO_SETTINGS_ACCESS_TEXT}
        onRetry={() => void community.refetch()}
      />
    );
  }
  const { data } = community;
  return (
    <div className="page-narrow community-settings">
      <Link to={`/communities/${data.id}`} className="community-back-link">
        <IonIcon icon={arrowBackOutline} aria-hidden="true" />
        Back to Community
      </Link>
      <h1 className="page-title">Community Settings</h1>
      <p className="page-lead">{data.name}</p>
      <CalendarSyncSection community={data} />
      {data.permissions.can_manage ? <AdminSettingsSection community={data} /> : null}
      {data.permissions.can_manage ? <MemberManagementSection community={data} /> : null}
      <InviteMembersSection community={data} />
      <OwnershipSection community={data} />
    </div>
  );
}
