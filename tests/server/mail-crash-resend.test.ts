import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../server/clock';
import { createMailer } from '../../server/integrations/mail';
import type { Mailer } from '../../server/integrations/mail';
import { enqueueMail } from '../../server/queue/mail-repo';
import { MAIL_LEASE_MS, startMailWorker } from '../../server/queue/mail-worker';
import { startSmtpSink } from '../support/smtp-sink';
import type { SmtpSink } from '../support/smtp-sink';
import { createTestDatabase } from '../support/test-db';
import type { TestDatabase } from '../support/test-db';

let sink: SmtpSink;
let database: TestDatabase;
beforeAll(async () => {
  sink = await startSmtpSink();
  database = await createTestDatabase();
});
afterAll(async () => {
  await sink.close();
  await database.drop();
});

const messageIdOf = (raw: string) => /^Message-ID: (.+)$/im.exec(raw)?.[1]?.trim();

/**
 * A process that dies between handing mail to the SMTP server and recording it as sent: the send
 * goes out, then the worker never hears back (as if the process were killed there).
 */
function dyingAfterSend(mailer: Mailer): Mailer {
  return {
    mode: mailer.mode,
    async send(mail) {
      await mailer.send(mail);
      await new Promise<never>(() => undefined);
    },
  };
}

describe('mail sent again after a crash mid-delivery', () => {
  it('is the same message (the same Message-ID), sent again only once the short lease has run out', async () => {
    const mailer = createMailer({ smtpUrl: sink.url, from: 'Gather <no-reply@gather.test>', dataDir: '/tmp' });
    const now = new Date();
    for (const to of ['a@example.com', 'b@example.com', 'c@example.com', 'd@example.com']) {
      await enqueueMail(database.db, { kind: 'invitation', senderId: null, invitationId: null, mail: { to, subject: 'Invitation to "Gig" on Gather', text: 'Come' }, nowIso: now.toISOString() });
    }

    // The first process sends all four (4 in flight), then dies before recording any of them.
    const dying = startMailWorker({ db: database.db, mailer: dyingAfterSend(mailer), clock: systemClock, pollMs: 3_600_000, log: () => undefined });
    await expect.poll(() => sink.received.length, { timeout: 10_000 }).toBe(4);
    void dying;

    // A second process starts at once: the claims are still leased, so nothing goes out twice yet.
    let offset = 0;
    const clock = () => new Date(Date.now() + offset);
    const next = startMailWorker({ db: database.db, mailer, clock, pollMs: 3_600_000, log: () => undefined });
    await next.drain();
    expect(sink.received).toHaveLength(4);

    // After the lease (two minutes, not the hours a late retry could wait), each is sent again, with its Message-ID.
    offset = MAIL_LEASE_MS + 1000;
    await next.drain();
    expect(sink.received).toHaveLength(8);
    for (const to of ['a@example.com', 'b@example.com', 'c@example.com', 'd@example.com']) {
      const copies = sink.received.filter((mail) => mail.to.includes(to)).map((mail) => messageIdOf(mail.raw));
      expect(copies).toHaveLength(2);
      expect(copies[0]).toMatch(/^<[0-9a-f-]{36}@gather\.test>$/);
      expect(copies[1]).toBe(copies[0]);
    }
    expect(new Set(sink.received.map((mail) => messageIdOf(mail.raw))).size).toBe(4);
    expect(await database.db('mail_jobs').whereNull('sent_at')).toHaveLength(0);
    await next.stop();
  });
});
