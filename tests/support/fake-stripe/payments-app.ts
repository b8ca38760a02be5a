import type { AppConfig, PaymentsConfig } from '../../../server/config';
import type { FakeEvent, FakeStripe } from './fake-stripe';
import { startFakeStripe } from './fake-stripe';
import { signedDelivery } from './signed-delivery';
import { createTestApp } from '../test-app';
import type { TestApp } from '../test-app';
import { randomBytes, randomUUID } from 'node:crypto';
import { presentUser } from '../../../server/users/presenter';
import { insertUser } from '../../../server/users/repo';
import type { SignedInUser } from '../factories';
import { issueSession } from '../sessions';

export interface PaymentsTestApp {
  t: TestApp;
  stripe: FakeStripe;
  close(): Promise<void>;
}

/** A test app whose real Stripe SDK talks to a fresh stand-in of Stripe. */
export async function createPaymentsTestApp(overrides: Partial<AppConfig> = {}, payments: Partial<PaymentsConfig> = {}): Promise<PaymentsTestApp> {
  const stripe = await startFakeStripe();
  const t = await createTestApp({ payments: stripe.paymentsConfig(payments), ...overrides });
  return {
    t,
    stripe,
    async close() {
      await t.close();
      await stripe.close();
    },
  };
}

/** Posts one event to the webhook, signed as Stripe signs it (now, unless a timestamp is given). */
export function deliver(t: TestApp, event: object, options: { timestamp?: number; payload?: string; secret?: string } = {}) {
  const { payload, headers } = signedDelivery(event, options);
  return t.request().post('/api/payments/webhook').set(headers).send(payload);
}

/** Delivers events in the order given; each must be acknowledged with 200. Answers the outcomes. */
export async function deliverAll(t: TestApp, events: readonly FakeEvent[]): Promise<string[]> {
  const outcomes: string[] = [];
  for (const event of events) {
    const res = await deliver(t, event);
    if (res.status !== 200) {
      throw new Error(`webhook ${event.type} answered ${res.status}: ${JSON.stringify(res.body)}`);
    }
    outcomes.push((res.body as { outcome: string }).outcome);
  }
  return outcomes;
}

/** Subscribes the member to Pro through the API and pays on the stand-in's page; the webhooks are not delivered. */
export async function subscribeAndPay(p: PaymentsTestApp, member: SignedInUser): Promise<{ subscriptionId: string; events: FakeEvent[] }> {
  const mark = p.stripe.state.events.length;
  const res = await p.t.request().post('/api/payments/subscribe-pro').set(member.auth).expect(200);
  const url = (res.body as { checkout_url: string }).checkout_url;
  const session = p.stripe.pay(url.split('/').pop() ?? '');
  return { subscriptionId: String(session.subscription), events: p.stripe.eventsSince(mark) };
}

/** A seeded shuffle (Fisher-Yates with a small LCG), so a failing order can be replayed from its seed. */
export function shuffled<T>(items: readonly T[], seed: number): T[] {
  const out = [...items];
  let s = seed >>> 0;
  const next = () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/**
 * A member made straight in the database with a session (no password hashing): for tests that need
 * many members and are not about signing up.
 */
export async function quickMember(t: TestApp, fullName = 'Pat Payer'): Promise<SignedInUser> {
  const tag = randomBytes(4).toString('hex');
  const email = `payer-${tag}@example.com`;
  const row = await insertUser(t.deps.db, { uuid: randomUUID(), email, username: `payer${tag}`, full_name: fullName, password_hash: null, is_admin: false, created_at: new Date().toISOString() });
  const auth = await issueSession(t, row.id);
  return { user: presentUser(row), token: auth.Authorization.slice('Bearer '.length), email, password: '', auth };
}

/** Gives a member a Stripe customer (at the stand-in, linked here), as their first subscription would. */
export async function linkBillingCustomer(t: TestApp, stripe: FakeStripe, userId: number): Promise<string> {
  const customer = stripe.state.addCustomer({ metadata: { user_id: String(userId) } });
  await t.deps.db('billing_customers').insert({ user_id: userId, stripe_customer_id: customer.id, created_at: new Date().toISOString() });
  return customer.id;
}
