import type { Db } from '../db';

export interface UserRow {
  id: number;
  uuid: string;
  email: string;
  username: string;
  full_name: string | null;
  password_hash: string | null;
  is_admin: boolean;
  is_pro: boolean;
  is_active: boolean;
  google_calendar_global_auto_sync: boolean;
  /** Reminders before events they are going to (events/reminders/). */
  remind_day_before: boolean;
  remind_hour_before: boolean;
  remind_by_email: boolean;
  created_at: string;
  last_login_at: string | null;
  /** The last sign-in or signed-in request (written at most every 5 minutes: see auth/last-seen.ts). */
  last_seen_at: string | null;
  /** When the member proved they receive mail at `email`; null until then. */
  email_verified_at: string | null;
  /** Whether a Google account signs in to it (read where the account is loaded for its owner). */
  google_linked?: boolean;
}

type Flag = boolean | number;

export type RawUserRow = Omit<UserRow, 'is_admin' | 'is_pro' | 'is_active' | 'google_calendar_global_auto_sync' | 'google_linked' | 'remind_day_before' | 'remind_hour_before' | 'remind_by_email'> & {
  remind_day_before: Flag;
  remind_hour_before: Flag;
  remind_by_email: Flag;
  google_linked?: boolean | number;
  is_admin: boolean | number;
  is_pro: boolean | number;
  is_active: boolean | number;
  google_calendar_global_auto_sync: boolean | number;
};

/** SQLite answers booleans as 0/1, PostgreSQL as true/false: rows leave the repo as booleans. */
export function toUserRow(raw: RawUserRow): UserRow {
  const { google_linked: linked, ...fields } = raw;
  return {
    ...fields,
    is_admin: Boolean(raw.is_admin),
    is_pro: Boolean(raw.is_pro),
    is_active: Boolean(raw.is_active),
    google_calendar_global_auto_sync: Boolean(raw.google_calendar_global_auto_sync),
    remind_day_before: Boolean(raw.remind_day_before),
    remind_hour_before: Boolean(raw.remind_hour_before),
    remind_by_email: Boolean(raw.remind_by_email),
    ...(linked === undefined ? {} : { google_linked: Boolean(linked) }),
  };
}

/** users.* and whether a Google account is linked, for a query on `users`. */
export const userColumns = (db: Db) => ['users.*', db.raw('exists(select 1 from google_identities g where g.user_id = users.id) as google_linked')];

export type NewUser = Pick<UserRow, 'uuid' | 'email' | 'username' | 'full_name' | 'password_hash' | 'is_admin' | 'created_at'> &
  Partial<Pick<UserRow, 'email_verified_at'>>;

export async function findUserById(db: Db, id: number): Promise<UserRow | null> {
  const raw = await db('users').where({ id }).first<RawUserRow | undefined>(userColumns(db));
  return raw ? toUserRow(raw) : null;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const raw = await db('users').where({ email }).first<RawUserRow | undefined>(userColumns(db));
  return raw ? toUserRow(raw) : null;
}

/** Usernames equal to `base` or starting with it, to pick the next free suffix in one query. */
export async function usernamesStartingWith(db: Db, base: string): Promise<string[]> {
  const rows = await db('users').select<{ username: string }[]>('username').where('username', 'like', `${base}%`);
  return rows.map((row) => row.username);
}

export async function insertUser(db: Db, user: NewUser): Promise<UserRow> {
  const [row] = await db('users').insert(user).returning<{ id: number }[]>('id');
  const created = row ? await findUserById(db, row.id) : null;
  if (!created) {
    throw new Error('User insert returned no row');
  }
  return created;
}

/** A sign-in is also the moment the member was last seen. */
export async function markSignedIn(db: Db, id: number, nowIso: string): Promise<void> {
  await db('users').where({ id }).update({ last_login_at: nowIso, last_seen_at: nowIso });
}

/**
 * Notes that the member was seen at `nowIso`, unless that was noted after `staleBeforeIso` already
 * (by another request or another instance). Answers whether a row changed.
 */
export async function markSeen(db: Db, id: number, nowIso: string, staleBeforeIso: string): Promise<boolean> {
  const changed = await db('users')
    .where({ id })
    .andWhere((q) => {
      void q.whereNull('last_seen_at').orWhere('last_seen_at', '<', staleBeforeIso);
    })
    .update({ last_seen_at: nowIso });
  return changed > 0;
}

export async function updateUser(
  db: Db,
  id: number,
  changes: Partial<Pick<UserRow, 'password_hash' | 'last_login_at' | 'google_calendar_global_auto_sync' | 'is_admin' | 'email_verified_at' | 'full_name' | 'remind_day_before' | 'remind_hour_before' | 'remind_by_email'>>,
): Promise<void> {
  await db('users').where({ id }).update(changes);
}
