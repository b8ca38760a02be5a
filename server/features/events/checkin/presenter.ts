import type { RosterEntry } from '@contracts/checkin/schemas';
import { displayName } from '../../../users/display-name';
import type { EventRow } from '../repo';
import type { RawRosterRow } from './repo';

/**
 * A roster row as the door shows it: a name (never an e-mail address), the guests, the ticket's
 * hash and the check-in. A member checked in keeps the guests counted at the door; one not yet in,
 * those of their answer.
 */
export function presentEntry(row: RawRosterRow): RosterEntry {
  const member = row.user_id !== null && row.person_key.startsWith('m');
  const guests = row.check_in_guests ?? row.answer_guests ?? 0;
  return {
    key: row.person_key,
    kind: member ? 'member' : 'walk_in',
    user_id: member ? Number(row.user_id) : null,
    name: member ? displayName({ full_name: row.full_name, username: row.username ?? '' }) : (row.walk_in_name ?? ''),
    guests: member ? Number(guests) : 0,
    ticket: member ? row.token_hash : null,
    going: row.status === 'going',
    check_in: row.checked_in_at === null ? null : { at: row.checked_in_at, door: row.door },
    ...(row.welcome_mail ? { welcome_mail: row.welcome_mail } : {}),
  };
}

/** The event as the roster's heading names it. */
export function presentRosterEvent(row: EventRow) {
  return { id: row.id, title: row.title, start_datetime: row.start_at, end_datetime: row.end_at, time_zone: row.time_zone };
}
