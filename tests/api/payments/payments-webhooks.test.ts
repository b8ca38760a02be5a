import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '@contracts/payments/schemas';
import type { ProStatusResponse } from '@contracts/payments/schemas';
import type { SignedInUser } from '../../support/factories';
import type { FakeEvent } from '../../support/fake-stripe/fake-stripe';
import { captureLog } from '../../support/log-capture';
import { createPaymentsTestApp, quickMember, deliver, deliverAll, shuffled, subscribeAndPay } from '../../support/fake-stripe/payments-app';
import type { PaymentsTestApp } from '../../support/fake-stripe/payments-app';

let p: PaymentsTestApp;
beforeAll(async () => {
  p = await createPaymentsTestApp();
});
afterAll(async () => {
  await p.close();
});

const HANDLED = ['checkout.session.completed', 'customer.subscription.created', 'customer.subscription.updated', 'customer.subscription.deleted', 'invoice.paid', 'invoice.payment_failed'];
const pro = async (member: SignedInUser) => (await p.t.request().get('/api/payments/pro').set(member.auth).expect(200)).body as ProStatusResponse;
const count = async (table: string) => Number((await p.t.deps.db(table).count<{ n: number | string }[]>({ n: '*' }).first())?.n ?? 0);
/** Everything a webhook may change, to show a refused delivery changed nothing. */
const snapshot = async () => ({
  events: await count('stripe_events'),
  subs: await p.t.deps.db('pro_subscriptions').orderBy('id').select('stripe_subscription_id', 'status', 'cancel_at_period_end', 'current_period_end'),
  pro: await p.t.deps.db('users').where({ is_pro: true }).count<{ n: number | string }[]>({ n: '*' }).first(),
  donations: await p.t.deps.db('donations').where({ status: 'paid' }).count<{ n: number | string }[]>({ n: '*' }).first(),
  mails: await count('mail_jobs'),
});

/** A member who paid for Pro, with the events that payment made (none delivered yet). */
async function paidMember(): Promise<{ member: SignedInUser; subscriptionId: string; events: FakeEvent[] }> {
  const member = await quickMember(p.t);
  return { member, ...(await subscribeAndPay(p, member)) };
}

describe('the webhook signature', () => {
  it('refuses a delivery without one, a tampered body, another secret and one older than 5 minutes: 400, nothing changes', async () => {
    const { member, events } = await paidMember();
    const created = events.find((e) => e.type === 'customer.subscription.created');
    if (!created) {
      throw new Error('no customer.subscription.created event');
    }
    const before = await snapshot();
    const json = JSON.stringify(created);
    const nowS = Math.floor(Date.now() / 1000);

    const unsigned = await p.t.request().post('/api/payments/webhook').set('Content-Type', 'application/json').send(json).expect(400);
    expect(unsigned.body).toMatchObject({ code: 'invalid_signature', detail: PAYMENT_MESSAGES.missingSignature });
    // One byte more than was signed.
    const { headers } = (await import('../../support/fake-stripe/signed-delivery')).signedDelivery(created, { payload: json });
    const tampered = await p.t.request().post('/api/payments/webhook').set(headers).send(`${json} `).expect(400);
    expect(tampered.body).toMatchObject({ code: 'invalid_signature', detail: PAYMENT_MESSAGES.invalidSignature });
    const forged = JSON.stringify({ ...created, data: { object: { ...created.data.object, customer: 'cus_someone_else' } } });
    await p.t.request().post('/api/payments/webhook').set(headers).send(forged).expect(400);
    await deliver(p.t, created, { secret: 'whsec_not_ours' }).expect(400);
    const expired = await deliver(p.t, created, { timestamp: nowS - 301 }).expect(400);
    expect(expired.body).toMatchObject({ code: 'invalid_signature' });
    await p.t.request().post('/api/payments/webhook').set('Stripe-Signature', 't=1,v1=deadbeef').set('Content-Type', 'application/json').send(json).expect(400);
    expect(await snapshot()).toEqual(before);
    expect((await pro(member)).is_pro).toBe(false);

    // Within the 5 minutes it is taken.
    const recent = await deliver(p.t, created, { timestamp: nowS - 290 }).expect(200);
    expect(recent.body).toEqual({ received: true, outcome: 'applied' });
    expect((await pro(member)).is_pro).toBe(true);
  });

  it('refuses signed bytes that are not a Stripe event, with nothing changed', async () => {
    const before = await snapshot();
    for (const payload of ['not json', '[]', '{"id":"evt_1"}', JSON.stringify({ id: 'evt_2', object: 'event', type: 'invoice.paid', created: 1, livemode: false, data: { object: { id: 'in_1', object: 'invoice', parent: 'nonsense' } } })]) {
      const res = await deliver(p.t, {}, { payload }).expect(400);
      expect(res.body).toMatchObject({ code: 'unexpected_event' });
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe('each event takes effect once', () => {
  it('every handled type, each delivered three times in a shuffled order: one effect per event', async () => {
    // A story that makes every handled type: a donation; one member subscribes, renews, cancels in
    // Stripe's portal and reaches the end; another's renewal fails (and is still failing).
    const donor = await quickMember(p.t);
    const donation = (await p.t.request().post('/api/payments/donate').set(donor.auth).send({ amount: 2000 }).expect(200)).body as { checkout_url: string };
    const mark = p.stripe.state.events.length;
    p.stripe.pay(donation.checkout_url.split('/').pop() ?? '');
    const { member, subscriptionId } = await paidMember();
    p.stripe.state.renew(subscriptionId);
    p.stripe.state.updateSubscription(subscriptionId, { cancel_at_period_end: 'true' });
    p.stripe.state.end(subscriptionId);
    const late = await paidMember();
    p.stripe.state.failRenewal(late.subscriptionId);
    const story = p.stripe.eventsSince(mark);
    expect(new Set(story.map((e) => e.type))).toEqual(new Set([...HANDLED, 'payment_intent.succeeded', 'invoice.created', 'invoice.payment_succeeded']));

    const eventsBefore = await count('stripe_events');
    const mailsBefore = await count('mail_jobs');
    const deliveries = shuffled([...story, ...story, ...story], 2026);
    const outcomes = new Map<string, string[]>();
    for (const event of deliveries) {
      const res = await deliver(p.t, event).expect(200);
      outcomes.set(event.id, [...(outcomes.get(event.id) ?? []), (res.body as { outcome: string }).outcome]);
    }
    for (const event of story) {
      const seen = outcomes.get(event.id) ?? [];
      if (HANDLED.includes(event.type)) {
        expect(seen.filter((o) => o === 'applied'), `${event.type} ${event.id}`).toHaveLength(1);
        expect(seen.filter((o) => o === 'duplicate')).toHaveLength(2);
      } else {
        expect(seen).toEqual(['ignored', 'ignored', 'ignored']);
      }
    }
    expect(await count('stripe_events')).toBe(eventsBefore + story.filter((e) => HANDLED.includes(e.type)).length);
    // The effects: the donation paid once, the failed payment mailed once, and Stripe's final state kept.
    const paid = await p.t.deps.db('donations').where({ user_id: donor.user.id, status: 'paid' });
    expect(paid).toHaveLength(1);
    expect(await count('mail_jobs')).toBe(mailsBefore + 1);
    expect(await pro(member)).toMatchObject({ is_pro: false, status: 'canceled' });
    expect(await pro(late.member)).toMatchObject({ is_pro: true, status: 'past_due', payment_failed: true });
  });

  it('the same event delivered three times at once takes effect once', async () => {
    const { member, events } = await paidMember();
    const completed = events.find((e) => e.type === 'checkout.session.completed');
    const answers = await Promise.all([1, 2, 3].map(() => deliver(p.t, completed ?? {})));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(answers.map((r) => (r.body as { outcome: string }).outcome).sort()).toEqual(['applied', 'duplicate', 'duplicate']);
    expect((await pro(member)).is_pro).toBe(true);
  });
});

describe('order does not matter', () => {
  it('a whole subscription life delivered in 12 shuffled orders, with repeats, always ends in Stripe\'s final state', async () => {
    for (let seed = 1; seed <= 12; seed += 1) {
      const { member, subscriptionId, events } = await paidMember();
      const mark = p.stripe.state.events.length;
      p.stripe.state.failRenewal(subscriptionId);
      p.stripe.state.renew(subscriptionId);
      p.stripe.state.updateSubscription(subscriptionId, { cancel_at_period_end: 'true' });
      const life = [...events, ...p.stripe.eventsSince(mark)].filter((e) => HANDLED.includes(e.type));
      await deliverAll(p.t, shuffled([...life, ...life.slice(0, 3)], seed));
      const end = Number(p.stripe.state.itemOf(p.stripe.state.mustGet(p.stripe.state.subscriptions, subscriptionId)).current_period_end);
      expect(await pro(member), `seed ${seed}`).toMatchObject({ is_pro: true, status: 'active', payment_failed: false, renews_on: null, ends_on: new Date(end * 1000).toISOString() });
    }
  });

  it('the "created" event arriving after "deleted" does not switch Pro back on', async () => {
    const { member, subscriptionId, events } = await paidMember();
    const mark = p.stripe.state.events.length;
    p.stripe.state.end(subscriptionId);
    await deliverAll(p.t, [...p.stripe.eventsSince(mark), ...[...events].reverse()]);
    expect(await pro(member)).toMatchObject({ is_pro: false, status: 'canceled' });
  });
});

describe('events this server cannot act on', () => {
  it('a subscription of a customer who is no member here is acknowledged and changes nothing', async () => {
    const stranger = p.stripe.state.addCustomer({ email: 'elsewhere@example.com' });
    const session = p.stripe.state.addSession({ mode: 'subscription', customer: stranger.id, line_items: [{ price: 'price_gather_pro_monthly', quantity: '1' }], success_url: 'x', cancel_url: 'y' });
    const mark = p.stripe.state.events.length;
    p.stripe.pay(session.id);
    const before = await snapshot();
    const outcomes = await deliverAll(p.t, p.stripe.eventsSince(mark));
    expect(outcomes.every((o) => o === 'ignored')).toBe(true);
    const after = await snapshot();
    expect({ ...after, events: before.events }).toEqual(before);
  });

  it('a type it does not handle is acknowledged and not recorded', async () => {
    const before = await count('stripe_events');
    const res = await deliver(p.t, { id: 'evt_refund', object: 'event', type: 'charge.refunded', created: 1, livemode: false, data: { object: { id: 'ch_1', object: 'charge' } } }).expect(200);
    expect(res.body).toEqual({ received: true, outcome: 'ignored' });
    expect(await count('stripe_events')).toBe(before);
  });
});

describe('a failed effect', () => {
  it('answers 5xx so Stripe delivers again, records nothing, and the redelivery takes effect once', async () => {
    const { member, events } = await paidMember();
    const created = events.find((e) => e.type === 'customer.subscription.created') ?? {};
    const before = await count('stripe_events');
    p.stripe.faults.failNext = 1;
    const failed = await deliver(p.t, created);
    expect(failed.status).toBeGreaterThanOrEqual(500);
    expect(await count('stripe_events')).toBe(before);
    expect((await pro(member)).is_pro).toBe(false);
    await deliver(p.t, created).expect(200);
    await deliver(p.t, created).expect(200);
    expect(await count('stripe_events')).toBe(before + 1);
    expect((await pro(member)).is_pro).toBe(true);
  });
});

describe('what Stripe would never send', () => {
  it('an id or type with a NUL or other stray characters is refused as not a Stripe event, signature or not', async () => {
    const before = await snapshot();
    const object = { id: 'cs_test_x', object: 'checkout.session', mode: 'payment', payment_status: 'paid', metadata: { kind: 'donation', donation_id: '1' } };
    for (const event of [
      { id: 'evt_\u0000x', object: 'event', type: 'checkout.session.completed', created: 1, livemode: false, data: { object } },
      { id: 'evt_ok', object: 'event', type: 'checkout.session.completed\u0000', created: 1, livemode: false, data: { object } },
      { id: 'evt_ok2', object: 'event', type: 'checkout.session.completed', created: 1, livemode: false, data: { object: { ...object, id: 'cs_\u0000' } } },
      { id: 'evt_ok3', object: 'event', type: 'checkout.session.completed', created: 1, livemode: false, data: { object: { ...object, payment_intent: 'pi_x\u0000' } } },
    ]) {
      const res = await deliver(p.t, event).expect(400);
      expect(res.body).toMatchObject({ code: 'unexpected_event' });
    }
    expect(await snapshot()).toEqual(before);
  });

  it('a donation paid through another donation\'s Checkout is acknowledged and changes nothing (the fuzz suite found a 500 on PostgreSQL)', async () => {
    const donor = await quickMember(p.t);
    const donate = async () => (await p.t.request().post('/api/payments/donate').set(donor.auth).send({ amount: 500 }).expect(200)).body as { checkout_url: string };
    const first = (await donate()).checkout_url.split('/').pop() ?? '';
    await donate();
    const [older, newer] = await p.t.deps.db('donations').where({ user_id: donor.user.id }).orderBy('id').select<{ id: number; checkout_session_id: string }[]>('id', 'checkout_session_id');
    expect(older?.checkout_session_id).toBe(first);
    const before = await snapshot();
    // Signed, but naming the second donation with the first one's Checkout Session: no answer may be a
    // 5xx (Stripe would deliver it again for days), and neither donation becomes paid by it.
    const crossed = {
      id: 'evt_crossed_checkout',
      object: 'event',
      type: 'checkout.session.completed',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      data: { object: { id: first, object: 'checkout.session', mode: 'payment', payment_status: 'paid', metadata: { kind: 'donation', donation_id: String(newer?.id) }, amount_total: 500, currency: 'gbp' } },
    };
    const res = await deliver(p.t, crossed).expect(200);
    expect(res.body).toEqual({ received: true, outcome: 'ignored' });
    expect(await p.t.deps.db('donations').where({ user_id: donor.user.id, status: 'paid' })).toEqual([]);
    expect({ ...(await snapshot()), events: before.events }).toEqual(before);
  });

  it('a donation id that is not canonical digits within the id range is nothing to do: acknowledged, ignored, warned about', async () => {
    const donor = await quickMember(p.t);
    const opened = (await p.t.request().post('/api/payments/donate').set(donor.auth).send({ amount: 500 }).expect(200)).body as { checkout_url: string };
    const session = opened.checkout_url.split('/').pop() ?? '';
    const donation = await p.t.deps.db('donations').where({ checkout_session_id: session }).first<{ id: number }>('id');
    const id = donation?.id ?? 0;
    const log = captureLog();
    const logger = p.t.deps.logger;
    p.t.deps.logger = log.logger;
    try {
      // Number() read each of these as the donation's id (or, past 2^31, failed PostgreSQL's query).
      for (const [n, donationId] of [` ${id}`, `0x${id.toString(16)}`, `${id}.0`, `+${id}`, `0${id}`, `${id}e0`, '2147483648', '9999999999', ''].entries()) {
        const event = {
          id: `evt_bad_donation_id_${n}`,
          object: 'event',
          type: 'checkout.session.completed',
          created: Math.floor(Date.now() / 1000),
          livemode: false,
          data: { object: { id: session, object: 'checkout.session', mode: 'payment', payment_status: 'paid', metadata: { kind: 'donation', donation_id: donationId }, amount_total: 500, currency: 'gbp' } },
        };
        const res = await deliver(p.t, event);
        expect([donationId, res.status, res.body]).toEqual([donationId, 200, { received: true, outcome: 'ignored' }]);
      }
    } finally {
      p.t.deps.logger = logger;
    }
    expect(await p.t.deps.db('donations').where({ id, status: 'paid' })).toEqual([]);
    const warnings = log.entries.filter((e) => e.level === 40).map((e) => String(e.msg));
    expect(warnings).toHaveLength(9);
    expect(warnings[0]).toContain('donation id');
  });
});
