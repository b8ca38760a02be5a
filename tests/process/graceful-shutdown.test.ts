import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { createDb } from '../../server/db';
import type { Db } from '../../server/db';
import { ensureCalendarKeys } from '../../server/features/calendar/calendar-keys';
import { googleEventId } from '../../server/features/calendar/google-event-id';
import { encryptToken } from '../../server/features/calendar/token-cipher';
import { enqueueJob, saveSubscription } from '../../server/features/push/repo';
import type { PushSender } from '../../server/integrations/push';
import { enqueueMail } from '../../server/queue/mail-repo';
import { startServer } from '../../server/main';
import { CLIENT_ID, CLIENT_SECRET, startFakeGoogle } from '../support/fake-google/fake-google';
import type { FakeGoogle } from '../support/fake-google/fake-google';
import { startSmtpSink } from '../support/smtp-sink';
import type { SmtpSink } from '../support/smtp-sink';

/**
 * What a load balancer and the job tables see when an instance gets SIGTERM (serve.ts calls
 * close()): readiness answers 503 at once, also on connections the balancer keeps open, and the
 * instance keeps its port open for SHUTDOWN_UNREADY_MS so the balancer can see it before new
 * connections are refused; every request already in flight is answered; the mails, push deliveries
 * and calendar syncs in flight are done, and those claimed but not started are handed back, not
 * left leased.
 */
const UNREADY_MS = 3000;
const MEMBERS = 40;
/**
 * How long the mail server and Google take to answer: long enough that the batches they claimed
 * are not done before the signal, however long the machine takes to get the sign-ups in.
 */
const SLOW_MS = 3000;

let sink: SmtpSink;
let google: FakeGoogle;
let dataDir: string;
beforeAll(async () => {
  // A slow mail server and Google, and a push service that answers only once shutdown began: it lands mid-send.
  sink = await startSmtpSink(0, { delayMs: SLOW_MS });
  google = await startFakeGoogle();
  google.state.latencyMs = SLOW_MS;
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gather-shutdown-'));
});
afterAll(async () => {
  await sink.close();
  await google.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

let pushesSent = 0;
let shutdownBegan: () => void = () => undefined;
const pushServiceAnswers = new Promise<void>((resolve) => {
  shutdownBegan = resolve;
});
const slowPush: PushSender = {
  send: async () => {
    await pushServiceAnswers;
    pushesSent += 1;
    return { ok: true };
  },
};

/** A request on its own connection (or on `agent`'s kept-alive one): its status, or the network error's code. */
function request(base: string, method: string, pathname: string, body?: unknown, agent: http.Agent | false = false): Promise<number | string> {
  return new Promise((resolve) => {
    const req = http.request(`${base}${pathname}`, { method, agent, headers: { 'Content-Type': 'application/json' } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? err.message));
    req.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

/** GET /api/ready on the agent's kept-alive connection: its status, and whether the connection was the one kept. */
function readyOn(agent: http.Agent, base: string): Promise<{ status: number | string; reused: boolean }> {
  return new Promise((resolve) => {
    const req = http.get(`${base}/api/ready`, { agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, reused: req.reusedSocket }));
    });
    req.on('error', (err: NodeJS.ErrnoException) => resolve({ status: err.code ?? err.message, reused: req.reusedSocket }));
  });
}

/** Members going to one event, each with a push subscription and a connected Google calendar whose copy is out of date. */
async function seedMembers(db: Db, tokenEncryptionKey: Buffer | null): Promise<number[]> {
  const nowIso = new Date().toISOString();
  const keys = await ensureCalendarKeys(db, tokenEncryptionKey);
  const users = await db('users')
    .insert(Array.from({ length: MEMBERS }, (_, i) => ({ uuid: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`, email: `m${i}@example.com`, username: `m${i}`, password_hash: 'x', google_calendar_global_auto_sync: true, created_at: nowIso })))
    .returning<{ id: number }[]>('id');
  const ids = users.map((u) => u.id);
  const [community] = await db('communities').insert({ name: 'Shutdown', invite_code: 'SHUTDOWN01', owner_id: ids[0], member_count: MEMBERS, created_at: nowIso }).returning<{ id: number }[]>('id');
  await db('community_members').insert(ids.map((user_id) => ({ community_id: community?.id, user_id, joined_at: nowIso })));
  const [event] = await db('events')
    .insert({ community_id: community?.id, creator_id: ids[0], title: 'Meetup', start_at: '2031-06-01T18:00:00.000Z', time_zone: 'Europe/London', created_at: nowIso, updated_at: nowIso })
    .returning<{ id: number }[]>('id');
  const eventId = event?.id ?? 0;
  await db('event_rsvps').insert(ids.map((user_id) => ({ event_id: eventId, user_id, status: 'going', created_at: nowIso, updated_at: nowIso })));
  for (const userId of ids) {
    await saveSubscription(db, userId, { endpoint: `https://push.example/${userId}`, p256dh: 'k', auth: 'a' }, nowIso);
    const account = google.addAccount({ email: `m${userId}@example.com`, sub: `sub-${userId}` });
    const refreshToken = `1//refresh-${userId}`;
    google.state.grants.set(`grant-${userId}`, { sub: account.sub, clientId: CLIENT_ID, scope: 'https://www.googleapis.com/auth/calendar.events', refreshToken, revoked: false });
    const id = googleEventId(keys.eventIdKey, userId, eventId);
    google.state.calendarEvents(account.email).set(id, { id, status: 'confirmed', summary: 'Meetup' });
    await db('calendar_connections').insert({ user_id: userId, refresh_token_enc: encryptToken(keys.tokenKey, refreshToken), scopes: 'calendar', status: 'active', connected_at: nowIso });
    await db('calendar_sync_items').insert({ user_id: userId, event_id: eventId, google_event_id: id, synced_calendar_id: 'primary', synced_hash: 'before', wanted_version: 2, done_version: 1, next_attempt_at: nowIso });
  }
  await enqueueJob(db, ids, JSON.stringify({ title: 'Meetup moved' }), nowIso);
  for (let i = 0; i < 30; i += 1) {
    await enqueueMail(db, { kind: 'invitation', senderId: null, invitationId: null, mail: { to: `guest${i}@example.com`, subject: 'Invitation', text: 'Come' }, nowIso });
  }
  return ids;
}

const claimed = async (db: Db, table: string) => (await db(table).where('attempts', '>', 0)).length;

describe('shutting down (SIGTERM)', () => {
  it('fails readiness at once on kept-alive connections, answers every request in flight, and leaves no job claimed', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SMTP_URL: sink.url,
      PUBLIC_URL: 'http://gather.test',
      LOG_LEVEL: 'silent',
      SHUTDOWN_UNREADY_MS: String(UNREADY_MS),
      GOOGLE_CLIENT_ID: CLIENT_ID,
      GOOGLE_CLIENT_SECRET: CLIENT_SECRET,
      GOOGLE_OAUTH_URL: google.url,
      GOOGLE_API_URL: google.url,
    });
    const running = await startServer(config, { pushSender: slowPush, jobTiming: { leaseMs: 60_000, pollMs: 100 } });
    const base = running.url.replace('localhost', '127.0.0.1');
    // The balancer's health check, on a connection it keeps open.
    const balancer = new http.Agent({ keepAlive: true, maxSockets: 1 });
    expect(await readyOn(balancer, base)).toEqual({ status: 200, reused: false });

    await seedMembers(running.db, config.tokenEncryptionKey);
    // The workers' next polls claim batches and start on them (a few at a time).
    await expect.poll(async () => [await claimed(running.db, 'mail_jobs'), await claimed(running.db, 'push_deliveries'), await claimed(running.db, 'calendar_sync_items')].every((n) => n > 0), { timeout: 10_000 }).toBe(true);

    // Twenty sign-ups in flight (each hashes a password: tens of ms of CPU): once the server has
    // received them all, the signal (a busy machine may take seconds to accept twenty connections).
    let received = 0;
    running.server.on('request', () => {
      received += 1;
    });
    const inFlight = Array.from({ length: 20 }, (_, i) => request(base, 'POST', '/api/auth/register', { email: `late${i}@example.com`, password: 'long-enough-1' }));
    await expect.poll(() => received, { interval: 1, timeout: 15_000 }).toBe(20);
    const closing = running.close();
    shutdownBegan();

    // Readiness fails at once: on the balancer's kept-alive connection, and on a new one while the port stays open.
    expect(await readyOn(balancer, base)).toEqual({ status: 503, reused: true });
    expect(await request(base, 'GET', '/api/ready')).toBe(503);
    expect(await Promise.all(inFlight)).toEqual(Array.from({ length: 20 }, () => 201));
    // Then the port closes: new connections are refused.
    await expect.poll(() => request(base, 'GET', '/api/ready'), { interval: 100, timeout: UNREADY_MS + 10_000 }).toBe('ECONNREFUSED');
    await closing;
    balancer.destroy();

    const db = createDb(config.database);
    try {
      const now = new Date().toISOString();
      // Mail: the ones in flight were sent, once each; the rest are due now with no attempt counted.
      const mails = await db('mail_jobs').select<{ sent_at: string | null; attempts: number; next_attempt_at: string }[]>('sent_at', 'attempts', 'next_attempt_at');
      const sent = mails.filter((m) => m.sent_at !== null);
      const unsent = mails.filter((m) => m.sent_at === null);
      expect(sent.length).toBeGreaterThan(0);
      expect(sink.received).toHaveLength(sent.length);
      expect(unsent.length).toBeGreaterThan(0);
      expect(unsent.filter((m) => m.attempts !== 0 || m.next_attempt_at > now)).toEqual([]);

      // Push: each delivery sent is gone from the table, the rest wait, due now, with no attempt counted.
      const deliveries = await db('push_deliveries').select<{ attempts: number; run_after: string }[]>('attempts', 'run_after');
      expect(pushesSent).toBeGreaterThan(0);
      expect(deliveries.length).toBe(MEMBERS - pushesSent);
      expect(deliveries.length).toBeGreaterThan(0);
      expect(deliveries.filter((d) => d.attempts !== 0 || d.run_after > now)).toEqual([]);

      // Calendar: the syncs in flight finished; the rest are due now with no attempt counted.
      const items = await db('calendar_sync_items').select<{ done_version: number; attempts: number; next_attempt_at: string }[]>('done_version', 'attempts', 'next_attempt_at');
      expect(items.filter((i) => i.done_version === 2).length).toBeGreaterThan(0);
      expect(items.filter((i) => i.done_version === 1).length).toBeGreaterThan(0);
      expect(items.filter((i) => i.attempts !== 0 || i.next_attempt_at > now)).toEqual([]);

      const users = await db('users').where('email', 'like', 'late%').count({ n: '*' });
      expect(Number(users[0]?.n)).toBe(20);
    } finally {
      await db.destroy();
    }
  }, 60_000);
});
