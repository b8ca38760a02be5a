/**
 * The texts and numbers of the admin dashboard (spec sections 8 and 9). Plain values with no
 * imports, so the web app shows the server's own words and ranges without bundling zod. (The
 * Access Denied text of section 2 lives with the route guard, which the landing page loads.)
 */
export const ADMIN_MESSAGES = {
  adminRequired: 'Admin access required. Please contact an administrator.',
  loadFailed: 'Failed to load dashboard data. Please try again.',
} as const;

/** The time ranges of the growth series, in days; 30 unless asked (spec section 9). */
export const ADMIN_RANGE_DAYS = [7, 30, 90] as const;
export type AdminRangeDays = (typeof ADMIN_RANGE_DAYS)[number];
export const ADMIN_DEFAULT_RANGE_DAYS: AdminRangeDays = 30;

/** Latest signups shown, and the recent-users default; the all-users page size and its ceiling. */
export const RECENT_USERS_DEFAULT = 10;
export const RECENT_USERS_MAX = 100;
export const USER_PAGE_DEFAULT = 100;
export const USER_PAGE_MAX = 500;
/** How many entries of a series the growth lists show, newest first. */
export const GROWTH_LIST_ENTRIES = 7;
/** Rows in each top list (creators, communities). */
export const TOP_LIST_SIZE = 10;
