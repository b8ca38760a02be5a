/**
 * Every query key of the app, in one place: the features read and refresh their data under these
 * keys, and the outbox (web/lib/outbox, in the page and in the service worker, which patches the
 * persisted cache) writes a confirmed change under the same ones. Only types are imported, so the
 * service worker can use it. A root groups what one change refreshes together; the persisted roots
 * are listed in web/lib/offline/query-persistence.ts.
 */
import type { AdminRangeDays } from '@contracts/admin/messages';
import type { EventListWhen } from '@contracts/events/read-paths';
import type { InvitationStatus } from '@contracts/invitations/schemas';

/** TanStack Query's hash of a key made of strings and numbers. */
export function hashOf(key: readonly unknown[]): string {
  return JSON.stringify(key);
}

// The session and the app's settings.
export const ME_QUERY_KEY = ['session', 'me'] as const;
export const APP_CONFIG_QUERY_KEY = ['app-config'] as const;

// Events: every events query lives under one root so a change can refresh them together: lists
// under ['events', 'list', ...], one event's detail under ['events', 'detail', id].
export const EVENTS_QUERY_ROOT = ['events'] as const;
export const EVENTS_LIST_ROOT = [...EVENTS_QUERY_ROOT, 'list'] as const;
export const EVENTS_DETAIL_ROOT = [...EVENTS_QUERY_ROOT, 'detail'] as const;
export const eventQueryKey = (eventId: number) => [...EVENTS_DETAIL_ROOT, eventId] as const;
export const attendingEventsQueryKey = (when: EventListWhen) => [...EVENTS_LIST_ROOT, 'attending', when] as const;
export const RECENTLY_STARTED_EVENTS_QUERY_KEY = [...EVENTS_LIST_ROOT, 'attending', 'recently-started'] as const;
export const communityEventsQueryKey = (communityId: number, when: EventListWhen) => [...EVENTS_LIST_ROOT, 'community', communityId, when] as const;

// Comments.
/** An event's discussion (the pages loaded so far, as one list); every comments mutation updates this entry. */
export const eventCommentsQueryKey = (eventId: number) => ['comments', 'event', eventId] as const;
/** Kept beside the list, not in it, so the outbox and mutations keep editing a plain Comment[]. */
export const commentPagingQueryKey = (eventId: number) => ['comment-paging', eventId] as const;

// Communities: one root, so a change that touches memberships (join, create, removal) refreshes all of them.
export const COMMUNITIES_QUERY_ROOT = ['communities'] as const;
export const MY_COMMUNITIES_QUERY_KEY = [...COMMUNITIES_QUERY_ROOT, 'mine'] as const;
export const communityQueryKey = (communityId: number) => [...COMMUNITIES_QUERY_ROOT, 'detail', communityId] as const;
export const communityInviteQueryKey = (inviteCode: string) => [...COMMUNITIES_QUERY_ROOT, 'invite', inviteCode.toUpperCase()] as const;

// Invitations: one root, so one invalidation refreshes them all.
export const INVITATIONS_QUERY_ROOT = ['invitations'] as const;
export const SENT_INVITATIONS_ROOT = [...INVITATIONS_QUERY_ROOT, 'sent'] as const;
export const receivedInvitationsQueryKey = (status: InvitationStatus | undefined) => [...INVITATIONS_QUERY_ROOT, 'received', status ?? 'all'] as const;
export const sentInvitationsQueryKey = ({ status, eventId }: { status?: InvitationStatus; eventId?: number }) =>
  [...SENT_INVITATIONS_ROOT, status ?? 'all', eventId ?? 'any'] as const;
export const publicInvitationQueryKey = (code: string) => [...INVITATIONS_QUERY_ROOT, 'public', code] as const;

// The admin dashboard: kept for offline reading like other screens, and dropped with the rest at sign-out.
export const ADMIN_QUERY_ROOT = ['admin'] as const;
export const OVERVIEW_QUERY_KEY = [...ADMIN_QUERY_ROOT, 'overview'] as const;
export const ENGAGEMENT_QUERY_KEY = [...ADMIN_QUERY_ROOT, 'engagement'] as const;
export const RECENT_USERS_QUERY_KEY = [...ADMIN_QUERY_ROOT, 'recent-users'] as const;
export const timeseriesQueryKey = (days: AdminRangeDays) => [...ADMIN_QUERY_ROOT, 'timeseries', days] as const;
export const usersQueryKey = (page: { skip: number; limit: number; search: string }) => [...ADMIN_QUERY_ROOT, 'users', page] as const;

// Developer tools.
export const TOKENS_QUERY_KEY = ['developer', 'tokens'] as const;
export const DOCS_QUERY_KEY = ['developer', 'docs'] as const;

// Payments.
export const PAYMENTS_CONFIG_QUERY_KEY = ['payments', 'config'] as const;
export const PRO_STATUS_QUERY_KEY = ['payments', 'pro'] as const;

// Calendar: everything under one root, refreshed together after a change.
export const CALENDAR_QUERY_ROOT = ['calendar'] as const;
export const CALENDAR_STATUS_KEY = [...CALENDAR_QUERY_ROOT, 'status'] as const;
export const CALENDAR_LIST_KEY = [...CALENDAR_QUERY_ROOT, 'calendars'] as const;
export const CALENDAR_FEED_KEY = [...CALENDAR_QUERY_ROOT, 'feed'] as const;
