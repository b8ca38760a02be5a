import type { Db } from '../../db';

export interface GoogleIdentityRow {
  user_id: number;
  sub: string;
  email: string;
}

export async function findIdentityBySub(db: Db, sub: string): Promise<GoogleIdentityRow | null> {
  const row = await db('google_identities').where({ sub }).first<GoogleIdentityRow | undefined>('user_id', 'sub', 'email');
  return row ?? null;
}

export async function findIdentityOfUser(db: Db, userId: number): Promise<GoogleIdentityRow | null> {
  const row = await db('google_identities').where({ user_id: userId }).first<GoogleIdentityRow | undefined>('user_id', 'sub', 'email');
  return row ?? null;
}

export async function insertIdentity(db: Db, row: GoogleIdentityRow & { created_at: string }): Promise<void> {
  await db('google_identities').insert(row);
}
