import { IonIcon } from '@ionic/react';
import { calendarOutline } from 'ionicons/icons';
import { Link } from 'react-router-dom';
import type { EventListItem } from '@contracts/events/schemas';
import { formatCountdown, formatShortDateTime, isUnderWay } from '@contracts/time-format';
import { AnswerBadge } from '../../components/answer-badge';
import { InlineLoading } from '../../components/inline-loading';
import { SeatsNote } from '../../components/seats-note';
import { TicketLink, hasTicket } from '../../components/ticket-link';
import { useNow } from '../../lib/use-now';
import { viewerLocale, viewerTimeZone } from '../../lib/viewer-time';
import { useAttendingEvents, useRecentlyStartedEvents } from '../events';
import { PendingInvitationList, usePendingInvitations } from '../invitations';

const MAX_UNDER_WAY = 2;
const MAX_GOING = 3;
/** Maybes and waitlists together: neither is a seat yet. */
const MAX_MAYBE = 2;
const COUNTDOWN_REFRESH_MS = 60_000;

type NextEvent = Pick<
  EventListItem,
  'id' | 'title' | 'start_datetime' | 'end_datetime' | 'time_zone' | 'location' | 'community_name' | 'my_rsvp' | 'capacity' | 'seats_taken'
>;

/**
 * The member's next events: those under way first, then those they are going to, then the
 * maybes and the waitlists they are on, by start in each.
 */
export function pickNextEvents(events: readonly NextEvent[], now: Date): { underWay: NextEvent[]; next: NextEvent[] } {
  const byId = new Map(events.map((event) => [event.id, event]));
  const soonest = [...byId.values()].sort((a, b) => Date.parse(a.start_datetime) - Date.parse(b.start_datetime));
  const upcoming = soonest.filter((event) => Date.parse(event.start_datetime) > now.getTime());
  return {
    underWay: soonest.filter((event) => isUnderWay(event, now)).slice(0, MAX_UNDER_WAY),
    next: [
      ...upcoming.filter((event) => event.my_rsvp === 'going').slice(0, MAX_GOING),
      ...upcoming.filter((event) => event.my_rsvp === 'maybe' || event.my_rsvp === 'waitlisted').slice(0, MAX_MAYBE),
    ],
  };
}

/**
 * One next event: how soon, then the day and time as the viewer's own clocks and conventions show
 * them (issue 28: 'in 6 days' alone said neither), the title, and where, in full on as many lines
 * as it needs (a place cut to 'Crown ...' at 360 px told nothing); the seats left when it has a limit;
 * the member's Ticket when they are going.
 */
function NextEventItem({ event, when }: { event: NextEvent; when: string }) {
  return (
    <li className="up-next-item">
      <Link to={`/events/${event.id}`} className="up-next-link">
        <span className="up-next-when">{when}</span>
        <span className="up-next-date">{formatShortDateTime(new Date(event.start_datetime), viewerTimeZone(), viewerLocale())}</span>
        <span className="up-next-title">{event.title}</span>
        {event.location ? <span className="up-next-place">{event.location}</span> : null}
        {event.community_name ? <span className="up-next-meta">{event.community_name}</span> : null}
        <SeatsNote event={event} />
        <AnswerBadge status={event.my_rsvp} />
      </Link>
      {hasTicket(event.my_rsvp) ? (
        <div className="up-next-ticket">
          <TicketLink eventId={event.id} eventTitle={event.title} />
        </div>
      ) : null}
    </li>
  );
}

/** Home's answer to "what's next for me?": the next events and the invitations waiting for an answer. */
export function UpNext() {
  const now = useNow(COUNTDOWN_REFRESH_MS);
  const attending = useAttendingEvents('upcoming');
  const started = useRecentlyStartedEvents();
  const pending = usePendingInvitations();
  const { underWay, next } = pickNextEvents([...(started.data ?? []), ...(attending.data ?? [])], now);
  // The events show once both their reads have answered (so one under way does not jump in above
  // the others); the loading state stays until the invitations have answered too. A failed read
  // counts as answered: the others still show.
  const eventsSettled = !attending.isPending && !started.isPending;
  const settled = eventsSettled && !pending.loading;
  const shown = underWay.length + next.length;
  return (
    <section className="panel up-next" aria-labelledby="up-next-title">
      <div className="up-next-head">
        <h2 id="up-next-title">Up next</h2>
        <Link to="/events">All events you attend</Link>
      </div>
      {settled ? null : <InlineLoading className="up-next-loading" label="Loading your next events…" />}
      {settled && shown === 0 && pending.invitations.length === 0 ? (
        <div className="up-next-empty">
          <IonIcon icon={calendarOutline} aria-hidden="true" />
          <p>
            Nothing planned yet. Reply Going or Maybe to an event in <Link to="/communities">your communities</Link> and it shows up
            here.
          </p>
        </div>
      ) : null}
      {eventsSettled && shown > 0 ? (
        <ul className="up-next-list" aria-label="Your next events">
          {underWay.map((event) => (
            <NextEventItem key={event.id} event={event} when="Now" />
          ))}
          {next.map((event) => (
            <NextEventItem key={event.id} event={event} when={formatCountdown(event, now, viewerTimeZone(), viewerLocale())} />
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
