import type { Db } from '../../db';

export type ConnectionStatus = 'active' | 'needs_reconnect';

export interface ConnectionRow {
  user_id: number;
  refresh_token_enc: string;
  access_token_enc: string | null;
  access_token_expires_at: string | null;
  scopes: string;
  status: ConnectionStatus;
  calendar_id: string | null;
  calendar_name: string | null;
  connected_at: string;
  last_error: string | null;
}

export async function findConnection(db: Db, userId: number): Promise<ConnectionRow | null> {
  const row = await db('calendar_connections').where({ user_id: userId }).first<ConnectionRow | undefined>();
  return row ?? null;
}

/** A new grant replaces the old one whole: a reconnect starts from the calendar Google says is primary. */
export async function saveConnection(db: Db, row: ConnectionRow): Promise<void> {
  await db('calendar_connections').insert(row).onConflict('user_id').merge();
}

export async function updateConnection(
  db: Db,
  userId: number,
  changes: Partial<Pick<ConnectionRow, 'access_token_enc' | 'access_token_expires_at' | 'refresh_token_enc' | 'calendar_id' | 'calendar_name'>>,
): Promise<void> {
  await db('calendar_connections').where({ user_id: userId }).update(changes);
}

/** Google refused the grant: no call is made for this member until they connect again. */
export async function markNeedsReconnect(db: Db, userId: number, error: string): Promise<void> {
  await db('calendar_connections')
    .where({ user_id: userId, status: 'active' })
    .update({ status: 'needs_reconnect', last_error: error.slice(0, 500), access_token_enc: null, access_token_expires_at: null });
}

export async function deleteConnection(db: Db, userId: number): Promise<void> {
  await db('calendar_connections').where({ user_id: userId }).delete();
}
