import { EVENT_TIME_ZONES } from '../../contracts/events/event-time';
import { WEEKDAYS } from '../../contracts/events/recurrence';
import type { RepeatRuleInput } from '../../contracts/events/recurrence';
import type { Db } from '../../server/db';
import { insertInBatches, seedUsers, sessionFor } from './seed';

/**
 * bench:series's data: 5,000 users, one community of 200 of them with 1,000 weekly series (one or two weekdays,
 * every 1 or 2 weeks, in the twelve zones of the spec, starting within the next two weeks), each
 * made through POST /api/events with `repeat` as the app makes it (its dates 26 weeks ahead, the
 * host going to every date); a member answers "going, every date" to 50 of them through
 * POST /api/events/:id/rsvp with scope `series`.
 */

export const SERIES = 1_000;
export const ANSWERED = 50;
const MEMBERS = 200;
/** Users of the instance: a users table of a few pages is read whole by PostgreSQL, where a real one is sought by key. */
const USERS = 5_000;
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

export interface SeriesSeed {
  communityId: number;
  hostToken: string;
  memberToken: string;
  memberId: number;
  /** The first date of each series. */
  firstIds: number[];
  /** Event rows and replies after seeding. */
  events: number;
  rsvps: number;
  seconds: number;
}

/** The i-th series' body for POST /api/events (in the community `communityId`). */
function seriesBody(i: number, communityId: number, nowMs: number): Record<string, unknown> {
  const first = WEEKDAYS[i % 7] as (typeof WEEKDAYS)[number];
  const second = WEEKDAYS[(i + 1 + (i % 5)) % 7] as (typeof WEEKDAYS)[number];
  const repeat: RepeatRuleInput = { frequency: 'weekly', interval: 1 + (i % 2), weekdays: i % 3 === 0 ? [first, second] : [first], ending: { type: 'never' } };
  // Whole hours from tomorrow on, spread over two weeks; the rule makes its first date on its first weekday from there.
  const start = Math.ceil(nowMs / HOUR_MS) * HOUR_MS + DAY_MS + (i % 14) * DAY_MS + (i % 5) * HOUR_MS;
  return {
    community_id: communityId,
    title: `Weekly meet-up ${i + 1}`,
    description: 'A weekly meet-up of the bench community.',
    start_datetime: new Date(start).toISOString(),
    end_datetime: new Date(start + 2 * HOUR_MS).toISOString(),
    time_zone: EVENT_TIME_ZONES[i % EVENT_TIME_ZONES.length]!.id,
    location: `Hall ${i % 20}`,
    repeat,
  };
}

async function send(base: string, token: string, method: string, route: string, body: unknown): Promise<{ id?: number }> {
  const res = await fetch(`${base}${route}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) {
    throw new Error(`${method} ${route} answered ${res.status}: ${await res.text()}`);
  }
  return (await res.json()) as { id?: number };
}

const countOf = async (db: Db, table: string) => Number((await db(table).count<{ n: number | string }[]>({ n: '*' }))[0]?.n ?? 0);

/** Seeds the community on `db` (migrated), making its series through the app at `base` (serving `db`). */
export async function seedSeries(db: Db, base: string): Promise<SeriesSeed> {
  const started = performance.now();
  const now = new Date().toISOString();
  const [hostId = 0, memberId = 0, ...others] = await seedUsers(db, USERS, 's');
  await db('communities').insert({
    name: 'Weekly things',
    description: 'A community of 1,000 recurring events',
    invite_code: 'BENCHSERIES',
    owner_id: hostId,
    admin_events_only: false,
    invite_code_visible_to_all: true,
    member_count: MEMBERS,
    created_at: now,
  });
  const community = await db('communities').where({ invite_code: 'BENCHSERIES' }).first<{ id: number }>('id');
  const communityId = community.id;
  await insertInBatches(
    db,
    'community_members',
    [hostId, memberId, ...others.slice(0, MEMBERS - 2)].map((user_id) => ({ community_id: communityId, user_id, is_admin: user_id === hostId, joined_at: now })),
  );
  const hostToken = await sessionFor(db, hostId);
  const memberToken = await sessionFor(db, memberId);
  const nowMs = Date.now();
  const firstIds: number[] = [];
  for (let i = 0; i < SERIES; i += 1) {
    const made = await send(base, hostToken, 'POST', '/events', seriesBody(i, communityId, nowMs));
    firstIds.push(Number(made.id));
  }
  // Every 20th series: 50 answered "going, every date".
  for (let i = 0; i < ANSWERED; i += 1) {
    await send(base, memberToken, 'POST', `/events/${firstIds[i * (SERIES / ANSWERED)]}/rsvp`, { status: 'going', scope: 'series' });
  }
  return { communityId, hostToken, memberToken, memberId, firstIds, events: await countOf(db, 'events'), rsvps: await countOf(db, 'event_rsvps'), seconds: (performance.now() - started) / 1000 };
}
