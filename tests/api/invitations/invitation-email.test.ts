import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../../server/integrations/mail';
import { createCommunity, createEvent, invite, signUp } from '../../support/factories';
import { decodeQuotedPrintable, startSmtpSink } from '../../support/smtp-sink';
import type { SmtpSink } from '../../support/smtp-sink';
import { createTestApp } from '../../support/test-app';
import type { TestApp } from '../../support/test-app';

let sink: SmtpSink;
let t: TestApp;
beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({}, { mailer: createMailer({ smtpUrl: sink.url, from: 'Gather <no-reply@gather.test>', dataDir: '/tmp' }) });
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

describe('the invitation e-mail over real SMTP', () => {
  it('arrives with a link that the invitee can follow to accept', async () => {
    const host = await signUp(t, { full_name: 'Hana Host' });
    const c = await createCommunity(t, host, { name: 'Walkers' });
    const ev = await createEvent(t, host, { community_id: c.id, title: 'Ridge walk', start_datetime: new Date(Date.now() + 86_400_000 * 3).toISOString(), location: 'Car park' });
    await invite(t, host, { event_id: ev.id, invited_email: 'walker@example.com' });

    const mail = await sink.waitForMailTo('walker@example.com');
    expect(mail.raw).toContain('Subject: Invitation: Ridge walk');
    const text = decodeQuotedPrintable(mail.raw);
    const link = /http:\/\/gather\.test\/join-event\/([A-Z0-9]+)/.exec(text);
    expect(link?.[1]).toBeDefined();

    const code = link?.[1] ?? '';
    expect((await t.request().get(`/api/event-invites/invite/${code}`).expect(200)).body).toMatchObject({ event: { title: 'Ridge walk' }, status: 'pending' });
    const walker = await signUp(t, { email: 'walker@example.com' });
    await t.request().post('/api/event-invites/join').set(walker.auth).send({ invite_code: code }).expect(200);
    expect((await t.request().get(`/api/events/${ev.id}`).set(walker.auth).expect(200)).body).toMatchObject({ my_rsvp: 'going' });
  });
});
