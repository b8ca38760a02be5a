import { IonButton, IonIcon } from '@ionic/react';
import { checkmarkCircleOutline, closeCircleOutline, helpCircleOutline } from 'ionicons/icons';
import { useState } from 'react';
import type { EventDetail, RsvpStatus } from '@contracts/events/schemas';
import { lazyOverlay } from '../../../components/lazy-overlay';
import { RSVP_STATUS_LABELS } from '../../../components/rsvp-labels';
import { PendingMark } from '../../../components/pending-mark';
import { PeoplePreview, previewViewer } from '../../../components/people-preview';
import type { PreviewPerson } from '../../../components/people-preview';
import { useSession } from '../../../lib/session/session-context';
import { useQueueRsvp } from '../api/queue-rsvp';

/** Who replied: a dialog opened from the counts, its code loaded when idle after the first screen. */
const AttendeeDialog = lazyOverlay(() => import('../../../components/attendee-dialog'), 'AttendeeDialog');

const CHOICES: readonly { status: RsvpStatus; icon: string }[] = [
  { status: 'going', icon: checkmarkCircleOutline },
  { status: 'maybe', icon: helpCircleOutline },
  { status: 'not_going', icon: closeCircleOutline },
];

/** '2 going · 1 maybe · 0 not going'. */
export function rsvpCountsText(counts: EventDetail['rsvp_counts']): string {
  return `${counts.going} going · ${counts.maybe} maybe · ${counts.not_going} not going`;
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

/**
 * Going, Maybe, Not Going (the current one highlighted), Cancel RSVP when there is a reply, and
 * the counts, which open the attendee dialog. An answer shows at once; until the server has it
 * (offline, say) the panel says it is waiting to sync.
 */
export function RsvpPanel({ event, pending = false }: RsvpPanelProps) {
  const queueRsvp = useQueueRsvp();
  const { user } = useSession();
  const [listOpen, setListOpen] = useState(false);

  return (
    <section className="panel rsvp-panel" aria-labelledby="rsvp-title">
      <div className="rsvp-head">
        <h2 id="rsvp-title">Are you going?</h2>
        {pending ? <PendingMark /> : null}
      </div>
      <div className="rsvp-choices">
        {CHOICES.map(({ status, icon }) => {
          const chosen = event.my_rsvp === status;
          return (
            // A native button: Ionic copies aria-pressed into its shadow button only once, on first render.
            <button
              key={status}
              type="button"
              className={`rsvp-choice rsvp-${status}${chosen ? ' chosen' : ''}`}
              aria-pressed={chosen}
              onClick={() => {
                if (!chosen) {
                  queueRsvp(event, status);
                }
              }}
            >
              <IonIcon icon={icon} aria-hidden="true" />
              {RSVP_STATUS_LABELS[status]}
            </button>
          );
        })}
      </div>
      {event.my_rsvp ? (
        <IonButton fill="clear" size="small" className="rsvp-cancel" onClick={() => queueRsvp(event, null)}>
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
