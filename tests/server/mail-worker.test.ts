import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mailer, OutgoingMail } from '../../server/integrations/mail';
import { enqueueMail } from '../../server/queue/mail-repo';
import { MAIL_MAX_ATTEMPTS, startMailWorker } from '../../server/queue/mail-worker';
import { createTestDatabase } from '../support/test-db';
import type { TestDatabase } from '../support/test-db';

let database: TestDatabase;
let offsetMs = 0;
const clock = () => new Date(Date.now() + offsetMs);
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

const queue = (to: string) =>
  enqueueMail(database.db, { kind: 'invitation', senderId: null, invitationId: null, mail: { to, subject: 'Hello', text: 'Hi', links: ['http://x/y'] }, nowIso: clock().toISOString() });

const jobTo = async (recipient: string) =>
  database.db('mail_jobs').where({ recipient }).first<{ attempts: number; sent_at: string | null; failed_at: string | null; last_error: string | null }>();

describe('the mail worker', () => {
  it('retries with growing waits, then gives up and says so', async () => {
    const log: string[] = [];
    const down: Mailer = { mode: 'smtp', send: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:25')) };
    const worker = startMailWorker({ db: database.db, mailer: down, clock, pollMs: 3_600_000, log: (line) => log.push(line) });
    try {
      await queue('nobody@example.com');
      await worker.drain();
      expect(await jobTo('nobody@example.com')).toMatchObject({ attempts: 1, failed_at: null });
      // Not due again before its backoff.
      offsetMs += 29_000;
      await worker.drain();
      expect(await jobTo('nobody@example.com')).toMatchObject({ attempts: 1 });
      for (let i = 1; i < MAIL_MAX_ATTEMPTS + 2; i += 1) {
        offsetMs += 2 * 60 * 60 * 1000;
        await worker.drain();
      }
      expect(await jobTo('nobody@example.com')).toMatchObject({ attempts: MAIL_MAX_ATTEMPTS, sent_at: null, failed_at: expect.any(String) as unknown, last_error: 'connect ECONNREFUSED 127.0.0.1:25' });
      expect(log.filter((line) => line.includes('could not send'))).toHaveLength(MAIL_MAX_ATTEMPTS - 1);
      expect(log.at(-1)).toBe(`[mail] gave up on mail job 1 ("Hello" to nobody@example.com) after ${MAIL_MAX_ATTEMPTS} attempts: connect ECONNREFUSED 127.0.0.1:25`);
    } finally {
      await worker.stop();
    }
  });

  it('sends each mail of a batch once when the batch outlasts its lease and another worker claims the rest', async () => {
    const sent: string[] = [];
    // One mail at a time, 120 ms each, on a 300 ms lease: the fourth of a batch starts after its lease.
    const slow: Mailer = { mode: 'files', send: (mail) => new Promise((resolve) => setTimeout(() => resolve(void sent.push(mail.to)), 120)) };
    const options = { db: database.db, mailer: slow, clock, pollMs: 3_600_000, log: () => undefined, concurrency: 1, leaseMs: 300 };
    const first = startMailWorker(options);
    const second = startMailWorker(options);
    try {
      const recipients = Array.from({ length: 8 }, (_, i) => `batch${i}@example.com`);
      for (const to of recipients) {
        await queue(to);
      }
      const firstDone = first.drain();
      // The second worker looks again and again while the first works through its batch.
      const deadline = Date.now() + 3000;
      while (Date.now() < deadline && sent.length < recipients.length) {
        await second.drain();
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await firstDone;
      await second.drain();
      expect([...sent].sort()).toEqual([...recipients].sort());
    } finally {
      await Promise.all([first.stop(), second.stop()]);
    }
  });

  it('sends a mail once even when two workers look at the queue together', async () => {
    const sent: OutgoingMail[] = [];
    const mailer: Mailer = { mode: 'files', send: (mail) => Promise.resolve(void sent.push(mail)) };
    const workers = [1, 2].map(() => startMailWorker({ db: database.db, mailer, clock, pollMs: 3_600_000, log: () => undefined }));
    try {
      await queue('once@example.com');
      await Promise.all(workers.map((w) => w.drain()));
      expect(sent).toEqual([{ to: 'once@example.com', subject: 'Hello', text: 'Hi', links: ['http://x/y'], messageKey: expect.any(String) as unknown }]);
      expect(await jobTo('once@example.com')).toMatchObject({ attempts: 1, sent_at: expect.any(String) as unknown });
    } finally {
      await Promise.all(workers.map((w) => w.stop()));
    }
  });
});
