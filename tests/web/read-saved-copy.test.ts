import { Dexie } from 'dexie';
import { describe, expect, it } from 'vitest';
import { localDb, LOCAL_DB_NAME } from '../../web/lib/local-store/local-db';
import { readSavedCopy } from '../../web/lib/local-store/read-saved-copy';
import { readStoredCopy } from '../../web/lib/local-store/saved-copy-rows';
import type { OutboxRow } from '../../web/lib/outbox/core/outbox-types';
import { putSavedCopy } from './support/saved-copy';

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
    const query = (id: number) => ({ queryHash: `["events","detail",${id}]`, queryKey: ['events', 'detail', id], state: { data: { id }, dataUpdatedAt: 3, status: 'success' } });
    await putSavedCopy({ userId: 1, lastSyncedAt: 4, savedAt: 5, buster: 'b', queries: [query(12), query(13)] });
    await putSavedCopy({ userId: 2, lastSyncedAt: 4, savedAt: 5, buster: 'b', queries: [query(14)] });
    await db.outbox.bulkPut([row('b', 1, 2), row('other', 2, 1), row('a', 1, 1)]);
    db.close();

    const saved = await readSavedCopy('tok-1');
    const mine = [query(12), query(13)].map((saved) => ({ ...saved, userId: 1, savedAt: 5, buster: 'b' }));
    expect(saved).toMatchObject({ session: { userId: 1, token: 'tok-1' }, queryCache: { userId: 1, lastSyncedAt: 4, queries: mine } });
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

  it("reads a database of the older layout (one row per member) through Dexie, which moves it into a row per query", async () => {
    // The tables as builds before the rows per query made them (Dexie versions 1 and 2).
    const older = new Dexie(LOCAL_DB_NAME);
    older.version(1).stores({ session: 'key', queryCache: 'userId', outbox: 'id, userId, [userId+seq], resourceKey' });
    older.version(2).stores({ sending: 'rowId' });
    const query = { queryHash: '["events","detail",12]', queryKey: ['events', 'detail', 12], state: { data: { id: 12 }, dataUpdatedAt: 3, status: 'success' } };
    await older.table('session').put({ key: 'current', token: 'tok-1', userId: 1, pausedAt: null });
    await older.table('queryCache').put({ userId: 1, savedAt: 5, buster: 'b', lastSyncedAt: 4, queries: [query] });
    older.close();

    expect(await readSavedCopy('tok-1')).toBe('unreadable');
    expect(await readStoredCopy(localDb(), 1)).toEqual({ userId: 1, lastSyncedAt: 4, queries: [{ ...query, userId: 1, savedAt: 5, buster: 'b' }] });
    expect(localDb().tables.map((table) => table.name)).not.toContain('queryCache');
  });
});
