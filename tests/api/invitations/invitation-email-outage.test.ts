import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invitation } from '@contracts/invitations/schemas';
import { createCommunity, createEvent, invite, signUp } from '../../support/factories';
import type { SignedInUser } from '../../support/factories';
import { startSmtpSink, unreachableSmtp } from '../../support/smtp-sink';
import type { SmtpSink } from '../../support/smtp-sink';
import { createTestApp } from '../../support/test-app';
import type { TestApp } from '../../support/test-app';

interface MailJob {
  recipient: string;
  subject: string;
  attempts: number;
  last_error: string | null;
  sent_at: string | null;
  failed_at: string | null;
}

let smtpPort: number;
let sink: SmtpSink | null = null;
let t: TestApp;
let host: SignedInUser;
let eventId: number;
const mailLog: string[] = [];

beforeAll(async () => {
  // The app's mail server is down.
  const down = await unreachableSmtp();
  smtpPort = down.port;
  const { mailer } = down;
  t = await createTestApp({}, { mailer, mailLog: (line) => mailLog.push(line) });
  host = await signUp(t, { full_name: 'Hana Host' });
  const c = await createCommunity(t, host, { name: 'Walkers' });
  eventId = (await createEvent(t, host, { community_id: c.id, title: 'Ridge walk', start_datetime: new Date(Date.now() + 86_400_000 * 3).toISOString() })).id;
});
afterAll(async () => {
  await t.close();
  await sink?.close();
});

const jobTo = async (recipient: string) => (await t.deps.db('mail_jobs').where({ recipient }).first<MailJob | undefined>()) ?? null;

describe('an invitation e-mail while the mail server is unreachable', () => {
  it('creates the invitation, keeps the mail, and sends it once the mail server is back', async () => {
    const res = await t.request().post('/api/event-invites/').set(host.auth).send({ event_id: eventId, invited_email: 'walker@example.com' }).expect(201);
    expect(res.body).toMatchObject({ invited_email: 'walker@example.com', status: 'pending' });
    await t.drainMail();
    expect(await jobTo('walker@example.com')).toMatchObject({ subject: 'Invitation: Ridge walk', attempts: 1, sent_at: null, failed_at: null, last_error: expect.stringMatching(/ECONNREFUSED/) as unknown });
    expect(mailLog.some((line) => line.includes('could not send') && line.includes('walker@example.com') && line.includes('attempt 1 of 7'))).toBe(true);

    sink = await startSmtpSink(smtpPort);
    await t.drainMail();
    expect(sink.received).toEqual([]); // the retry waits for its backoff

    t.advanceClock(31_000);
    await t.drainMail();
    const mail = await sink.waitForMailTo('walker@example.com', 1000);
    expect(mail.raw).toContain('Subject: Invitation: Ridge walk');
    expect(mail.raw).toContain(`/join-event/${(res.body as Invitation).invite_code}`);
    expect(await jobTo('walker@example.com')).toMatchObject({ attempts: 2, sent_at: expect.any(String) as unknown, failed_at: null });

    await t.drainMail();
    expect(sink.received.filter((m) => m.to.includes('walker@example.com'))).toHaveLength(1);
  });

  it('never sends the mail of an invitation cancelled before it left', async () => {
    await sink?.close();
    sink = null;
    const res = await t.request().post('/api/event-invites/').set(host.auth).send({ event_id: eventId, invited_email: 'changed-mind@example.com' }).expect(201);
    await t.drainMail();
    expect(await jobTo('changed-mind@example.com')).toMatchObject({ attempts: 1, sent_at: null });

    await t.request().delete(`/api/event-invites/${(res.body as Invitation).id}`).set(host.auth).expect(204);
    expect(await jobTo('changed-mind@example.com')).toMatchObject({ sent_at: null, failed_at: expect.any(String) as unknown, last_error: expect.stringMatching(/^Withdrawn/) as unknown });

    sink = await startSmtpSink(smtpPort);
    t.advanceClock(10 * 60_000);
    await t.drainMail();
    expect(sink.received).toEqual([]);
  });

  it('never sends the mail of an invitation whose event was deleted before it left', async () => {
    await sink?.close();
    sink = null;
    const c = await createCommunity(t, host, { name: 'Gone soon' });
    const start = new Date(t.deps.clock().getTime() + 86_400_000 * 3).toISOString();
    const id = (await createEvent(t, host, { community_id: c.id, title: 'Called off', start_datetime: start })).id;
    await invite(t, host, { event_id: id, invited_email: 'too-late@example.com' });
    await t.drainMail();

    await t.request().delete(`/api/events/${id}`).set(host.auth).expect(204);
    expect(await jobTo('too-late@example.com')).toMatchObject({ sent_at: null, last_error: 'Withdrawn: the event was deleted before the mail was sent' });
    sink = await startSmtpSink(smtpPort);
    t.advanceClock(10 * 60_000);
    await t.drainMail();
    expect(sink.received).toEqual([]);
  });
});
