import type { LocalDb } from './local-db';
import type { DoorAnswerRow, DoorRosterEvent, DoorRosterRow } from './door-roster-row';

// Door rosters and the answers kept beside them, through Dexie, the database handed in (importing
// this does not bring Dexie's code).

/** How long after an event ends its roster stays on a door's device. */
export const DOOR_ROSTER_KEPT_MS = 24 * 60 * 60_000;

export function readDoorRoster(db: LocalDb, userId: number, eventId: number): Promise<DoorRosterRow | undefined> {
  return db.doorRosters.get([userId, eventId]);
}

/** The answers to this device's confirmed door writes of an event, kept since its roster was read. */
export function readDoorAnswers(db: LocalDb, userId: number, eventId: number): Promise<DoorAnswerRow[]> {
  return db.doorAnswers.where('[userId+eventId]').equals([userId, eventId]).toArray();
}

/**
 * Stores a roster read from the server whole. Answers stored before its read began (`fetchedAt`)
 * are in it and no longer read over it, but they go only with the next roster: the screen reads the
 * roster and the answers in two live queries, and one that still shows the roster before this one
 * still needs the answers stored since that one's read. Those older than that read go now.
 */
export async function putDoorRoster(db: LocalDb, row: DoorRosterRow): Promise<void> {
  await db.transaction('rw', db.doorRosters, db.doorAnswers, async () => {
    const previous = await db.doorRosters.get([row.userId, row.eventId]);
    await db.doorRosters.put(row);
    if (previous) {
      await db.doorAnswers
        .where('[userId+eventId]')
        .equals([row.userId, row.eventId])
        .filter((answer) => answer.storedAt < previous.fetchedAt)
        .delete();
    }
  });
}

/** Door mode closed for good on this device: its roster (and the answers kept beside it) leave it. */
export async function deleteDoorRoster(db: LocalDb, userId: number, eventId: number): Promise<void> {
  await db.transaction('rw', db.doorRosters, db.doorAnswers, async () => {
    await db.doorRosters.delete([userId, eventId]);
    await db.doorAnswers.where('[userId+eventId]').equals([userId, eventId]).delete();
  });
}

/** Until when an event's roster is kept: a day after it ends (one with no end counts as ending when it starts). */
export function rosterKeptUntil(event: DoorRosterEvent): number {
  return Date.parse(event.end_datetime ?? event.start_datetime) + DOOR_ROSTER_KEPT_MS;
}

/** Whether an event ended more than a day ago: its roster is not kept. */
export function rosterExpired(event: DoorRosterEvent, now: number): boolean {
  return rosterKeptUntil(event) < now;
}

/** Deletes every roster (and its answers) of an event that ended more than a day ago (names have no business staying on a phone). */
export async function deleteEndedDoorRosters(db: LocalDb, now: number): Promise<number> {
  return db.transaction('rw', db.doorRosters, db.doorAnswers, async () => {
    // By the index alone: reading the rosters themselves would cost as much as opening door mode.
    const keys = await db.doorRosters.where('keptUntil').below(now).primaryKeys();
    await db.doorRosters.bulkDelete(keys);
    if (keys.length > 0) {
      await db.doorAnswers.where('[userId+eventId]').anyOf(keys).delete();
    }
    return keys.length;
  });
}
