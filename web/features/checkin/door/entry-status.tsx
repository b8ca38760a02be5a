import type { RosterEntry } from '@contracts/checkin/schemas';
import { DOOR_TEXTS, checkInTime } from './door-texts';

/** "Checked in 19:02, Door 2" and, while this door's write waits, "Waiting to sync". */
export function CheckedInNote({ entry, pending }: { entry: RosterEntry; pending: boolean }) {
  const mark = entry.check_in;
  return (
    <span className="door-entry-note">
      {mark ? `${DOOR_TEXTS.checkedIn} ${checkInTime(mark.at)}${mark.door ? `, ${mark.door}` : ''}` : null}
      {pending ? <span className="door-pending"> · {DOOR_TEXTS.waitingToSync}</span> : null}
    </span>
  );
}
