import { IonIcon } from '@ionic/react';
import { star } from 'ionicons/icons';
import './pro-badge.css';

/**
 * The Pro badge shown beside a Pro member's name (the layout's user menu, member lists, attendees,
 * comment authors). Renders nothing for everyone else. Read out as "Pro member".
 */
export function ProBadge({ isPro }: { isPro: boolean | undefined }) {
  if (!isPro) {
    return null;
  }
  return (
    <span className="pro-badge" title="Pro member">
      <IonIcon icon={star} aria-hidden="true" />
      <span aria-hidden="true">Pro</span>
      <span className="visually-hidden">Pro member</span>
    </span>
  );
}
