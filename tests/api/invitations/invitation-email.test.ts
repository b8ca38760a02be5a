import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../../server/integrations/mail';
import { signUp } from '../../support/factories';
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
    const c = await t.request().post('/api/communities/').set(host.auth).send({ name: 'Walkers' }).expect(201);
    const ev = await t
      .request()
      .post('/api/events/')
      .set(host.auth)
      .send({ community_id: (c.body as { id: number }).id, title: 'Ridge walk', start_datetime: new Date(Date.now() + 86_400_000 * 3).toISOString(), location: 'Car park' })
      .expect(201);
    await t.request().post('/api/event-invites/').set(host.auth).send({ event_id: (ev.body as { id: number }).id, invited_email: 'walker@example.com' }).expect(201);

    const mail = await sink.waitForMailTo('walker@example.com');
    expect(mail.raw).toContain('Subject: Invitation: Ridge walk');
    const text = decodeQuotedPrintable(mail.raw);
    const link = /http:\/\/gather\.test\/join-event\/([A-Z0-9]+)/.exec(text);
    expect(link?.[1]).toBeDefined();

    const code = link?.[1] ?? '';
    expect((await t.request().get(`/api/event-invites/invite/${code}`).expect(200)).body).toMatchObject({ event: { title: 'Ridge walk' }, status: 'pending' });
    const walker = await signUp(t, { email: 'walker@example.com' });
    await t.request().post('/api/event-invites/join').set(walker.auth).send({ invite_code: code }).expect(200);
    expect((await t.request().get(`/api/events/${(ev.body as { id: number }).id}`).set(walker.auth).expect(200)).body).toMatchObject({ my_rsvp: 'going' });
  });
});
