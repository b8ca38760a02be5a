import { randomBytes } from 'node:crypto';
import type { Db } from '../../db';

/** The server's calendar secrets. */
export interface CalendarKeys {
  /** Encrypts refresh and access tokens at rest (AES-256-GCM). */
  tokenKey: Buffer;
  /** Derives each (member, event)'s Google event id, so a retried or repeated insert is the same event. */
  eventIdKey: Buffer;
}

declare module '../../deps' {
  interface AppDeps {
    /**
     * Calendar secrets and the sync worker's kick. Left out by callers that never touch calendars;
     * the Google routes then answer 503 and no sync is queued.
     */
    calendar?: { keys: CalendarKeys; kick(): void };
  }
}

async function keptSecret(db: Db, key: string): Promise<Buffer> {
  const read = () => db('app_settings').where({ key }).first<{ value: string } | undefined>('value');
  const stored = await read();
  if (stored) {
    return Buffer.from(stored.value, 'base64');
  }
  await db('app_settings').insert({ key, value: randomBytes(32).toString('base64') }).onConflict('key').ignore();
  // Another instance may have won the insert: use whatever is stored.
  const kept = await read();
  if (!kept) {
    throw new Error(`Could not keep the ${key} secret`);
  }
  return Buffer.from(kept.value, 'base64');
}

/**
 * The token key from TOKEN_ENCRYPTION_KEY when set, else generated on first start and kept in the
 * database like the VAPID keys (set the variable to keep it out of the database and its backups).
 * The event-id key is always kept in the database: changing it would make every synced event new.
 */
export async function ensureCalendarKeys(db: Db, configuredTokenKey: Buffer | null): Promise<CalendarKeys> {
  return {
    tokenKey: configuredTokenKey ?? (await keptSecret(db, 'token_encryption_key')),
    eventIdKey: await keptSecret(db, 'calendar_event_id_key'),
  };
}
