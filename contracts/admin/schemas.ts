import { z } from 'zod';
import { countParam, lineText } from '../fields';
import { ADMIN_RANGE_DAYS, RECENT_USERS_DEFAULT, RECENT_USERS_MAX, USER_PAGE_DEFAULT, USER_PAGE_MAX } from './messages';
import { UserSchema } from '../users/schemas';
import { RsvpStateSchema } from '../events/capacity';

export { ADMIN_MESSAGES } from './messages';

const count = z.number().int().min(0);
const RANGE_ERROR = `days must be ${ADMIN_RANGE_DAYS.slice(0, -1).join(', ')} or ${ADMIN_RANGE_DAYS.at(-1)}`;

/** Site totals and this week's growth (spec section 3, "Admin overview"). "This week" is the last 7 times 24 hours. */
export const AdminOverviewSchema = z.object({
  total_users: count,
  new_users_this_week: count,
  /** Events members organised: single events plus recurring series (a series counts once, not each date made ahead). */
  total_events: count,
  new_events_this_week: count,
  /** Recurring events (series), each counted once. */
  total_recurring_series: count,
  total_communities: count,
  new_communities_this_week: count,
  pro_users: count,
  /** Pro members as a percentage of all members, one decimal (12.5 means 12.5 %); 0 with no members. */
  pro_subscription_rate: z.number().min(0).max(100),
  total_rsvps: count,
  total_comments: count,
  active_users_this_week: count,
});
export type AdminOverview = z.infer<typeof AdminOverviewSchema>;

export const TimeseriesQuery = z.strictObject({
  days: z
    .enum(ADMIN_RANGE_DAYS.map(String) as [string, ...string[]], { error: RANGE_ERROR })
    .default('30')
    .transform(Number),
});
export type TimeseriesQuery = z.input<typeof TimeseriesQuery>;

/** One UTC day of a series: YYYY-MM-DD and how many were created that day. */
export const DayCountSchema = z.object({ date: z.iso.date(), count });
export type DayCount = z.infer<typeof DayCountSchema>;

/** Daily new users, events (single events and series, as the overview counts them) and communities: exactly `days` entries each, oldest first, today (UTC) last, empty days as 0. */
export const AdminTimeseriesSchema = z.object({
  days: z.number().int(),
  users: z.array(DayCountSchema),
  events: z.array(DayCountSchema),
  communities: z.array(DayCountSchema),
  /**
   * The check-in rate by the day events started (UTC): of the members going to that day's events that
   * used check-in (at least one check-in), the share checked in, 0 to 100 with one decimal; null on a
   * day with no such event.
   */
  check_in_rate: z.array(z.object({ date: z.iso.date(), rate: z.number().min(0).max(100).nullable(), events: count })),
});
export type AdminTimeseries = z.infer<typeof AdminTimeseriesSchema>;

/** RSVPs by the state the server holds: `waitlisted` is going to a full event, waiting for a seat. */
export const RsvpStatusCountSchema = z.object({ status: RsvpStateSchema, count });

/** Who creates, where things happen, how members answer, and how many came back lately (spec section 3, "Engagement"). */
export const AdminEngagementSchema = z.object({
  top_community_creators: z.array(z.object({ id: z.number().int(), username: z.string(), email: z.string(), communities_created: count })),
  top_event_creators: z.array(z.object({ id: z.number().int(), username: z.string(), email: z.string(), events_created: count })),
  most_active_communities: z.array(z.object({ id: z.number().int(), name: z.string(), event_count: count })),
  rsvp_distribution: z.array(RsvpStatusCountSchema),
  /** Members seen (signed in, or a signed-in request) in each window; deactivated accounts are not counted. */
  user_activity: z.object({ users_last_24h: count, users_last_7_days: count, users_last_30_days: count }),
});
export type AdminEngagement = z.infer<typeof AdminEngagementSchema>;

/** A member as an admin sees them: the user fields, and when they were last seen. */
export const AdminUserSchema = UserSchema.extend({ last_seen_at: UserSchema.shape.last_login_at });
export type AdminUser = z.infer<typeof AdminUserSchema>;

const limitParam = (max: number) =>
  countParam('limit').pipe(z.number().min(1, { error: 'limit must be at least 1' }).max(max, { error: `limit must be at most ${max}` }));

export const RecentUsersQuery = z.strictObject({
  limit: limitParam(RECENT_USERS_MAX).default(RECENT_USERS_DEFAULT),
});
export type RecentUsersQuery = z.input<typeof RecentUsersQuery>;

export const SEARCH_MAX_LENGTH = 100;

export const UserListQuery = z.strictObject({
  skip: countParam('skip')
    .pipe(z.number().max(2_147_483_647, { error: 'skip is too large' }))
    .default(0),
  limit: limitParam(USER_PAGE_MAX).default(USER_PAGE_DEFAULT),
  /** Part of an e-mail, username or full name, any case. */
  search: lineText('search')
    .trim()
    .max(SEARCH_MAX_LENGTH, { error: `search must be at most ${SEARCH_MAX_LENGTH} characters` })
    .optional(),
});
export type UserListQuery = z.input<typeof UserListQuery>;

export const AdminUserPageSchema = z.object({
  users: z.array(AdminUserSchema),
  /** Members matching the search (all members without one). */
  total: count,
  skip: count,
  limit: z.number().int(),
});
export type AdminUserPage = z.infer<typeof AdminUserPageSchema>;
