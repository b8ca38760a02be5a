import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '@contracts/payments/schemas';
import type { ProStatusResponse } from '@contracts/payments/schemas';
import type { User } from '@contracts/users/schemas';
import { createCommunityWith, createEvent, postComment, rsvp } from '../../support/factories';
import type { SignedInUser } from '../../support/factories';
import { createPaymentsTestApp, quickMember, deliverAll, shuffled, subscribeAndPay } from '../../support/fake-stripe/payments-app';
import type { PaymentsTestApp } from '../../support/fake-stripe/payments-app';

let p: PaymentsTestApp;
beforeAll(async () => {
  p = await createPaymentsTestApp();
});
afterAll(async () => {
  await p.close();
});

const pro = async (member: SignedInUser) => (await p.t.request().get('/api/payments/pro').set(member.auth).expect(200)).body as ProStatusResponse;
const me = async (member: SignedInUser) => (await p.t.request().get('/api/auth/me').set(member.auth).expect(200)).body as User;
const post = (member: SignedInUser, path: string) => p.t.request().post(`/api/payments/${path}`).set(member.auth);
const periodEndOf = (subscriptionId: string) =>
  new Date(Number((p.stripe.state.itemOf(p.stripe.state.mustGet(p.stripe.state.subscriptions, subscriptionId))).current_period_end) * 1000).toISOString();

/** A member with Pro: subscribed, paid, every webhook delivered. */
async function proMember(): Promise<{ member: SignedInUser; subscriptionId: string }> {
  const member = await quickMember(p.t);
  const { subscriptionId, events } = await subscribeAndPay(p, member);
  await deliverAll(p.t, events);
  return { member, subscriptionId };
}

describe('subscribing to Pro', () => {
  it('opens a Checkout in subscription mode for the Pro price, with a Stripe customer made once', async () => {
    const member = await quickMember(p.t);
    const before = p.stripe.requests.length;
    const res = await post(member, 'subscribe-pro').expect(200);
    expect((res.body as { checkout_url: string }).checkout_url).toMatch(/\/pay\/cs_test_/);
    const calls = p.stripe.requests.slice(before);
    const customer = calls.find((c) => c.path === '/v1/customers');
    expect(customer?.body).toMatchObject({ email: member.email, metadata: { user_id: String(member.user.id) } });
    expect(customer?.idempotencyKey).toMatch(new RegExp(`^gather-customer-${member.user.id}-`));
    const session = calls.find((c) => c.method === 'POST' && c.path === '/v1/checkout/sessions');
    expect(session?.body).toMatchObject({
      mode: 'subscription',
      line_items: [{ price: 'price_gather_pro_monthly', quantity: '1' }],
      subscription_data: { metadata: { kind: 'pro', user_id: String(member.user.id) } },
      success_url: 'http://gather.test/settings?pro=welcome',
      cancel_url: 'http://gather.test/settings?pro=cancelled',
    });
    const customerId = (await p.t.deps.db('billing_customers').where({ user_id: member.user.id }).first<{ stripe_customer_id: string }>())?.stripe_customer_id;
    expect(session?.body.customer).toBe(customerId);
  });

  it('switches Pro on only when the webhook says so, not on the way back from Checkout', async () => {
    const member = await quickMember(p.t);
    const { subscriptionId, events } = await subscribeAndPay(p, member);
    expect((await pro(member)).is_pro).toBe(false);
    expect((await me(member)).is_pro).toBe(false);
    // Paid but not yet told: a second Checkout would charge twice, so Stripe is asked and it is refused.
    const again = await post(member, 'subscribe-pro').expect(409);
    expect(again.body).toMatchObject({ code: 'already_pro', detail: PAYMENT_MESSAGES.paymentBeingConfirmed });
    await deliverAll(p.t, events);
    expect((await me(member)).is_pro).toBe(true);
    expect(await pro(member)).toEqual({
      is_pro: true,
      status: 'active',
      renews_on: periodEndOf(subscriptionId),
      ends_on: null,
      payment_failed: false,
      can_subscribe: false,
      can_cancel: true,
      can_resume: false,
      can_manage_billing: true,
    });
    const third = await post(member, 'subscribe-pro').expect(409);
    expect(third.body).toMatchObject({ code: 'already_pro', detail: PAYMENT_MESSAGES.alreadyPro });
  });

  it('gives two clicks at once one customer and one Checkout, never two', async () => {
    const member = await quickMember(p.t);
    const answers = await Promise.all([post(member, 'subscribe-pro'), post(member, 'subscribe-pro'), post(member, 'subscribe-pro')]);
    const urls = new Set(answers.filter((r) => r.status === 200).map((r) => (r.body as { checkout_url: string }).checkout_url));
    expect(answers.every((r) => r.status === 200 || (r.status === 409 && (r.body as { code: string }).code === 'checkout_in_progress'))).toBe(true);
    expect(urls.size).toBe(1);
    const customers = [...p.stripe.state.customers.values()].filter((c) => (c.metadata as Record<string, string>).user_id === String(member.user.id));
    expect(customers).toHaveLength(1);
    // Later clicks (another tab, another device) land on the same open Checkout.
    const later = await post(member, 'subscribe-pro').expect(200);
    expect(urls.has((later.body as { checkout_url: string }).checkout_url)).toBe(true);
    const sessions = [...p.stripe.state.sessions.values()].filter((s) => s.client_reference_id === String(member.user.id));
    expect(sessions).toHaveLength(1);
  });

  it('opens a new Checkout once the old one expired', async () => {
    const member = await quickMember(p.t);
    const first = (await post(member, 'subscribe-pro').expect(200)).body as { checkout_url: string };
    const session = p.stripe.state.sessions.get(first.checkout_url.split('/').pop() ?? '');
    Object.assign(session ?? {}, { status: 'expired', url: null });
    const second = (await post(member, 'subscribe-pro').expect(200)).body as { checkout_url: string };
    expect(second.checkout_url).not.toBe(first.checkout_url);
  });

  it('answers 502 and keeps no half-open Checkout when Stripe fails', async () => {
    const member = await quickMember(p.t);
    p.stripe.faults.failNext = 1;
    const res = await post(member, 'subscribe-pro').expect(502);
    expect(res.body).toMatchObject({ code: 'payment_provider_unavailable' });
    expect(await p.t.deps.db('pro_checkouts').where({ user_id: member.user.id }).first()).toBeUndefined();
    await post(member, 'subscribe-pro').expect(200);
  });
});

describe('cancelling and keeping Pro', () => {
  it('cancels at the end of the paid period: Pro stays on, the panel says when it ends, and it ends then', async () => {
    const { member, subscriptionId } = await proMember();
    const mark = p.stripe.state.events.length;
    const cancelled = (await post(member, 'cancel-pro').expect(200)).body as ProStatusResponse;
    expect(cancelled).toMatchObject({ is_pro: true, status: 'active', renews_on: null, ends_on: periodEndOf(subscriptionId), can_cancel: false, can_resume: true });
    expect(p.stripe.requests.at(-1)).toMatchObject({ method: 'POST', path: `/v1/subscriptions/${subscriptionId}`, body: { cancel_at_period_end: 'true' } });
    await deliverAll(p.t, p.stripe.eventsSince(mark));
    expect((await me(member)).is_pro).toBe(true);
    await post(member, 'cancel-pro').expect(409);
    // The period runs out: Stripe ends the subscription and says so.
    const end = p.stripe.state.events.length;
    p.stripe.state.end(subscriptionId);
    await deliverAll(p.t, p.stripe.eventsSince(end));
    expect(await pro(member)).toMatchObject({ is_pro: false, status: 'canceled', renews_on: null, ends_on: null, can_subscribe: true, can_cancel: false });
    expect((await me(member)).is_pro).toBe(false);
  });

  it('cancel then renew: keeping Pro before the period ends leaves it renewing, whatever order the events come in', async () => {
    const { member, subscriptionId } = await proMember();
    const mark = p.stripe.state.events.length;
    await post(member, 'cancel-pro').expect(200);
    const kept = (await post(member, 'resume-pro').expect(200)).body as ProStatusResponse;
    expect(kept).toMatchObject({ is_pro: true, renews_on: periodEndOf(subscriptionId), ends_on: null, can_cancel: true, can_resume: false });
    expect(p.stripe.requests.at(-1)?.body).toEqual({ cancel_at_period_end: 'false' });
    // The 'cancelled' event delivered last must not bring the cancellation back.
    const events = p.stripe.eventsSince(mark);
    await deliverAll(p.t, [...events].reverse());
    expect(await pro(member)).toMatchObject({ is_pro: true, renews_on: periodEndOf(subscriptionId), ends_on: null });
    await post(member, 'resume-pro').expect(409);
  });

  it('cancel, let it end, then subscribe again: a new Checkout and Pro again', async () => {
    const { member, subscriptionId } = await proMember();
    await post(member, 'cancel-pro').expect(200);
    const end = p.stripe.state.events.length;
    p.stripe.state.end(subscriptionId);
    await deliverAll(p.t, p.stripe.eventsSince(end));
    expect((await me(member)).is_pro).toBe(false);
    const { subscriptionId: second, events } = await subscribeAndPay(p, member);
    expect(second).not.toBe(subscriptionId);
    await deliverAll(p.t, shuffled(events, 7));
    expect(await pro(member)).toMatchObject({ is_pro: true, status: 'active', renews_on: periodEndOf(second) });
    const customers = [...p.stripe.state.customers.values()].filter((c) => (c.metadata as Record<string, string>).user_id === String(member.user.id));
    expect(customers).toHaveLength(1);
  });

  it('refuses to cancel or keep what does not exist', async () => {
    const member = await quickMember(p.t);
    const cancel = await post(member, 'cancel-pro').expect(409);
    expect(cancel.body).toMatchObject({ code: 'no_subscription', detail: PAYMENT_MESSAGES.noSubscription });
    await post(member, 'resume-pro').expect(409);
    const portal = await post(member, 'portal').expect(409);
    expect(portal.body).toMatchObject({ code: 'no_billing_account' });
  });
});

describe('renewals', () => {
  it('a renewal paid moves "renews on" to the next period', async () => {
    const { member, subscriptionId } = await proMember();
    const mark = p.stripe.state.events.length;
    p.stripe.state.renew(subscriptionId);
    await deliverAll(p.t, shuffled(p.stripe.eventsSince(mark), 3));
    expect((await pro(member)).renews_on).toBe(periodEndOf(subscriptionId));
  });

  it('a failed payment keeps Pro while Stripe retries, mails the member once, and clears when a retry pays', async () => {
    const { member, subscriptionId } = await proMember();
    const mark = p.stripe.state.events.length;
    p.stripe.state.failRenewal(subscriptionId);
    const failed = p.stripe.eventsSince(mark);
    await deliverAll(p.t, [...failed, ...failed, ...failed]);
    expect(await pro(member)).toMatchObject({ is_pro: true, status: 'past_due', payment_failed: true, can_manage_billing: true, can_subscribe: false });
    await p.t.drainMail();
    const mails = p.t.mailer.sent.filter((m) => m.to === member.email && /Pro payment did not go through/.test(m.subject));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('http://gather.test/settings');
    const retry = p.stripe.state.events.length;
    p.stripe.state.renew(subscriptionId);
    await deliverAll(p.t, p.stripe.eventsSince(retry));
    expect(await pro(member)).toMatchObject({ is_pro: true, status: 'active', payment_failed: false });
  });

  it('when Stripe gives up on a failed payment, Pro ends', async () => {
    const { member, subscriptionId } = await proMember();
    const mark = p.stripe.state.events.length;
    p.stripe.state.failRenewal(subscriptionId);
    p.stripe.state.end(subscriptionId);
    await deliverAll(p.t, shuffled(p.stripe.eventsSince(mark), 11));
    expect(await pro(member)).toMatchObject({ is_pro: false, status: 'canceled', payment_failed: false, can_subscribe: true });
  });
});

describe('the billing portal', () => {
  it('opens Stripe\'s Customer Portal for the member, coming back to /settings', async () => {
    const { member } = await proMember();
    const res = await post(member, 'portal').expect(200);
    expect((res.body as { url: string }).url).toMatch(new RegExp(`^${p.stripe.url}/portal/`));
    const customerId = (await p.t.deps.db('billing_customers').where({ user_id: member.user.id }).first<{ stripe_customer_id: string }>())?.stripe_customer_id;
    expect(p.stripe.requests.at(-1)).toMatchObject({ path: '/v1/billing_portal/sessions', body: { customer: customerId, return_url: 'http://gather.test/settings' } });
  });
});

describe('where Pro shows', () => {
  it('beside the member\'s name in member lists, event creators, attendees and comment authors', async () => {
    const { member } = await proMember();
    const plain = await quickMember(p.t);
    const community = await createCommunityWith(p.t, member, [plain], { name: 'Pro club' });
    const event = await createEvent(p.t, member, { community_id: community.id, title: 'Pro night', start_datetime: '2031-01-01T19:00:00Z' });
    await rsvp(p.t, member, event.id);
    await rsvp(p.t, plain, event.id);
    await postComment(p.t, member, { event_id: event.id, content: 'Hello' });

    const members = (await p.t.request().get(`/api/communities/${community.id}/members`).set(plain.auth).expect(200)).body as { user: { id: number; is_pro: boolean } }[];
    expect(members.map((m) => [m.user.id, m.user.is_pro]).sort()).toEqual([[member.user.id, true], [plain.user.id, false]].sort());
    const detail = (await p.t.request().get(`/api/events/${event.id}`).set(plain.auth).expect(200)).body as { creator: { is_pro: boolean }; rsvps: { user: { id: number; is_pro: boolean } }[] };
    expect(detail.creator.is_pro).toBe(true);
    expect(detail.rsvps.find((r) => r.user.id === plain.user.id)?.user.is_pro).toBe(false);
    expect(detail.rsvps.find((r) => r.user.id === member.user.id)?.user.is_pro).toBe(true);
    const comments = (await p.t.request().get(`/api/events/${event.id}/comments`).set(plain.auth).expect(200)).body as { author: { is_pro: boolean } }[];
    expect(comments[0]?.author.is_pro).toBe(true);
  });
});

describe('deleting the account', () => {
  it('cancels the subscription at Stripe at once and forgets the billing link; later events about it change nothing', async () => {
    const { member, subscriptionId } = await proMember();
    // Without a password, a sign-in of the last 10 minutes confirms it is the owner (quickMember's session is new).
    await p.t.request().post('/api/account/delete').set(member.auth).send({}).expect(202);
    await p.t.drainAccountPurge();
    const cancel = p.stripe.requests.find((r) => r.method === 'DELETE' && r.path === `/v1/subscriptions/${subscriptionId}`);
    expect(cancel?.idempotencyKey).toBe(`gather-close-${member.user.id}-${subscriptionId}`);
    expect(p.stripe.state.subscriptions.get(subscriptionId)?.status).toBe('canceled');
    for (const table of ['billing_customers', 'pro_subscriptions', 'pro_checkouts']) {
      expect(await p.t.deps.db(table).where({ user_id: member.user.id }), table).toEqual([]);
    }
    const row = await p.t.deps.db('users').where({ id: member.user.id }).first<{ is_pro: boolean | number }>('is_pro');
    expect(Boolean(row?.is_pro)).toBe(false);
    const outcomes = await deliverAll(p.t, p.stripe.eventsSince(0).filter((e) => JSON.stringify(e).includes(subscriptionId)));
    expect(outcomes.filter((o) => o === 'applied')).toEqual([]);
    expect(await p.t.deps.db('pro_subscriptions').where({ stripe_subscription_id: subscriptionId })).toEqual([]);
    expect(Boolean((await p.t.deps.db('users').where({ id: member.user.id }).first<{ is_pro: boolean | number }>('is_pro'))?.is_pro)).toBe(false);
  });

  it('is retried while Stripe cannot be reached, so no deleted account stays subscribed', async () => {
    const { member, subscriptionId } = await proMember();
    await p.t.request().post('/api/account/delete').set(member.auth).send({}).expect(202);
    p.stripe.faults.failNext = 1;
    await p.t.drainAccountPurge();
    expect(p.stripe.state.subscriptions.get(subscriptionId)?.status).toBe('active');
    expect(await p.t.deps.db('billing_customers').where({ user_id: member.user.id })).toHaveLength(1);
    // The job's backoff passes; the next run gets through.
    p.t.advanceClock(60 * 60 * 1000);
    try {
      await p.t.drainAccountPurge();
    } finally {
      p.t.advanceClock(-60 * 60 * 1000);
    }
    expect(p.stripe.state.subscriptions.get(subscriptionId)?.status).toBe('canceled');
    expect(await p.t.deps.db('billing_customers').where({ user_id: member.user.id })).toEqual([]);
  });
});
