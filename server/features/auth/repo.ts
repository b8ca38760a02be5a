import type { Db } from '../../db';
import { toUserRow } from '../users/repo';
import type { RawUserRow, UserRow } from '../users/repo';

export async function insertSession(
  db: Db,
  session: { user_id: number; token_hash: string; created_at: string; expires_at: string },
): Promise<void> {
  await db('sessions').insert(session);
}

/** The user behind a live session token hash, or null when unknown, expired or revoked. */
export async function findUserBySessionHash(db: Db, tokenHash: string, nowIso: string): Promise<UserRow | null> {
  const raw = await db('sessions')
    .join('users', 'users.id', 'sessions.user_id')
    .where('sessions.token_hash', tokenHash)
    .whereNull('sessions.revoked_at')
    .where('sessions.expires_at', '>', nowIso)
    .first<RawUserRow | undefined>('users.*');
  return raw ? toUserRow(raw) : null;
}

export async function revokeSession(db: Db, tokenHash: string, nowIso: string): Promise<void> {
  await db('sessions').where({ token_hash: tokenHash }).whereNull('revoked_at').update({ revoked_at: nowIso });
}

export async function revokeAllSessions(db: Db, userId: number, nowIso: string): Promise<void> {
  await db('sessions').where({ user_id: userId }).whereNull('revoked_at').update({ revoked_at: nowIso });
}

export async function insertPasswordReset(
  db: Db,
  reset: { user_id: number; token_hash: string; created_at: string; expires_at: string },
): Promise<void> {
  await db('password_resets').insert(reset);
}

/**
 * Marks a reset token used if it is still unused and unexpired, and returns its user id.
 * The conditional update makes the token single-use even under concurrent requests.
 */
export async function consumePasswordReset(db: Db, tokenHash: string, nowIso: string): Promise<number | null> {
  const row = await db('password_resets')
    .where({ token_hash: tokenHash })
    .whereNull('used_at')
    .where('expires_at', '>', nowIso)
    .first<{ id: number; user_id: number } | undefined>('id', 'user_id');
  if (!row) {
    return null;
  }
  const updated = await db('password_resets').where({ id: row.id }).whereNull('used_at').update({ used_at: nowIso });
  return updated === 1 ? row.user_id : null;
}
