/** Every invitations query key starts with this, so one invalidation refreshes them all. */
export const INVITATIONS_QUERY_ROOT = ['invitations'] as const;
