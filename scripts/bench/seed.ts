import { randomUUID } from 'node:crypto';
import type { Db } from '../../server/db';
import { newOpaqueToken } from '../../server/features/auth/secrets';

const BATCH = 500;

export async function insertInBatches(db: Db, table: string, rows: Record<string, unknown>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) {
    await db(table).insert(rows.slice(i, i + BATCH));
  }
}

/** Inserts `count` users directly (no password hashing: benchmarks sign in through sessions). */
export async function seedUsers(db: Db, count: number, prefix: string): Promise<number[]> {
  const now = new Date().toISOString();
  const rows = Array.from({ length: count }, (_, i) => ({
    uuid: randomUUID(),
    email: `${prefix}${i}@bench.example`,
    username: `${prefix}${i}`,
    full_name: `Bench ${prefix} ${i}`,
    password_hash: null,
    created_at: now,
  }));
  await insertInBatches(db, 'users', rows);
  const inserted = await db('users').where('username', 'like', `${prefix}%`).orderBy('id').select<{ id: number }[]>('id');
  return inserted.map((row) => row.id);
}

export async function sessionFor(db: Db, userId: number): Promise<string> {
  const token = newOpaqueToken();
  await db('sessions').insert({
    user_id: userId,
    token_hash: token.hash,
    created_at: new Date().toISOString(),
    expires_at: new Date(Date.now() + 86_400_000).toISOString(),
  });
  return token.raw;
}
