import type { RosterEntry } from '@contracts/checkin/schemas';
import { DOOR_TEXTS, checkInTime, welcomeMailText } from './door-texts';

/** "Checked in 19:02, Door 2", a walk-in's invite e-mail and, while this door's write waits, "Waiting to sync". */
export function CheckedInNote({ entry, pending }: { entry: RosterEntry; pending: boolean }) {
  const mark = entry.check_in;
  return (
    <span className="door-entry-note">
      {mark ? `${DOOR_TEXTS.checkedIn} ${checkInTime(mark.at)}${mark.door ? `, ${mark.door}` : ''}` : null}
      <WelcomeMailNote entry={entry} />
      {pending ? <span className="door-pending"> · {DOOR_TEXTS.waitingToSync}</span> : null}
    </span>
  );
}

/** " · Invite e-mail sent" (or not) after a walk-in given an e-mail, once the server said whether it went. */
export function WelcomeMailNote({ entry }: { entry: Pick<RosterEntry, 'welcome_mail'> | undefined }) {
  const text = entry ? welcomeMailText(entry) : null;
  return text ? <span className={entry?.welcome_mail === 'not_sent' ? 'door-welcome-not-sent' : undefined}> · {text}</span> : null;
}
