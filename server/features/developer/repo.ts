import type { TokenAccess } from '@contracts/developer/schemas';
import { dbClientName } from '../../db';
import type { Db } from '../../db';
import { toUserRow } from '../../users/repo';
import type { RawUserRow, UserRow } from '../../users/repo';

export interface ApiTokenRow {
  id: number;
  user_id: number;
  name: string;
  token_prefix: string;
  access: TokenAccess;
  created_at: string;
  last_used_at: string | null;
  expires_at: string | null;
  deactivated_at: string | null;
  deleted_at: string | null;
}

const TOKEN_COLUMNS = ['id', 'user_id', 'name', 'token_prefix', 'access', 'created_at', 'last_used_at', 'expires_at', 'deactivated_at', 'deleted_at'] as const;

export interface NewTokenRow {
  user_id: number;
  name: string;
  token_hash: string;
  token_prefix: string;
  access: TokenAccess;
  created_at: string;
  expires_at: string | null;
}

/** Inserts a token unless the member already holds `max` (deleted ones aside); null when they do. */
export async function insertToken(db: Db, row: NewTokenRow, max: number): Promise<ApiTokenRow | null> {
  return db.transaction(async (trx) => {
    // Two concurrent creations must not both pass the count: PostgreSQL locks the member's row;
    // SQLite runs one write transaction at a time anyway.
    if (dbClientName(db) === 'postgres') {
      await trx('users').where({ id: row.user_id }).forUpdate().first('id');
    }
    const held = await trx('api_tokens').where({ user_id: row.user_id }).whereNull('deleted_at').count<{ n: number | string }[]>({ n: '*' });
    if (Number(held[0]?.n ?? 0) >= max) {
      return null;
    }
    const [inserted] = await trx('api_tokens').insert(row).returning<{ id: number }[]>('id');
    return inserted ? ((await trx('api_tokens').where({ id: inserted.id }).first<ApiTokenRow>(TOKEN_COLUMNS)) ?? null) : null;
  });
}

/** The member's tokens, newest first, deleted ones left out (at most `max` exist). */
export async function listTokens(db: Db, userId: number): Promise<ApiTokenRow[]> {
  return db('api_tokens').where({ user_id: userId }).whereNull('deleted_at').orderBy('id', 'desc').select<ApiTokenRow[]>(TOKEN_COLUMNS);
}

/** A token by id, unless deleted. */
export async function findToken(db: Db, id: number): Promise<ApiTokenRow | null> {
  const row = await db('api_tokens').where({ id }).whereNull('deleted_at').first<ApiTokenRow | undefined>(TOKEN_COLUMNS);
  return row ?? null;
}

/** Deactivates a token once: a second call keeps the first time. */
export async function deactivateToken(db: Db, id: number, nowIso: string): Promise<void> {
  await db('api_tokens').where({ id }).whereNull('deactivated_at').update({ deactivated_at: nowIso });
}

export async function deleteToken(db: Db, id: number, nowIso: string): Promise<void> {
  await db('api_tokens').where({ id }).whereNull('deleted_at').update({ deleted_at: nowIso });
}

/** A token by its hash with its member, in one indexed lookup: the whole database cost of a token request. */
export async function findTokenWithUser(db: Db, tokenHash: string): Promise<{ token: ApiTokenRow; user: UserRow } | null> {
  const row = await db('api_tokens')
    .join('users', 'users.id', 'api_tokens.user_id')
    .where('api_tokens.token_hash', tokenHash)
    .first<(RawUserRow & Record<`t_${(typeof TOKEN_COLUMNS)[number]}`, unknown>) | undefined>([
      'users.*',
      ...TOKEN_COLUMNS.map((column) => `api_tokens.${column} as t_${column}`),
    ]);
  if (!row) {
    return null;
  }
  const token = Object.fromEntries(TOKEN_COLUMNS.map((column) => [column, row[`t_${column}`]])) as unknown as ApiTokenRow;
  const userFields = Object.fromEntries(Object.entries(row).filter(([key]) => !key.startsWith('t_'))) as unknown as RawUserRow;
  return { token, user: toUserRow(userFields) };
}

/**
 * Records a use unless the last one recorded is newer than `cutoffIso` (a minute ago): at most one
 * write a minute per token, whatever the number of requests or instances, because the database
 * checks the condition in the same statement.
 */
export async function touchLastUsed(db: Db, id: number, nowIso: string, cutoffIso: string): Promise<void> {
  await db('api_tokens')
    .where({ id })
    .andWhere((q) => {
      void q.whereNull('last_used_at').orWhere('last_used_at', '<=', cutoffIso);
    })
    .update({ last_used_at: nowIso });
}
