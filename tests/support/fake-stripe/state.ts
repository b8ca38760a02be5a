import { randomBytes } from 'node:crypto';

/**
 * The stand-in's memory: Stripe objects in the shapes of API version 2026-10-28 (the fields Gather
 * and the SDK read), and every event Stripe would have sent about them, in order. Events hold a
 * copy of the object as it was when they happened, as Stripe's do: a handler that trusts an old
 * event's copy instead of reading the object again keeps a stale state.
 */
export type StripeObject = Record<string, unknown> & { id: string; object: string };

export interface FakeEvent extends StripeObject {
  object: 'event';
  type: string;
  created: number;
  data: { object: StripeObject };
}

const DAY_S = 24 * 60 * 60;
const MONTH_S = 30 * DAY_S;

export const newId = (prefix: string): string => `${prefix}_${randomBytes(12).toString('hex')}`;

const copy = <T>(value: T): T => structuredClone(value);

export class FakeStripeState {
  readonly customers = new Map<string, StripeObject>();
  readonly prices = new Map<string, StripeObject>();
  readonly sessions = new Map<string, StripeObject>();
  readonly subscriptions = new Map<string, StripeObject>();
  readonly invoices = new Map<string, StripeObject>();
  readonly portalSessions: StripeObject[] = [];
  readonly events: FakeEvent[] = [];
  /** Seconds added to the real clock, to move subscriptions through their periods. */
  offsetS = 0;

  constructor(readonly baseUrl: string) {}

  now(): number {
    return Math.floor(Date.now() / 1000) + this.offsetS;
  }

  emit(type: string, object: StripeObject): FakeEvent {
    const event: FakeEvent = {
      id: newId('evt'),
      object: 'event',
      api_version: '2026-10-28.endive',
      created: this.now(),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object: copy(object) },
    };
    this.events.push(event);
    return event;
  }

  addPrice(input: { id?: string; unit_amount: number; currency: string; interval: string }): StripeObject {
    const price: StripeObject = {
      id: input.id ?? newId('price'),
      object: 'price',
      active: true,
      currency: input.currency,
      unit_amount: input.unit_amount,
      recurring: { interval: input.interval, interval_count: 1, usage_type: 'licensed' },
      type: 'recurring',
      product: newId('prod'),
      livemode: false,
    };
    this.prices.set(price.id, price);
    return price;
  }

  addCustomer(params: Record<string, unknown>): StripeObject {
    const customer: StripeObject = {
      id: newId('cus'),
      object: 'customer',
      created: this.now(),
      email: params.email ?? null,
      name: params.name ?? null,
      metadata: params.metadata ?? {},
      livemode: false,
    };
    this.customers.set(customer.id, customer);
    return customer;
  }

  addSession(params: Record<string, unknown>): StripeObject {
    const id = newId('cs_test');
    const lineItems = (params.line_items as Record<string, unknown>[] | undefined) ?? [];
    const first = lineItems[0] ?? {};
    const priceData = first.price_data as Record<string, unknown> | undefined;
    const price = typeof first.price === 'string' ? this.prices.get(first.price) : undefined;
    const amount = priceData ? Number(priceData.unit_amount) : Number(price?.unit_amount ?? 0);
    const session: StripeObject = {
      id,
      object: 'checkout.session',
      mode: params.mode,
      status: 'open',
      payment_status: 'unpaid',
      url: `${this.baseUrl}/pay/${id}`,
      success_url: params.success_url,
      cancel_url: params.cancel_url,
      customer: params.customer ?? null,
      customer_email: params.customer_email ?? null,
      client_reference_id: params.client_reference_id ?? null,
      metadata: params.metadata ?? {},
      submit_type: params.submit_type ?? null,
      subscription: null,
      payment_intent: null,
      amount_total: amount * Number(first.quantity ?? 1),
      currency: priceData?.currency ?? price?.currency ?? 'gbp',
      created: this.now(),
      expires_at: params.expires_at ? Number(params.expires_at) : this.now() + DAY_S,
      livemode: false,
      // Kept to build the subscription when the page is paid (Stripe keeps them too).
      _line_price: price?.id ?? null,
      _subscription_metadata: (params.subscription_data as Record<string, unknown> | undefined)?.metadata ?? {},
    };
    this.sessions.set(id, session);
    return session;
  }

  /** The member paid on the hosted page: what Stripe does, and the events it sends. */
  completeSession(id: string): StripeObject {
    const session = this.mustGet(this.sessions, id);
    if (session.status !== 'open') {
      throw new Error(`Checkout session ${id} is ${String(session.status)}`);
    }
    if (session.mode === 'subscription') {
      const customer = typeof session.customer === 'string' ? session.customer : this.addCustomer({ email: session.customer_email }).id;
      const subscription = this.addSubscription(customer, String(session._line_price), session._subscription_metadata as Record<string, unknown>);
      const invoice = this.addInvoice(subscription, 'paid');
      Object.assign(session, { status: 'complete', payment_status: 'paid', customer, subscription: subscription.id });
      this.emit('customer.subscription.created', subscription);
      this.emit('invoice.created', invoice);
      this.emit('invoice.paid', invoice);
      this.emit('invoice.payment_succeeded', invoice);
    } else {
      Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: newId('pi') });
      this.emit('payment_intent.succeeded', { id: String(session.payment_intent), object: 'payment_intent', amount: session.amount_total, status: 'succeeded' });
    }
    this.emit('checkout.session.completed', this.publicSession(session));
    return session;
  }

  /** A session as the API shows it (without the stand-in's own bookkeeping). */
  publicSession(session: StripeObject): StripeObject {
    return Object.fromEntries(Object.entries(session).filter(([key]) => !key.startsWith('_'))) as StripeObject;
  }

  private addSubscription(customer: string, priceId: string, metadata: Record<string, unknown>): StripeObject {
    const now = this.now();
    const price = this.prices.get(priceId) ?? { id: priceId, object: 'price' };
    const subscription: StripeObject = {
      id: newId('sub'),
      object: 'subscription',
      customer,
      status: 'active',
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      ended_at: null,
      created: now,
      start_date: now,
      metadata,
      livemode: false,
      items: {
        object: 'list',
        has_more: false,
        url: '/v1/subscription_items',
        data: [{ id: newId('si'), object: 'subscription_item', price, quantity: 1, current_period_start: now, current_period_end: now + MONTH_S }],
      },
      latest_invoice: null,
    };
    this.subscriptions.set(subscription.id, subscription);
    return subscription;
  }

  private addInvoice(subscription: StripeObject, status: 'paid' | 'open'): StripeObject {
    const item = this.itemOf(subscription);
    const amount = Number((item.price as Record<string, unknown>).unit_amount ?? 0);
    const invoice: StripeObject = {
      id: newId('in'),
      object: 'invoice',
      customer: subscription.customer,
      status,
      amount_due: amount,
      amount_paid: status === 'paid' ? amount : 0,
      currency: 'gbp',
      attempt_count: 1,
      created: this.now(),
      parent: { type: 'subscription_details', quote_details: null, subscription_details: { subscription: subscription.id, metadata: subscription.metadata } },
      livemode: false,
    };
    this.invoices.set(invoice.id, invoice);
    subscription.latest_invoice = invoice.id;
    return invoice;
  }

  itemOf(subscription: StripeObject): Record<string, unknown> {
    const item = (subscription.items as { data: Record<string, unknown>[] }).data[0];
    if (!item) {
      throw new Error(`Subscription ${subscription.id} has no item`);
    }
    return item;
  }

  /** The next period is paid: the period moves on a month. */
  renew(id: string): void {
    const subscription = this.mustGet(this.subscriptions, id);
    const item = this.itemOf(subscription);
    const end = Number(item.current_period_end);
    Object.assign(item, { current_period_start: end, current_period_end: end + MONTH_S });
    subscription.status = 'active';
    const invoice = this.addInvoice(subscription, 'paid');
    this.emit('invoice.paid', invoice);
    this.emit('customer.subscription.updated', subscription);
  }

  /** The renewal's card payment failed: past due while Stripe retries. */
  failRenewal(id: string): void {
    const subscription = this.mustGet(this.subscriptions, id);
    subscription.status = 'past_due';
    const invoice = this.addInvoice(subscription, 'open');
    this.emit('invoice.payment_failed', invoice);
    this.emit('customer.subscription.updated', subscription);
  }

  /** The paid period ran out on a cancelled subscription, or retries gave up: it ends. */
  end(id: string): void {
    const subscription = this.mustGet(this.subscriptions, id);
    Object.assign(subscription, { status: 'canceled', ended_at: this.now(), canceled_at: subscription.canceled_at ?? this.now() });
    this.emit('customer.subscription.deleted', subscription);
  }

  /** POST /v1/subscriptions/:id with cancel_at_period_end or cancel_at. */
  updateSubscription(id: string, params: Record<string, unknown>): StripeObject {
    const subscription = this.mustGet(this.subscriptions, id);
    if ('cancel_at_period_end' in params) {
      const ending = params.cancel_at_period_end === 'true';
      Object.assign(subscription, { cancel_at_period_end: ending, canceled_at: ending ? this.now() : null, cancel_at: ending ? this.itemOf(subscription).current_period_end : null });
    }
    if ('cancel_at' in params) {
      const at = params.cancel_at === '' ? null : Number(params.cancel_at);
      Object.assign(subscription, { cancel_at: at, cancel_at_period_end: false, canceled_at: at === null ? null : this.now() });
    }
    this.emit('customer.subscription.updated', subscription);
    return subscription;
  }

  mustGet(map: Map<string, StripeObject>, id: string): StripeObject {
    const found = map.get(id);
    if (!found) {
      throw new Error(`No such object: ${id}`);
    }
    return found;
  }
}
