import { IonIcon } from '@ionic/react';
import { calendarOutline, keyOutline, peopleOutline } from 'ionicons/icons';
import { Link } from 'react-router-dom';
import type { CommunitySummary } from '../../../../server/contracts/communities';
import { memberCountText } from '../member-text';
import { formatMediumDate } from '../../../../server/contracts/time-format';
import { viewerLocale, viewerTimeZone } from '../../../lib/viewer-time';

/** One card of the My Communities grid: name, description, invite code when visible, created date. */
export function CommunityCard({ community }: { community: CommunitySummary }) {
  return (
    <Link to={`/communities/${community.id}`} className="community-card">
      <h2 className="community-card-name">{community.name}</h2>
      {community.description ? <p className="community-card-description">{community.description}</p> : null}
      <dl className="community-card-facts">
        <div>
          <dt>
            <IonIcon icon={peopleOutline} aria-hidden="true" />
            <span className="visually-hidden">Members</span>
          </dt>
          <dd>{memberCountText(community.member_count)}</dd>
        </div>
        {community.invite_code ? (
          <div>
            <dt>
              <IonIcon icon={keyOutline} aria-hidden="true" />
              <span className="visually-hidden">Invite code</span>
            </dt>
            <dd>
              <code>{community.invite_code}</code>
            </dd>
          </div>
        ) : null}
        <div>
          <dt>
            <IonIcon icon={calendarOutline} aria-hidden="true" />
            <span className="visually-hidden">Created</span>
          </dt>
          <dd>Created {formatMediumDate(new Date(community.created_at), viewerTimeZone(), viewerLocale())}</dd>
        </div>
      </dl>
    </Link>
  );
}
