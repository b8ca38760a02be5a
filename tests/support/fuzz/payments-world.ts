import fc from 'fast-check';
import { expect } from 'vitest';
import { startFakeStripe } from '../fake-stripe/fake-stripe';
import type { FakeStripe } from '../fake-stripe/fake-stripe';
import { signedDelivery } from '../fake-stripe/signed-delivery';
import { deliverAll } from '../fake-stripe/payments-app';
import { issueSession } from '../sessions';
import type { TestApp } from '../test-app';
import type { FieldHints } from './json-schema-arbitrary';

const WEBHOOK_PATH = '/api/payments/webhook';
const EVENT_TYPES = [
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
  'charge.refunded',
];

/**
 * What the fuzz suite needs for the Payments routes: a stand-in of Stripe for the real SDK, a member
 * with Pro (so cancel, resume and the portal do real work), and webhook deliveries signed over the
 * very bytes generated, so the fuzzed events get past the signature and reach the handlers.
 */
export interface PaymentsFuzz {
  stripe: FakeStripe;
  /** Hints for the contract's fields: amounts around the limits, events naming real objects. */
  hints(): Promise<FieldHints>;
  /** Headers to add to a request: a signature for webhook bodies, most of them valid. */
  sign(path: string, body: Buffer | null): Record<string, string>;
  /** Rules that must hold after any sequence of requests. */
  invariants(t: TestApp): Promise<void>;
}

export async function startPaymentsFuzz(): Promise<PaymentsFuzz> {
  const stripe = await startFakeStripe();
  return {
    stripe,
    hints() {
      const ids = { subscriptions: [...stripe.state.subscriptions.keys()], customers: [...stripe.state.customers.keys()], sessions: [...stripe.state.sessions.keys()] };
      const some = (pool: string[], fallback: string) => fc.constantFrom(...(pool.length > 0 ? pool : [fallback]), fallback);
      const object = fc.record({
        id: fc.oneof(some(ids.subscriptions, 'sub_unknown'), some(ids.sessions, 'cs_test_unknown'), fc.constant('in_1')),
        object: fc.constantFrom('subscription', 'checkout.session', 'invoice'),
        customer: some(ids.customers, 'cus_unknown'),
        mode: fc.constantFrom('payment', 'subscription', 'setup'),
        payment_status: fc.constantFrom('paid', 'unpaid'),
        subscription: fc.option(some(ids.subscriptions, 'sub_unknown')),
        metadata: fc.record({ kind: fc.constantFrom('donation', 'pro'), donation_id: fc.constantFrom('1', '2', '0', '-1', 'x', '2147483648') }),
        parent: fc.option(fc.record({ subscription_details: fc.record({ subscription: some(ids.subscriptions, 'sub_unknown') }) })),
        amount_total: fc.integer({ min: 0, max: 200_000 }),
        currency: fc.constantFrom('gbp', 'usd'),
      });
      return Promise.resolve({
        amount: fc.oneof(fc.constantFrom(99, 100, 101, 99_999, 100_000, 100_001), fc.integer({ min: 1, max: 150_000 })),
        type: fc.constantFrom(...EVENT_TYPES),
        id: fc.oneof(fc.uuid().map((u) => `evt_${u}`), fc.constantFrom('evt_repeat_1', 'evt_repeat_2')),
        created: fc.integer({ min: 1_600_000_000, max: 2_000_000_000 }),
        data: fc.record({ object }),
      });
    },
    sign(path, body): Record<string, string> {
      if (!path.startsWith(WEBHOOK_PATH) || !body) {
        return {};
      }
      // Deterministic from the bytes, so a failing run replays: most bodies signed right, some not.
      const payload = body.toString('latin1');
      const { headers } = signedDelivery({}, { payload, ...(body.length % 7 === 0 ? { secret: 'whsec_wrong' } : {}) });
      return { 'Stripe-Signature': headers['Stripe-Signature'] ?? '' };
    },
    async invariants(t) {
      const db = t.deps.db;
      const users = await db('users').select<{ id: number; is_pro: boolean | number }[]>('id', 'is_pro');
      const entitled = new Set(
        (await db('pro_subscriptions').whereIn('status', ['active', 'trialing', 'past_due']).select<{ user_id: number }[]>('user_id')).map((r) => r.user_id),
      );
      for (const user of users) {
        expect(Boolean(user.is_pro), `user ${user.id}: is_pro against their subscriptions`).toBe(entitled.has(user.id));
      }
      const paidWithoutSession = await db('donations').where({ status: 'paid' }).whereNull('checkout_session_id');
      expect(paidWithoutSession, 'a paid donation names its Checkout').toEqual([]);
    },
  };
}

/** Makes the member a Pro subscriber at the stand-in, with every webhook delivered. */
export async function makePro(t: TestApp, stripe: FakeStripe, userId: number): Promise<void> {
  const auth = await issueSession(t, userId);
  const mark = stripe.state.events.length;
  const res = await t.request().post('/api/payments/subscribe-pro').set(auth);
  if (res.status !== 200) {
    return; // Already Pro from an earlier route's world.
  }
  stripe.pay(String((res.body as { checkout_url: string }).checkout_url.split('/').pop()));
  await deliverAll(t, stripe.eventsSince(mark));
}
