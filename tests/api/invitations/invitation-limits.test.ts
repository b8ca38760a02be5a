import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVITATION_MESSAGES } from '@contracts/invitations/schemas';
import type { Invitation } from '@contracts/invitations/schemas';
import { createCommunity, createEvent, signUp } from '../../support/factories';
import type { SignedInUser } from '../../support/factories';
import { createTestApp } from '../../support/test-app';
import type { TestApp } from '../../support/test-app';

const LIMIT = 4;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ invitationEmailsPerHour: LIMIT });
});
afterAll(async () => {
  await t.close();
});

/** A new sender with an event of their own. */
async function senderWithEvent(): Promise<{ sender: SignedInUser; eventId: number }> {
  const sender = await signUp(t);
  const c = await createCommunity(t, sender, { name: 'Busy' });
  const ev = await createEvent(t, sender, { community_id: c.id, title: 'Big party', start_datetime: new Date(Date.now() + 5 * 86_400_000).toISOString() });
  return { sender, eventId: ev.id };
}

const invite = (who: SignedInUser, eventId: number, email: string) => t.request().post('/api/event-invites/').set(who.auth).send({ event_id: eventId, invited_email: email });

describe('the hourly invitation e-mail limit', () => {
  it('still answers 429 after the sender cancels the invitations that used it up', async () => {
    const { sender, eventId } = await senderWithEvent();
    const sent: Invitation[] = [];
    for (let i = 0; i < LIMIT; i += 1) {
      sent.push((await invite(sender, eventId, `guest${i}@example.com`).expect(201)).body as Invitation);
    }
    // The e-mails go out before the cancellations: one still unsent when its invitation is cancelled
    // is withdrawn, and the count below would hang on the mail worker's pace.
    await t.drainMail();
    for (const inv of sent) {
      await t.request().delete(`/api/event-invites/${inv.id}`).set(sender.auth).expect(204);
    }
    const limited = await invite(sender, eventId, 'guest0@example.com').expect(429);
    expect(limited.body).toMatchObject({ detail: INVITATION_MESSAGES.tooManyEmails });
    // The e-mails that went out are all there were: the refused invitation sent none.
    await t.drainMail();
    expect(t.mailer.sent.filter((m) => /^guest\d@example\.com$/.test(m.to))).toHaveLength(LIMIT);
  });

  it('lets no more than the limit through when the requests come all at once', async () => {
    const { sender, eventId } = await senderWithEvent();
    const answers = await Promise.all(Array.from({ length: LIMIT + 4 }, (_, i) => invite(sender, eventId, `rush${i}@example.com`)));
    expect(answers.filter((r) => r.status === 201)).toHaveLength(LIMIT);
    expect(answers.filter((r) => r.status === 429)).toHaveLength(4);
    const list = await t.request().get('/api/event-invites/my-sent-invites').set(sender.auth).expect(200);
    expect(list.body).toHaveLength(LIMIT);
  });

  it('counts each sender on their own, and frees the e-mails an hour later', async () => {
    const first = await senderWithEvent();
    const second = await senderWithEvent();
    for (let i = 0; i < LIMIT; i += 1) {
      await invite(first.sender, first.eventId, `crowd${i}@example.com`).expect(201);
    }
    await invite(first.sender, first.eventId, 'late@example.com').expect(429);
    await invite(second.sender, second.eventId, 'late@example.com').expect(201);
    t.advanceClock(61 * 60 * 1000);
    try {
      await invite(first.sender, first.eventId, 'late@example.com').expect(201);
    } finally {
      t.advanceClock(-61 * 60 * 1000);
    }
  });
});

describe('invitation e-mails to one address', () => {
  it('are capped per day across senders, so many senders cannot flood one inbox', async () => {
    const target = 'popular@example.com';
    const senders = await Promise.all(Array.from({ length: 6 }, () => senderWithEvent()));
    for (const { sender, eventId } of senders.slice(0, 5)) {
      await invite(sender, eventId, target).expect(201);
    }
    const [last] = senders.slice(5);
    const limited = await invite(last?.sender as SignedInUser, last?.eventId ?? 0, target).expect(429);
    expect(limited.body).toMatchObject({ code: 'recipient_limited', detail: INVITATION_MESSAGES.recipientHadEnough });
    // The sender can still share a link, and invite someone else by e-mail.
    await t.request().post('/api/event-invites/').set(last?.sender.auth ?? {}).send({ event_id: last?.eventId }).expect(201);
    await invite(last?.sender as SignedInUser, last?.eventId ?? 0, 'someone-else@example.com').expect(201);
    // A day later the address may be invited again.
    t.advanceClock(24 * 60 * 60 * 1000 + 1000);
    await invite(last?.sender as SignedInUser, last?.eventId ?? 0, target).expect(201);
  });

  it('carry no link in the subject, whatever the event title says', async () => {
    const { sender } = await senderWithEvent();
    const c = await createCommunity(t, sender, { name: 'Phishers' });
    const ev = await createEvent(t, sender, {
      community_id: c.id,
      title: 'URGENT: verify your account at https://evil.example or www.evil.example (mail admin@evil.example / evil.example)',
      start_datetime: new Date(Date.now() + 9 * 86_400_000).toISOString(),
    });
    await invite(sender, ev.id, 'phish-target@example.com').expect(201);
    await t.drainMail();
    const mail = t.mailer.sent.find((m) => m.to === 'phish-target@example.com');
    expect(mail?.subject).toBe('Invitation: URGENT: verify your account at … or … (mail …');
    expect(mail?.subject).not.toMatch(/evil|https?:|www\./);
  });
});
