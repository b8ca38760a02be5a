import { IonButton, IonIcon } from '@ionic/react';
import { checkmarkCircleOutline, closeCircleOutline, helpCircleOutline } from 'ionicons/icons';
import { useRef, useState } from 'react';
import type { RefObject } from 'react';
import type { EventDetail, RsvpScope, RsvpStatus } from '@contracts/events/schemas';
import { waitingText } from '@contracts/events/seat-text';
import { formatShortDate } from '@contracts/time-format';
import { lazyOverlay } from '../../../components/lazy-overlay';
import { RSVP_STATUS_LABELS } from '../../../components/rsvp-labels';
import { PendingMark } from '../../../components/pending-mark';
import { PeoplePreview, previewViewer } from '../../../components/people-preview';
import type { PreviewPerson } from '../../../components/people-preview';
import { useOutboxRows } from '../../../lib/outbox';
import { useSession } from '../../../lib/session/session-context';
import { viewerLocale, viewerTimeZone } from '../../../lib/viewer-time';
import { pendingGuests, useQueueRsvp } from '../api/queue-rsvp';
import { answerGiven, goingChoiceLabel } from '../lib/seat-answer';
import { GuestsSelect } from './guests-select';
import { SeatsLine, SeatStatus } from './seat-status';
import { useSeriesLines } from './use-series-lines';
import type { RsvpScopeChoiceProps } from './rsvp-scope-choice';
import './recurring.css';
import './seats.css';

/** Who replied: a dialog opened from the counts, its code loaded when idle after the first screen. */
const AttendeeDialog = lazyOverlay(() => import('../../../components/attendee-dialog'), 'AttendeeDialog');

/** Which dates an answer is for: only a date of a recurring event renders it (and fetches its code, when idle). */
const RsvpScopeChoice = lazyOverlay<RsvpScopeChoiceProps, 'RsvpScopeChoice'>(() => import('./rsvp-scope-choice'), 'RsvpScopeChoice');

const CHOICES: readonly { status: RsvpStatus; icon: string }[] = [
  { status: 'going', icon: checkmarkCircleOutline },
  { status: 'maybe', icon: helpCircleOutline },
  { status: 'not_going', icon: closeCircleOutline },
];

/** '2 going · 1 maybe · 0 not going', and '· 3 waiting' when some wait for a seat. */
export function rsvpCountsText(counts: EventDetail['rsvp_counts']): string {
  const waiting = counts.waitlisted > 0 ? ` · ${waitingText(counts.waitlisted)}` : '';
  return `${counts.going} going · ${counts.maybe} maybe · ${counts.not_going} not going${waiting}`;
}

/** The people going, earliest answer first, as the cards' initials avatars name them. */
function goingPeople(event: EventDetail): PreviewPerson[] {
  return event.rsvps
    .filter((rsvp) => rsvp.status === 'going')
    .sort((a, b) => a.updated_at.localeCompare(b.updated_at))
    .map((rsvp) => ({ id: rsvp.user.id, name: rsvp.user.full_name?.trim() || rsvp.user.username }));
}

type RsvpPanelProps = {
  /** The event as the member sees it: with their RSVP that is waiting to be sent, if any. */
  event: EventDetail;
  /** True while that RSVP has not reached the server. */
  pending?: boolean;
};

/** What the panel is asking on a date of a recurring event: which dates an answer (or Cancel RSVP, null) is for. */
type Asking = { status: RsvpStatus | null } | null;

/**
 * Answers through the outbox; on a date of a recurring event, an answer first asks whether it is
 * for every date from this one on or just this one (Cancel RSVP too, when there is an answer for
 * every date to withdraw).
 */
function useRsvpAnswers(event: EventDetail, panel: RefObject<HTMLElement | null>) {
  const queueRsvp = useQueueRsvp();
  const [asking, setAsking] = useState<Asking>(null);
  // A person invited to one date of a private series answers dates one at a time.
  const series = event.series?.may_answer_every_date ? event.series : null;
  const answer = (status: RsvpStatus) => {
    const chosen = answerGiven(event.my_rsvp) === status;
    if (!series) {
      if (!chosen) {
        queueRsvp(event, status);
      }
      return;
    }
    // A date answered for itself can still take the same answer for every date.
    const answered = chosen && series.my_rsvp === status;
    setAsking(answered || asking?.status === status ? null : { status });
  };
  const cancel = () => (series?.my_rsvp ? setAsking({ status: null }) : queueRsvp(event, null));
  // The question goes: the focus returns to the answer it was about (the first answer after Cancel RSVP).
  const close = () => {
    setAsking(null);
    const status = asking?.status;
    panel.current?.querySelector<HTMLButtonElement>(status ? `.rsvp-${status}` : '.rsvp-choice')?.focus();
  };
  const choose = (scope: RsvpScope) => {
    if (!asking) {
      return;
    }
    const { status } = asking;
    if (!(scope === 'this' && answerGiven(event.my_rsvp) === status)) {
      queueRsvp(event, status, scope);
    }
    close();
  };
  // Guests go with a going answer for this date; the member keeps their place if they wait.
  const bring = (guests: number) => queueRsvp(event, 'going', 'this', guests);
  return { asking, answer, cancel, choose, close, bring };
}

/**
 * Going, Maybe, Not Going (the current one highlighted), Cancel RSVP when there is a reply, and
 * the counts, which open the attendee dialog. An answer shows at once; until the server has it
 * (offline, say) the panel says it is waiting to sync. On a date of a recurring event it asks
 * which dates an answer is for, and says the member's answer for every date ("You're going every Tuesday").
 * With a capacity: the seats taken and people waiting, Going that joins the waitlist when it is
 * full, and the member's place on it; with guests allowed, how many the member brings.
 */
export function RsvpPanel({ event, pending = false }: RsvpPanelProps) {
  const { user } = useSession();
  const [listOpen, setListOpen] = useState(false);
  const panel = useRef<HTMLElement>(null);
  const { asking, answer, cancel, choose, close, bring } = useRsvpAnswers(event, panel);
  const guests = pendingGuests(useOutboxRows(), event.id) ?? event.my_guests;
  const answered = answerGiven(event.my_rsvp);
  const seriesLines = useSeriesLines(Boolean(event.series));
  const pattern = event.series && seriesLines ? seriesLines.seriesPattern(event.series, event.time_zone) : null;

  return (
    <section className="panel rsvp-panel" aria-labelledby="rsvp-title" ref={panel}>
      <div className="rsvp-head">
        <h2 id="rsvp-title">Are you going?</h2>
        {pending ? <PendingMark /> : null}
      </div>
      <SeatsLine event={event} />
      <div className="rsvp-choices">
        {CHOICES.map(({ status, icon }) => {
          const chosen = answered === status;
          return (
            // A native button: Ionic copies aria-pressed into its shadow button only once, on first render.
            <button
              key={status}
              type="button"
              className={`rsvp-choice rsvp-${status}${chosen ? ' chosen' : ''}${asking?.status === status ? ' asking' : ''}${chosen && event.my_rsvp === 'waitlisted' ? ' waiting' : ''}`}
              aria-pressed={chosen}
              onClick={() => answer(status)}
            >
              <IonIcon icon={icon} aria-hidden="true" />
              {status === 'going' ? goingChoiceLabel(event) : RSVP_STATUS_LABELS[status]}
            </button>
          );
        })}
      </div>
      {pattern ? (
        <RsvpScopeChoice
          isOpen={asking !== null}
          status={asking?.status ?? null}
          pattern={pattern}
          date={formatShortDate(new Date(event.start_datetime), viewerTimeZone(), viewerLocale())}
          onChoose={choose}
          onClose={close}
        />
      ) : null}
      <SeatStatus event={event} pending={pending} />
      {event.guests_allowed > 0 && answered === 'going' ? <GuestsSelect guests={guests} allowed={event.guests_allowed} onChange={bring} /> : null}
      {event.series && seriesLines ? <seriesLines.SeriesAnswer series={event.series} timeZone={event.time_zone} /> : null}
      {event.my_rsvp || event.series?.my_rsvp ? (
        <IonButton fill="clear" size="small" className="rsvp-cancel" onClick={cancel}>
          Cancel RSVP
        </IonButton>
      ) : null}
      {event.rsvp_counts.going > 0 ? (
        <p className="rsvp-going-people">
          <PeoplePreview people={goingPeople(event)} total={event.rsvp_counts.going} viewer={previewViewer(user, event.my_rsvp)} />
        </p>
      ) : null}
      <button type="button" className="rsvp-counts" aria-haspopup="dialog" onClick={() => setListOpen(true)}>
        {rsvpCountsText(event.rsvp_counts)}
      </button>
      <AttendeeDialog isOpen={listOpen} onClose={() => setListOpen(false)} attendees={event.rsvps} eventTitle={event.title} />
    </section>
  );
}
