import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventDetail } from '@contracts/events/schemas';
import { writeDeviceSession } from '../../web/lib/local-store/device-session';
import { localDb } from '../../web/lib/local-store/local-db';
import { putSavedCopy, savedCopyOf } from './support/saved-copy';
import { FIRST_RETRY_MS, MAX_RETRY_MS, retryDelayMs } from '../../web/lib/outbox/core/backoff';
import { drainOutbox } from '../../web/lib/outbox/core/drain';
import type { DrainDeps } from '../../web/lib/outbox/core/drain';
import { withOutboxLock } from '../../web/lib/outbox/core/outbox-lock';
import { SEND_TIMEOUT_MS } from '../../web/lib/outbox/core/outbox-types';
import type { OutboxRow } from '../../web/lib/outbox/core/outbox-types';
import { outcomeOf } from '../../web/lib/outbox/core/response-outcome';
import { eventWithPendingRsvp } from '../../web/lib/outbox/local-view';
import { discardWrite, queueWrite } from '../../web/lib/outbox/queue-write';
import { commentWrite, likeWrite, rsvpWrite } from '../../web/lib/outbox/writes';
import { makeEventDetail, makeEventListItem } from './events-fixtures';
import { ok, outboxServer } from './support/outbox-server';

const ADA = { id: 1, username: 'ada', full_name: 'Ada Lovelace', is_pro: false };
const LIDO = { id: 5, title: 'Lido at dusk' };
const PIER = { id: 6, title: 'Pier walk' };
const TOKEN = 'token-ada';

let clock = 0;
const now = () => clock;

function deps(fetch: typeof globalThis.fetch, extra: Partial<DrainDeps> = {}): DrainDeps {
  return { db: localDb(), fetch, now, random: () => 0.5, apiBase: '/api', ...extra };
}

const rows = async (): Promise<OutboxRow[]> => (await localDb().outbox.toArray()).sort((a, b) => a.seq - b.seq);

beforeEach(async () => {
  // Rows are queued at the real time; the drain's clock starts there and is moved by hand.
  clock = Date.now() + 10;
  await writeDeviceSession(localDb(), TOKEN, ADA.id);
});

describe('retry schedule', () => {
  it('waits 2 s, doubling to 5 min, with ±20 % jitter', () => {
    expect([1, 2, 3, 4, 5].map((attempt) => retryDelayMs(attempt, 0.5))).toEqual([2_000, 4_000, 8_000, 16_000, 32_000]);
    expect(retryDelayMs(9, 0.5)).toBe(MAX_RETRY_MS);
    expect(retryDelayMs(30, 0.99)).toBe(MAX_RETRY_MS);
    expect(retryDelayMs(1, 0)).toBe(FIRST_RETRY_MS * 0.8);
    expect(retryDelayMs(1, 0.999_999)).toBeCloseTo(FIRST_RETRY_MS * 1.2, -1);
  });

  it('retries network errors, 5xx, 408, 429 and a replay still in progress; refuses other 4xx for good; pauses on 401', () => {
    expect(outcomeOf(201, undefined)).toBe('sent');
    for (const status of [500, 502, 503, 408, 429]) {
      expect(outcomeOf(status, undefined)).toBe('retry');
    }
    expect(outcomeOf(409, 'idempotency_in_progress')).toBe('retry');
    for (const status of [400, 403, 404, 409, 410, 422]) {
      expect(outcomeOf(status, 'other')).toBe('rejected');
    }
    expect(outcomeOf(401, 'unauthorized')).toBe('unauthorized');
  });
});

describe('drainOutbox', () => {
  it('sends each resource in order with its Idempotency-Key, and a retry holds back only its own resource', async () => {
    const first = await queueWrite(rsvpWrite(LIDO, 'going', ADA));
    const second = await queueWrite(commentWrite(LIDO, 'See you there', null, ADA));
    const other = await queueWrite(rsvpWrite(PIER, 'maybe', ADA));
    const server = outboxServer((request) => (request.path === '/events/5/rsvp' ? { status: 503 } : ok({ id: 9 })));

    const report = await drainOutbox(deps(server.fetch), { force: true });

    expect(server.requests.map((r) => `${r.method} ${r.path} ${r.key}`)).toEqual([`POST /events/5/rsvp ${first.id}`, `POST /events/6/rsvp ${other.id}`]);
    expect(report.sent.map((s) => s.row.id)).toEqual([other.id]);
    const left = await rows();
    expect(left.map((row) => row.id)).toEqual([first.id, second.id]);
    expect(left[0]).toMatchObject({ attempts: 1, status: 'pending', lastError: 'The server answered 503', nextAttemptAt: clock + 2_000 });
    expect(report).toMatchObject({ remaining: 2, nextAttemptAt: clock + 2_000 });
  });

  it('leaves a row alone until its backoff has run out, unless forced', async () => {
    await queueWrite(rsvpWrite(LIDO, 'going', ADA));
    // The row is due from the real moment it was queued, which on a busy machine can be later than
    // beforeEach's clock: start the drain's clock there, so only the backoff decides what follows.
    clock = Math.max(clock, Date.now());
    let fail = true;
    const server = outboxServer(() => (fail ? 'network' : ok({ id: 5, my_rsvp: 'going' })));
    await drainOutbox(deps(server.fetch), { force: false });
    expect(server.requests).toHaveLength(1);
    expect((await rows())[0]).toMatchObject({ attempts: 1, lastError: 'Network error: Failed to fetch' });

    clock += 1_999;
    await drainOutbox(deps(server.fetch), { force: false });
    expect(server.requests).toHaveLength(1);

    clock += 1;
    await drainOutbox(deps(server.fetch), { force: false });
    expect(server.requests).toHaveLength(2);
    expect((await rows())[0]).toMatchObject({ attempts: 2, nextAttemptAt: clock + 4_000 });

    fail = false;
    await drainOutbox(deps(server.fetch), { force: true });
    expect(await rows()).toEqual([]);
  });

  it('retries a replay the server is still running (409 idempotency_in_progress)', async () => {
    await queueWrite(commentWrite(LIDO, 'Hello', null, ADA));
    const server = outboxServer((_request, index) =>
      index === 0 ? { status: 409, body: { detail: 'still running', code: 'idempotency_in_progress' } } : { status: 201, body: { id: 3 } },
    );
    await drainOutbox(deps(server.fetch), { force: true });
    expect((await rows())[0]).toMatchObject({ status: 'pending', attempts: 1 });
    await drainOutbox(deps(server.fetch), { force: true });
    expect(await rows()).toEqual([]);
  });

  it('fails a refused write for good: it never loops, its local change rolls back, and it says why', async () => {
    const row = await queueWrite(rsvpWrite(LIDO, 'going', ADA));
    const server = outboxServer(() => ({ status: 404, body: { detail: 'Event not found', code: 'not_found' } }));
    const event = makeEventDetail({ id: LIDO.id, title: LIDO.title, my_rsvp: null, rsvp_counts: { going: 1, maybe: 0, not_going: 0, waitlisted: 0 } });
    expect(eventWithPendingRsvp(event, await rows()).event.rsvp_counts.going).toBe(2);

    const report = await drainOutbox(deps(server.fetch), { force: true });
    await drainOutbox(deps(server.fetch), { force: true });

    expect(server.requests).toHaveLength(1);
    expect(report.rejected).toMatchObject([{ id: row.id, status: 'failed', lastError: 'Event not found' }]);
    const local = eventWithPendingRsvp(event, await rows());
    expect(local).toEqual({ event, pending: false });
  });

  it('discarding a queued write removes it and its local change', async () => {
    const row = await queueWrite(rsvpWrite(LIDO, 'maybe', ADA));
    const event = makeEventDetail({ id: LIDO.id, my_rsvp: null });
    expect(eventWithPendingRsvp(event, await rows()).event.my_rsvp).toBe('maybe');
    await discardWrite(row.id);
    expect(eventWithPendingRsvp(event, await rows())).toEqual({ event, pending: false });
    const server = outboxServer(() => ok());
    await drainOutbox(deps(server.fetch), { force: true });
    expect(server.requests).toEqual([]);
  });

  it('a write being sent cannot be discarded: the server may have it, and its answer decides', async () => {
    const row = await queueWrite(rsvpWrite(LIDO, 'going', ADA));
    let answer: (response: Response) => void = () => undefined;
    const slowFetch = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    const draining = drainOutbox(deps(slowFetch), { force: true });
    await vi.waitFor(() => expect(slowFetch).toHaveBeenCalledTimes(1));

    expect(await localDb().sending.get(row.id)).toEqual({ rowId: row.id, since: clock });
    expect(await discardWrite(row.id)).toBe('being-sent');
    expect((await rows()).map((r) => r.id)).toEqual([row.id]);

    answer(new Response(JSON.stringify({ id: LIDO.id, my_rsvp: 'going' }), { status: 200 }));
    const report = await draining;
    expect(report.sent.map((sent) => sent.row.id)).toEqual([row.id]);
    expect(await rows()).toEqual([]);
    expect(await localDb().sending.count()).toBe(0);
  });

  it('a write whose send failed can be discarded again, and so can one claimed by a tab that was closed mid-send', async () => {
    const retried = await queueWrite(rsvpWrite(LIDO, 'going', ADA));
    await drainOutbox(deps(outboxServer(() => 'network').fetch), { force: true });
    expect((await rows())[0]).toMatchObject({ id: retried.id, attempts: 1 });
    expect(await localDb().sending.count()).toBe(0);
    expect(await discardWrite(retried.id)).toBe('discarded');

    const abandoned = await queueWrite(rsvpWrite(PIER, 'maybe', ADA));
    await localDb().sending.put({ rowId: abandoned.id, since: Date.now() - SEND_TIMEOUT_MS - 1 });
    expect(await discardWrite(abandoned.id)).toBe('discarded');
    expect(await rows()).toEqual([]);
    expect(await localDb().sending.count()).toBe(0);
  });

  it('pauses on 401 without dropping anything, and resumes after a new sign-in', async () => {
    await queueWrite(rsvpWrite(LIDO, 'going', ADA));
    await queueWrite(likeWrite(LIDO, 40, true, ADA.id));
    const server = outboxServer((request) => (request.token === TOKEN ? { status: 401, body: { detail: 'Not signed in' } } : ok({ comment_id: 40 })));
    const report = await drainOutbox(deps(server.fetch), { force: true });
    expect(report.unauthorized).toBe(true);
    const refused = server.requests.length;
    expect(refused).toBeGreaterThanOrEqual(1);
    expect((await rows()).map((row) => [row.status, row.attempts])).toEqual([
      ['pending', 0],
      ['pending', 0],
    ]);

    // Paused: nothing is sent with the refused token.
    await drainOutbox(deps(server.fetch), { force: true });
    expect(server.requests).toHaveLength(refused);

    await writeDeviceSession(localDb(), 'token-new', ADA.id);
    await drainOutbox(deps(server.fetch), { force: true });
    expect(await rows()).toEqual([]);
    expect(server.requests.slice(refused).map((request) => request.token)).toEqual(['token-new', 'token-new']);
  });

  it("sends only the signed-in member's rows", async () => {
    await queueWrite(rsvpWrite(LIDO, 'going', { ...ADA, id: 2 }));
    const server = outboxServer(() => ok());
    await drainOutbox(deps(server.fetch), { force: true });
    expect(server.requests).toEqual([]);
  });

  it("puts the server's answer into the persisted cache, detail and list items, in the same transaction as deleting the row", async () => {
    const saved = makeEventDetail({ id: LIDO.id, my_rsvp: null });
    const listed = makeEventListItem({ id: LIDO.id, my_rsvp: null, going_preview: [{ id: 2, name: 'Grace Hopper' }] });
    const state = (data: unknown) => ({ data, dataUpdatedAt: 1, status: 'success' as const });
    await putSavedCopy({
      userId: ADA.id,
      savedAt: clock,
      queries: [
        { queryHash: '["events","detail",5]', queryKey: ['events', 'detail', 5], state: state(saved) },
        { queryHash: '["events","list","attending","upcoming"]', queryKey: ['events', 'list', 'attending', 'upcoming'], state: state([listed]) },
      ],
    });
    await queueWrite(rsvpWrite(LIDO, 'going', ADA));
    const answer: EventDetail = {
      ...saved,
      my_rsvp: 'going',
      rsvp_counts: { going: 2, maybe: 0, not_going: 0, waitlisted: 0 },
      rsvps: [...saved.rsvps, { user: ADA, status: 'going', guests: 0, waitlist_position: null, updated_at: '2026-11-03T10:00:00.000Z' }],
    };
    const server = outboxServer(() => ok(answer));
    await drainOutbox(deps(server.fetch), { force: true });
    const cache = await savedCopyOf(ADA.id);
    const savedData = (hash: string) => cache?.queries.find((query) => query.queryHash === hash)?.state.data;
    expect(savedData('["events","detail",5]')).toEqual(answer);
    expect(savedData('["events","list","attending","upcoming"]')).toEqual([
      {
        ...listed,
        my_rsvp: 'going',
        rsvp_counts: { going: 2, maybe: 0, not_going: 0, waitlisted: 0 },
        going_preview: [
          { id: 2, name: 'Grace Hopper' },
          { id: ADA.id, name: ADA.full_name ?? ADA.username },
        ],
      },
    ]);
  });

  it('a withdrawn answer that was what showed a private event (204) takes the event out of the saved lists', async () => {
    const saved = makeEventDetail({ id: LIDO.id, my_rsvp: 'maybe', is_private: true });
    const state = (data: unknown) => ({ data, dataUpdatedAt: 1, status: 'success' as const });
    await putSavedCopy({
      userId: ADA.id,
      savedAt: clock,
      queries: [
        { queryHash: '["events","detail",5]', queryKey: ['events', 'detail', 5], state: state(saved) },
        { queryHash: '["events","list","my"]', queryKey: ['events', 'list', 'my'], state: state([saved, makeEventDetail({ id: PIER.id })]) },
      ],
    });
    await queueWrite(rsvpWrite(LIDO, null, ADA));
    const server = outboxServer(() => ({ status: 204 }));
    const report = await drainOutbox(deps(server.fetch), { force: true });
    expect(report.sent).toHaveLength(1);
    const queries = (await savedCopyOf(ADA.id))?.queries ?? [];
    const savedData = (hash: string) => queries.find((query) => query.queryHash === hash)?.state.data;
    expect(savedData('["events","detail",5]')).toMatchObject({ id: LIDO.id, my_rsvp: null });
    expect((savedData('["events","list","my"]') as { id: number }[]).map((event) => event.id)).toEqual([PIER.id]);
  });
});

describe('exactly once', () => {
  it('replaying every queued write three times, also concurrently, creates each one once', async () => {
    const written = [
      await queueWrite(rsvpWrite(LIDO, 'going', ADA)),
      await queueWrite(commentWrite(LIDO, 'First', null, ADA)),
      await queueWrite(commentWrite(LIDO, 'A reply', 3, ADA)),
      await queueWrite(likeWrite(LIDO, 3, true, ADA.id)),
      await queueWrite(rsvpWrite(PIER, 'maybe', ADA)),
    ];
    const server = outboxServer(() => ok({ id: 1 }));
    // Three drains at once, as three tabs without Web Locks would: every row may go out three times.
    await Promise.all([1, 2, 3].map(() => drainOutbox(deps(server.fetch), { force: true })));
    // And the same rows replayed three more times in a row (a lost answer, a crash before the delete).
    await localDb().outbox.bulkPut(written);
    for (let i = 0; i < 3; i += 1) {
      await drainOutbox(deps(server.fetch), { force: true });
      await localDb().outbox.bulkPut(written);
    }
    await drainOutbox(deps(server.fetch), { force: true });

    expect(server.requests.length).toBeGreaterThanOrEqual(written.length * 3);
    expect(server.created.map((request) => request.key).sort()).toEqual(written.map((row) => row.idempotencyKey).sort());
    expect(await rows()).toEqual([]);
  });

  it('a comment carries its outbox row id as client_id and as Idempotency-Key', async () => {
    const row = await queueWrite(commentWrite(LIDO, '  Trimmed  ', null, ADA));
    expect(row.request.body).toEqual({ content: 'Trimmed', event_id: LIDO.id, parent_id: null, client_id: row.id });
    expect(row.idempotencyKey).toBe(row.id);
  });
});

describe('one drain at a time', () => {
  it('with Web Locks, a second drain while one runs does nothing', async () => {
    const held = new Set<string>();
    const locks = {
      request: async (name: string, _options: { ifAvailable: boolean }, work: (lock: object | null) => Promise<unknown>) => {
        if (held.has(name)) {
          return work(null);
        }
        held.add(name);
        try {
          return await work({ name });
        } finally {
          held.delete(name);
        }
      },
    };
    vi.stubGlobal('navigator', { ...navigator, locks });
    let release: () => void = () => undefined;
    const first = withOutboxLock(() => new Promise<string>((resolve) => (release = () => resolve('first'))));
    const second = await withOutboxLock(() => Promise.resolve('second'));
    expect(second).toBeNull();
    release();
    expect(await first).toBe('first');
    expect(await withOutboxLock(() => Promise.resolve('third'))).toBe('third');
  });

  it('without Web Locks, one drain at a time within the page', async () => {
    vi.stubGlobal('navigator', { ...navigator, locks: undefined });
    let release: () => void = () => undefined;
    const first = withOutboxLock(() => new Promise<string>((resolve) => (release = () => resolve('first'))));
    expect(await withOutboxLock(() => Promise.resolve('second'))).toBeNull();
    release();
    expect(await first).toBe('first');
  });
});
