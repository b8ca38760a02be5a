import type { Attendance } from '@contracts/checkin/schemas';
import { checkedInCountText, guestsCountText, walkInsText } from './door-texts';

/** "42 of 60 checked in", with walk-ins and guests: from the roster as shown, so a tap counts at once. */
export function DoorCounts({ counts }: { counts: Attendance }) {
  return (
    <p className="door-counts" aria-live="polite">
      <strong className="door-counts-main">{checkedInCountText(counts.checked_in, counts.going)}</strong>
      <span className="door-counts-more">
        {walkInsText(counts.walk_ins)} · {guestsCountText(counts.guests_checked_in)}
      </span>
    </p>
  );
}
