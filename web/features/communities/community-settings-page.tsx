import { IonIcon } from '@ionic/react';
import { arrowBackOutline } from 'ionicons/icons';
import { Link, useParams } from 'react-router-dom';
import { InlineLoading } from '../../components/inline-loading';
import { PageSpinner } from '../../components/page-spinner';
import { lazyComponent } from '../../lib/lazy-component';
import { useCommunity } from './api/get-community';
import { parseCommunityId } from './community-id';
import { CommunityLoadError } from './components/community-status';
import { CalendarSyncSection } from './settings/calendar-sync-section';
import './communities.css';

/**
 * The sections after Calendar Sync load as the page renders, not before it: the first screen of a
 * phone is the title and Calendar Sync, and the page need not wait for the settings form's text
 * fields (about 22 KB gzipped). Meanwhile a panel says they are loading.
 */
const CommunitySettingsSections = lazyComponent(() => import('./settings/community-settings-sections'), 'CommunitySettingsSections', () => (
  <section className="panel" aria-busy="true" aria-label="More community settings">
    <InlineLoading className="community-settings-loading" label="Loading the settings…" />
  </section>
));

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
      <CommunitySettingsSections community={data} />
    </div>
  );
}
