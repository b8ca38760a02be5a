import { Link } from 'react-router-dom';
import type { EventDetail } from '@contracts/events/schemas';
import { InvitePeopleButton } from '../../invitations';

/** The creator-only panel of the event page (spec sections 2 and 6): inviting people and where replies show. */
export function CreatorPanel({ event }: { event: EventDetail }) {
  const { going, maybe, not_going: notGoing } = event.rsvp_counts;
  return (
    <section className="panel creator-panel" aria-labelledby="creator-panel-title">
      <h2 id="creator-panel-title">Your event</h2>
      <p>
        {going + maybe + notGoing === 0
          ? 'Nobody has replied yet. Invite people by e-mail or share a link.'
          : `${going + maybe + notGoing} ${going + maybe + notGoing === 1 ? 'person has' : 'people have'} replied so far.`}
      </p>
      <div className="creator-panel-actions">
        <InvitePeopleButton eventId={event.id} eventTitle={event.title} recurring={event.series ? { series: event.series, timeZone: event.time_zone } : null} />
        <Link to="/my-invitations" className="tap-link">
          Invitations you have sent
        </Link>
      </div>
    </section>
  );
}
