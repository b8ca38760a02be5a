import { IonIcon } from '@ionic/react';
import { hourglassOutline } from 'ionicons/icons';
import type { EventTimes } from '@contracts/time-format';
import { formatCountdown } from '@contracts/time-format';
import { useNow } from '../../../lib/use-now';
import { viewerLocale, viewerTimeZone } from '../../../lib/viewer-time';

const COUNTDOWN_REFRESH_MS = 60_000;

/** How soon the event starts, as Home's Up next says it: 'Tomorrow 19:00', 'in 3 days', 'Happening now'. */
export function EventCountdown({ event }: { event: EventTimes }) {
  const now = useNow(COUNTDOWN_REFRESH_MS);
  return (
    <p className="event-countdown">
      <IonIcon icon={hourglassOutline} aria-hidden="true" />
      <span>{formatCountdown(event, now, viewerTimeZone(), viewerLocale())}</span>
    </p>
  );
}
