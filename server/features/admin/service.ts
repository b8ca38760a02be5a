import type { AdminEngagement, AdminOverview, AdminTimeseries, AdminUser, AdminUserPage, DayCount } from '@contracts/admin/schemas';
import { TOP_LIST_SIZE } from '@contracts/admin/messages';
import { RSVP_STATES } from '@contracts/events/capacity';
import type { AppDeps } from '../../deps';
import { startOfUtcDay, utcDaysEndingAt, zeroFilled } from './day-buckets';
import { percentage, presentAdminUser } from './presenter';
import * as stats from './stats-repo';
import { newestUsers, pageOfUsers } from './users-repo';

/** What the admin figures need: the database and the clock (benchmarks call these directly). */
export type AdminDeps = Pick<AppDeps, 'db' | 'clock'>;

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

const isoAgo = (now: Date, ms: number) => new Date(now.getTime() - ms).toISOString();

/** Site totals; "this week" is the last 7 times 24 hours. */
export async function overview(deps: AdminDeps): Promise<AdminOverview> {
  const counts = await stats.overviewCounts(deps.db, isoAgo(deps.clock(), 7 * DAY_MS));
  return { ...counts, pro_subscription_rate: percentage(counts.pro_users, counts.total_users) };
}

/** New users, events and communities per UTC day over the last `days` days, today included. */
export async function timeseries(deps: AdminDeps, days: number): Promise<AdminTimeseries> {
  const dates = utcDaysEndingAt(deps.clock(), days);
  const rows = await stats.createdPerDay(deps.db, startOfUtcDay(dates[0] ?? ''));
  const series = (name: stats.Series): DayCount[] => {
    const perDay = new Map<string, number>();
    for (const row of rows.filter((one) => one.series === name)) {
      perDay.set(row.day, (perDay.get(row.day) ?? 0) + row.n);
    }
    return zeroFilled(dates, perDay);
  };
  return { days, users: series('users'), events: series('events'), communities: series('communities'), check_in_rate: await checkInRate(deps, dates) };
}

/**
 * Per UTC day of event start: of the members going to that day's events that used check-in, the
 * share checked in (one decimal); null, with 0 events, on a day without such an event.
 */
async function checkInRate(deps: AdminDeps, dates: readonly string[]): Promise<AdminTimeseries['check_in_rate']> {
  const first = dates[0];
  const last = dates.at(-1);
  if (first === undefined || last === undefined) {
    return [];
  }
  const until = new Date(new Date(startOfUtcDay(last)).getTime() + DAY_MS).toISOString();
  const perDay = new Map((await stats.checkInsPerDay(deps.db, startOfUtcDay(first), until)).map((row) => [row.day, row]));
  return dates.map((date) => {
    const day = perDay.get(date);
    return { date, rate: day && day.going > 0 ? percentage(day.checked_in, day.going) : null, events: day?.events ?? 0 };
  });
}

export async function engagement(deps: AdminDeps): Promise<AdminEngagement> {
  const now = deps.clock();
  const { db } = deps;
  const [communityCreators, eventCreators, communities, rsvps, seen] = await Promise.all([
    stats.topCommunityCreators(db, TOP_LIST_SIZE),
    stats.topEventCreators(db, TOP_LIST_SIZE),
    stats.mostActiveCommunities(db, TOP_LIST_SIZE),
    stats.rsvpCountsByStatus(db),
    stats.membersSeenSince(db, { day: isoAgo(now, DAY_MS), week: isoAgo(now, 7 * DAY_MS), month: isoAgo(now, 30 * DAY_MS) }),
  ]);
  return {
    top_community_creators: communityCreators.map(({ n, ...member }) => ({ ...member, communities_created: n })),
    top_event_creators: eventCreators.map(({ n, ...member }) => ({ ...member, events_created: n })),
    most_active_communities: communities.map(({ n, ...community }) => ({ ...community, event_count: n })),
    rsvp_distribution: RSVP_STATES.map((status) => ({ status, count: rsvps.get(status) ?? 0 })),
    user_activity: { users_last_24h: seen.day, users_last_7_days: seen.week, users_last_30_days: seen.month },
  };
}

export async function recentUsers(deps: AdminDeps, limit: number): Promise<AdminUser[]> {
  return (await newestUsers(deps.db, limit)).map(presentAdminUser);
}

export async function listUsers(deps: AdminDeps, page: { skip: number; limit: number; search?: string | undefined }): Promise<AdminUserPage> {
  const { users, total } = await pageOfUsers(deps.db, { skip: page.skip, limit: page.limit, search: page.search || undefined });
  return { users: users.map(presentAdminUser), total, skip: page.skip, limit: page.limit };
}
