import type { DeviceSession, LocalDb } from './local-db';
import { deleteSavedCopy } from './saved-copy-rows';

export async function readDeviceSession(db: LocalDb): Promise<DeviceSession | undefined> {
  return db.session.get('current');
}

/** Records the signed-in member and their token; a new token also lifts a 401 pause. */
export async function writeDeviceSession(db: LocalDb, token: string, userId: number): Promise<void> {
  const current = await db.session.get('current');
  if (current?.token === token && current.userId === userId) {
    return;
  }
  await db.session.put({ key: 'current', token, userId, pausedAt: null });
}

/**
 * The server refused this token (401: revoked elsewhere, or expired). In one transaction: the
 * token leaves the device, so does the member's saved copy of what they saw (private events,
 * comments, their e-mail address, door rosters), and the outbox pauses. Their queued writes stay, paused, until
 * they choose on /login: sign in again to send them, or discard them.
 */
export async function endDeviceSession(db: LocalDb, token: string, now: number): Promise<void> {
  await db.transaction('rw', [db.session, db.savedCopy, db.savedQueries, db.doorRosters, db.doorAnswers], async () => {
    const session = await db.session.get('current');
    if (!session || session.token !== token) {
      return;
    }
    await deleteSavedCopy(db, session.userId);
    await db.doorRosters.where('userId').equals(session.userId).delete();
    await db.doorAnswers.where('userId').equals(session.userId).delete();
    await db.session.put({ ...session, token: '', pausedAt: session.pausedAt ?? now });
  });
}
