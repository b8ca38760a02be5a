import { z } from 'zod';
import {
  ADMIN_MESSAGES,
  AdminEngagementSchema,
  AdminOverviewSchema,
  AdminTimeseriesSchema,
  AdminUserPageSchema,
  AdminUserSchema,
  RecentUsersQuery,
  TimeseriesQuery,
  UserListQuery,
} from './schemas';
import { routeGroup } from '../api/route';
import { EXAMPLE_USER } from '../api/examples';

const days = (counts: number[]) => counts.map((count, i) => ({ date: `2026-11-${String(19 + i).padStart(2, '0')}`, count }));
const ADMIN_USER = { ...EXAMPLE_USER, last_seen_at: '2026-11-25T08:40:00Z' };

const ADMIN_ONLY = { description: `"${ADMIN_MESSAGES.adminRequired}" (\`admin_required\`): the caller is not a site admin.` };

export const adminRoutes = routeGroup({
  tag: 'Admin',
  description:
    'Usage statistics and the member list, for site admins only (`is_admin`: the e-mails in `ADMIN_EMAILS`, once their owner has confirmed the address). Everyone else gets 403. Days are UTC calendar days; "this week" is the last 7 times 24 hours. A member counts as active in a window when they signed in or made a signed-in request in it (noted at most every 5 minutes); deactivated accounts count in the totals but never as active. Deleted events leave every figure, with their RSVPs and comments. A recurring event counts once among events (totals, days and top lists), however many of its dates are made ahead.',
  routes: {
    overview: {
      method: 'get',
      path: '/admin/stats/overview',
      summary: 'Site totals and this week\'s growth',
      description: '`pro_subscription_rate` is Pro members as a percentage of all members, rounded to one decimal. `total_comments` counts comments and replies that read as comments (not deleted ones kept for their replies). Events are what members organised: `total_events` and `new_events_this_week` count single events plus recurring series, each series once (not the dates made ahead for it), and `total_recurring_series` the series alone.',
      access: 'site_admin',
      responses: { 200: { description: 'The overview.', schema: AdminOverviewSchema }, 403: ADMIN_ONLY },
      examples: {
        response: {
          total_users: 1240,
          new_users_this_week: 37,
          total_events: 860,
          new_events_this_week: 21,
          total_recurring_series: 14,
          total_communities: 96,
          new_communities_this_week: 4,
          pro_users: 31,
          pro_subscription_rate: 2.5,
          total_rsvps: 5120,
          total_comments: 2310,
          active_users_this_week: 402,
        },
      },
    },
    timeseries: {
      method: 'get',
      path: '/admin/stats/timeseries',
      summary: 'New users, events and communities per day',
      description: 'Exactly `days` entries per series, oldest first, ending with today (UTC); a day with nothing created is 0.',
      access: 'site_admin',
      query: TimeseriesQuery,
      responses: { 200: { description: 'The three series.', schema: AdminTimeseriesSchema }, 403: ADMIN_ONLY },
      examples: {
        query: { days: '7' },
        response: {
          days: 7,
          users: days([5, 3, 8, 4, 6, 7, 4]),
          events: days([2, 4, 1, 3, 5, 2, 4]),
          communities: days([0, 1, 0, 2, 0, 0, 1]),
          check_in_rate: days([0, 1, 0, 2, 0, 0, 1]).map(({ date, count }) => ({ date, rate: count === 0 ? null : 71.4 + count, events: count })),
        },
      },
    },
    engagement: {
      method: 'get',
      path: '/admin/stats/engagement',
      summary: 'Top creators, most active communities, RSVP distribution, member activity',
      description: 'Top lists hold at most 10 entries, most first (ties: the earliest member or community first), over all time. `rsvp_distribution` always lists going, maybe, not_going and waitlisted (going to a full event, waiting for a seat; `going` counts seated members only).',
      access: 'site_admin',
      responses: { 200: { description: 'The engagement figures.', schema: AdminEngagementSchema }, 403: ADMIN_ONLY },
      examples: {
        response: {
          top_community_creators: [{ id: 3, username: 'alex', email: 'alex@example.com', communities_created: 4 }],
          top_event_creators: [{ id: 3, username: 'alex', email: 'alex@example.com', events_created: 27 }],
          most_active_communities: [{ id: 12, name: 'Riverside Runners', event_count: 42 }],
          rsvp_distribution: [
            { status: 'going', count: 3400 },
            { status: 'maybe', count: 1100 },
            { status: 'not_going', count: 620 },
            { status: 'waitlisted', count: 45 },
          ],
          user_activity: { users_last_24h: 88, users_last_7_days: 402, users_last_30_days: 770 },
        },
      },
    },
    recentUsers: {
      method: 'get',
      path: '/admin/users/recent',
      summary: 'The latest signups',
      description: 'Newest first; 10 unless `limit` says otherwise (at most 100).',
      access: 'site_admin',
      query: RecentUsersQuery,
      responses: { 200: { description: 'The members, with the user fields and `last_seen_at`.', schema: z.array(AdminUserSchema) }, 403: ADMIN_ONLY },
      examples: { query: { limit: '10' }, response: [ADMIN_USER] },
    },
    users: {
      method: 'get',
      path: '/admin/users',
      summary: 'All members, a page at a time',
      description: 'Newest first, `limit` (100 by default, at most 500) after `skip` (0). `search` keeps members whose e-mail, username or full name contains it, in any case. `total` is how many match in all.',
      access: 'site_admin',
      query: UserListQuery,
      responses: { 200: { description: 'One page of members and the total.', schema: AdminUserPageSchema }, 403: ADMIN_ONLY },
      examples: { query: { skip: '0', limit: '100', search: 'sam' }, response: { users: [ADMIN_USER], total: 1, skip: 0, limit: 100 } },
    },
  },
});
