import {
  CheckoutResponse,
  DonateRequest,
  PaymentsConfigResponse,
  PortalResponse,
  ProStatusResponse,
  StripeWebhookEvent,
  WebhookResponse,
} from './schemas';
import { routeGroup } from '../api/route';

const CHECKOUT = { checkout_url: 'https://checkout.stripe.com/c/pay/cs_live_a1B2c3D4e5F6g7H8' };
const PRO_ACTIVE = {
  is_pro: true,
  status: 'active',
  renews_on: '2026-12-25T09:00:00.000Z',
  ends_on: null,
  payment_failed: false,
  can_subscribe: false,
  can_cancel: true,
  can_resume: false,
  can_manage_billing: true,
};
const PRO_ENDING = { ...PRO_ACTIVE, renews_on: null, ends_on: '2026-12-25T09:00:00.000Z', can_cancel: false, can_resume: true };
const EXAMPLE_EVENT = {
  id: 'evt_1Q2w3E4r5T6y7U8i',
  object: 'event',
  type: 'customer.subscription.updated',
  created: 1_764_061_200,
  api_version: '2026-10-28.endive',
  livemode: true,
  data: { object: { id: 'sub_1Q2w3E4r5T6y7U8i', object: 'subscription', customer: 'cus_R2d2C3po', status: 'active', cancel_at_period_end: true } },
};

const NOT_CONFIGURED = { description: 'Payments are not set up on this server (no STRIPE_SECRET_KEY), or Pro is not (no STRIPE_PRO_PRICE_ID).' };
const PROVIDER_DOWN = { description: 'Stripe could not be reached or refused the call; nothing was charged. Try again.' };

export const paymentRoutes = routeGroup({
  tag: 'Payments',
  description:
    'Donations and the Pro subscription, paid on Stripe Checkout. Money moves only on Stripe\'s page, and what it did reaches this server only through Stripe\'s signed webhook: a donation becomes paid and Pro switches on or off from the webhook alone, never from the browser coming back. Every route but the config needs a browser session (a developer API token is refused) and answers 503 while payments are not set up. Pro gives a Pro badge beside the member\'s name, ten times the hourly invitation e-mail limit, and ten times the developer API rate limit.',
  routes: {
    config: {
      method: 'get',
      path: '/payments/config',
      summary: 'Whether payments are on, and what the screens offer',
      description: 'Public: nothing in it is secret. Amounts are in pence. The Pro price is read from Stripe and kept for 10 minutes; it is null while Stripe cannot be asked.',
      access: 'public',
      responses: { 200: { description: 'On or off, the publishable key, the currency, donation presets and limits, the Pro price and what Pro multiplies.', schema: PaymentsConfigResponse } },
      examples: {
        response: {
          enabled: true,
          publishable_key: 'pk_live_51Hx2aExample',
          currency: 'gbp',
          donation: { presets: [300, 500, 1000, 2000], default_amount: 500, min_amount: 100, max_amount: 100_000 },
          pro: { enabled: true, price: { amount: 400, currency: 'gbp', interval: 'month', interval_count: 1 }, invitation_emails_per_hour: { member: 50, pro: 500 }, api_requests_per_minute: { member: 600, pro: 6000 }, api_rate_limit_multiplier: 10 },
        },
      },
    },
    donate: {
      method: 'post',
      path: '/payments/donate',
      summary: 'Start a one-off donation',
      description:
        'Opens a Stripe Checkout for `amount` pence (100 to 100,000: £1 to £1,000) in pounds; send the browser to `checkout_url`. The donation is recorded as pending and becomes paid when Stripe\'s webhook says so. With an Idempotency-Key a retried click opens no second Checkout; the page\'s address is never stored, so the replay answers 409 `idempotent_answer_withheld` instead of it.',
      access: 'session',
      oneTimeAnswer: 'This donation\'s Checkout page was opened by the first request with this Idempotency-Key, and its address is not kept. To donate, start again with a new key: the unpaid page simply expires.',
      body: DonateRequest,
      examples: { body: { amount: 500 }, response: CHECKOUT },
      responses: { 200: { description: 'The Checkout page to send the browser to.', schema: CheckoutResponse }, 502: PROVIDER_DOWN, 503: NOT_CONFIGURED },
    },
    pro: {
      method: 'get',
      path: '/payments/pro',
      summary: 'The caller\'s Pro',
      description: 'Whether Pro is on (from the webhooks), the subscription\'s status, when it renews or ends, whether the last payment failed, and what the caller may do now.',
      access: 'session',
      responses: { 200: { description: 'The caller\'s Pro.', schema: ProStatusResponse }, 503: NOT_CONFIGURED },
      examples: { response: PRO_ACTIVE },
    },
    subscribePro: {
      method: 'post',
      path: '/payments/subscribe-pro',
      summary: 'Start the Pro subscription',
      description:
        'Opens a Stripe Checkout in subscription mode for the Pro price; send the browser to `checkout_url`. One open Checkout per member: asking again while it is open answers the same page. 409 `already_pro` when the caller has Pro, or has paid and Stripe\'s confirmation is on its way (Stripe itself is asked, so a slow webhook never leads to paying twice); 409 `checkout_in_progress` while another request is opening it.',
      access: 'session',
      oneTimeAnswer: 'The first request with this Idempotency-Key opened the Pro Checkout, and its address is not kept. Ask again with a new key: while that Checkout is open, the same page is answered.',
      responses: { 200: { description: 'The Checkout page to send the browser to.', schema: CheckoutResponse }, 409: { description: 'Already Pro, payment being confirmed, or a Checkout being opened.' }, 502: PROVIDER_DOWN, 503: NOT_CONFIGURED },
      examples: { response: CHECKOUT },
    },
    cancelPro: {
      method: 'post',
      path: '/payments/cancel-pro',
      summary: 'Cancel Pro at the end of the paid period',
      description: 'Pro stays on until the period ends (`ends_on`), then Stripe ends the subscription and its webhook switches Pro off. 409 without a live subscription, or one already set to end.',
      access: 'session',
      responses: { 200: { description: 'The caller\'s Pro, now ending.', schema: ProStatusResponse }, 409: { description: 'Nothing to cancel.' }, 502: PROVIDER_DOWN, 503: NOT_CONFIGURED },
      examples: { response: PRO_ENDING },
    },
    resumePro: {
      method: 'post',
      path: '/payments/resume-pro',
      summary: 'Keep Pro after cancelling',
      description: 'Undoes a cancellation while the paid period lasts: the subscription renews again. 409 when it is not set to end.',
      access: 'session',
      responses: { 200: { description: 'The caller\'s Pro, renewing again.', schema: ProStatusResponse }, 409: { description: 'Nothing to keep.' }, 502: PROVIDER_DOWN, 503: NOT_CONFIGURED },
      examples: { response: PRO_ACTIVE },
    },
    portal: {
      method: 'post',
      path: '/payments/portal',
      summary: 'Open Stripe\'s billing portal',
      description: 'A Stripe Customer Portal session (cards, invoices, cancelling) that comes back to /settings; send the browser to `url`. 409 `no_billing_account` before the caller\'s first subscription.',
      access: 'session',
      oneTimeAnswer: 'The billing page opened by the first request with this Idempotency-Key is a one-time address and is not kept. Ask again with a new key for a new one.',
      responses: { 200: { description: 'The portal page to send the browser to.', schema: PortalResponse }, 409: { description: 'No billing account yet.' }, 502: PROVIDER_DOWN, 503: NOT_CONFIGURED },
      examples: { response: { url: 'https://billing.stripe.com/p/session/live_YWNjdF8xExample' } },
    },
    webhook: {
      method: 'post',
      path: '/payments/webhook',
      summary: 'Stripe\'s event deliveries',
      description:
        'For Stripe only: authenticated by the `Stripe-Signature` header over the raw body (STRIPE_WEBHOOK_SECRET), not a bearer token. A missing, wrong or tampered signature, or one more than 5 minutes old, is a 400 and changes nothing. Acts on checkout.session.completed, customer.subscription.created/updated/deleted, invoice.paid and invoice.payment_failed; other types are acknowledged and ignored. Each event id takes effect once (recorded in the effect\'s own transaction); subscriptions are read afresh from Stripe, so events arriving twice or out of order leave Stripe\'s current state. A failed effect answers 5xx so Stripe delivers again.',
      access: 'public',
      // Validated by its handler once the signature over the bytes has been checked.
      rawBody: true,
      body: StripeWebhookEvent,
      examples: { body: EXAMPLE_EVENT, response: { received: true, outcome: 'applied' } },
      responses: {
        200: { description: 'Received: applied now, a duplicate of one already applied, or ignored.', schema: WebhookResponse },
        400: { description: 'Bad signature, or not a Stripe event.' },
        502: { description: 'Stripe could not be read to apply the event; Stripe will deliver it again.' },
        503: NOT_CONFIGURED,
      },
    },
  },
});
