import { IonIcon } from '@ionic/react';
import { checkmarkCircle, helpCircle } from 'ionicons/icons';
import type { RsvpStatus } from '@contracts/events/schemas';
import './answer-badge.css';

/** The member's own answer on a card: Going or Maybe (Not Going and no answer show nothing). */
export function AnswerBadge({ status }: { status: RsvpStatus | null }) {
  if (status !== 'going' && status !== 'maybe') {
    return null;
  }
  return (
    <span className={`answer-badge answer-${status}`}>
      <IonIcon icon={status === 'going' ? checkmarkCircle : helpCircle} aria-hidden="true" />
      {status === 'going' ? 'Going' : 'Maybe'}
    </span>
  );
}
