import { OUTBOX_LOCK_NAME } from './outbox-types';

type LockHolder = { navigator?: { locks?: LockManager } };

let heldHere = false;

/**
 * Runs `work` only if nobody else is draining: another tab, or the service worker, holding the
 * Web Lock means this call does nothing and resolves null (that drain picks up new rows as it
 * goes). Where Web Locks are missing, one drain at a time within this context.
 */
export async function withOutboxLock<T>(work: () => Promise<T>): Promise<T | null> {
  const locks = (globalThis as LockHolder).navigator?.locks;
  if (locks) {
    return locks.request(OUTBOX_LOCK_NAME, { ifAvailable: true }, async (lock) => (lock ? work() : null));
  }
  if (heldHere) {
    return null;
  }
  heldHere = true;
  try {
    return await work();
  } finally {
    heldHere = false;
  }
}
