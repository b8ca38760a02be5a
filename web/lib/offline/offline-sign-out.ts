import { readDeviceSession } from '../local-store/device-session';
import { deleteSavedUserData, loadLocalDb } from '../local-store/load-local-db';
import { outboxStore } from '../outbox/outbox-store';
import { onSignOut } from '../sign-out-hooks';
import { stopKeepingMemberData } from './session-ended';

// Signing out leaves nothing of the member on this device: not their cached data, not their queued writes, not their tickets.
onSignOut(async (oldToken) => {
  stopKeepingMemberData();
  const db = await loadLocalDb();
  const session = await readDeviceSession(db);
  const userId = session && (oldToken === null || session.token === oldToken) ? session.userId : outboxStore.userId();
  outboxStore.clear();
  if (userId !== null) {
    // The ticket store's code is fetched here, not with the app (only the ticket screen needs it
    // otherwise), beside the saved data's deletion, which never waits on it.
    await Promise.all([deleteSavedUserData(db, userId), import('../local-store/ticket-store').then(({ deleteMemberTickets }) => deleteMemberTickets(userId))]);
  }
});
