/**
 * Every communities query key starts with this, so a change that touches memberships (join,
 * create, removal) can refresh all of them at once.
 */
export const COMMUNITIES_QUERY_ROOT = ['communities'] as const;
