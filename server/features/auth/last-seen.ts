import type { Db } from '../../db';
import type { AppDeps } from '../../deps';
import { markSeen } from '../../users/repo';
import type { UserRow } from '../../users/repo';

/** A member's `last_seen_at` moves at most this often: one write per member per 5 minutes, not per request. */
export const LAST_SEEN_INTERVAL_MS = 5 * 60 * 1000;

/** Bound on the members remembered per database; past it the memory starts again (a few extra checks, no extra writes). */
const REMEMBERED_MAX = 50_000;

/**
 * When this process last wrote each member's `last_seen_at`, per database (tests run many apps in one
 * process). It spares the write when the user row a request carries is older than what was written
 * (a cached row); the conditional UPDATE is what keeps several instances to one write.
 */
const writtenAt = new WeakMap<Db, Map<number, number>>();

function memoryOf(db: Db): Map<number, number> {
  let memory = writtenAt.get(db);
  if (!memory) {
    memory = new Map();
    writtenAt.set(db, memory);
  }
  return memory;
}

/**
 * Notes that the member of an authenticated request was seen now, at most every 5 minutes: nothing
 * to wait for (undefined) while the member was seen lately, which is nearly every request. Never
 * fails the request: a write that fails is logged and the request goes on.
 */
export function recordSeen(deps: Pick<AppDeps, 'db' | 'clock' | 'logger'>, user: Pick<UserRow, 'id' | 'last_seen_at'>): Promise<void> | undefined {
  const now = deps.clock().getTime();
  const staleBefore = now - LAST_SEEN_INTERVAL_MS;
  const memory = memoryOf(deps.db);
  const lastWritten = Math.max(user.last_seen_at ? Date.parse(user.last_seen_at) : 0, memory.get(user.id) ?? 0);
  if (lastWritten > staleBefore) {
    return undefined;
  }
  if (memory.size >= REMEMBERED_MAX) {
    memory.clear();
  }
  memory.set(user.id, now);
  return markSeen(deps.db, user.id, new Date(now).toISOString(), new Date(staleBefore).toISOString()).then(
    () => undefined,
    (err: unknown) => {
      memory.delete(user.id);
      deps.logger?.warn({ err, member: user.id }, 'last_seen_at could not be written');
    },
  );
}
