import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '@contracts/payments/schemas';
import { signUp } from '../../support/factories';
import type { SignedInUser } from '../../support/factories';
import { createPaymentsTestApp, deliver, deliverAll } from '../../support/fake-stripe/payments-app';
import type { PaymentsTestApp } from '../../support/fake-stripe/payments-app';

let p: PaymentsTestApp;
let member: SignedInUser;
beforeAll(async () => {
  p = await createPaymentsTestApp();
  member = await signUp(p.t);
});
afterAll(async () => {
  await p.close();
});

const donate = (body: unknown, who: SignedInUser = member) => p.t.request().post('/api/payments/donate').set(who.auth).send(body as object);
const donationCount = async () => Number((await p.t.deps.db('donations').count<{ n: number | string }[]>({ n: '*' }).first())?.n ?? 0);
const sessionIdOf = (url: string) => url.split('/').pop() ?? '';

describe('POST /api/payments/donate: the amount', () => {
  it.each([100, 101, 500, 99_999, 100_000])('takes %i pence and opens a Checkout for exactly that', async (amount) => {
    const before = p.stripe.requests.length;
    const res = await donate({ amount }).expect(200);
    const url = (res.body as { checkout_url: string }).checkout_url;
    expect(url).toMatch(new RegExp(`^${p.stripe.url}/pay/cs_test_`));
    const call = p.stripe.requests.slice(before).find((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions');
    expect(call?.body).toMatchObject({
      mode: 'payment',
      submit_type: 'donate',
      line_items: [{ quantity: '1', price_data: { currency: 'gbp', unit_amount: String(amount) } }],
      customer_email: member.email,
      metadata: { kind: 'donation', user_id: String(member.user.id) },
      success_url: 'http://gather.test/donate?donation=thanks&session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://gather.test/donate?donation=cancelled',
    });
    expect(call?.idempotencyKey).toMatch(/^gather-donation-\d+$/);
    expect(call?.apiVersion).toBe('2026-10-28.endive');
    const row = await p.t.deps.db('donations').where({ checkout_session_id: sessionIdOf(url) }).first<{ amount_pence: number; status: string; user_id: number }>();
    expect(row).toMatchObject({ amount_pence: amount, status: 'pending', user_id: member.user.id });
  });

  it.each([
    [99, PAYMENT_MESSAGES.minDonation],
    [0, PAYMENT_MESSAGES.minDonation],
    [-500, PAYMENT_MESSAGES.minDonation],
    [100_001, PAYMENT_MESSAGES.maxDonation],
    [1e9, PAYMENT_MESSAGES.maxDonation],
    [500.5, PAYMENT_MESSAGES.wholePence],
    [100.01, PAYMENT_MESSAGES.wholePence],
  ])('refuses %d pence with a 400 naming amount (%s), and asks Stripe nothing', async (amount, message) => {
    const [before, calls] = [await donationCount(), p.stripe.requests.length];
    const res = await donate({ amount }).expect(400);
    expect(res.body).toMatchObject({ code: 'validation_error', detail: `amount: ${message}`, errors: [{ field: 'amount', message }] });
    expect(await donationCount()).toBe(before);
    expect(p.stripe.requests.length).toBe(calls);
  });

  it.each([[{ amount: '500' }], [{ amount: null }], [{}], [{ amount: 500, currency: 'usd' }], [[500]]])('refuses the body %j with a 400 naming the field', async (body) => {
    const res = await donate(body).expect(400);
    expect((res.body as { errors: { field: string }[] }).errors[0]?.field).toMatch(/^(amount|currency|body)$/);
  });

  it('needs a signed-in member', async () => {
    await p.t.request().post('/api/payments/donate').send({ amount: 500 }).expect(401);
    await p.t.request().post('/api/payments/donate').set('Authorization', 'Bearer not-a-token').send({ amount: 500 }).expect(401);
  });
});

describe('a donation', () => {
  it('becomes paid only from the signed webhook, once, however often it is delivered', async () => {
    const res = await donate({ amount: 1000 }).expect(200);
    const sessionId = sessionIdOf((res.body as { checkout_url: string }).checkout_url);
    const row = () => p.t.deps.db('donations').where({ checkout_session_id: sessionId }).first<{ status: string; paid_at: string | null; payment_intent_id: string | null }>();
    // Back from Checkout, before the webhook: still pending (the way back proves nothing).
    expect((await row())?.status).toBe('pending');
    const mark = p.stripe.state.events.length;
    p.stripe.pay(sessionId);
    const events = p.stripe.eventsSince(mark);
    const completed = events.find((e) => e.type === 'checkout.session.completed');
    expect(completed).toBeDefined();
    const outcomes = await deliverAll(p.t, [completed, completed, ...events, completed].filter((e) => e !== undefined));
    expect(outcomes.filter((o) => o === 'applied')).toHaveLength(1);
    expect(await row()).toMatchObject({ status: 'paid', payment_intent_id: expect.stringMatching(/^pi_/) as string });
    const recorded = await p.t.deps.db('stripe_events').where({ id: completed?.id }).count<{ n: number | string }[]>({ n: '*' }).first();
    expect(Number(recorded?.n)).toBe(1);
  });

  it('is not paid by a Checkout that completed unpaid, nor by one for a donation this server does not have', async () => {
    const res = await donate({ amount: 300 }).expect(200);
    const sessionId = sessionIdOf((res.body as { checkout_url: string }).checkout_url);
    const session = p.stripe.state.sessions.get(sessionId);
    const base = { id: `evt_unpaid_${sessionId}`, object: 'event', type: 'checkout.session.completed', created: Math.floor(Date.now() / 1000), livemode: false };
    const unpaid = await deliver(p.t, { ...base, data: { object: { ...p.stripe.state.publicSession(session ?? { id: '', object: '' }), status: 'complete', payment_status: 'unpaid' } } }).expect(200);
    expect(unpaid.body).toEqual({ received: true, outcome: 'ignored' });
    const stranger = await deliver(p.t, {
      ...base,
      id: 'evt_unknown_donation',
      data: { object: { id: 'cs_test_elsewhere', object: 'checkout.session', mode: 'payment', payment_status: 'paid', metadata: { kind: 'donation', donation_id: '987654' } } },
    }).expect(200);
    expect(stranger.body).toEqual({ received: true, outcome: 'ignored' });
    expect(await p.t.deps.db('donations').where({ status: 'paid', checkout_session_id: sessionId }).first()).toBeUndefined();
  });

  it('leaves nothing behind when Stripe cannot make the Checkout, and the member may try again', async () => {
    const before = await donationCount();
    p.stripe.faults.failNext = 1;
    const res = await donate({ amount: 500 }).expect(502);
    expect(res.body).toMatchObject({ code: 'payment_provider_unavailable', detail: PAYMENT_MESSAGES.providerUnavailable });
    expect(await donationCount()).toBe(before);
    await donate({ amount: 500 }).expect(200);
    expect(await donationCount()).toBe(before + 1);
  });

  it('opens one Checkout for one Idempotency-Key, however often the request is replayed', async () => {
    const before = await donationCount();
    const key = `donate-${Date.now()}`;
    const first = await p.t.request().post('/api/payments/donate').set(member.auth).set('Idempotency-Key', key).send({ amount: 700 }).expect(200);
    // The Checkout address is a one-time page and is never stored for a replay (issue 28): the replay
    // opens nothing and says so, instead of answering the address again.
    const again = await p.t.request().post('/api/payments/donate').set(member.auth).set('Idempotency-Key', key).send({ amount: 700 }).expect(409);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect((again.body as { code: string }).code).toBe('idempotent_answer_withheld');
    expect(JSON.stringify(again.body)).not.toContain((first.body as { checkout_url: string }).checkout_url);
    expect(await donationCount()).toBe(before + 1);
  });
});
