import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Mailer } from '../../server/integrations/mail';
import { claimDue } from '../../server/queue/claim';
import { HEARTBEAT_STALE_MS, startInstanceHeartbeat } from '../../server/queue/instance-heartbeat';
import type { InstanceHeartbeat } from '../../server/queue/instance-heartbeat';
import { CLAIMED_JOB_TABLES } from '../../server/queue/job-tables';
import { claimMail, enqueueMail, recordFailure } from '../../server/queue/mail-repo';
import { startMailWorker } from '../../server/queue/mail-worker';
import { listTables } from '../support/schema-introspection';
import { createTestDatabase } from '../support/test-db';
import type { TestDatabase } from '../support/test-db';

/**
 * Each instance beats every few seconds; one that stops beating (killed, its machine gone) has
 * its claims freed by another's next beat once HEARTBEAT_STALE_MS have passed, in every job table
 * that uses claims, instead of waiting out their lease (2 minutes for mail). On a fake clock, on
 * SQLite and PostgreSQL. (tests/process/instance-takeover.test.ts does it with real processes and kill -9.)
 */
let database: TestDatabase;
let now = Date.parse('2031-01-01T12:00:00.000Z');
const clock = () => new Date(now);
const iso = (ms = 0) => new Date(now + ms).toISOString();
const LEASE_MS = 2 * 60 * 1000;
const quiet = () => undefined;
/** Beats come only when a test asks (no timer fires within a test). */
const beatByHand = { beatMs: 3_600_000, log: quiet };

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

let started: InstanceHeartbeat[] = [];
const instance = async (): Promise<InstanceHeartbeat> => {
  const heartbeat = await startInstanceHeartbeat({ db: database.db, clock, ...beatByHand });
  started.push(heartbeat);
  return heartbeat;
};
beforeEach(async () => {
  for (const heartbeat of started) {
    await heartbeat.stop();
  }
  started = [];
  for (const table of [...CLAIMED_JOB_TABLES.map((t) => t.table), 'push_subscriptions', 'job_instances']) {
    await database.db(table).delete();
  }
});

let userId = 0;
/** One due row in each job table that uses claims. */
async function seedOneJobEach(): Promise<void> {
  const { db } = database;
  if (userId === 0) {
    const [user] = await db('users').insert({ uuid: '00000000-0000-4000-8000-000000000001', email: 'u@example.com', username: 'u', password_hash: 'x', created_at: iso() }).returning<{ id: number }[]>('id');
    userId = user?.id ?? 0;
  }
  await enqueueMail(db, { kind: 'invitation', senderId: null, invitationId: null, mail: { to: 'guest@example.com', subject: 'Invitation', text: 'Come' }, nowIso: iso() });
  const [sub] = await db('push_subscriptions').insert({ user_id: userId, endpoint: 'https://push.example/1', p256dh: 'k', auth: 'a', created_at: iso() }).returning<{ id: number }[]>('id');
  await db('push_deliveries').insert({ subscription_id: sub?.id, payload: '{}', attempts: 0, run_after: iso() });
  await db('calendar_sync_items').insert({ user_id: userId, event_id: 1, google_event_id: 'g1', next_attempt_at: iso() });
  await db('account_purges').insert({ user_id: userId, next_attempt_at: iso(), created_at: iso() });
}

type JobState = { id: number; attempts: number; claimed_by: string | null; due: string };
async function stateOf(table: string): Promise<JobState[]> {
  const job = CLAIMED_JOB_TABLES.find((t) => t.table === table);
  return database.db(table).orderBy('id').select<JobState[]>('id', 'attempts', 'claimed_by', `${job?.dueColumn ?? ''} as due`);
}

describe('claims of an instance that stopped beating', () => {
  it('are freed in every job table once it has been silent HEARTBEAT_STALE_MS, never sooner, and the next claim counts a new attempt', async () => {
    await seedOneJobEach();
    const dead = await instance();
    const alive = await instance();
    for (const job of CLAIMED_JOB_TABLES) {
      expect(await claimDue(database.db, job, { nowIso: iso(), leaseUntilIso: iso(LEASE_MS), limit: 10, claimant: dead.id })).toHaveLength(1);
    }

    // The dead instance beats no more. Just short of the limit, nothing moves.
    now += HEARTBEAT_STALE_MS - 1000;
    expect(await alive.beat()).toEqual([]);
    for (const job of CLAIMED_JOB_TABLES) {
      expect(await stateOf(job.table)).toEqual([expect.objectContaining({ attempts: 1, claimed_by: dead.id })]);
    }

    // The next beat after it: every row it held is due now, held by no one, its attempt still counted.
    now += 2000;
    const freed = await alive.beat();
    expect(freed.map((f) => f.table).sort()).toEqual(CLAIMED_JOB_TABLES.map((t) => t.table).sort());
    for (const job of CLAIMED_JOB_TABLES) {
      expect(await stateOf(job.table)).toEqual([expect.objectContaining({ attempts: 1, claimed_by: null, due: iso() })]);
      expect(await claimDue(database.db, job, { nowIso: iso(), leaseUntilIso: iso(LEASE_MS), limit: 10, claimant: alive.id })).toEqual([expect.objectContaining({ attempts: 2 })]);
    }
    // The stopped instance is forgotten; the live one's claims are its own.
    expect((await database.db('job_instances').select('id')).map((row: { id: string }) => row.id)).toEqual([alive.id]);
    expect(await alive.beat()).toEqual([]);
    expect((await stateOf('mail_jobs'))[0]).toMatchObject({ claimed_by: alive.id });
  });

  it('leave a retry waiting out its backoff: only what was held mid-attempt is freed', async () => {
    await seedOneJobEach();
    const dead = await instance();
    const alive = await instance();
    const [mail] = await claimMail(database.db, iso(), iso(LEASE_MS), 10, dead.id);
    if (!mail) {
      throw new Error('nothing claimed');
    }
    await recordFailure(database.db, mail, 'SMTP down', iso(30 * 60 * 1000));
    now += HEARTBEAT_STALE_MS + 1000;
    expect(await alive.beat()).toEqual([]);
    expect(await stateOf('mail_jobs')).toEqual([expect.objectContaining({ attempts: 1, claimed_by: null, due: new Date(now - HEARTBEAT_STALE_MS - 1000 + 30 * 60 * 1000).toISOString() })]);
  });

  it('of an instance that stops in order are freed at once, and it is forgotten', async () => {
    await seedOneJobEach();
    const leaving = await instance();
    await claimMail(database.db, iso(), iso(LEASE_MS), 10, leaving.id);
    await leaving.stop();
    started = started.filter((h) => h !== leaving);
    expect(await stateOf('mail_jobs')).toEqual([expect.objectContaining({ attempts: 1, claimed_by: null, due: iso() })]);
    expect(await database.db('job_instances')).toEqual([]);
  });

  it('are sent by the surviving instance\'s mail worker as soon as its heartbeat frees them, 10 s after the other died, not 2 minutes', async () => {
    await enqueueMail(database.db, { kind: 'invitation', senderId: null, invitationId: null, mail: { to: 'late@example.com', subject: 'Invitation', text: 'Come' }, nowIso: iso() });
    const sent: string[] = [];
    // The dying instance takes the mail and dies mid-send: nothing is ever recorded.
    const dying: Mailer = { mode: 'smtp', send: () => new Promise<never>(() => undefined) };
    const deadBeat = await instance();
    const deadWorker = startMailWorker({ db: database.db, mailer: dying, clock, pollMs: 3_600_000, log: quiet, claimant: deadBeat.id });
    await expect.poll(async () => (await stateOf('mail_jobs'))[0]?.claimed_by).toBe(deadBeat.id);
    void deadWorker;

    const mailer: Mailer = {
      mode: 'smtp',
      send: (mail) => {
        sent.push(mail.to);
        return Promise.resolve();
      },
    };
    const survivor = startMailWorker({ db: database.db, mailer, clock, pollMs: 3_600_000, log: quiet });
    const survivorBeat = await startInstanceHeartbeat({ db: database.db, clock, ...beatByHand, onFreed: () => survivor.kick() });
    started.push(survivorBeat);
    await survivor.drain();
    expect(sent).toEqual([]);

    now += HEARTBEAT_STALE_MS + 1000;
    await survivorBeat.beat();
    await expect.poll(() => sent).toEqual(['late@example.com']);
    await expect.poll(async () => (await database.db('mail_jobs').whereNotNull('sent_at')).length).toBe(1);
    await survivor.stop();
  });
});

describe('the job tables', () => {
  it('that carry claims (a claimed_by column) are exactly those whose claims a heartbeat frees', async () => {
    const withClaimant: string[] = [];
    for (const table of await listTables(database.db)) {
      if ('claimed_by' in (await database.db(table).columnInfo())) {
        withClaimant.push(table);
      }
    }
    expect(withClaimant.sort()).toEqual(CLAIMED_JOB_TABLES.map((t) => t.table).sort());
  });
});
