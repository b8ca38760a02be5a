import type { PaymentsConfigResponse, ProStatusResponse } from '@contracts/payments/schemas';

export function makePaymentsConfig(overrides: Partial<PaymentsConfigResponse> = {}): PaymentsConfigResponse {
  return {
    enabled: true,
    publishable_key: 'pk_test_x',
    currency: 'gbp',
    donation: { presets: [300, 500, 1000, 2000], default_amount: 500, min_amount: 100, max_amount: 100_000 },
    pro: { enabled: true, price: { amount: 400, currency: 'gbp', interval: 'month', interval_count: 1 }, invitation_emails_per_hour: { member: 50, pro: 500 }, api_requests_per_minute: { member: 600, pro: 6000 }, api_rate_limit_multiplier: 10 },
    ...overrides,
  };
}

export const PAYMENTS_OFF = makePaymentsConfig({
  enabled: false,
  publishable_key: null,
  pro: { enabled: false, price: null, invitation_emails_per_hour: { member: 50, pro: 500 }, api_requests_per_minute: { member: 600, pro: 6000 }, api_rate_limit_multiplier: 10 },
});

export function makeProStatus(overrides: Partial<ProStatusResponse> = {}): ProStatusResponse {
  return {
    is_pro: false,
    status: 'none',
    renews_on: null,
    ends_on: null,
    payment_failed: false,
    can_subscribe: true,
    can_cancel: false,
    can_resume: false,
    can_manage_billing: false,
    ...overrides,
  };
}

export const PRO_ACTIVE = makeProStatus({
  is_pro: true,
  status: 'active',
  renews_on: '2026-12-25T12:00:00.000Z',
  can_subscribe: false,
  can_cancel: true,
  can_manage_billing: true,
});
