import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import type { PaymentsConfig } from '../../../server/config';
import { apiRoutes } from './api-routes';
import type { FaultPlan, RecordedRequest } from './api-routes';
import { checkoutPage } from './checkout-page';
import { FakeStripeState } from './state';
import type { FakeEvent, StripeObject } from './state';

export type { FakeEvent, StripeObject } from './state';
export type { RecordedRequest } from './api-routes';

export const FAKE_WEBHOOK_SECRET = 'whsec_test_gather_stand_in';
export const FAKE_SECRET_KEY = 'sk_test_gather_stand_in';
/** The Pro price the stand-in knows: £4 a month. */
export const FAKE_PRO_PRICE = { id: 'price_gather_pro_monthly', unit_amount: 400, currency: 'gbp', interval: 'month' } as const;

export interface FakeStripe {
  url: string;
  state: FakeStripeState;
  /** Every API call received, in order. */
  requests: RecordedRequest[];
  faults: FaultPlan;
  /** The app's payments settings pointing at this stand-in. */
  paymentsConfig(overrides?: Partial<PaymentsConfig>): PaymentsConfig;
  /** The environment variables that do the same, for a server started from its config. */
  env(): Record<string, string>;
  /** Events since `mark` (an index into state.events), optionally of some types only. */
  eventsSince(mark: number, types?: readonly string[]): FakeEvent[];
  /** The member paid on the hosted page. */
  pay(sessionId: string): StripeObject;
  close(): Promise<void>;
}

/**
 * A local stand-in of Stripe's API that the real `stripe` SDK talks to (through STRIPE_API_URL): it
 * keeps state, records what it was sent, and serves a hosted Checkout page that comes back to the
 * app. Started by the tests on a free port; nothing leaves the machine.
 */
export async function startFakeStripe(): Promise<FakeStripe> {
  const app = express();
  const requests: RecordedRequest[] = [];
  const faults: FaultPlan = { failNext: 0 };
  app.use((req, res, next) => {
    // The SDK's own connection is kept alive; pages are not cached between tests.
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const state = new FakeStripeState(url);
  state.addPrice(FAKE_PRO_PRICE);
  app.use(checkoutPage(state));
  app.use(apiRoutes(state, requests, faults));
  return {
    url,
    state,
    requests,
    faults,
    paymentsConfig: (overrides = {}) => ({
      secretKey: FAKE_SECRET_KEY,
      publishableKey: 'pk_test_gather_stand_in',
      webhookSecret: FAKE_WEBHOOK_SECRET,
      proPriceId: FAKE_PRO_PRICE.id,
      apiUrl: new URL(url),
      ...overrides,
    }),
    env: () => ({
      STRIPE_SECRET_KEY: FAKE_SECRET_KEY,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_gather_stand_in',
      STRIPE_WEBHOOK_SECRET: FAKE_WEBHOOK_SECRET,
      STRIPE_PRO_PRICE_ID: FAKE_PRO_PRICE.id,
      STRIPE_API_URL: url,
    }),
    eventsSince: (mark, types) => state.events.slice(mark).filter((event) => !types || types.includes(event.type)),
    pay: (sessionId) => state.completeSession(sessionId),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
