import type { DoorRosterRow } from '../../../web/lib/local-store/door-roster-row';
import { readDoorAnswers, readDoorRoster } from '../../../web/lib/local-store/door-rosters';
import { localDb } from '../../../web/lib/local-store/local-db';
import { rosterWithAnswers } from '../../../web/lib/local-store/roster-with-answers';

/** The roster as this device keeps it for the door: the stored roster with the answers kept beside it read over it. */
export async function storedDoorRoster(userId: number, eventId: number): Promise<DoorRosterRow | undefined> {
  const roster = await readDoorRoster(localDb(), userId, eventId);
  return roster && rosterWithAnswers(roster, await readDoorAnswers(localDb(), userId, eventId));
}
