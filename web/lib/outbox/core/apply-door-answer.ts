import type { Attendance, RosterEntry } from '@contracts/checkin/schemas';
import type { LocalDb } from '../../local-store/local-db';
import type { DoorRosterRow } from '../../local-store/door-roster-row';
import type { OutboxRow } from './outbox-types';

type DoorAnswer = { entry?: RosterEntry | null; counts?: Attendance };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * The roster once the server answered one of the door's writes: the entry as the server has it
 * now (the check-in that stands, which may be another door's earlier one), or gone (a walk-in
 * undone), and the server's counts. Undefined when the answer is not about the roster.
 */
export function rosterWithAnswer(roster: DoorRosterRow, key: string, answer: unknown): DoorRosterRow | undefined {
  if (!isObject(answer) || !('entry' in answer)) {
    return undefined;
  }
  const { entry, counts } = answer as DoorAnswer;
  const others = roster.entries.filter((candidate) => candidate.key !== key && candidate.key !== entry?.key);
  const entries = entry ? [...others, entry].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)) : others;
  return { ...roster, entries, counts: counts ?? roster.counts };
}

/** Writes the answer to a confirmed door write into this device's roster of the event (inside the drain's transaction). */
export async function storeDoorAnswer(db: LocalDb, row: OutboxRow, answer: unknown): Promise<void> {
  const { change } = row;
  if (change.kind !== 'door') {
    return;
  }
  const roster = await db.doorRosters.get([row.userId, change.eventId]);
  const next = roster && rosterWithAnswer(roster, change.action.key, answer);
  if (next) {
    await db.doorRosters.put(next);
  }
}
