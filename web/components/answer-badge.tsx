import { IonIcon } from '@ionic/react';
import { checkmarkCircle, helpCircle, hourglassOutline } from 'ionicons/icons';
import type { RsvpState } from '@contracts/events/capacity';
import './answer-badge.css';

type ShownAnswer = Exclude<RsvpState, 'not_going'>;

/** The word for a member waiting for a seat (said going to a full event), on cards and in the calendar. */
export const WAITLIST_WORD = 'Waitlist';

const BADGES: Record<ShownAnswer, { icon: string; text: string }> = {
  going: { icon: checkmarkCircle, text: 'Going' },
  maybe: { icon: helpCircle, text: 'Maybe' },
  waitlisted: { icon: hourglassOutline, text: WAITLIST_WORD },
};

/** The member's own answer on a card: Going, Maybe or Waitlist (Not Going and no answer show nothing). */
export function AnswerBadge({ status }: { status: RsvpState | null }) {
  if (status === null || status === 'not_going') {
    return null;
  }
  const { icon, text } = BADGES[status];
  return (
    <span className={`answer-badge answer-${status}`}>
      <IonIcon icon={icon} aria-hidden="true" />
      {text}
    </span>
  );
}
