import type { DoorRosterRow } from '../../../web/lib/local-store/door-roster-row';
import { readDoorAnswers, readDoorRoster } from '../../../web/lib/local-store/door-rosters';
import { localDb } from '../../../web/lib/local-store/local-db';
import { rosterWithAnswers } from '../../../web/lib/local-store/roster-with-answers';

/**
 * The roster as this device keeps it for the door: the stored roster with the answers kept beside
 * it read over it, both read in one transaction (a roster stored between two reads would pair the
 * old roster with the answers its storing removed).
 */
export async function storedDoorRoster(userId: number, eventId: number): Promise<DoorRosterRow | undefined> {
  const db = localDb();
  return db.transaction('r', db.doorRosters, db.doorAnswers, async () => {
    const roster = await readDoorRoster(db, userId, eventId);
    return roster && rosterWithAnswers(roster, await readDoorAnswers(db, userId, eventId));
  });
}
