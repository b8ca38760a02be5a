import type { PaymentsConfigResponse, ProPrice, ProStatusResponse, ProSubscriptionStatus } from '@contracts/payments/schemas';
import { DONATION, PRO_LIMIT_MULTIPLIER } from '@contracts/payments/schemas';
import type { AppConfig } from '../../config';
import { PRO_RATE_MULTIPLIER } from '@contracts/developer/schemas';
import { apiTokenLimitFor } from '../../http/rate-limits';
import { canCancelPro, canManageBilling, canResumePro, canSubscribe, entitles, isEnding } from './policy';
import type { ProAccess } from './policy';
import type { SubscriptionRow } from './repo';

const STATUSES: readonly string[] = ['incomplete', 'incomplete_expired', 'trialing', 'active', 'past_due', 'canceled', 'unpaid', 'paused'];

/** The member's Pro as the panel shows it; `isPro` is the users row's (it moves only with webhooks). */
export function presentProStatus(isPro: boolean, access: ProAccess & { subscription: SubscriptionRow | null }): ProStatusResponse {
  const sub = access.subscription;
  const status: ProSubscriptionStatus = sub === null ? 'none' : STATUSES.includes(sub.status) ? (sub.status as ProSubscriptionStatus) : 'incomplete';
  const live = sub !== null && entitles(sub.status);
  const ending = live && isEnding(access);
  return {
    is_pro: isPro,
    status,
    renews_on: live && !ending ? (sub.current_period_end ?? null) : null,
    ends_on: ending ? (sub.cancel_at ?? sub.current_period_end ?? null) : null,
    payment_failed: status === 'past_due' || status === 'unpaid',
    can_subscribe: canSubscribe(access),
    can_cancel: canCancelPro(access),
    can_resume: canResumePro(access),
    can_manage_billing: canManageBilling(access),
  };
}

/** GET /payments/config: on or off, and the numbers the donate page and the Pro panel show. */
export function presentPaymentsConfig(config: AppConfig, price: ProPrice | null): PaymentsConfigResponse {
  const payments = config.payments;
  return {
    enabled: payments !== null,
    publishable_key: payments?.publishableKey ?? null,
    currency: DONATION.currency,
    donation: { presets: [...DONATION.presets], default_amount: DONATION.defaultAmount, min_amount: DONATION.min, max_amount: DONATION.max },
    pro: {
      enabled: (payments?.proPriceId ?? null) !== null,
      price,
      invitation_emails_per_hour: { member: config.invitationEmailsPerHour, pro: config.invitationEmailsPerHour * PRO_LIMIT_MULTIPLIER },
      // The very numbers the token limiter applies (http/rate-limits.ts).
      api_requests_per_minute: { member: config.rateLimits.apiTokenRequests.limit, pro: apiTokenLimitFor(config.rateLimits.apiTokenRequests, true) },
      api_rate_limit_multiplier: PRO_RATE_MULTIPLIER,
    },
  };
}
