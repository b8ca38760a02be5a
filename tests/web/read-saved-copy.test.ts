import { describe, expect, it } from 'vitest';
import { localDb, LOCAL_DB_NAME } from '../../web/lib/local-store/local-db';
import { readSavedCopy } from '../../web/lib/local-store/read-saved-copy';
import type { OutboxRow } from '../../web/lib/outbox/core/outbox-types';

const person = { id: 1, username: 'priya', full_name: null };

function row(id: string, userId: number, seq: number): OutboxRow {
  return {
    id,
    userId,
    seq,
    kind: 'rsvp',
    resourceKey: 'event:12',
    request: { method: 'POST', path: '/events/12/rsvp', body: { status: 'going' } },
    idempotencyKey: `key-${id}`,
    attempts: 0,
    nextAttemptAt: 0,
    status: 'pending',
    lastError: null,
    createdAt: seq,
    label: 'Your RSVP',
    change: { kind: 'rsvp', eventId: 12, status: 'going', person },
  };
}

async function databaseNames(): Promise<string[]> {
  return (await indexedDB.databases()).map((database) => database.name ?? '');
}

describe('reading the offline copy without Dexie', () => {
  it("reads the token's member, their saved queries and their outbox rows in order, as Dexie wrote them", async () => {
    const db = localDb();
    await db.session.put({ key: 'current', token: 'tok-1', userId: 1, pausedAt: null });
    const cache = { userId: 1, savedAt: 5, buster: 'b', lastSyncedAt: 4, queries: [] };
    await db.queryCache.bulkPut([cache, { ...cache, userId: 2 }]);
    await db.outbox.bulkPut([row('b', 1, 2), row('other', 2, 1), row('a', 1, 1)]);
    db.close();

    const saved = await readSavedCopy('tok-1');
    expect(saved).toMatchObject({ session: { userId: 1, token: 'tok-1' }, queryCache: cache });
    expect(saved !== 'none' && saved !== 'unreadable' ? saved.outbox.map((r) => r.id) : saved).toEqual(['a', 'b']);
  });

  it("gives nothing for another member's token, and leaves the database usable by Dexie", async () => {
    await localDb().session.put({ key: 'current', token: 'tok-1', userId: 1, pausedAt: null });
    expect(await readSavedCopy('tok-2')).toBe('none');
    expect(await localDb().session.get('current')).toMatchObject({ userId: 1 });
  });

  it('gives nothing, and makes no database, when none was ever made', async () => {
    localDb().close();
    await new Promise<void>((resolve) => {
      const request = indexedDB.deleteDatabase(LOCAL_DB_NAME);
      request.onsuccess = () => resolve();
    });
    expect(await readSavedCopy('tok-1')).toBe('none');
    expect(await databaseNames()).not.toContain(LOCAL_DB_NAME);
  });
});
