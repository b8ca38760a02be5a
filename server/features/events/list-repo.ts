import type { RsvpCounts, RsvpStatus } from '../../contracts/events';
import { GOING_PREVIEW_SIZE } from '../../contracts/events';
import type { Db } from '../../db';
import { readRows } from '../../db-read';
import type { NamedBindings } from '../../db-read';
import type { InvitationAccess } from '../invitations/access-repo';
import type { Invitee } from '../users/proven-email';

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
}

export interface PersonRow {
  id: number;
  username: string;
  full_name: string | null;
}

/** One event of a list page with what its item shows and what canViewEvent reads. */
export interface EventListRow {
  id: number;
  title: string;
  /** The start of the description (enough for an excerpt), never the whole text. */
  description_head: string | null;
  /** Whether the description goes on beyond description_head. */
  description_cut: boolean;
  start_at: string;
  end_at: string | null;
  time_zone: string;
  location: string | null;
  is_private: boolean;
  community_id: number;
  community_name: string;
  community: { owner_id: number; admin_events_only: boolean; invite_code_visible_to_all: boolean };
  creator_id: number;
  membership: { is_admin: boolean } | null;
  my_rsvp: RsvpStatus | null;
  invitation: InvitationAccess | null;
  counts: RsvpCounts;
  going: PersonRow[];
}

/** Characters of the description read for an excerpt: more than it shows, so collapsing blank lines still fills it. */
const DESCRIPTION_HEAD = 240;

/** The head of a description, and whether the text goes on (one character more is read to know). */
function headOf(text: string | null): { head: string | null; cut: boolean } {
  const chars = text === null ? [] : Array.from(text);
  return chars.length > DESCRIPTION_HEAD ? { head: chars.slice(0, DESCRIPTION_HEAD).join(''), cut: true } : { head: text, cut: false };
}

/** The viewer's live invitation to event e: addressed to their account, or their proven e-mail. */
const INVITED = (alias: string, statuses: string) =>
  `${alias}.event_id = e.id and ${alias}.status in (${statuses}) and (${alias}.invited_user_id = :viewer or ${alias}.invited_email = :email)`;

/** Mirrors policy.canViewEvent for a member who does not manage the community. */
const VISIBLE_TO_MEMBER = `(e.is_private = false or e.creator_id = :viewer
  or exists (select 1 from event_rsvps vr where vr.event_id = e.id and vr.user_id = :viewer)
  or exists (select 1 from event_invitations vi where ${INVITED('vi', "'pending', 'accepted'")}))`;

const IS_MEMBER = 'exists (select 1 from community_members vm where vm.community_id = e.community_id and vm.user_id = :viewer)';

/** Upcoming: start now or later, ascending; past: descending; all: ascending (spec section 4). */
function timeWindow(when: When): { where: string; order: string } {
  if (when === 'upcoming') {
    return { where: 'and e.start_at >= :now', order: 'e.start_at asc, e.id asc' };
  }
  if (when === 'past') {
    return { where: 'and e.start_at < :now', order: 'e.start_at desc, e.id desc' };
  }
  return { where: '', order: 'e.start_at asc, e.id asc' };
}

/** The statement choosing one page of event ids, in list order. */
function pageIds(list: EventList, when: When): string {
  const { where, order } = timeWindow(when);
  const tail = `${where} order by ${order} limit :limit`;
  switch (list.kind) {
    case 'community':
      return `select e.id from events e where e.community_id = :community ${list.seesAllPrivate ? '' : `and ${VISIBLE_TO_MEMBER}`} ${tail}`;
    case 'created':
      return `select e.id from events e where e.creator_id = :viewer and ${IS_MEMBER} ${tail}`;
    case 'attending':
      // A reply shows the event while the viewer is a member, or through an accepted invitation.
      return `select e.id from event_rsvps r join events e on e.id = r.event_id
        where r.user_id = :viewer and r.status in ('going', 'maybe')
        and (${IS_MEMBER} or exists (select 1 from event_invitations vi where ${INVITED('vi', "'accepted'")})) ${tail}`;
    case 'invited':
      return `select e.id from events e where e.id in (
        select vi.event_id from event_invitations vi
        where vi.status = 'pending' and (vi.invited_user_id = :viewer or vi.invited_email = :email)) ${tail}`;
  }
}

const countOf = (status: RsvpStatus) => `(select count(*) from event_rsvps r where r.event_id = e.id and r.status = '${status}')`;
const nthGoing = (n: number) =>
  `(select r.user_id from event_rsvps r where r.event_id = e.id and r.status = 'going' order by r.id limit 1 offset ${n})`;
const goingSlots = Array.from({ length: GOING_PREVIEW_SIZE }, (_, n) => n);

/** Decorates a page of event ids with everything a list item and the access rules need. */
function decoratedPage(list: EventList, when: When): string {
  return `select e.id, e.title, substr(e.description, 1, ${DESCRIPTION_HEAD + 1}) as description_head,
    e.start_at, e.end_at, e.time_zone, e.location, e.is_private, e.community_id, e.creator_id,
    c.name as community_name, c.owner_id as c_owner_id, c.admin_events_only as c_admin_events_only,
    c.invite_code_visible_to_all as c_invite_code_visible_to_all, m.id as m_id, m.is_admin as m_is_admin,
    (select r.status from event_rsvps r where r.event_id = e.id and r.user_id = :viewer) as my_rsvp,
    (select max(case when i.status = 'accepted' then 2 else 1 end) from event_invitations i
      where ${INVITED('i', "'pending', 'accepted'")}) as invitation_rank,
    ${countOf('going')} as going_count, ${countOf('maybe')} as maybe_count, ${countOf('not_going')} as not_going_count,
    ${goingSlots.map((n) => `g${n}.id as g${n}_id, g${n}.username as g${n}_username, g${n}.full_name as g${n}_full_name`).join(',\n    ')}
  from (${pageIds(list, when)}) p
  join events e on e.id = p.id
  join communities c on c.id = e.community_id
  left join community_members m on m.community_id = e.community_id and m.user_id = :viewer
  ${goingSlots.map((n) => `left join users g${n} on g${n}.id = ${nthGoing(n)}`).join('\n  ')}
  order by ${timeWindow(when).order}`;
}

type Flag = boolean | number;
type RawListRow = Omit<EventListRow, 'description_cut' | 'is_private' | 'community' | 'membership' | 'invitation' | 'counts' | 'going'> & {
  is_private: Flag;
  c_owner_id: number;
  c_admin_events_only: Flag;
  c_invite_code_visible_to_all: Flag;
  m_id: number | null;
  m_is_admin: Flag | null;
  invitation_rank: number | null;
  going_count: number | string;
  maybe_count: number | string;
  not_going_count: number | string;
} & Record<`g${number}_${'id' | 'username' | 'full_name'}`, unknown>;

function goingOf(raw: RawListRow): PersonRow[] {
  const people: PersonRow[] = [];
  for (const n of goingSlots) {
    const id = raw[`g${n}_id`];
    if (typeof id === 'number') {
      people.push({ id, username: String(raw[`g${n}_username`]), full_name: (raw[`g${n}_full_name`] as string | null) ?? null });
    }
  }
  return people;
}

function toListRow(raw: RawListRow): EventListRow {
  const description = headOf(raw.description_head);
  return {
    id: raw.id,
    title: raw.title,
    description_head: description.head,
    description_cut: description.cut,
    start_at: raw.start_at,
    end_at: raw.end_at,
    time_zone: raw.time_zone,
    location: raw.location,
    is_private: Boolean(raw.is_private),
    community_id: raw.community_id,
    community_name: raw.community_name,
    community: {
      owner_id: raw.c_owner_id,
      admin_events_only: Boolean(raw.c_admin_events_only),
      invite_code_visible_to_all: Boolean(raw.c_invite_code_visible_to_all),
    },
    creator_id: raw.creator_id,
    membership: raw.m_id === null ? null : { is_admin: Boolean(raw.m_is_admin) },
    my_rsvp: raw.my_rsvp,
    invitation: raw.invitation_rank === null ? null : Number(raw.invitation_rank) === 2 ? 'accepted' : 'invited',
    counts: { going: Number(raw.going_count), maybe: Number(raw.maybe_count), not_going: Number(raw.not_going_count) },
    going: goingOf(raw),
  };
}

/** One page of a list, decorated, in list order. */
export async function listEventPage(db: Db, list: EventList, page: PageRequest): Promise<EventListRow[]> {
  const bindings: NamedBindings = {
    viewer: page.viewer.id,
    email: page.viewer.provenEmail,
    now: page.nowIso,
    limit: page.limit,
    ...(list.kind === 'community' ? { community: list.communityId } : {}),
  };
  const sql = decoratedPage(list, page.when);
  // Only the bindings the statement names (the community id only for a community's list).
  const used = Object.fromEntries(Object.entries(bindings).filter(([name]) => sql.includes(`:${name}`)));
  const rows = await readRows<RawListRow>(db, sql, used);
  return rows.map(toListRow);
}
