/**
 * Payments' query keys.
 * The features read and refresh their data under these keys; the outbox (web/lib/outbox, in the
 * page and in the service worker) writes confirmed changes under the same ones.
 */

export const PAYMENTS_CONFIG_QUERY_KEY = ['payments', 'config'] as const;
export const PRO_STATUS_QUERY_KEY = ['payments', 'pro'] as const;
