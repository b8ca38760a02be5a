import { IonIcon } from '@ionic/react';
import { calendarOutline } from 'ionicons/icons';
import { Link } from 'react-router-dom';
import type { EventListItem } from '../../../server/contracts/events';
import { formatCountdown } from '../../../server/contracts/time-format';
import { AnswerBadge } from '../../components/answer-badge';
import { InlineLoading } from '../../components/inline-loading';
import { useNow } from '../../lib/use-now';
import { viewerLocale, viewerTimeZone } from '../../lib/viewer-time';
import { useAttendingEvents } from '../events';
import { PendingInvitationList, usePendingInvitations } from '../invitations';

const MAX_GOING = 3;
const MAX_MAYBE = 2;
const COUNTDOWN_REFRESH_MS = 60_000;

type NextEvent = Pick<EventListItem, 'id' | 'title' | 'start_datetime' | 'end_datetime' | 'time_zone' | 'location' | 'community_name' | 'my_rsvp'>;

/** The member's next events: those they are going to first, then the maybes, soonest first in each. */
export function pickNextEvents(events: readonly NextEvent[]): NextEvent[] {
  const soonest = [...events].sort((a, b) => Date.parse(a.start_datetime) - Date.parse(b.start_datetime));
  return [
    ...soonest.filter((event) => event.my_rsvp === 'going').slice(0, MAX_GOING),
    ...soonest.filter((event) => event.my_rsvp === 'maybe').slice(0, MAX_MAYBE),
  ];
}

function NextEventItem({ event, now }: { event: NextEvent; now: Date }) {
  return (
    <li className="up-next-item">
      <Link to={`/events/${event.id}`} className="up-next-link">
        <span className="up-next-when">{formatCountdown(event, now, viewerTimeZone(), viewerLocale())}</span>
        <span className="up-next-title">{event.title}</span>
        <span className="up-next-meta">{[event.community_name, event.location].filter(Boolean).join(' · ')}</span>
        <AnswerBadge status={event.my_rsvp} />
      </Link>
    </li>
  );
}

/** Home's answer to "what's next for me?": the next events and the invitations waiting for an answer. */
export function UpNext() {
  const now = useNow(COUNTDOWN_REFRESH_MS);
  const attending = useAttendingEvents('upcoming');
  const pending = usePendingInvitations();
  const next = pickNextEvents(attending.data ?? []);
  const loading = attending.isPending && pending.loading;
  const settled = !attending.isPending && !pending.loading;
  return (
    <section className="panel up-next" aria-labelledby="up-next-title">
      <div className="up-next-head">
        <h2 id="up-next-title">Up next</h2>
        <Link to="/events">All events you attend</Link>
      </div>
      {loading ? <InlineLoading className="up-next-loading" label="Loading your next events…" /> : null}
      {settled && next.length === 0 && pending.invitations.length === 0 ? (
        <div className="up-next-empty">
          <IonIcon icon={calendarOutline} aria-hidden="true" />
          <p>
            Nothing planned yet. Reply Going or Maybe to an event in <Link to="/communities">your communities</Link> and it shows up
            here.
          </p>
        </div>
      ) : null}
      {next.length > 0 ? (
        <ul className="up-next-list" aria-label="Your next events">
          {next.map((event) => (
            <NextEventItem key={event.id} event={event} now={now} />
          ))}
        </ul>
      ) : null}
      {pending.invitations.length > 0 ? (
        <>
          <h3 className="up-next-subtitle">Waiting for your answer</h3>
          <PendingInvitationList pending={pending} now={now} />
        </>
      ) : null}
    </section>
  );
}
