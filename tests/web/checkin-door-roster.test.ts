import { Dexie } from 'dexie';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RosterEntry } from '@contracts/checkin/schemas';
import { scanSquare } from '../../web/features/checkin/door/camera';
import { entriesWithPending, doorCounts } from '../../web/features/checkin/door/door-view';
import { matchNames } from '../../web/features/checkin/door/name-match';
import { createQrDetector } from '../../web/features/checkin/door/qr-detector';
import { endDeviceSession, writeDeviceSession } from '../../web/lib/local-store/device-session';
import type { DoorAnswerRow, DoorRosterRow } from '../../web/lib/local-store/door-roster-row';
import { deleteDoorRoster, deleteEndedDoorRosters, putDoorRoster, readDoorAnswers, rosterKeptUntil } from '../../web/lib/local-store/door-rosters';
import { readStoredDoorRoster } from '../../web/lib/local-store/read-stored-door-roster';
import { rosterWithAnswers } from '../../web/lib/local-store/roster-with-answers';
import { deleteUserData, localDb, resetLocalDb } from '../../web/lib/local-store/local-db';
import { LOCAL_DB_NAME } from '../../web/lib/local-store/local-db-name';
import { drainOutbox } from '../../web/lib/outbox/core/drain';
import { queueWrite } from '../../web/lib/outbox/queue-write';
import { checkInWrite } from '../../web/lib/outbox/writes';
import { fakeApi } from './support/fake-api';
import { DOOR_EVENT, codeOf, fakeDoorServer, member, sentActions } from './support/fake-door-api';
import { qrFrame } from './support/qr-image';
import { storedDoorRoster } from './support/stored-door-roster';

const HOUR = 60 * 60_000;

function rosterRow(entries: RosterEntry[], userId = 1, event = DOOR_EVENT, fetchedAt = 0): DoorRosterRow {
  return { userId, eventId: event.id, event, entries, counts: doorCounts(entries), fetchedAt, keptUntil: rosterKeptUntil(event) };
}

function answerRow(key: string, entry: RosterEntry | null, storedAt: number, userId = 1): DoorAnswerRow {
  return { userId, eventId: DOOR_EVENT.id, key, entry, counts: entry ? doorCounts([entry]) : null, storedAt };
}

beforeEach(async () => {
  await writeDeviceSession(localDb(), 'tok', 1);
});

describe('the door roster on the device', () => {
  it('is deleted with the member’s data when they sign out', async () => {
    await localDb().doorRosters.bulkPut([rosterRow([await member(2, 'Ada', 'a')]), rosterRow([], 9)]);
    await localDb().doorAnswers.bulkPut([answerRow('m2', null, 1), answerRow('m2', null, 1, 9)]);
    await deleteUserData(localDb(), 1);
    expect(await localDb().doorRosters.get([1, 7])).toBeUndefined();
    expect(await localDb().doorRosters.get([9, 7])).toBeDefined();
    expect(await readDoorAnswers(localDb(), 1, 7)).toEqual([]);
    expect(await readDoorAnswers(localDb(), 9, 7)).toHaveLength(1);
  });

  it('is deleted a day after its event ends', async () => {
    await localDb().doorRosters.put(rosterRow([]));
    await localDb().doorAnswers.put(answerRow('m2', null, 1));
    const end = Date.parse(DOOR_EVENT.end_datetime);
    expect(await deleteEndedDoorRosters(localDb(), end + 23 * HOUR)).toBe(0);
    expect(await localDb().doorAnswers.count()).toBe(1);
    expect(await deleteEndedDoorRosters(localDb(), end + 25 * HOUR)).toBe(1);
    expect(await localDb().doorRosters.count()).toBe(0);
    expect(await localDb().doorAnswers.count()).toBe(0);
  });

  it('kept by an earlier version of the app, still leaves a day after its event ends', async () => {
    await resetLocalDb();
    // The tables as the versions before the rosters' expiry index made them (Dexie versions 1 to 6).
    const older = new Dexie(LOCAL_DB_NAME);
    older.version(1).stores({ session: 'key', queryCache: 'userId', outbox: 'id, userId, [userId+seq], resourceKey' });
    older.version(2).stores({ sending: 'rowId' });
    older.version(3).stores({ savedCopy: 'userId', savedQueries: '[userId+queryHash], userId' });
    older.version(4).stores({ queryCache: null });
    older.version(5).stores({ doorRosters: '[userId+eventId], userId' });
    older.version(6).stores({ doorAnswers: '[userId+eventId+key], [userId+eventId], userId' });
    const { keptUntil: _, ...withoutExpiry } = rosterRow([]);
    await older.table('doorRosters').put(withoutExpiry);
    older.close();

    const end = Date.parse(DOOR_EVENT.end_datetime);
    expect(await deleteEndedDoorRosters(localDb(), end + 23 * HOUR)).toBe(0);
    expect(await deleteEndedDoorRosters(localDb(), end + 25 * HOUR)).toBe(1);
    expect(await localDb().doorRosters.count()).toBe(0);
  });

  it('is deleted with its answers when door mode closes', async () => {
    await localDb().doorRosters.put(rosterRow([]));
    await localDb().doorAnswers.put(answerRow('m2', null, 1));
    await deleteDoorRoster(localDb(), 1, 7);
    expect(await localDb().doorRosters.count()).toBe(0);
    expect(await localDb().doorAnswers.count()).toBe(0);
  });

  it('read from the server, shows the answers stored since its read began; those before it go with the next read', async () => {
    const ada = await member(2, 'Ada', 'a');
    const bob = await member(3, 'Bob', 'b');
    const shown = rosterRow([ada], 1, DOOR_EVENT, 0);
    await localDb().doorRosters.put(shown);
    await localDb().doorAnswers.bulkPut([answerRow('m2', null, 100), answerRow('m3', bob, 300)]);
    const withAnswers = rosterWithAnswers(shown, await readDoorAnswers(localDb(), 1, 7));
    await putDoorRoster(localDb(), rosterRow([ada], 1, DOOR_EVENT, 200));
    expect((await storedDoorRoster(1, 7))?.entries.map((entry) => entry.key)).toEqual(['m2', 'm3']);
    // A screen still showing the roster before reads the same as it did a moment ago: no flicker back to before the check-ins.
    expect(rosterWithAnswers(shown, await readDoorAnswers(localDb(), 1, 7))).toEqual(withAnswers);
    await putDoorRoster(localDb(), rosterRow([ada, bob], 1, DOOR_EVENT, 400));
    expect((await readDoorAnswers(localDb(), 1, 7)).map((answer) => answer.key)).toEqual(['m3']);
  });

  it('takes the server’s answer to a check-in sent by the drain (the service worker’s too): another door’s earlier one stands', async () => {
    await localDb().doorRosters.put(rosterRow([await member(2, 'Ada', 'a')]));
    const at = '2026-12-05T19:05:00.000Z';
    const row = await queueWrite(
      checkInWrite({ event: DOOR_EVENT, userId: 1 }, { user_id: 2 }, { type: 'check_in', key: 'm2', name: 'Ada', guests: 0, at, door: 'Door 1', byTicket: false }),
    );
    const server = fakeDoorServer([await member(2, 'Ada', 'a')]);
    server.checkInElsewhere('m2', { at: '2026-12-05T19:02:00.000Z', door: 'Door 2' });
    const calls = fakeApi(server.routes);
    const report = await drainOutbox({ db: localDb(), fetch, now: Date.now, random: () => 0.5, apiBase: '/api' }, { force: true });
    expect(report.sent).toHaveLength(1);
    expect(calls).toHaveLength(1);
    expect(sentActions(calls)).toEqual([{ type: 'check_in', id: row.idempotencyKey, body: { user_id: 2, at, door: 'Door 1' } }]);
    const stored = await storedDoorRoster(1, 7);
    expect(stored?.entries[0]?.check_in).toEqual({ at: '2026-12-05T19:02:00.000Z', door: 'Door 2' });
    expect(stored?.counts.checked_in).toBe(1);
    expect(await localDb().outbox.count()).toBe(0);
  });

  it('keeps no answer once door mode was closed on this device', async () => {
    await queueWrite(
      checkInWrite({ event: DOOR_EVENT, userId: 1 }, { user_id: 2 }, { type: 'check_in', key: 'm2', name: 'Ada', guests: 0, at: '2026-12-05T19:05:00.000Z', door: 'Door 1', byTicket: false }),
    );
    const server = fakeDoorServer([await member(2, 'Ada', 'a')]);
    fakeApi(server.routes);
    await drainOutbox({ db: localDb(), fetch, now: Date.now, random: () => 0.5, apiBase: '/api' }, { force: true });
    expect(server.entry('m2')?.check_in).toEqual({ at: '2026-12-05T19:05:00.000Z', door: 'Door 1' });
    expect(await localDb().outbox.count()).toBe(0);
    expect(await localDb().doorAnswers.count()).toBe(0);
  });
});

describe('door mode’s first read, without Dexie', () => {
  it('gives this member’s roster of the event and the answers kept beside it, as Dexie wrote them, and leaves the database to Dexie', async () => {
    const ada = await member(2, 'Ada', 'a');
    await localDb().doorRosters.bulkPut([rosterRow([ada]), rosterRow([], 9), rosterRow([], 1, { ...DOOR_EVENT, id: 8 })]);
    await localDb().doorAnswers.bulkPut([answerRow('m2', null, 1), answerRow('m3', null, 2), answerRow('m2', null, 1, 9)]);

    const found = await readStoredDoorRoster(1, DOOR_EVENT.id);
    expect(found).toEqual({ roster: rosterRow([ada]), answers: [answerRow('m2', null, 1), answerRow('m3', null, 2)] });
    expect(await localDb().doorRosters.count()).toBe(3);
  });

  it('gives no roster for an event never opened here, and none for a database that was never made', async () => {
    expect(await readStoredDoorRoster(1, DOOR_EVENT.id)).toEqual({ roster: undefined, answers: [] });
    await resetLocalDb();
    await new Promise<void>((resolve) => {
      const request = indexedDB.deleteDatabase(LOCAL_DB_NAME);
      request.onsuccess = () => resolve();
    });
    expect(await readStoredDoorRoster(1, DOOR_EVENT.id)).toBe('unreadable');
    expect((await indexedDB.databases()).map((database) => database.name)).not.toContain(LOCAL_DB_NAME);
  });

  it('leaves a database from before the answers were kept to Dexie, which upgrades it', async () => {
    await resetLocalDb();
    const older = new Dexie(LOCAL_DB_NAME);
    older.version(1).stores({ session: 'key', queryCache: 'userId', outbox: 'id, userId, [userId+seq], resourceKey' });
    older.version(5).stores({ doorRosters: '[userId+eventId], userId' });
    const { keptUntil: _, ...withoutExpiry } = rosterRow([]);
    await older.table('doorRosters').put(withoutExpiry);
    older.close();

    expect(await readStoredDoorRoster(1, DOOR_EVENT.id)).toBe('unreadable');
    expect(await readDoorAnswers(localDb(), 1, DOOR_EVENT.id)).toEqual([]);
  });
});

describe('the roster with the answers kept beside it', () => {
  it('shows each answer over the roster’s entries, the later over the earlier, with the latest counts', async () => {
    const ada = await member(2, 'Ada', 'a');
    const bob = await member(3, 'Bob', 'b');
    const roster = rosterRow([ada, bob], 1, DOOR_EVENT, 100);
    const adaElsewhere = { ...ada, check_in: { at: '2026-12-05T19:02:00.000Z', door: 'Door 2' } };
    const walkIn: RosterEntry = { key: 'w1', kind: 'walk_in', user_id: null, name: 'Grace', guests: 0, ticket: null, going: false, check_in: { at: '2026-12-05T19:03:00.000Z', door: 'Door 1' } };
    const bobIn = { ...bob, check_in: { at: '2026-12-05T19:04:00.000Z', door: 'Door 1' } };
    const latestCounts = doorCounts([adaElsewhere, bob]);
    const view = rosterWithAnswers(roster, [
      { ...answerRow('m2', adaElsewhere, 300), counts: latestCounts },
      answerRow('m3', bobIn, 150),
      answerRow('m3', bob, 200),
      answerRow('w1', walkIn, 120),
    ]);
    expect(view.entries.map((entry) => entry.key)).toEqual(['m2', 'm3', 'w1']);
    expect(view.entries[0]?.check_in?.door).toBe('Door 2');
    expect(view.entries[1]?.check_in).toBeNull();
    expect(view.counts).toEqual(latestCounts);
    // A walk-in undone (answered with no entry) is gone.
    expect(rosterWithAnswers(roster, [answerRow('w1', walkIn, 120), answerRow('w1', null, 130)]).entries.map((entry) => entry.key)).toEqual(['m2', 'm3']);
  });

  it('drops the answers stored before a newer roster’s read began: it has them', async () => {
    const ada = await member(2, 'Ada', 'a');
    const roster = rosterRow([ada], 1, DOOR_EVENT, 500);
    const stale = answerRow('m2', { ...ada, check_in: { at: '2026-12-05T19:02:00.000Z', door: 'Door 2' } }, 400);
    expect(rosterWithAnswers(roster, [stale])).toBe(roster);
    expect(rosterWithAnswers(roster, [{ ...stale, storedAt: 500 }]).entries[0]?.check_in?.door).toBe('Door 2');
  });
});

describe('the door’s local view', () => {
  it('shows pending check-ins on top of the server’s, the earlier standing, and undoes only the one named', async () => {
    const ada = { ...(await member(2, 'Ada', 'a')), check_in: { at: '2026-12-05T19:00:00.000Z', door: 'Door 2' } };
    const bob = await member(3, 'Bob', 'b');
    const view = entriesWithPending(
      [ada, bob],
      [
        { type: 'check_in', key: 'm2', name: 'Ada', guests: 0, at: '2026-12-05T19:05:00.000Z', door: 'Door 1', byTicket: true },
        { type: 'undo', key: 'm2', name: 'Ada', at: '2026-12-05T19:05:00.000Z' },
        { type: 'check_in', key: 'm3', name: 'Bob', guests: 0, at: '2026-12-05T19:06:00.000Z', door: 'Door 1', byTicket: false },
        { type: 'walk_in', key: 'w0b6f3c1e-3d2a-4d6e-9b1a-2f4c5d6e7f80', name: 'Grace', at: '2026-12-05T19:07:00.000Z', door: 'Door 1' },
      ],
    );
    expect(view.find((entry) => entry.key === 'm2')?.check_in?.door).toBe('Door 2');
    expect(view.find((entry) => entry.key === 'm3')?.check_in?.at).toBe('2026-12-05T19:06:00.000Z');
    expect(doorCounts(view)).toEqual({ going: 2, checked_in: 2, going_not_checked_in: 0, walk_ins: 1, guests_checked_in: 0 });
  });

  it('finds names without accents or case', async () => {
    const entries = [await member(2, 'Zoë Ångström', null), await member(3, 'Zoe Bright', null), await member(4, 'Bob', null)];
    expect(matchNames(entries, 'ZOE').map((entry) => entry.name)).toEqual(['Zoë Ångström', 'Zoe Bright']);
    expect(matchNames(entries, 'angstrom zoe').map((entry) => entry.name)).toEqual(['Zoë Ångström']);
    expect(matchNames(entries, '  ')).toEqual([]);
  });
});

describe('the door roster when the server ends the session', () => {
  it('leaves the device with the saved copy (401)', async () => {
    await localDb().doorRosters.put(rosterRow([await member(2, 'Ada', 'a')]));
    await localDb().doorAnswers.put(answerRow('m2', null, 1));
    await endDeviceSession(localDb(), 'tok', Date.now());
    expect(await localDb().doorRosters.count()).toBe(0);
    expect(await localDb().doorAnswers.count()).toBe(0);
  });
});

describe('choosing the QR reader', () => {
  it('uses the browser’s BarcodeDetector where it reads QR codes, else jsqr', async () => {
    class FakeDetector {
      static formats = ['qr_code'];
      static getSupportedFormats = () => Promise.resolve(FakeDetector.formats);
      detect = () => Promise.resolve([{ rawValue: 'from the browser' }]);
    }
    vi.stubGlobal('BarcodeDetector', FakeDetector);
    const frame = qrFrame(codeOf('a'));
    expect(await (await createQrDetector()).detect(frame)).toEqual(['from the browser']);
    FakeDetector.formats = ['ean_13'];
    expect(await (await createQrDetector()).detect(frame)).toEqual([codeOf('a')]);
  });
});

describe('what of the camera’s picture is read', () => {
  it('is the square in its centre, as tall as the picture (or as wide, held upright), at most 480 px a side and never enlarged', () => {
    expect(scanSquare(640, 480)).toEqual({ sx: 80, sy: 0, side: 480, size: 480 });
    expect(scanSquare(1920, 1080)).toEqual({ sx: 420, sy: 0, side: 1080, size: 480 });
    expect(scanSquare(720, 1280)).toEqual({ sx: 0, sy: 280, side: 720, size: 480 });
    expect(scanSquare(320, 240)).toEqual({ sx: 40, sy: 0, side: 240, size: 240 });
  });
});
