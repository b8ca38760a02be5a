import type { AppDeps } from '../../deps';
import { isMissingObject } from '../../integrations/stripe';
import { paymentsOf } from './gateway';
import { entitles } from './policy';
import * as repo from './repo';

type ClosingDeps = Pick<AppDeps, 'config' | 'db' | 'outbound' | 'logger'>;

/** Statuses in which Stripe may still charge the member (or is waiting to). */
const chargeable = (status: string) => entitles(status) || ['incomplete', 'unpaid', 'paused'].includes(status);

/**
 * For account deletion: ends the member's subscriptions at Stripe now (not at the period's end: the
 * account is going, and nobody should be charged for it again), then forgets their billing link and
 * Pro. Safe to run again. Throws while Stripe cannot be reached, so the purge job retries later
 * rather than leaving a subscription charging a deleted account. Donations stay, as records.
 */
export async function cancelBillingFor(deps: ClosingDeps, userId: number): Promise<void> {
  const live = (await repo.listMemberSubscriptions(deps.db, userId)).filter((sub) => chargeable(sub.status));
  if (live.length > 0) {
    if (!deps.config.payments) {
      // The operator took the keys away: nothing here can reach Stripe. The deletion goes on; they must cancel there.
      deps.logger?.error(`[payments] member ${userId} deleted their account with ${live.length} live subscription(s), but STRIPE_SECRET_KEY is unset: cancel them in Stripe's dashboard (${live.map((s) => s.stripe_subscription_id).join(', ')})`);
    } else {
      const { stripe } = paymentsOf(deps);
      for (const sub of live) {
        try {
          await stripe.subscriptions.cancel(sub.stripe_subscription_id, {}, { idempotencyKey: `gather-close-${userId}-${sub.stripe_subscription_id}` });
        } catch (err) {
          if (!isMissingObject(err)) {
            throw err;
          }
        }
      }
    }
  }
  await deps.db.transaction((trx) => repo.forgetBilling(trx, userId));
}
