import type { DeviceSession, LocalDb } from './local-db';

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

/** The server refused this token: stop sending until a new sign-in replaces it. */
export async function pauseDeviceSession(db: LocalDb, token: string, now: number): Promise<void> {
  await db.session
    .where('key')
    .equals('current')
    .modify((session) => {
      if (session.token === token) {
        session.pausedAt = now;
      }
    });
}
