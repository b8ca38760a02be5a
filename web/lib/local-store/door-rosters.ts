import type { LocalDb } from './local-db';
import type { DoorRosterEvent, DoorRosterRow } from './door-roster-row';

// Door rosters through Dexie, the database handed in (importing this does not bring Dexie's code).

/** How long after an event ends its roster stays on a door's device. */
export const DOOR_ROSTER_KEPT_MS = 24 * 60 * 60_000;

export function readDoorRoster(db: LocalDb, userId: number, eventId: number): Promise<DoorRosterRow | undefined> {
  return db.doorRosters.get([userId, eventId]);
}

export async function putDoorRoster(db: LocalDb, row: DoorRosterRow): Promise<void> {
  await db.doorRosters.put(row);
}

/** Door mode closed for good on this device: its roster leaves it. */
export async function deleteDoorRoster(db: LocalDb, userId: number, eventId: number): Promise<void> {
  await db.doorRosters.delete([userId, eventId]);
}

/** Whether an event ended more than a day ago (one with no end counts as ending when it starts): its roster is not kept. */
export function rosterExpired(event: DoorRosterEvent, now: number): boolean {
  return Date.parse(event.end_datetime ?? event.start_datetime) + DOOR_ROSTER_KEPT_MS < now;
}

/** Deletes every roster of an event that ended more than a day ago (names have no business staying on a phone). */
export async function deleteEndedDoorRosters(db: LocalDb, now: number): Promise<number> {
  const ended = (await db.doorRosters.toArray()).filter((row) => rosterExpired(row.event, now));
  await db.doorRosters.bulkDelete(ended.map((row): [number, number] => [row.userId, row.eventId]));
  return ended.length;
}
