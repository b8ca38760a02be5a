import type { Attendance, RosterEntry } from '@contracts/checkin/schemas';
import type { LocalDb } from '../../local-store/local-db';
import type { DoorAnswerRow } from '../../local-store/door-roster-row';
import type { OutboxRow } from './outbox-types';

type DoorAnswer = { entry?: RosterEntry | null; counts?: Attendance };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * What the server answered to one of the door's writes, as kept beside the roster: the entry as
 * the server has it now (the check-in that stands, which may be another door's earlier one), or
 * null (a walk-in undone), and the server's counts. Undefined when the answer is not about the roster.
 */
export function doorAnswerRow(row: OutboxRow, answer: unknown, now: number): DoorAnswerRow | undefined {
  const { change } = row;
  if (change.kind !== 'door' || !isObject(answer) || !('entry' in answer)) {
    return undefined;
  }
  const { entry, counts } = answer as DoorAnswer;
  return { userId: row.userId, eventId: change.eventId, key: change.action.key, entry: entry ?? null, counts: counts ?? null, storedAt: now };
}

/**
 * Keeps the answer to a confirmed door write beside this device's roster of the event (inside the
 * drain's transaction): one small row, not the whole roster rewritten. None when the roster is no
 * longer on the device (door mode closed).
 */
export async function storeDoorAnswer(db: LocalDb, row: OutboxRow, answer: unknown, now: number): Promise<void> {
  const stored = doorAnswerRow(row, answer, now);
  if (stored && (await db.doorRosters.where(':id').equals([stored.userId, stored.eventId]).count()) > 0) {
    await db.doorAnswers.put(stored);
  }
}
