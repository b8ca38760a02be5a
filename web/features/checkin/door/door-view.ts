import type { Attendance, RosterEntry } from '@contracts/checkin/schemas';
import type { DoorAction, OutboxRow } from '../../../lib/outbox';

/**
 * The door's local view: the roster this device keeps (the server's, with the answers it has
 * had) with this device's door writes still waiting in the outbox applied on top, in the order
 * they were made. Nothing pending is stored in the roster, so a refresh from the server merges by
 * itself: the server's check-ins, and ours not yet synced on top. Where both exist, the earlier
 * check-in stands, as on the server.
 */
export function pendingDoorActions(rows: readonly OutboxRow[], eventId: number): DoorAction[] {
  return rows.flatMap((row) => (row.status === 'pending' && row.change.kind === 'door' && row.change.eventId === eventId ? [row.change.action] : []));
}

function applyAction(entries: Map<string, RosterEntry>, action: DoorAction): void {
  const entry = entries.get(action.key);
  if (action.type === 'walk_in') {
    entries.set(action.key, {
      key: action.key,
      kind: 'walk_in',
      user_id: null,
      name: action.name,
      guests: 0,
      ticket: null,
      going: false,
      check_in: entry?.check_in ?? { at: action.at, door: action.door },
    });
    return;
  }
  if (!entry) {
    return;
  }
  if (action.type === 'check_in') {
    const standing = entry.check_in;
    const earlier = !standing || Date.parse(action.at) < Date.parse(standing.at);
    entries.set(action.key, earlier ? { ...entry, check_in: { at: action.at, door: action.door } } : entry);
    return;
  }
  // An undo removes only the check-in it names: another door's earlier one stays.
  if (entry.check_in && Date.parse(entry.check_in.at) === Date.parse(action.at)) {
    if (entry.kind === 'walk_in') {
      entries.delete(action.key);
    } else {
      entries.set(action.key, { ...entry, check_in: null });
    }
  }
}

export function entriesWithPending(entries: readonly RosterEntry[], actions: readonly DoorAction[]): readonly RosterEntry[] {
  // Nothing waiting (door mode opening, most of the time): the roster as it is, not a copy of thousands.
  if (actions.length === 0) {
    return entries;
  }
  const byKey = new Map(entries.map((entry) => [entry.key, entry]));
  actions.forEach((action) => applyAction(byKey, action));
  return [...byKey.values()];
}

/** The counts as the door shows them, from the entries it shows: updated the moment the door acts. */
export function doorCounts(entries: readonly RosterEntry[]): Attendance {
  const counts = { going: 0, checked_in: 0, going_not_checked_in: 0, walk_ins: 0, guests_checked_in: 0 };
  for (const entry of entries) {
    const checkedIn = entry.check_in !== null;
    if (entry.kind === 'walk_in') {
      counts.walk_ins += checkedIn ? 1 : 0;
      continue;
    }
    counts.going += entry.going ? 1 : 0;
    counts.checked_in += entry.going && checkedIn ? 1 : 0;
    counts.guests_checked_in += checkedIn ? entry.guests : 0;
  }
  counts.going_not_checked_in = counts.going - counts.checked_in;
  return counts;
}

/** The entries of `keys`, by key: what the last actions show of each (a few, not the whole roster). */
export function entriesOf(entries: readonly RosterEntry[], keys: readonly string[]): Map<string, RosterEntry> {
  if (keys.length === 0) {
    return new Map();
  }
  const wanted = new Set(keys);
  return new Map(entries.filter((entry) => wanted.has(entry.key)).map((entry) => [entry.key, entry]));
}
