import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../../server/db';
import type { Db } from '../../server/db';
import type { Mailer, OutgoingMail } from '../../server/integrations/mail';
import type { PushSender } from '../../server/integrations/push';
import { enqueueJob } from '../../server/features/push/repo';
import { enqueueMail } from '../../server/queue/mail-repo';
import { MAIL_LEASE_MS, startMailWorker } from '../../server/queue/mail-worker';
import { startPushWorker } from '../../server/features/push/worker';
import { createTestDatabase } from '../support/test-db';
import type { TestDatabase } from '../support/test-db';

/**
 * Several workers on one database, each with its own connections, as instances of the app would be:
 * every job is done once. On PostgreSQL the claims use FOR UPDATE SKIP LOCKED; on SQLite the same
 * code runs through separate connections to one file.
 */
let database: TestDatabase;
let instances: Db[];
beforeAll(async () => {
  database = await createTestDatabase();
  instances = [database.db, createDb(database.config), createDb(database.config)];
});
afterAll(async () => {
  await Promise.all(instances.slice(1).map((db) => db.destroy()));
  await database.drop();
});

const quiet = () => undefined;

function countingMailer(counts: Map<string, number>, options: { dieOn?: (mail: OutgoingMail) => boolean } = {}): Mailer {
  return {
    mode: 'smtp',
    async send(mail) {
      if (options.dieOn?.(mail)) {
        // This instance is killed here: the send never happens and nothing is recorded.
        await new Promise<never>(() => undefined);
      }
      counts.set(mail.to, (counts.get(mail.to) ?? 0) + 1);
      await Promise.resolve();
    },
  };
}

describe('jobs claimed by several instances', () => {
  it('sends each of 3,000 mails once with three workers, and a killed worker\'s mails after its lease', async () => {
    const now = new Date();
    const rows = Array.from({ length: 3000 }, (_, i) => ({ to: `m${i}@example.com` }));
    for (const { to } of rows) {
      await enqueueMail(database.db, { kind: 'invitation', senderId: null, invitationId: null, mail: { to, subject: 's', text: 't' }, nowIso: now.toISOString() });
    }
    const counts = new Map<string, number>();
    let offset = 0;
    const clock = () => new Date(Date.now() + offset);
    // The third instance is killed on its first send: the batch it had claimed stays claimed.
    const dying = countingMailer(counts, { dieOn: () => true });
    const workers = instances.map((db, i) => startMailWorker({ db, mailer: i === 2 ? dying : countingMailer(counts), clock, pollMs: 3_600_000, log: quiet }));
    void workers[2]?.drain();
    await Promise.all([workers[0]?.drain(), workers[1]?.drain()]);

    const stuck = await database.db('mail_jobs').whereNull('sent_at').count<{ n: number | string }[]>({ n: '*' }).first();
    // Until the lease ends, the killed instance's mails wait; afterwards the others send them.
    offset = MAIL_LEASE_MS + 1000;
    await Promise.all([workers[0]?.drain(), workers[1]?.drain()]);

    expect(counts.size).toBe(3000);
    expect([...counts.values()].filter((n) => n !== 1)).toEqual([]);
    expect(await database.db('mail_jobs').whereNull('sent_at')).toHaveLength(0);
    expect(Number(stuck?.n ?? 0)).toBeGreaterThan(0);
    await Promise.all([workers[0]?.stop(), workers[1]?.stop()]);
  }, 120_000);

  it('expands each push job once and delivers each delivery once with three workers', async () => {
    const db = database.db;
    const nowIso = new Date().toISOString();
    const userIds: number[] = [];
    for (let u = 0; u < 20; u += 1) {
      const [user] = await db('users')
        .insert({ uuid: `u-${u}`, email: `p${u}@example.com`, username: `p${u}`, password_hash: 'x', created_at: nowIso, is_admin: false, is_pro: false, is_active: true, google_calendar_global_auto_sync: false })
        .returning<{ id: number }[]>('id');
      userIds.push(user?.id ?? 0);
      await db('push_subscriptions').insert({ user_id: user?.id, endpoint: `https://push.example/${u}`, p256dh: 'k', auth: 'a', created_at: nowIso });
    }
    for (let j = 0; j < 150; j += 1) {
      await enqueueJob(db, userIds, JSON.stringify({ title: `t${j}`, body: 'b', url: '/', tag: `job-${j}` }), nowIso);
    }
    const delivered = new Map<string, number>();
    const sender: PushSender = {
      send(target, payload) {
        const key = `${target.endpoint} ${(JSON.parse(payload) as { title: string }).title}`;
        delivered.set(key, (delivered.get(key) ?? 0) + 1);
        return Promise.resolve({ ok: true });
      },
    };
    const workers = instances.map((instance) => startPushWorker({ db: instance, sender, clock: () => new Date(), pollMs: 3_600_000, log: quiet }));
    await Promise.all(workers.map((w) => w.drain()));
    expect(delivered.size).toBe(150 * 20);
    expect([...delivered.values()].filter((n) => n !== 1)).toEqual([]);
    expect(await db('push_jobs')).toHaveLength(0);
    expect(await db('push_deliveries')).toHaveLength(0);
    await Promise.all(workers.map((w) => w.stop()));
  }, 120_000);
});
