import type { Db } from '../db';

export interface StoredResponse {
  request_hash: string;
  /** Null while the first request with this key is still running. */
  status: number | null;
  response_body: string | null;
  created_at: string;
}

/** Claims a key for a request; false when the user already used it. */
export async function claimKey(db: Db, userId: number, key: string, requestHash: string, nowIso: string): Promise<boolean> {
  const inserted = await db('idempotency_keys')
    .insert({ user_id: userId, key, request_hash: requestHash, created_at: nowIso })
    .onConflict(['user_id', 'key'])
    .ignore()
    .returning<{ key: string }[]>('key');
  return inserted.length > 0;
}

export async function findKey(db: Db, userId: number, key: string): Promise<StoredResponse | null> {
  return (
    (await db('idempotency_keys').where({ user_id: userId, key }).first<StoredResponse | undefined>('request_hash', 'status', 'response_body', 'created_at')) ??
    null
  );
}

export async function storeResponse(db: Db, userId: number, key: string, status: number, body: string): Promise<void> {
  await db('idempotency_keys').where({ user_id: userId, key }).update({ status, response_body: body });
}

export async function releaseKey(db: Db, userId: number, key: string): Promise<void> {
  await db('idempotency_keys').where({ user_id: userId, key }).delete();
}

/** Releases the claim made at `createdAt`, and not a newer claim of the same key. */
export async function releaseClaim(db: Db, userId: number, key: string, createdAt: string): Promise<void> {
  await db('idempotency_keys').where({ user_id: userId, key, created_at: createdAt }).delete();
}

/** Forgets keys older than the replay window. */
export async function purgeKeysBefore(db: Db, beforeIso: string): Promise<number> {
  return db('idempotency_keys').where('created_at', '<', beforeIso).delete();
}
