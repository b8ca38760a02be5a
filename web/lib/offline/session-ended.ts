import { onSessionEnded } from '../api-client';
import { endDeviceSession, readDeviceSession } from '../local-store/device-session';
import { deleteSavedUserData, loadLocalDb } from '../local-store/load-local-db';
import { lastSyncedStore } from './last-synced';
import { stopQueryPersistence } from './active-persistence';

/** Stops keeping this member's data: nothing more is written to the saved copy. */
export function stopKeepingMemberData(): void {
  stopQueryPersistence();
  lastSyncedStore.set(null);
}

// A session revoked elsewhere or expired (401) takes the member's saved copy and token off the
// device at once, as signing out does (their tickets too); only their queued writes wait for their choice on /login.
onSessionEnded((refusedToken) => {
  stopKeepingMemberData();
  if (refusedToken) {
    loadLocalDb()
      .then(async (db) => {
        const session = await readDeviceSession(db);
        await endDeviceSession(db, refusedToken, Date.now());
        if (session?.token === refusedToken) {
          const { deleteMemberTickets } = await import('../local-store/ticket-store');
          await deleteMemberTickets(session.userId);
        }
      })
      .catch((error: unknown) => {
        console.error('Could not clear the data of a session that ended', error);
      });
  }
});

/** The member chose on /login not to send the changes their ended session left: they go, with everything else of theirs. */
export async function discardPausedChanges(): Promise<void> {
  const db = await loadLocalDb();
  const session = await db.session.get('current');
  if (session && session.pausedAt !== null) {
    await deleteSavedUserData(db, session.userId);
  }
}
