import type { AdminRangeDays } from '@contracts/admin/messages';

/**
 * The admin dashboard's query keys: kept for offline reading like other screens, and dropped with the rest at sign-out.
 * The features read and refresh their data under these keys; the outbox (web/lib/outbox, in the
 * page and in the service worker) writes confirmed changes under the same ones.
 */

export const ADMIN_QUERY_ROOT = ['admin'] as const;
export const OVERVIEW_QUERY_KEY = [...ADMIN_QUERY_ROOT, 'overview'] as const;
export const ENGAGEMENT_QUERY_KEY = [...ADMIN_QUERY_ROOT, 'engagement'] as const;
export const RECENT_USERS_QUERY_KEY = [...ADMIN_QUERY_ROOT, 'recent-users'] as const;
export const timeseriesQueryKey = (days: AdminRangeDays) => [...ADMIN_QUERY_ROOT, 'timeseries', days] as const;
export const usersQueryKey = (page: { skip: number; limit: number; search: string }) => [...ADMIN_QUERY_ROOT, 'users', page] as const;
