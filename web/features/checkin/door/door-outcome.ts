import type { CheckInMark, RosterEntry } from '@contracts/checkin/schemas';
import { parseTicketCode, ticketHash } from '@contracts/checkin/ticket-code';

/** What the door tells after a scan or a tap: the answer banner's and the last actions' subject. */
export type DoorOutcome =
  | { kind: 'checked_in'; key: string; name: string; guests: number; at: string }
  | { kind: 'walk_in'; key: string; name: string; at: string }
  | { kind: 'already'; key: string; name: string; mark: CheckInMark }
  | { kind: 'not_going'; key: string; name: string }
  | { kind: 'not_a_ticket' }
  | { kind: 'undone'; key: string; name: string };

const indexes = new WeakMap<readonly RosterEntry[], Map<string, RosterEntry>>();

/**
 * The roster's entries by ticket hash, for a lookup per scan: made on the first scan of these
 * entries and kept while they are shown, not on every render (door mode opens without it).
 */
export function ticketIndex(entries: readonly RosterEntry[]): ReadonlyMap<string, RosterEntry> {
  let index = indexes.get(entries);
  if (!index) {
    index = new Map();
    for (const entry of entries) {
      if (entry.ticket) {
        index.set(entry.ticket, entry);
      }
    }
    indexes.set(entries, index);
  }
  return index;
}

/**
 * The roster entry a scanned code is the ticket of, or null: not a ticket code at all, another
 * event's, or a token no entry's hash matches (a guess, or a ticket replaced since). All local.
 */
export async function entryOfCode(text: string, eventId: number, byHash: ReadonlyMap<string, RosterEntry>): Promise<RosterEntry | null> {
  const code = parseTicketCode(text);
  if (!code || code.eventId !== eventId) {
    return null;
  }
  return byHash.get(await ticketHash(code.token)) ?? null;
}

/**
 * Whether an entry can be checked in now, or what the door says instead: someone checked in
 * already (whatever their answer since) is told as such, then a member no longer going.
 */
export function refusalFor(entry: RosterEntry | null): DoorOutcome | null {
  if (!entry) {
    return { kind: 'not_a_ticket' };
  }
  if (entry.check_in) {
    return { kind: 'already', key: entry.key, name: entry.name, mark: entry.check_in };
  }
  if (entry.kind === 'member' && !entry.going) {
    return { kind: 'not_going', key: entry.key, name: entry.name };
  }
  return null;
}
