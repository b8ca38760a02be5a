import { IonIcon } from '@ionic/react';
import { calendarOutline, keyOutline, peopleOutline, timeOutline } from 'ionicons/icons';
import { Link } from 'react-router-dom';
import type { CommunitySummary } from '@contracts/communities/schemas';
import { formatCountdown, formatMediumDate } from '@contracts/time-format';
import { viewerLocale, viewerTimeZone } from '../../../lib/viewer-time';
import { memberCountText } from '../member-text';

/** The member's part in the community, as the card names it. */
function roleOf(community: CommunitySummary): 'Owner' | 'Admin' | 'Member' {
  if (community.permissions.is_owner) {
    return 'Owner';
  }
  return community.permissions.is_admin ? 'Admin' : 'Member';
}

/**
 * One card of the My Communities grid. It leads with what the member needs next (the community's
 * next event, when there is one, and their role) and keeps the spec's facts: name, description,
 * invite code when visible, created date.
 */
export function CommunityCard({ community, now = new Date() }: { community: CommunitySummary; now?: Date }) {
  const zone = viewerTimeZone();
  const locale = viewerLocale();
  const next = community.next_event ?? null;
  return (
    <Link to={`/communities/${community.id}`} className="community-card">
      <span className="community-card-top">
        <h2 className="community-card-name">{community.name}</h2>
        <span className={`role-badge role-${roleOf(community).toLowerCase()}`}>{roleOf(community)}</span>
      </span>
      <span className="community-card-next">
        <IonIcon icon={timeOutline} aria-hidden="true" />
        {next ? (
          <span className="community-card-next-text">
            <span className="community-card-next-when">Next: {formatCountdown(next, now, zone, locale)}</span>
            <span className="community-card-next-title">{next.title}</span>
          </span>
        ) : (
          <span className="community-card-next-text">No upcoming events</span>
        )}
      </span>
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
          <dd>Created {formatMediumDate(new Date(community.created_at), zone, locale)}</dd>
        </div>
      </dl>
    </Link>
  );
}
