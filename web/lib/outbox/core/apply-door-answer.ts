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
 * Keeps the answers to confirmed door writes beside this device's rosters (inside the drain's
 * transaction): one small row each, not the whole roster rewritten, in the order given (a later
 * answer about the same entry replaces an earlier one). None for a roster no longer on the device
 * (door mode closed). Each roster is looked up once, however many answers are about it.
 */
export async function storeDoorAnswers(db: LocalDb, confirmed: { row: OutboxRow; answer: unknown }[], now: number): Promise<void> {
  const stored = confirmed.map(({ row, answer }) => doorAnswerRow(row, answer, now)).filter((answer) => answer !== undefined);
  const rosters = new Map<string, boolean>();
  const kept: DoorAnswerRow[] = [];
  for (const answer of stored) {
    const roster = `${answer.userId}:${answer.eventId}`;
    if (!rosters.has(roster)) {
      rosters.set(roster, (await db.doorRosters.where(':id').equals([answer.userId, answer.eventId]).count()) > 0);
    }
    if (rosters.get(roster)) {
      kept.push(answer);
    }
  }
  await db.doorAnswers.bulkPut(kept);
}
