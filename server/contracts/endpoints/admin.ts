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
} from '../admin';
import type { EndpointGroup } from './endpoint';

const ADMIN_ONLY = { description: `"${ADMIN_MESSAGES.adminRequired}" (\`admin_required\`): the caller is not a site admin.` };

export const adminEndpoints: EndpointGroup = {
  tag: 'Admin',
  description:
    'Usage statistics and the member list, for site admins only (`is_admin`: the e-mails in `ADMIN_EMAILS`, once their owner has confirmed the address). Everyone else gets 403. Days are UTC calendar days; "this week" is the last 7 times 24 hours. A member counts as active in a window when they signed in or made a signed-in request in it (noted at most every 5 minutes); deactivated accounts count in the totals but never as active. Deleted events leave every figure, with their RSVPs and comments.',
  endpoints: [
    {
      method: 'get',
      path: '/admin/stats/overview',
      summary: 'Site totals and this week\'s growth',
      description: '`pro_subscription_rate` is Pro members as a percentage of all members, rounded to one decimal. `total_comments` counts comments and replies that read as comments (not deleted ones kept for their replies).',
      auth: 'session',
      responses: { 200: { description: 'The overview.', schema: AdminOverviewSchema }, 403: ADMIN_ONLY },
    },
    {
      method: 'get',
      path: '/admin/stats/timeseries',
      summary: 'New users, events and communities per day',
      description: 'Exactly `days` entries per series, oldest first, ending with today (UTC); a day with nothing created is 0.',
      auth: 'session',
      query: TimeseriesQuery,
      responses: { 200: { description: 'The three series.', schema: AdminTimeseriesSchema }, 403: ADMIN_ONLY },
    },
    {
      method: 'get',
      path: '/admin/stats/engagement',
      summary: 'Top creators, most active communities, RSVP distribution, member activity',
      description: 'Top lists hold at most 10 entries, most first (ties: the earliest member or community first), over all time. `rsvp_distribution` always lists going, maybe and not_going.',
      auth: 'session',
      responses: { 200: { description: 'The engagement figures.', schema: AdminEngagementSchema }, 403: ADMIN_ONLY },
    },
    {
      method: 'get',
      path: '/admin/users/recent',
      summary: 'The latest signups',
      description: 'Newest first; 10 unless `limit` says otherwise (at most 100).',
      auth: 'session',
      query: RecentUsersQuery,
      responses: { 200: { description: 'The members, with the user fields and `last_seen_at`.', schema: z.array(AdminUserSchema) }, 403: ADMIN_ONLY },
    },
    {
      method: 'get',
      path: '/admin/users',
      summary: 'All members, a page at a time',
      description: 'Newest first, `limit` (100 by default, at most 500) after `skip` (0). `search` keeps members whose e-mail, username or full name contains it, in any case. `total` is how many match in all.',
      auth: 'session',
      query: UserListQuery,
      responses: { 200: { description: 'One page of members and the total.', schema: AdminUserPageSchema }, 403: ADMIN_ONLY },
    },
  ],
};
