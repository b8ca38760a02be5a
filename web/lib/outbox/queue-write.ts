import { loadLocalDb } from '../local-store/load-local-db';
import { newClientUuid } from './core/client-uuid';
import type { OutboxChange, OutboxRequest, OutboxRow } from './core/outbox-types';
import { OUTBOX_SYNC_TAG, isBeingSent } from './core/outbox-types';
import { outboxStore } from './outbox-store';
import { requestOutboxDrain } from './sync-scheduler';

export interface NewWrite {
  userId: number;
  resourceKey: string;
  label: string;
  change: OutboxChange;
  /** Built with the row's id, so a comment can carry it as its client_id. */
  request: (id: string) => OutboxRequest;
}

type SyncRegistration = ServiceWorkerRegistration & { sync?: { register: (tag: string) => Promise<void> } };

/** Asks the browser to wake the service worker when the network is back (where Background Sync exists). */
async function registerBackgroundSync(): Promise<void> {
  if (!('serviceWorker' in navigator) || !navigator.serviceWorker.controller) {
    return;
  }
  const registration = (await navigator.serviceWorker.ready) as SyncRegistration;
  await registration.sync?.register(OUTBOX_SYNC_TAG);
}

/**
 * Queues a write: the row (its request and the local change the screens show meanwhile) is
 * stored in one Dexie transaction, then sent as soon as possible. Resolves once it is stored.
 */
export async function queueWrite(write: NewWrite): Promise<OutboxRow> {
  const db = await loadLocalDb();
  const id = newClientUuid();
  const now = Date.now();
  const row = await db.transaction('rw', db.outbox, async () => {
    const last = await db.outbox.where('[userId+seq]').between([write.userId, -Infinity], [write.userId, Infinity]).last();
    const added: OutboxRow = {
      id,
      userId: write.userId,
      // Creation order, unique per member even within one millisecond.
      seq: Math.max(now, (last?.seq ?? 0) + 1),
      kind: write.change.kind,
      resourceKey: write.resourceKey,
      request: write.request(id),
      idempotencyKey: id,
      attempts: 0,
      nextAttemptAt: now,
      status: 'pending',
      lastError: null,
      createdAt: now,
      label: write.label,
      change: write.change,
    };
    await db.outbox.add(added);
    return added;
  });
  await outboxStore.refresh();
  requestOutboxDrain();
  registerBackgroundSync().catch((error: unknown) => console.warn('Background Sync is not available', error));
  return row;
}

/** Why discardWrite left a write alone. */
export const BEING_SENT_TEXT = 'This change is being sent right now, so it can no longer be discarded.';

/**
 * Drops a queued write the member no longer wants (its local change disappears with it). A write
 * that is being sent right now stays: the server may already have it, and its answer decides.
 */
export async function discardWrite(id: string): Promise<'discarded' | 'being-sent'> {
  const db = await loadLocalDb();
  const result = await db.transaction('rw', db.outbox, db.sending, async () => {
    if (isBeingSent(await db.sending.get(id), Date.now())) {
      return 'being-sent' as const;
    }
    await db.outbox.delete(id);
    await db.sending.delete(id);
    return 'discarded' as const;
  });
  await outboxStore.refresh();
  return result;
}
