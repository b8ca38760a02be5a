import { localDb } from '../web/lib/local-store/local-db';
import { drainOutbox } from '../web/lib/outbox/core/drain';
import { withOutboxLock } from '../web/lib/outbox/core/outbox-lock';
import { OUTBOX_DRAINED_MESSAGE, OUTBOX_SYNC_TAG } from '../web/lib/outbox/core/outbox-types';
import { worker } from './worker-scope';

/** Background Sync's event (not in TypeScript's WebWorker library). */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
  readonly lastChance: boolean;
}

/**
 * Sends the outbox with the same code the pages use, the token read from IndexedDB (a worker has
 * no localStorage). Open pages are told, so they refresh what they show. Rejecting asks the
 * browser to fire the sync again later, with its own backoff, while writes are still waiting.
 */
async function drainFromWorker(lastChance: boolean): Promise<void> {
  const report = await withOutboxLock(() =>
    drainOutbox(
      { db: localDb(), fetch: (input, init) => fetch(input, init), now: Date.now, random: Math.random, apiBase: '/api' },
      { force: true },
    ),
  );
  if (report === null) {
    return; // a page is draining right now
  }
  const pages = await worker.clients.matchAll({ type: 'window' });
  for (const page of pages) {
    page.postMessage({ type: OUTBOX_DRAINED_MESSAGE, sent: report.sent.length, rejected: report.rejected.length });
  }
  if (report.remaining > 0 && !report.unauthorized && !lastChance) {
    throw new Error(`${report.remaining} queued changes are still waiting`);
  }
}

export function setUpOutboxSync(): void {
  worker.addEventListener('sync', (event) => {
    const sync = event as SyncEvent;
    if (sync.tag === OUTBOX_SYNC_TAG) {
      sync.waitUntil(drainFromWorker(sync.lastChance));
    }
  });
}
