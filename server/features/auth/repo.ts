import type { Db } from '../../db';
import { toUserRow, userColumns } from '../../users/repo';
import type { RawUserRow, UserRow } from '../../users/repo';

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
    .first<RawUserRow | undefined>(userColumns(db));
  return raw ? toUserRow(raw) : null;
}

export async function revokeSession(db: Db, tokenHash: string, nowIso: string): Promise<void> {
  await db('sessions').where({ token_hash: tokenHash }).whereNull('revoked_at').update({ revoked_at: nowIso });
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

export async function insertEmailVerification(
  db: Db,
  row: { user_id: number; email: string; token_hash: string; created_at: string; expires_at: string },
): Promise<void> {
  await db('email_verifications').insert(row);
}

/**
 * Uses a confirmation token once: marks it used if it is unused and unexpired, and returns whose
 * address it proves. The conditional update keeps it single-use under concurrent requests.
 */
export async function consumeEmailVerification(db: Db, tokenHash: string, nowIso: string): Promise<{ userId: number; email: string } | null> {
  const row = await db('email_verifications')
    .where({ token_hash: tokenHash })
    .whereNull('used_at')
    .where('expires_at', '>', nowIso)
    .first<{ id: number; user_id: number; email: string } | undefined>('id', 'user_id', 'email');
  if (!row) {
    return null;
  }
  const updated = await db('email_verifications').where({ id: row.id }).whereNull('used_at').update({ used_at: nowIso });
  return updated === 1 ? { userId: row.user_id, email: row.email } : null;
}

/** When the session behind a token hash began (for "signed in within the last minutes" checks), or null. */
export async function findSessionStart(db: Db, tokenHash: string): Promise<string | null> {
  const row = await db('sessions').where({ token_hash: tokenHash }).first<{ created_at: string } | undefined>('created_at');
  return row?.created_at ?? null;
}
