import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '@contracts/payments/schemas';
import type { PaymentsConfigResponse } from '@contracts/payments/schemas';
import { signUp } from '../../support/factories';
import type { SignedInUser } from '../../support/factories';
import { createPaymentsTestApp } from '../../support/fake-stripe/payments-app';
import type { PaymentsTestApp } from '../../support/fake-stripe/payments-app';
import { signedDelivery } from '../../support/fake-stripe/signed-delivery';
import { createTestApp } from '../../support/test-app';
import { outboundFromConfig } from '../../../server/integrations/outbound/from-config';
import { startFakeStripe } from '../../support/fake-stripe/fake-stripe';
import type { TestApp } from '../../support/test-app';

const SESSION_ROUTES = [
  ['post', '/api/payments/donate', { amount: 500 }],
  ['get', '/api/payments/pro', undefined],
  ['post', '/api/payments/subscribe-pro', undefined],
  ['post', '/api/payments/cancel-pro', undefined],
  ['post', '/api/payments/resume-pro', undefined],
  ['post', '/api/payments/portal', undefined],
] as const;

describe('without STRIPE_SECRET_KEY', () => {
  let t: TestApp;
  let member: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp();
    member = await signUp(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('the config says payments are off, with the spec\'s amounts still there for the screens', async () => {
    const res = await t.request().get('/api/payments/config').expect(200);
    expect(res.body).toEqual({
      enabled: false,
      publishable_key: null,
      currency: 'gbp',
      donation: { presets: [300, 500, 1000, 2000], default_amount: 500, min_amount: 100, max_amount: 100_000 },
      pro: {
        enabled: false,
        price: null,
        invitation_emails_per_hour: { member: 50, pro: 500 },
        // The token limit the limiter applies (tests relax every limit), and ten times it for Pro.
        api_requests_per_minute: { member: t.deps.config.rateLimits.apiTokenRequests.limit, pro: t.deps.config.rateLimits.apiTokenRequests.limit * 10 },
        api_rate_limit_multiplier: 10,
      },
    } satisfies PaymentsConfigResponse);
  });

  it.each(SESSION_ROUTES)('%s %s answers 503 with a clear detail when signed in, 401 when not', async (method, path, body) => {
    const signedOut = await t.request()[method](path).send(body);
    expect(signedOut.status).toBe(401);
    const res = await t.request()[method](path).set(member.auth).send(body);
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ code: 'payments_not_configured', detail: PAYMENT_MESSAGES.notConfigured });
  });

  it('the webhook answers 503 (nothing can verify it), whoever posts it', async () => {
    const { payload, headers } = signedDelivery({ id: 'evt_1', object: 'event', type: 'invoice.paid', created: 1, livemode: false, data: { object: { id: 'in_1', object: 'invoice' } } });
    const res = await t.request().post('/api/payments/webhook').set(headers).send(payload).expect(503);
    expect(res.body).toMatchObject({ code: 'payments_not_configured' });
  });
});

describe('with Stripe configured', () => {
  let p: PaymentsTestApp;
  beforeAll(async () => {
    p = await createPaymentsTestApp({ invitationEmailsPerHour: 40 });
  });
  afterAll(async () => {
    await p.close();
  });

  it('the config is public and shows the Pro price read from Stripe, asked once however often it is read', async () => {
    const first = await p.t.request().get('/api/payments/config').expect(200);
    expect(first.body).toMatchObject({
      enabled: true,
      publishable_key: 'pk_test_gather_stand_in',
      pro: { enabled: true, price: { amount: 400, currency: 'gbp', interval: 'month', interval_count: 1 }, invitation_emails_per_hour: { member: 40, pro: 400 }, api_rate_limit_multiplier: 10 },
    });
    await Promise.all([1, 2, 3, 4, 5].map(() => p.t.request().get('/api/payments/config').expect(200)));
    expect(p.stripe.requests.filter((r) => r.path === '/v1/prices/price_gather_pro_monthly')).toHaveLength(1);
    // Never the secret key, nor the webhook secret.
    expect(JSON.stringify(first.body)).not.toMatch(/sk_test|whsec/);
  });

  it('without STRIPE_PRO_PRICE_ID, donations work and Pro says it is not available', async () => {
    const q = await createPaymentsTestApp({}, { proPriceId: null });
    try {
      const config = await q.t.request().get('/api/payments/config').expect(200);
      expect(config.body).toMatchObject({ enabled: true, pro: { enabled: false, price: null } });
      const member = await signUp(q.t);
      await q.t.request().post('/api/payments/donate').set(member.auth).send({ amount: 500 }).expect(200);
      const res = await q.t.request().post('/api/payments/subscribe-pro').set(member.auth).expect(503);
      expect(res.body).toEqual({ code: 'pro_not_configured', detail: PAYMENT_MESSAGES.proNotConfigured });
    } finally {
      await q.close();
    }
  });
});

describe('the Stripe client', () => {
  it('reaches Stripe through the outbound gate, allowed to STRIPE_API_URL only because the operator set it', async () => {
    const stripe = await startFakeStripe();
    const asked: string[][] = [];
    const config = stripe.paymentsConfig();
    const base = outboundFromConfig({ outboundAllowedHosts: [], publicUrl: 'http://gather.test' });
    const outbound = {
      ...base,
      agents: (options: Parameters<typeof base.agents>[0] = {}) => {
        asked.push([...(options.alsoAllow ?? [])]);
        return base.agents(options);
      },
    };
    const t = await createTestApp({ payments: config }, { outbound });
    try {
      const member = await signUp(t);
      await t.request().post('/api/payments/donate').set(member.auth).send({ amount: 500 }).expect(200);
      expect(asked).toEqual([[`${stripe.url}/`]]);
      // The same gate refuses the stand-in's address to anything not configured for it.
      const agent = base.agents().http;
      const refused = await new Promise<Error | null>((resolve) => {
        http.get(`${stripe.url}/v1/prices/x`, { agent }, () => resolve(null)).on('error', resolve);
      });
      expect(refused?.message).toMatch(/not on the public internet/);
    } finally {
      await t.close();
      await stripe.close();
    }
  });
});
