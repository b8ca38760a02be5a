import { z } from 'zod';
import { idParam } from '@contracts/fields';
import { PAYMENT_MESSAGES, stripeId } from '@contracts/payments/schemas';
import { AppError } from '../../http/app-error';

/** The events this server acts on; Stripe may send others (a shared endpoint), which are acknowledged and ignored. */
export const HANDLED_EVENT_TYPES = [
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
] as const;
export type HandledEventType = (typeof HANDLED_EVENT_TYPES)[number];

export const isHandled = (type: string): type is HandledEventType => (HANDLED_EVENT_TYPES as readonly string[]).includes(type);

/** What an event asks of us, read from its own (signed) copy of the object. */
export type EventIntent =
  | { kind: 'donation_paid'; donationId: number; sessionId: string; paymentIntentId: string | null; amount: number | null; currency: string | null }
  /** Read the subscription's current state from Stripe and keep it (the event's copy may be stale). */
  | { kind: 'sync_subscription'; subscriptionId: string; paymentFailed: boolean; completedCheckout: string | null }
  /** `warn`: what Stripe would never send for a Checkout we opened (logged as a warning, still acknowledged). */
  | { kind: 'nothing'; why: string; warn?: boolean };

// Stripe objects carry many more fields, and add new ones: these schemas read only what we use.
const ref = z.union([stripeId, z.looseObject({ id: stripeId })]).transform((value) => (typeof value === 'string' ? value : value.id));
const donationIdOf = idParam('Donation id');
const metadata = z.record(z.string(), z.string()).nullish().transform((value) => value ?? {});

const CheckoutSessionObject = z.looseObject({
  id: stripeId,
  mode: z.string(),
  payment_status: z.string(),
  metadata,
  subscription: ref.nullish(),
  payment_intent: ref.nullish(),
  amount_total: z.number().nullish(),
  currency: z.string().nullish(),
});

const SubscriptionObject = z.looseObject({ id: stripeId.startsWith('sub_') });

const InvoiceObject = z.looseObject({
  id: stripeId,
  parent: z.looseObject({ subscription_details: z.looseObject({ subscription: ref }).nullish() }).nullish(),
});

function parseObject<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    throw new AppError('unexpected_event', 400, PAYMENT_MESSAGES.unexpectedEvent);
  }
  return parsed.data;
}

function checkoutIntent(object: unknown): EventIntent {
  const session = parseObject(CheckoutSessionObject, object);
  if (session.mode === 'subscription' && session.subscription) {
    return { kind: 'sync_subscription', subscriptionId: session.subscription, paymentFailed: false, completedCheckout: session.id };
  }
  if (session.mode !== 'payment' || session.metadata.kind !== 'donation') {
    return { kind: 'nothing', why: 'a Checkout this server did not open' };
  }
  // We wrote this id as canonical digits; anything else (' 1', '0x1F', '1e3', past the column's range)
  // is not ours to read as some other donation, nor to hand PostgreSQL as a 32-bit id.
  const donationId = donationIdOf.safeParse(session.metadata.donation_id);
  if (!donationId.success) {
    return { kind: 'nothing', why: `a donation Checkout whose donation id is not one (${JSON.stringify(session.metadata.donation_id ?? null)})`, warn: true };
  }
  // A card payment is paid when Checkout completes; a delayed method (not offered) would complete unpaid.
  if (session.payment_status !== 'paid') {
    return { kind: 'nothing', why: `a donation Checkout completed ${session.payment_status}` };
  }
  return { kind: 'donation_paid', donationId: donationId.data, sessionId: session.id, paymentIntentId: session.payment_intent ?? null, amount: session.amount_total ?? null, currency: session.currency ?? null };
}

/** What a handled event asks for; a 400 when its object is not shaped as Stripe documents. */
export function intentOf(type: HandledEventType, object: unknown): EventIntent {
  switch (type) {
    case 'checkout.session.completed':
      return checkoutIntent(object);
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return { kind: 'sync_subscription', subscriptionId: parseObject(SubscriptionObject, object).id, paymentFailed: false, completedCheckout: null };
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const subscriptionId = parseObject(InvoiceObject, object).parent?.subscription_details?.subscription;
      return subscriptionId
        ? { kind: 'sync_subscription', subscriptionId, paymentFailed: type === 'invoice.payment_failed', completedCheckout: null }
        : { kind: 'nothing', why: 'an invoice of no subscription' };
    }
  }
}
