import { createHash } from 'node:crypto';
import type { Db } from '../db';

/**
 * A short memory, per process, of who a session token belongs to, so a busy member's requests do
 * not each cost a database lookup (issue 19). Developer API tokens are not kept here: their module
 * (features/developer/token-auth.ts) asks the database on every request, so a deactivated or
 * deleted token is refused at once everywhere, with its reason. What keeps this one honest:
 *
 * - Every answer is kept at most `ttlMs` (AUTH_CACHE_SECONDS, 5 by default), on the app's clock:
 *   another instance's sign-out, password reset or deactivation is honoured here within that time.
 * - This process forgets everything the moment it writes to a table that decides who a credential
 *   is: `users`, `sessions`, or any table with "token" in its name. Writes are seen as knex
 *   announces them (its 'query' event), whatever repo made them, so a sign-out, a reset or a
 *   changed name is honoured at once on the instance that did it, and the next request reads the
 *   row as it now is. The only writes that do not count are the bookkeeping of when a member was
 *   last seen or signed in (`last_seen_at`, `last_login_at`).
 * - It forgets everything again once such a write is committed: until then a lookup on another
 *   connection (PostgreSQL's pool) still reads the old row, and must not keep it. The commit is
 *   seen as the write's connection going back to knex's pool, which knex does only after the
 *   statement (outside a transaction) or the transaction's COMMIT or ROLLBACK has finished.
 * - Only successful lookups are kept: an unknown or refused credential is asked about every time.
 * - Keys are SHA-256 hashes of the credential, never the credential itself.
 */
export interface AuthCache {
  /** The user behind `credential`, from memory while fresh, else from `lookup` (and remembered). */
  userFor(credential: string, lookup: () => Promise<Express.User | null>): Promise<Express.User | null>;
  /** Forgets every answer (a write to a credential table). */
  clear(): void;
}

/** Most credentials remembered at once; past it the oldest go first. */
const MAX_ENTRIES = 10_000;

const WRITE = /^\s*(?:insert\s+into|update|delete\s+from)\s+["`]?(\w+)["`]?/i;
/** `update users set last_seen_at = ..., last_login_at = ...`: bookkeeping only, nothing that decides access. */
const BOOKKEEPING = /^\s*update\s+["`]?users["`]?\s+set\s+((?:["`]?(?:last_seen_at|last_login_at)["`]?\s*=\s*(?:\?|\$\d+)\s*,?\s*)+)\s+where\b/i;

/** Whether a statement writes to a table that decides who a credential is. */
export function changesCredentials(sql: string): boolean {
  const table = WRITE.exec(sql)?.[1]?.toLowerCase();
  if (!table || !(table === 'users' || table === 'sessions' || table.includes('token'))) {
    return false;
  }
  return !BOOKKEEPING.test(sql);
}

const hashOf = (credential: string) => createHash('sha256').update(credential).digest('base64');

function createAuthCache(ttlMs: number, now: () => number): AuthCache {
  const entries = new Map<string, { user: Express.User; until: number }>();
  // Counts clears, so an answer read while a write happened is not kept.
  let clears = 0;
  return {
    async userFor(credential, lookup) {
      if (ttlMs <= 0) {
        return lookup();
      }
      const key = hashOf(credential);
      const at = now();
      const kept = entries.get(key);
      if (kept && kept.until > at && kept.until - ttlMs <= at) {
        return kept.user;
      }
      entries.delete(key);
      const generation = clears;
      const user = await lookup();
      if (user && generation === clears) {
        if (entries.size >= MAX_ENTRIES) {
          entries.delete(entries.keys().next().value as string);
        }
        entries.set(key, { user, until: at + ttlMs });
      }
      return user;
    },
    clear() {
      clears += 1;
      entries.clear();
    },
  };
}

const caches = new WeakMap<Db, AuthCache>();

/**
 * The auth cache of a database's process-wide connection: one per Db (tests run many apps, each
 * on its own database), listening to its writes.
 */
export function authCacheFor(db: Db, ttlMs: number, now: () => number): AuthCache {
  let cache = caches.get(db);
  if (!cache) {
    const created = createAuthCache(ttlMs, now);
    // Connections (knex's __knexUid) that carried a credential write not yet committed.
    const uncommitted = new Set<string>();
    db.on('query', (query: { sql?: string; __knexUid?: string }) => {
      if (query.sql && changesCredentials(query.sql)) {
        created.clear();
        if (query.__knexUid !== undefined) {
          uncommitted.add(query.__knexUid);
        }
      }
    });
    poolOf(db)?.on('release', (connection: { __knexUid?: string }) => {
      if (connection.__knexUid !== undefined && uncommitted.delete(connection.__knexUid)) {
        created.clear();
      }
    });
    caches.set(db, created);
    cache = created;
  }
  return cache;
}

/** knex's connection pool (tarn), typed `any` by knex; it emits 'release' as a connection goes back. */
const poolOf = (db: Db) => (db.client as { pool?: { on(event: 'release', listener: (connection: { __knexUid?: string }) => void): void } }).pool;
