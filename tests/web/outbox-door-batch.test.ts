import { beforeEach, describe, expect, it } from 'vitest';
import { CHECKIN_MESSAGES } from '@contracts/checkin/messages';
import { MAX_DOOR_BATCH } from '@contracts/checkin/schemas';
import type { RosterEntry } from '@contracts/checkin/schemas';
import { doorCounts } from '../../web/features/checkin/door/door-view';
import { writeDeviceSession } from '../../web/lib/local-store/device-session';
import { rosterKeptUntil } from '../../web/lib/local-store/door-rosters';
import { localDb } from '../../web/lib/local-store/local-db';
import { drainOutbox } from '../../web/lib/outbox/core/drain';
import type { DrainDeps } from '../../web/lib/outbox/core/drain';
import type { OutboxRow } from '../../web/lib/outbox/core/outbox-types';
import { queueWrite } from '../../web/lib/outbox/queue-write';
import { checkInWrite, rsvpWrite, undoCheckInWrite, walkInWrite } from '../../web/lib/outbox/writes';
import { fakeApi } from './support/fake-api';
import type { ApiCall } from './support/fake-api';
import { DOOR_EVENT, fakeDoorServer, member, sentActions } from './support/fake-door-api';
import { storedDoorRoster } from './support/stored-door-roster';

const ORGANISER = { id: 1, username: 'olive', full_name: 'Olive Organiser', is_pro: false };
const DOOR = { event: DOOR_EVENT, userId: ORGANISER.id };
const TOKEN = 'token-olive';

let clock = 0;
const now = () => clock;

function deps(extra: Partial<DrainDeps> = {}): DrainDeps {
  // The global fetch as fakeApi replaced it, read at each call.
  return { db: localDb(), fetch: (input, init) => fetch(input, init), now, random: () => 0.5, apiBase: '/api', ...extra };
}

/** Members m2, m3, … going, none checked in. */
const members = (count: number): Promise<RosterEntry[]> => Promise.all(Array.from({ length: count }, (_, i) => member(i + 2, `Member ${i + 2}`, null)));

/** The door's roster as it was read when door mode opened, so the drain keeps the answers beside it. */
async function storeRoster(entries: RosterEntry[]): Promise<void> {
  await localDb().doorRosters.put({ userId: ORGANISER.id, eventId: DOOR_EVENT.id, event: DOOR_EVENT, entries, counts: doorCounts(entries), fetchedAt: 0, keptUntil: rosterKeptUntil(DOOR_EVENT) });
}

const at = (minute: number) => `2026-12-05T19:${String(minute).padStart(2, '0')}:00.000Z`;

function checkIn(userId: number, minute = 5): Promise<OutboxRow> {
  const key = `m${userId}`;
  return queueWrite(checkInWrite(DOOR, { user_id: userId }, { type: 'check_in', key, name: `Member ${userId}`, guests: 0, at: at(minute), door: 'Door 1', byTicket: false }));
}

async function checkInEach(userIds: number[]): Promise<OutboxRow[]> {
  const rows: OutboxRow[] = [];
  for (const userId of userIds) {
    rows.push(await checkIn(userId));
  }
  return rows;
}

const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);
const batches = (calls: ApiCall[]) => calls.filter((call) => call.path === '/events/7/check-ins/batch');
const outbox = async (): Promise<OutboxRow[]> => (await localDb().outbox.toArray()).sort((a, b) => a.seq - b.seq);

beforeEach(async () => {
  // Rows are queued at the real time; the drain's clock starts there and is moved by hand.
  clock = Date.now() + 10;
  await writeDeviceSession(localDb(), TOKEN, ORGANISER.id);
});

describe("a door's queued writes", () => {
  it('go in one request per event, beside the other writes, each confirmed with its answer kept beside the roster', async () => {
    const entries = await members(30);
    await storeRoster(entries);
    const rows = await checkInEach(range(2, 30));
    const rsvp = await queueWrite(rsvpWrite({ id: 5, title: 'Lido at dusk' }, 'going', ORGANISER));
    const server = fakeDoorServer(entries);
    const calls = fakeApi({ ...server.routes, 'POST /events/5/rsvp': { body: { id: 5, my_rsvp: 'going' } } });
    const confirmed: OutboxRow[] = [];

    const report = await drainOutbox(deps({ beforeConfirm: (row) => confirmed.push(row) }), { force: true });

    expect(calls.map((call) => `${call.method} ${call.path}`).sort()).toEqual(['POST /events/5/rsvp', 'POST /events/7/check-ins/batch']);
    const [batch] = batches(calls);
    // The row's key goes in the action, not in a header of the batch.
    expect(batch?.headers.get('Idempotency-Key')).toBeNull();
    expect(sentActions(calls)).toEqual(range(2, 30).map((userId, i) => ({ type: 'check_in', id: rows[i]?.idempotencyKey, body: { user_id: userId, at: at(5), door: 'Door 1' } })));
    expect(report.sent.map((sent) => sent.row.id).sort()).toEqual([...rows, rsvp].map((row) => row.id).sort());
    expect(confirmed.map((row) => row.id).sort()).toEqual([...rows, rsvp].map((row) => row.id).sort());
    // Each answer as its own route gives it: the entry, and the counts (the batch's, after its last action).
    const answer = report.sent.find((sent) => sent.row.id === rows[0]?.id)?.answer;
    expect(answer).toMatchObject({ outcome: 'checked_in', entry: { key: 'm2', check_in: { at: at(5), door: 'Door 1' } }, counts: { checked_in: 30 } });
    expect(await outbox()).toEqual([]);
    expect(await localDb().sending.count()).toBe(0);
    const stored = await storedDoorRoster(ORGANISER.id, DOOR_EVENT.id);
    expect(stored?.entries.filter((entry) => entry.check_in)).toHaveLength(30);
    expect(stored?.counts.checked_in).toBe(30);
    expect(report).toMatchObject({ rejected: [], unauthorized: false, remaining: 0, nextAttemptAt: null });
  });

  it(`go ${MAX_DOOR_BATCH} at a time: 150 in two requests, in the order they were made`, async () => {
    const entries = await members(150);
    const rows = await checkInEach(range(2, 150));
    const server = fakeDoorServer(entries);
    const calls = fakeApi(server.routes);

    const report = await drainOutbox(deps(), { force: true });

    expect(batches(calls).map((call) => (call.body as { actions: unknown[] }).actions.length)).toEqual([100, 50]);
    expect(sentActions(calls).map((action) => action.id)).toEqual(rows.map((row) => row.idempotencyKey));
    expect(report.sent).toHaveLength(150);
    expect(server.writes).toHaveLength(150);
    expect(await outbox()).toEqual([]);
  });

  it('about one person keep their order in one batch: the check-in, then its undo', async () => {
    const entries = await members(2);
    await storeRoster(entries);
    const checkedIn = await checkIn(2);
    const undone = await queueWrite(undoCheckInWrite(DOOR, { type: 'undo', key: 'm2', name: 'Member 2', at: at(5) }));
    const server = fakeDoorServer(entries);
    const calls = fakeApi(server.routes);

    const report = await drainOutbox(deps(), { force: true });

    expect(batches(calls)).toHaveLength(1);
    expect(sentActions(calls).map((action) => action.type)).toEqual(['check_in', 'undo']);
    expect(report.sent.map((sent) => sent.row.id)).toEqual([checkedIn.id, undone.id]);
    expect(report.sent[1]?.answer).toMatchObject({ undone: true, entry: { key: 'm2', check_in: null } });
    expect(server.entry('m2')?.check_in).toBeNull();
    // The later answer is the one the door shows.
    const stored = await storedDoorRoster(ORGANISER.id, DOOR_EVENT.id);
    expect(stored?.entries.find((entry) => entry.key === 'm2')?.check_in).toBeNull();
    expect(stored?.counts.checked_in).toBe(0);
  });

  it('held back by a write of theirs to retry: its later writes wait, even for the next batch; the others go', async () => {
    const entries = await members(100);
    await checkInEach(range(2, 100));
    const undo = await queueWrite(undoCheckInWrite(DOOR, { type: 'undo', key: 'm2', name: 'Member 2', at: at(5) }));
    const id = crypto.randomUUID();
    const walkIn = await queueWrite(walkInWrite(DOOR, id, null, { type: 'walk_in', key: `w${id}`, name: 'Walk Inn', at: at(6), door: 'Door 1' }));
    const server = fakeDoorServer(entries);
    // Another sending of the same check-ins is still running on the server: each is to be tried again.
    server.answerWith('POST /events/7/check-ins', { status: 409, body: { detail: 'still running', code: 'idempotency_in_progress' } });
    const calls = fakeApi(server.routes);

    const report = await drainOutbox(deps(), { force: true });

    expect(batches(calls).map((call) => (call.body as { actions: unknown[] }).actions.length)).toEqual([100, 1]);
    expect(sentActions(calls).at(-1)?.id).toBe(walkIn.idempotencyKey);
    expect(report.sent.map((sent) => sent.row.id)).toEqual([walkIn.id]);
    const left = await outbox();
    expect(left).toHaveLength(101);
    expect(left.find((row) => row.id === undo.id)).toMatchObject({ attempts: 0, status: 'pending' });
    expect(left.filter((row) => row.attempts === 1 && row.lastError === 'still running')).toHaveLength(100);
  });

  it('refused one by one: only the refused write fails, with the server’s words; the others are confirmed', async () => {
    const entries = await members(2);
    const [first, unknown, last] = [await checkIn(2), await checkIn(99), await checkIn(3)];
    const server = fakeDoorServer(entries);
    const calls = fakeApi(server.routes);

    const report = await drainOutbox(deps(), { force: true });

    expect(batches(calls)).toHaveLength(1);
    expect(report.sent.map((sent) => sent.row.id)).toEqual([first?.id, last?.id]);
    expect(report.rejected).toMatchObject([{ id: unknown?.id, status: 'failed', attempts: 1, lastError: CHECKIN_MESSAGES.notOnRoster }]);
    expect(await outbox()).toMatchObject([{ id: unknown?.id, status: 'failed', lastError: CHECKIN_MESSAGES.notOnRoster }]);
    expect(await localDb().sending.count()).toBe(0);
    // Failed for good: never sent again.
    await drainOutbox(deps(), { force: true });
    expect(batches(calls)).toHaveLength(1);
  });

  it('refused as a whole (403): every write of the batch fails with the server’s words', async () => {
    const server = fakeDoorServer(await members(2));
    const rows = await checkInEach([2, 3]);
    server.refuseWith({ status: 403, body: { detail: CHECKIN_MESSAGES.organisersOnly, code: 'forbidden' } });
    fakeApi(server.routes);

    const report = await drainOutbox(deps(), { force: true });

    expect(report.rejected.map((row) => row.id)).toEqual(rows.map((row) => row.id));
    expect((await outbox()).map((row) => [row.status, row.lastError])).toEqual([
      ['failed', CHECKIN_MESSAGES.organisersOnly],
      ['failed', CHECKIN_MESSAGES.organisersOnly],
    ]);
  });

  it('after a 5xx all wait their backoff, still pending, and then go again in one request', async () => {
    const entries = await members(3);
    const rows = await checkInEach([2, 3, 4]);
    clock = Math.max(clock, Date.now());
    const server = fakeDoorServer(entries);
    server.answerWith('POST /events/7/check-ins', { status: 503, body: { detail: 'Down for a moment' } });
    const calls = fakeApi(server.routes);

    const report = await drainOutbox(deps(), { force: false });

    expect(batches(calls)).toHaveLength(1);
    expect(report.sent).toEqual([]);
    expect(await outbox()).toEqual(rows.map((row) => ({ ...row, attempts: 1, lastError: 'Down for a moment', nextAttemptAt: clock + 2_000 })));
    expect(report).toMatchObject({ remaining: 3, nextAttemptAt: clock + 2_000 });
    expect(await localDb().sending.count()).toBe(0);

    const healed = fakeDoorServer(entries);
    const healedCalls = fakeApi(healed.routes);
    clock += 1_999;
    await drainOutbox(deps(), { force: false });
    expect(batches(healedCalls)).toEqual([]);
    clock += 1;
    const again = await drainOutbox(deps(), { force: false });
    expect(batches(healedCalls)).toHaveLength(1);
    expect(again.sent).toHaveLength(3);
    expect(await outbox()).toEqual([]);
  });

  it('whose answer was lost are sent again, answered from the first sending, and each confirmed once', async () => {
    const entries = await members(3);
    await storeRoster(entries);
    const rows = await checkInEach([2, 3, 4]);
    const server = fakeDoorServer(entries);
    const calls = fakeApi(server.routes);
    let lose = true;
    // The server did the batch, but its answer never reached the door (the connection dropped).
    const lossy: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      if (lose) {
        lose = false;
        throw new TypeError('Failed to fetch');
      }
      return response;
    };
    const confirmed: string[] = [];
    const drain = () => drainOutbox(deps({ fetch: lossy, beforeConfirm: (row) => confirmed.push(row.id) }), { force: true });

    const first = await drain();
    expect(first.sent).toEqual([]);
    expect((await outbox()).map((row) => [row.attempts, row.lastError])).toEqual([
      [1, 'Network error: Failed to fetch'],
      [1, 'Network error: Failed to fetch'],
      [1, 'Network error: Failed to fetch'],
    ]);

    const second = await drain();
    const [, resent] = batches(calls);
    expect(resent?.body).toEqual(batches(calls)[0]?.body);
    // Each check-in ran once; the second sending was answered with the first's answers (run again,
    // it would have said already_checked_in).
    expect(server.writes).toHaveLength(3);
    expect(second.sent.map((sent) => sent.row.id)).toEqual(rows.map((row) => row.id));
    expect(second.sent.map((sent) => sent.answer)).toMatchObject(
      ['m2', 'm3', 'm4'].map((key) => ({ outcome: 'checked_in', entry: { key, check_in: { at: at(5) } }, counts: { checked_in: 3 } })),
    );
    expect(confirmed).toEqual(rows.map((row) => row.id));
    expect(await outbox()).toEqual([]);
    expect((await storedDoorRoster(ORGANISER.id, DOOR_EVENT.id))?.counts.checked_in).toBe(3);
  });

  it('pause on 401 without dropping anything, the session ended on this device', async () => {
    const server = fakeDoorServer(await members(2));
    await checkInEach([2, 3]);
    server.refuseWith({ status: 401, body: { detail: 'Not signed in', code: 'unauthorized' } });
    fakeApi(server.routes);

    const report = await drainOutbox(deps(), { force: true });

    expect(report.unauthorized).toBe(true);
    expect((await outbox()).map((row) => [row.status, row.attempts])).toEqual([
      ['pending', 0],
      ['pending', 0],
    ]);
    expect(await localDb().sending.count()).toBe(0);
    expect((await localDb().session.get('current'))?.pausedAt).not.toBeNull();
  });
});
