import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVITATION_MESSAGES } from '@contracts/invitations/schemas';
import { createCommunity, createEvent } from '../../support/factories';
import type { SignedInUser } from '../../support/factories';
import { createPaymentsTestApp, deliverAll, quickMember, subscribeAndPay } from '../../support/fake-stripe/payments-app';
import type { PaymentsTestApp } from '../../support/fake-stripe/payments-app';

const LIMIT = 4;
let p: PaymentsTestApp;
beforeAll(async () => {
  p = await createPaymentsTestApp({ invitationEmailsPerHour: LIMIT, invitationEmailsPerRecipientPerDay: 1000 });
});
afterAll(async () => {
  await p.close();
});

async function eventOf(member: SignedInUser): Promise<number> {
  const c = await createCommunity(p.t, member, { name: 'Big club' });
  const start = new Date(Date.now() + 5 * 86_400_000).toISOString();
  return (await createEvent(p.t, member, { community_id: c.id, title: 'Gala', start_datetime: start })).id;
}

/** Sends invitation e-mails until one is refused (or `upTo` went out); answers how many went out. */
async function sendUntilRefused(member: SignedInUser, eventId: number, upTo: number): Promise<{ sent: number; refusal: { status: number; body: unknown } | null }> {
  for (let i = 0; i < upTo; i += 1) {
    const res = await p.t.request().post('/api/event-invites/').set(member.auth).send({ event_id: eventId, invited_email: `guest${i}-${member.user.id}@example.com` });
    if (res.status !== 201) {
      return { sent: i, refusal: { status: res.status, body: res.body } };
    }
  }
  return { sent: upTo, refusal: null };
}

describe('Pro and the hourly invitation e-mail limit', () => {
  it('a member without Pro sends the limit and no more', async () => {
    const member = await quickMember(p.t);
    const { sent, refusal } = await sendUntilRefused(member, await eventOf(member), LIMIT + 3);
    expect(sent).toBe(LIMIT);
    expect(refusal).toMatchObject({ status: 429, body: { code: 'rate_limited', detail: INVITATION_MESSAGES.tooManyEmails } });
  });

  it('a Pro member sends ten times the limit (the 40th goes, the 41st does not), and the limit falls back when Pro ends', async () => {
    const member = await quickMember(p.t);
    const { subscriptionId, events } = await subscribeAndPay(p, member);
    await deliverAll(p.t, events);
    const eventId = await eventOf(member);
    const { sent, refusal } = await sendUntilRefused(member, eventId, LIMIT * 10 + 3);
    expect(sent).toBe(LIMIT * 10);
    expect(refusal).toMatchObject({ status: 429, body: { code: 'rate_limited' } });

    // Pro ends: the hour's 40 e-mails are far over the plain limit.
    const mark = p.stripe.state.events.length;
    p.stripe.state.end(subscriptionId);
    await deliverAll(p.t, p.stripe.eventsSince(mark));
    const after = await p.t.request().post('/api/event-invites/').set(member.auth).send({ event_id: eventId, invited_email: 'one-more@example.com' });
    expect(after.status).toBe(429);
  });

  it('Pro does not raise the cap on one recipient address', async () => {
    const q = await createPaymentsTestApp({ invitationEmailsPerHour: LIMIT, invitationEmailsPerRecipientPerDay: 2 });
    try {
      const senders = await Promise.all([1, 2, 3].map(() => quickMember(q.t)));
      for (const sender of senders) {
        await deliverAll(q.t, (await subscribeAndPay(q, sender)).events);
      }
      const answers = [];
      for (const sender of senders) {
        const c = await createCommunity(q.t, sender, { name: 'Club' });
        const ev = await createEvent(q.t, sender, { community_id: c.id, title: 'Do', start_datetime: new Date(Date.now() + 86_400_000 * 3).toISOString() });
        answers.push((await q.t.request().post('/api/event-invites/').set(sender.auth).send({ event_id: ev.id, invited_email: 'popular@example.com' })).status);
      }
      expect(answers).toEqual([201, 201, 429]);
    } finally {
      await q.close();
    }
  });
});
