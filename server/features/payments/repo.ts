import type { Db } from '../../db';

/** What Stripe last said about a Pro subscription (see the migration's note on `fetched_at`). */
export interface SubscriptionRow {
  id: number;
  user_id: number;
  stripe_subscription_id: string;
  stripe_customer_id: string;
  status: string;
  cancel_at_period_end: boolean;
  cancel_at: string | null;
  current_period_end: string | null;
  fetched_at: string;
  created_at: string;
}

export type SubscriptionSnapshot = Omit<SubscriptionRow, 'id' | 'created_at'>;

export interface DonationRow {
  id: number;
  user_id: number | null;
  amount_pence: number;
  currency: string;
  status: 'pending' | 'paid';
  checkout_session_id: string | null;
  payment_intent_id: string | null;
  created_at: string;
  paid_at: string | null;
}

export interface ProCheckoutRow {
  user_id: number;
  checkout_session_id: string | null;
  checkout_url: string | null;
  expires_at: string;
  created_at: string;
}

/** Statuses in which a subscription gives Pro: paid up, on trial, or paid late while Stripe retries. */
export const ENTITLING_STATUSES = ['active', 'trialing', 'past_due'] as const;

const toSubscription = (raw: Omit<SubscriptionRow, 'cancel_at_period_end'> & { cancel_at_period_end: boolean | number }): SubscriptionRow => ({
  ...raw,
  cancel_at_period_end: Boolean(raw.cancel_at_period_end),
});

// ---- customers -------------------------------------------------------------------------------

export async function findCustomerId(db: Db, userId: number): Promise<string | null> {
  const row = await db('billing_customers').where({ user_id: userId }).first<{ stripe_customer_id: string } | undefined>('stripe_customer_id');
  return row?.stripe_customer_id ?? null;
}

export async function findUserIdByCustomer(db: Db, customerId: string): Promise<number | null> {
  const row = await db('billing_customers').where({ stripe_customer_id: customerId }).first<{ user_id: number } | undefined>('user_id');
  return row?.user_id ?? null;
}

/** Links a member to their Stripe Customer unless they already have one; answers the link that holds. */
export async function linkCustomer(db: Db, userId: number, customerId: string, nowIso: string): Promise<string> {
  await db('billing_customers').insert({ user_id: userId, stripe_customer_id: customerId, created_at: nowIso }).onConflict('user_id').ignore();
  return (await findCustomerId(db, userId)) ?? customerId;
}

// ---- subscriptions ---------------------------------------------------------------------------

/** The member's subscription that matters most: one that gives Pro, else the latest. */
export async function findMemberSubscription(db: Db, userId: number): Promise<SubscriptionRow | null> {
  const rows = await db('pro_subscriptions').where({ user_id: userId }).orderBy('created_at', 'desc').orderBy('id', 'desc');
  const all = (rows as Parameters<typeof toSubscription>[0][]).map(toSubscription);
  return all.find((row) => (ENTITLING_STATUSES as readonly string[]).includes(row.status)) ?? all[0] ?? null;
}

export async function listMemberSubscriptions(db: Db, userId: number): Promise<SubscriptionRow[]> {
  const rows = await db('pro_subscriptions').where({ user_id: userId });
  return (rows as Parameters<typeof toSubscription>[0][]).map(toSubscription);
}

/**
 * Writes what a read of the subscription said, unless a read that began later was written already
 * (its `fetched_at` is newer): whichever read began last wins, whatever order the writes come in.
 * Answers whether this snapshot was kept.
 */
export async function saveSnapshot(db: Db, snapshot: SubscriptionSnapshot, nowIso: string): Promise<boolean> {
  const inserted = await db('pro_subscriptions')
    .insert({ ...snapshot, created_at: nowIso })
    .onConflict('stripe_subscription_id')
    .ignore()
    .returning<{ id: number }[]>('id');
  if (inserted.length > 0) {
    return true;
  }
  const updated = await db('pro_subscriptions')
    .where({ stripe_subscription_id: snapshot.stripe_subscription_id })
    .where('fetched_at', '<=', snapshot.fetched_at)
    .update(snapshot);
  return updated > 0;
}

/** Sets `users.is_pro` from the member's subscriptions: Pro while any of them is in an entitling status. */
export async function recomputeIsPro(db: Db, userId: number): Promise<boolean> {
  const entitling = await db('pro_subscriptions').where({ user_id: userId }).whereIn('status', ENTITLING_STATUSES).first<{ id: number } | undefined>('id');
  const isPro = entitling !== undefined;
  await db('users').where({ id: userId }).update({ is_pro: isPro });
  return isPro;
}

// ---- Pro checkouts ---------------------------------------------------------------------------

export async function findProCheckout(db: Db, userId: number): Promise<ProCheckoutRow | null> {
  return (await db('pro_checkouts').where({ user_id: userId }).first<ProCheckoutRow | undefined>()) ?? null;
}

/** Claims the member's one Pro checkout slot; false when another request holds it. */
export async function claimProCheckout(db: Db, userId: number, nowIso: string, claimUntilIso: string): Promise<boolean> {
  const inserted = await db('pro_checkouts')
    .insert({ user_id: userId, checkout_session_id: null, checkout_url: null, expires_at: claimUntilIso, created_at: nowIso })
    .onConflict('user_id')
    .ignore()
    .returning<{ user_id: number }[]>('user_id');
  return inserted.length > 0;
}

export async function fillProCheckout(db: Db, userId: number, claimedAt: string, session: { id: string; url: string; expiresAtIso: string }): Promise<void> {
  await db('pro_checkouts')
    .where({ user_id: userId, created_at: claimedAt })
    .update({ checkout_session_id: session.id, checkout_url: session.url, expires_at: session.expiresAtIso });
}

/** Frees the slot taken by exactly this claim or checkout (not a newer one made meanwhile). */
export async function releaseProCheckout(db: Db, row: Pick<ProCheckoutRow, 'user_id' | 'created_at'>): Promise<void> {
  await db('pro_checkouts').where({ user_id: row.user_id, created_at: row.created_at }).delete();
}

/** The member's Checkout completed (its webhook came): the slot is free for a later subscription. */
export async function forgetProCheckoutSession(db: Db, userId: number, checkoutSessionId: string): Promise<void> {
  await db('pro_checkouts').where({ user_id: userId, checkout_session_id: checkoutSessionId }).delete();
}

// ---- donations -------------------------------------------------------------------------------

export async function insertDonation(db: Db, row: Pick<DonationRow, 'user_id' | 'amount_pence' | 'currency' | 'created_at'>): Promise<number> {
  const [inserted] = await db('donations')
    .insert({ ...row, status: 'pending' })
    .returning<{ id: number }[]>('id');
  if (!inserted) {
    throw new Error('Donation insert returned no id');
  }
  return inserted.id;
}

export async function setDonationSession(db: Db, id: number, checkoutSessionId: string): Promise<void> {
  await db('donations').where({ id }).update({ checkout_session_id: checkoutSessionId });
}

export async function deleteDonation(db: Db, id: number): Promise<void> {
  await db('donations').where({ id, status: 'pending' }).delete();
}

export async function findDonation(db: Db, id: number): Promise<DonationRow | null> {
  return (await db('donations').where({ id }).first<DonationRow | undefined>()) ?? null;
}

export async function findDonationBySession(db: Db, checkoutSessionId: string): Promise<DonationRow | null> {
  return (await db('donations').where({ checkout_session_id: checkoutSessionId }).first<DonationRow | undefined>()) ?? null;
}

/** Marks a pending donation paid; false when it was paid already (or is not there). */
export async function markDonationPaid(db: Db, id: number, paid: { sessionId: string; paymentIntentId: string | null; paidAtIso: string }): Promise<boolean> {
  const changed = await db('donations')
    .where({ id, status: 'pending' })
    .update({ status: 'paid', checkout_session_id: paid.sessionId, payment_intent_id: paid.paymentIntentId, paid_at: paid.paidAtIso });
  return changed > 0;
}

// ---- processed events ------------------------------------------------------------------------

export async function isEventProcessed(db: Db, eventId: string): Promise<boolean> {
  return (await db('stripe_events').where({ id: eventId }).first('id')) !== undefined;
}

/**
 * Records an event as processed, in the effect's transaction; false when it already was (another
 * delivery of it won). On PostgreSQL a concurrent delivery waits here for the first to commit.
 */
export async function recordEvent(db: Db, event: { id: string; type: string; createdIso: string }, nowIso: string): Promise<boolean> {
  const inserted = await db('stripe_events')
    .insert({ id: event.id, type: event.type, stripe_created_at: event.createdIso, processed_at: nowIso })
    .onConflict('id')
    .ignore()
    .returning<{ id: string }[]>('id');
  return inserted.length > 0;
}

/** Forgets processed events older than Stripe's retry window (3 days), keeping a margin. */
export async function purgeEventsBefore(db: Db, beforeIso: string): Promise<number> {
  return db('stripe_events').where('processed_at', '<', beforeIso).delete();
}

// ---- leaving -------------------------------------------------------------------------------

/** Forgets a member's billing link, subscriptions and open checkout (their donations stay, unlinked when the account goes). */
export async function forgetBilling(db: Db, userId: number): Promise<void> {
  await db('pro_checkouts').where({ user_id: userId }).delete();
  await db('pro_subscriptions').where({ user_id: userId }).delete();
  await db('billing_customers').where({ user_id: userId }).delete();
  await db('users').where({ id: userId }).update({ is_pro: false });
}
