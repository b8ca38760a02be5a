import { z } from 'zod';
import { isoDateTime } from '../fields';
import { DONATION, PAYMENT_MESSAGES } from './messages';

export { DONATION, PAYMENT_MESSAGES, PRO_LIMIT_MULTIPLIER } from './messages';

/** POST /payments/donate: the amount in pence, £1 to £1,000 (spec sections 5 and 9). */
export const DonateRequest = z.strictObject({
  amount: z
    .number({ error: 'amount must be a number of pence' })
    .int({ error: PAYMENT_MESSAGES.wholePence })
    .min(DONATION.min, { error: PAYMENT_MESSAGES.minDonation })
    .max(DONATION.max, { error: PAYMENT_MESSAGES.maxDonation }),
});
export type DonateRequest = z.infer<typeof DonateRequest>;

/** Where to send the browser: Stripe's Checkout page (spec section 3, Donation). */
export const CheckoutResponse = z.object({ checkout_url: z.url() });
export type CheckoutResponse = z.infer<typeof CheckoutResponse>;

/** Stripe's Customer Portal for this member (cards, invoices, plan). */
export const PortalResponse = z.object({ url: z.url() });
export type PortalResponse = z.infer<typeof PortalResponse>;

export const ProPrice = z.object({
  /** In the currency's minor unit (pence). */
  amount: z.number().int(),
  currency: z.string(),
  interval: z.enum(['day', 'week', 'month', 'year']),
  interval_count: z.number().int(),
});
export type ProPrice = z.infer<typeof ProPrice>;

/** GET /payments/config: whether payments are on, and what the screens offer. No secrets. */
export const PaymentsConfigResponse = z.object({
  enabled: z.boolean(),
  publishable_key: z.string().nullable(),
  currency: z.literal(DONATION.currency),
  donation: z.object({
    presets: z.array(z.number().int()),
    default_amount: z.number().int(),
    min_amount: z.number().int(),
    max_amount: z.number().int(),
  }),
  pro: z.object({
    enabled: z.boolean(),
    /** Null while Stripe cannot be asked for the price (the panel then shows no amount). */
    price: ProPrice.nullable(),
    invitation_emails_per_hour: z.object({ member: z.number().int(), pro: z.number().int() }),
    /** Requests a developer API token may make per minute, for members and for Pro members. */
    api_requests_per_minute: z.object({ member: z.number().int(), pro: z.number().int() }),
    api_rate_limit_multiplier: z.number().int(),
  }),
});
export type PaymentsConfigResponse = z.infer<typeof PaymentsConfigResponse>;

/** Stripe's subscription statuses, and 'none' for a member who never subscribed. */
export const ProSubscriptionStatus = z.enum(['none', 'incomplete', 'incomplete_expired', 'trialing', 'active', 'past_due', 'canceled', 'unpaid', 'paused']);
export type ProSubscriptionStatus = z.infer<typeof ProSubscriptionStatus>;

/** GET /payments/pro and the answers of cancel and resume: the member's Pro, as the panel shows it. */
export const ProStatusResponse = z.object({
  is_pro: z.boolean(),
  status: ProSubscriptionStatus,
  /** The next renewal while the subscription renews; null otherwise. */
  renews_on: isoDateTime.nullable(),
  /** When Pro stops, once it is cancelled (it lasts to the end of the paid period); null otherwise. */
  ends_on: isoDateTime.nullable(),
  /** The last renewal failed; Stripe retries, and Pro stays on meanwhile. */
  payment_failed: z.boolean(),
  can_subscribe: z.boolean(),
  can_cancel: z.boolean(),
  can_resume: z.boolean(),
  can_manage_billing: z.boolean(),
});
export type ProStatusResponse = z.infer<typeof ProStatusResponse>;

/**
 * A Stripe object id as Stripe makes them (`evt_…`, `cs_test_…`, `sub_…`): letters, digits, `_` and
 * `-`. Anything else (a NUL, which PostgreSQL cannot store) is not Stripe's.
 */
export const stripeId = z.string().min(1).max(255).regex(/^[A-Za-z0-9_-]+$/);

/**
 * A Stripe event as Stripe posts it (https://docs.stripe.com/api/events/object). Documented for
 * readers; the route reads the signed bytes, not this schema, and Stripe adds fields freely, so it
 * is not strict.
 */
export const StripeWebhookEvent = z.looseObject({
  id: stripeId,
  object: z.literal('event'),
  type: z.string().max(100).regex(/^[a-z0-9_.]+$/),
  /** Seconds since the epoch (bounded, so it always makes a date). */
  created: z.number().int().min(0).max(253_402_300_799),
  api_version: z.string().nullable().optional(),
  livemode: z.boolean(),
  data: z.looseObject({ object: z.looseObject({ id: z.string(), object: z.string() }) }),
});

export const WebhookResponse = z.object({
  received: z.literal(true),
  /** applied: this event took effect now; duplicate: it already had; ignored: a type or object this server does not act on. */
  outcome: z.enum(['applied', 'duplicate', 'ignored']),
});
export type WebhookResponse = z.infer<typeof WebhookResponse>;
