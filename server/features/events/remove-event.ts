import type { AppDeps } from '../../deps';
import type { Db } from '../../db';
import { withdrawUnsentForEvent } from '../../queue/mail-repo';
import { keepTombstone, queueEventSync } from '../calendar';
import * as repo from './repo';

/**
 * Deletes events in the caller's transaction, after their members were told: unsent invitation
 * mails are withdrawn, feeds keep a tombstone (so calendars remove the event), Google copies are
 * queued for removal, and replies and discussion go with each event.
 */
export async function removeEventRows(deps: AppDeps, trx: Db, eventIds: readonly number[], nowIso: string): Promise<void> {
  for (const id of eventIds) {
    await withdrawUnsentForEvent(trx, id, nowIso);
    await keepTombstone(trx, { id }, nowIso);
    await queueEventSync(deps, trx, id);
    await repo.deleteEvent(trx, id);
  }
}
