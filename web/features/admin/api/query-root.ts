/**
 * Every admin query key starts with this: the dashboard is kept for offline reading like other
 * screens (lib/offline/query-persistence.ts), and dropped with the rest at sign-out.
 */
export const ADMIN_QUERY_ROOT = ['admin'] as const;
