import type { RsvpCounts, RsvpState } from '@contracts/events/schemas';
import { GOING_PREVIEW_SIZE } from '@contracts/events/schemas';
import { dbClientName } from '../../db';
import type { Db } from '../../db';
import { readRows } from '../../db-read';
import type { NamedBindings } from '../../db-read';
import type { Invitee } from '../../users/proven-email';
import { accessFromRow } from './access-row';
import type { RawAccessColumns } from './access-row';
import { accessColumns, communityColumn, existsRow, indexedBy, isInvitedTo } from './access-sql';
import type { Dialect } from './access-sql';
import type { EventAccess } from './policy';

/**
 * The event lists, each one page in one statement: the page's event ids are chosen by an index
 * range (community and start, creator and start, the viewer's replies), then only those events
 * are decorated with what a list item shows and what the access rules need (the viewer's reply
 * and invitation, reply counts, the first people going, the viewer's membership). Every lookup of
 * the decoration is an index seek on one event of the page, so the cost of a page is bounded by
 * the page, never by the size of the tables.
 */

export type When = 'upcoming' | 'past' | 'all';

export type EventList =
  | { kind: 'community'; communityId: number; seesAllPrivate: boolean }
  | { kind: 'created' }
  | { kind: 'attending' }
  | { kind: 'invited' };

export interface PageRequest {
  viewer: Invitee;
  when: When;
  nowIso: string;
  limit: number;
  /** Only events starting at or after `from` and before `to` (a month calendar's month). */
  from?: string | undefined;
  to?: string | undefined;
}

/** Which bounds a page has: part of its statement's text. */
interface Bounds {
  from: boolean;
  to: boolean;
}

/** A person as a list names them: id and display name (full name, else username). */
export interface PersonRow {
  id: number;
  name: string;
}

/** One event of a list page with what its item shows, and the viewer's access to it (what canViewEvent reads). */
export interface EventListRow {
  id: number;
  title: string;
  start_at: string;
  end_at: string | null;
  time_zone: string;
  location: string | null;
  is_private: boolean;
  community_id: number;
  community_name: string;
  creator_id: number;
  series_id: number | null;
  access: EventAccess;
  counts: RsvpCounts;
  going: PersonRow[];
  capacity: number | null;
  /** Members going plus their guests. */
  seats_taken: number;
}

/** Mirrors policy.canViewEvent for a member who does not manage the community. */
const visibleToMember = (dialect: Dialect) => `(e.is_private = false or e.creator_id = :viewer
  or ${existsRow(dialect, 'select 1 from event_rsvps vr where vr.event_id = e.id and vr.user_id = :viewer')}
  or ${isInvitedTo('vi', "'pending', 'accepted'", dialect)})`;

const isMember = (dialect: Dialect) => existsRow(dialect, 'select 1 from community_members vm where vm.community_id = e.community_id and vm.user_id = :viewer');

/**
 * Upcoming: start now or later, ascending; past: descending; all: ascending (spec section 4).
 * `start` and `id` name the columns the page is ordered by (the event's, or a reply's copy of them).
 */
function timeWindow(when: When, start = 'e.start_at', id = 'e.id', bounds: Bounds = { from: false, to: false }): { where: string; order: string } {
  const range = `${bounds.from ? ` and ${start} >= :from` : ''}${bounds.to ? ` and ${start} < :to` : ''}`;
  if (when === 'upcoming') {
    return { where: `and ${start} >= :now${range}`, order: `${start} asc, ${id} asc` };
  }
  if (when === 'past') {
    return { where: `and ${start} < :now${range}`, order: `${start} desc, ${id} desc` };
  }
  return { where: range, order: `${start} asc, ${id} asc` };
}

/** The columns of an event a list item shows or its access rules read. */
const EVENT_COLUMNS = 'e.id, e.title, e.start_at, e.end_at, e.time_zone, e.location, e.is_private, e.community_id, e.creator_id, e.series_id, e.capacity';

/** The statement choosing one page of events, in list order, with their own columns. */
function pageRows(list: EventList, when: When, dialect: Dialect, bounds: Bounds): string {
  const { where, order } = timeWindow(when, 'e.start_at', 'e.id', bounds);
  const tail = `${where} order by ${order} limit :limit`;
  switch (list.kind) {
    case 'community':
      return `select ${EVENT_COLUMNS} from events e${indexedBy(dialect, 'events_community_id_start_at_index')}
        where e.community_id = :community ${list.seesAllPrivate ? '' : `and ${visibleToMember(dialect)}`} ${tail}`;
    case 'created':
      return `select ${EVENT_COLUMNS} from events e${indexedBy(dialect, 'events_creator_id_start_at_index')} where e.creator_id = :viewer and ${isMember(dialect)} ${tail}`;
    case 'attending': {
      // The viewer's replies in their events' start order (the reply's copy of it), each checked:
      // shown while the viewer is a member, or through an accepted invitation.
      const byReply = timeWindow(when, 'r.event_start_at', 'r.event_id', bounds);
      return `select ${EVENT_COLUMNS} from event_rsvps r${indexedBy(dialect, 'event_rsvps_user_start_index')} cross join events e
        where e.id = r.event_id and r.user_id = :viewer and r.status in ('going', 'maybe', 'waitlisted') ${byReply.where}
        and (${isMember(dialect)} or ${isInvitedTo('vi', "'accepted'", dialect)})
        order by ${byReply.order} limit :limit`;
    }
    case 'invited':
      // From the viewer's pending invitations (a few), never from the events table.
      return `select distinct ${EVENT_COLUMNS} from event_invitations vi cross join events e
        where e.id = vi.event_id and vi.status = 'pending' and (vi.invited_user_id = :viewer or vi.invited_email = :email) ${tail}`;
  }
}

const countOf = (status: RsvpState) =>
  `(select count(*) from event_rsvps r where r.event_id = page.id and r.status = '${status}')`;
const nthGoing = (n: number) =>
  `(select r.user_id from event_rsvps r where r.event_id = page.id and r.status = 'going' order by r.id limit 1 offset ${n})`;
const goingSlots = Array.from({ length: GOING_PREVIEW_SIZE }, (_, n) => n);

/**
 * Decorates a page of events with everything a list item and the access rules need: per event of
 * the page, its community's name and rules, the viewer's access, the counts, and the first people
 * going as `id:name` (name: full name, else username, as displayName). Every decoration is a
 * subquery on one table by its key (access-sql.ts says why not joins), run for the page's events only.
 */
function decoratedPage(list: EventList, when: When, dialect: Dialect, bounds: Bounds): string {
  return `select page.*, ${communityColumn('name', 'page.community_id')} as community_name, ${accessColumns(dialect, 'page')},
    ${countOf('going')} as going_count, ${countOf('maybe')} as maybe_count, ${countOf('not_going')} as not_going_count, ${countOf('waitlisted')} as waitlisted_count,
    (select coalesce(sum(1 + r.guests), 0) from event_rsvps r where r.event_id = page.id and r.status = 'going') as seats_taken,
    ${goingSlots.map((n) => `(select cast(u.id as text) || ':' || coalesce(u.full_name, u.username) from users u where u.id = ${nthGoing(n)}) as g${n}`).join(',\n    ')}
    from (${pageRows(list, when, dialect, bounds)}) page
  order by ${timeWindow(when, 'page.start_at', 'page.id').order}`;
}

type RawListRow = Omit<EventListRow, 'is_private' | 'access' | 'counts' | 'going' | 'seats_taken'> &
  RawAccessColumns & {
    is_private: boolean | number;
    going_count: number | string;
    maybe_count: number | string;
    not_going_count: number | string;
    waitlisted_count: number | string;
    seats_taken: number | string;
  } & Record<`g${number}`, string | null>;

/** The first people going, from their `id:name` columns (an id has no colon; a name may). */
function goingOf(raw: RawListRow): PersonRow[] {
  const people: PersonRow[] = [];
  for (const n of goingSlots) {
    const person = raw[`g${n}`];
    if (typeof person === 'string') {
      const colon = person.indexOf(':');
      people.push({ id: Number(person.slice(0, colon)), name: person.slice(colon + 1) });
    }
  }
  return people;
}

function toListRow(raw: RawListRow, viewerId: number): EventListRow {
  const isPrivate = Boolean(raw.is_private);
  return {
    id: raw.id,
    title: raw.title,
    start_at: raw.start_at,
    end_at: raw.end_at,
    time_zone: raw.time_zone,
    location: raw.location,
    is_private: isPrivate,
    community_id: raw.community_id,
    community_name: raw.community_name,
    creator_id: raw.creator_id,
    series_id: raw.series_id,
    access: accessFromRow(viewerId, { creator_id: raw.creator_id, is_private: isPrivate }, raw),
    counts: { going: Number(raw.going_count), maybe: Number(raw.maybe_count), not_going: Number(raw.not_going_count), waitlisted: Number(raw.waitlisted_count) },
    going: goingOf(raw),
    capacity: raw.capacity === null ? null : Number(raw.capacity),
    seats_taken: Number(raw.seats_taken),
  };
}

const statements = new Map<string, string>();

/** The statement of a list (a handful of texts, each built once). */
function statementOf(list: EventList, when: When, dialect: Dialect, bounds: Bounds): string {
  const key = `${list.kind}|${list.kind === 'community' && list.seesAllPrivate}|${when}|${dialect}|${bounds.from}|${bounds.to}`;
  let sql = statements.get(key);
  if (!sql) {
    sql = decoratedPage(list, when, dialect, bounds);
    statements.set(key, sql);
  }
  return sql;
}

/** One page of a list, decorated, in list order. */
export async function listEventPage(db: Db, list: EventList, page: PageRequest): Promise<EventListRow[]> {
  const bindings: NamedBindings = {
    viewer: page.viewer.id,
    email: page.viewer.provenEmail,
    now: page.nowIso,
    limit: page.limit,
    ...(list.kind === 'community' ? { community: list.communityId } : {}),
    ...(page.from !== undefined ? { from: page.from } : {}),
    ...(page.to !== undefined ? { to: page.to } : {}),
  };
  const bounds = { from: page.from !== undefined, to: page.to !== undefined };
  const rows = await readRows<RawListRow>(db, statementOf(list, page.when, dbClientName(db), bounds), bindings);
  return rows.map((raw) => toListRow(raw, page.viewer.id));
}
