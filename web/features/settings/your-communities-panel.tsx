import { Link } from 'react-router-dom';
import type { CommunitySummary } from '@contracts/communities/schemas';
import { InlineLoading } from '../../components/inline-loading';
import { LeaveCommunityButton, useMyCommunities } from '../communities';

function roleText(community: CommunitySummary): string {
  if (community.permissions.is_owner) {
    return 'Owner';
  }
  return community.permissions.is_admin ? 'Admin' : 'Member';
}

/** Every community the member belongs to, with their role: leave it here, or, as its owner, hand it on or delete it in its settings. */
export function YourCommunitiesPanel() {
  const communities = useMyCommunities();
  return (
    <section className="panel" aria-labelledby="your-communities-title">
      <h2 id="your-communities-title">Your communities</h2>
      {communities.isPending ? <InlineLoading className="settings-loading" label="Loading your communities…" /> : null}
      {communities.data?.length === 0 ? <p className="form-note">You are not in any community yet.</p> : null}
      {communities.data && communities.data.length > 0 ? (
        <ul className="settings-communities">
          {communities.data.map((community) => (
            <li key={community.id}>
              <div className="settings-community-name">
                <Link to={`/communities/${community.id}`} className="tap-link">
                  {community.name}
                </Link>
                <span className="form-note">{roleText(community)}</span>
              </div>
              {community.permissions.can_leave ? (
                <LeaveCommunityButton community={community} />
              ) : (
                <Link to={`/communities/${community.id}/settings`} className="settings-community-manage">
                  Transfer or delete in its settings
                </Link>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
