import { IonIcon } from '@ionic/react';
import { chevronForward, peopleOutline } from 'ionicons/icons';
import { Link } from 'react-router-dom';
import type { CommunitySummary } from '@contracts/communities/schemas';
import { formatShortDateTime } from '@contracts/time-format';
import { InlineLoading } from '../../components/inline-loading';
import { viewerLocale, viewerTimeZone } from '../../lib/viewer-time';
import { useMyCommunities } from '../communities';

/** Home lists this many; the rest are one tap away in My Communities. */
const MAX_SHOWN = 5;

function nextEventText(community: CommunitySummary): string {
  const next = community.next_event;
  if (!next) {
    return 'No events planned';
  }
  return `Next: ${next.title}, ${formatShortDateTime(new Date(next.start_datetime), viewerTimeZone(), viewerLocale())}`;
}

/** Home's "where do I belong": the member's communities, each with its next event, to its page. */
export function YourCommunities() {
  const communities = useMyCommunities();
  const list = communities.data ?? [];
  return (
    <section className="panel home-communities" aria-labelledby="home-communities-title">
      <div className="up-next-head">
        <h2 id="home-communities-title">Your communities</h2>
        {list.length > MAX_SHOWN ? <Link to="/communities">All {list.length}</Link> : null}
      </div>
      {communities.isPending ? <InlineLoading className="up-next-loading" label="Loading your communities…" /> : null}
      {communities.isSuccess && list.length === 0 ? (
        <p className="home-communities-empty">
          You are not in a community yet.{' '}
          <Link to="/communities" className="button-link button-outline button-small">
            Create or join one
          </Link>
        </p>
      ) : null}
      {list.length > 0 ? (
        <ul className="home-community-list">
          {list.slice(0, MAX_SHOWN).map((community) => (
            <li key={community.id}>
              <Link to={`/communities/${community.id}`} className="home-community">
                <IonIcon icon={peopleOutline} className="home-community-icon" aria-hidden="true" />
                <span className="home-community-text">
                  <span className="home-community-name">{community.name}</span>
                  <span className="home-community-next">{nextEventText(community)}</span>
                </span>
                <IonIcon icon={chevronForward} className="home-community-go" aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
