import type { Db } from '../../db';
import { readRow } from '../../db-read';

export interface CommunityRow {
  id: number;
  name: string;
  description: string | null;
  invite_code: string;
  owner_id: number;
  admin_events_only: boolean;
  invite_code_visible_to_all: boolean;
  member_count: number;
  created_at: string;
}

export interface MembershipRow {
  id: number;
  community_id: number;
  user_id: number;
  is_admin: boolean;
  google_calendar_auto_sync: boolean;
  joined_at: string;
}

export interface MemberWithUserRow extends MembershipRow {
  username: string;
  full_name: string | null;
  email: string;
  /** As the database answers it (SQLite: 0 or 1); presenters make it a boolean. */
  is_pro: boolean | number;
}

type Raw<T> = { [K in keyof T]: T[K] extends boolean ? boolean | number : T[K] };

const toCommunity = (raw: Raw<CommunityRow>): CommunityRow => ({
  ...raw,
  admin_events_only: Boolean(raw.admin_events_only),
  invite_code_visible_to_all: Boolean(raw.invite_code_visible_to_all),
  member_count: Number(raw.member_count),
});

const toMembership = <T extends MembershipRow>(raw: Raw<T>): T =>
  ({ ...raw, is_admin: Boolean(raw.is_admin), google_calendar_auto_sync: Boolean(raw.google_calendar_auto_sync) }) as T;

const COMMUNITY_COLUMNS = [
  'communities.id',
  'communities.name',
  'communities.description',
  'communities.invite_code',
  'communities.owner_id',
  'communities.admin_events_only',
  'communities.invite_code_visible_to_all',
  'communities.member_count',
  'communities.created_at',
];

export async function insertCommunity(db: Db, row: Omit<CommunityRow, 'id' | 'member_count'>): Promise<number> {
  const [inserted] = await db('communities').insert({ ...row, member_count: 0 }).returning<{ id: number }[]>('id');
  if (!inserted) {
    throw new Error('Community insert returned no id');
  }
  return inserted.id;
}

export async function findCommunity(db: Db, id: number): Promise<CommunityRow | null> {
  const raw = await db('communities').where({ id }).first<Raw<CommunityRow> | undefined>(COMMUNITY_COLUMNS);
  return raw ? toCommunity(raw) : null;
}

/** Longer than any code a community is given (16) or an event invitation may carry (64): it names nothing. */
const LONGEST_INVITE_CODE = 64;

/**
 * The community a code opens, or null. A code too long to be one is unknown without a lookup: the spec
 * answers a garbled link as an unknown code (404), and nothing unbounded reaches the query.
 */
export async function findCommunityByInviteCode(db: Db, inviteCode: string): Promise<CommunityRow | null> {
  if (inviteCode.length > LONGEST_INVITE_CODE) {
    return null;
  }
  const raw = await db('communities').where({ invite_code: inviteCode }).first<Raw<CommunityRow> | undefined>(COMMUNITY_COLUMNS);
  return raw ? toCommunity(raw) : null;
}

/** How a member sees a person named: their full name, else their username. */
export async function displayNameOf(db: Db, userId: number): Promise<string> {
  const row = await db('users').where({ id: userId }).first<{ username: string; full_name: string | null } | undefined>('username', 'full_name');
  return row?.full_name?.trim() || row?.username || '';
}

export async function updateCommunity(
  db: Db,
  id: number,
  changes: Partial<Pick<CommunityRow, 'name' | 'description' | 'admin_events_only' | 'invite_code_visible_to_all' | 'invite_code'>>,
): Promise<void> {
  await db('communities').where({ id }).update(changes);
}

/** Adds a member and bumps the cached count, in the caller's transaction. */
export async function insertMembership(db: Db, row: Omit<MembershipRow, 'id' | 'google_calendar_auto_sync'>): Promise<void> {
  await db('community_members').insert(row);
  await db('communities').where({ id: row.community_id }).increment('member_count', 1);
}

/** Removes a member and lowers the cached count; answers whether a row was removed. */
export async function deleteMembership(db: Db, communityId: number, userId: number): Promise<boolean> {
  const removed = await db('community_members').where({ community_id: communityId, user_id: userId }).delete();
  if (removed > 0) {
    await db('communities').where({ id: communityId }).decrement('member_count', removed);
  }
  return removed > 0;
}

export async function findMembership(db: Db, communityId: number, userId: number): Promise<MembershipRow | null> {
  const raw = await db('community_members')
    .where({ community_id: communityId, user_id: userId })
    .first<Raw<MembershipRow> | undefined>();
  return raw ? toMembership(raw) : null;
}

export async function updateMembership(
  db: Db,
  communityId: number,
  userId: number,
  changes: Partial<Pick<MembershipRow, 'is_admin' | 'google_calendar_auto_sync'>>,
): Promise<void> {
  await db('community_members').where({ community_id: communityId, user_id: userId }).update(changes);
}

/** The communities a user belongs to, newest first, each with that user's membership. */
export async function listCommunitiesOfUser(db: Db, userId: number): Promise<{ community: CommunityRow; membership: MembershipRow }[]> {
  const rows = await db('community_members as m')
    .join('communities', 'communities.id', 'm.community_id')
    .where('m.user_id', userId)
    .orderBy('communities.created_at', 'desc')
    .orderBy('communities.id', 'desc')
    .select<(Raw<CommunityRow> & { m_id: number; m_is_admin: boolean | number; m_sync: boolean | number; m_joined_at: string })[]>([
      ...COMMUNITY_COLUMNS,
      'm.id as m_id',
      'm.is_admin as m_is_admin',
      'm.google_calendar_auto_sync as m_sync',
      'm.joined_at as m_joined_at',
    ]);
  return rows.map(({ m_id, m_is_admin, m_sync, m_joined_at, ...community }) => ({
    community: toCommunity(community),
    membership: {
      id: m_id,
      community_id: community.id,
      user_id: userId,
      is_admin: Boolean(m_is_admin),
      google_calendar_auto_sync: Boolean(m_sync),
      joined_at: m_joined_at,
    },
  }));
}

const MEMBER_COLUMNS = [
  'm.id',
  'm.community_id',
  'm.user_id',
  'm.is_admin',
  'm.google_calendar_auto_sync',
  'm.joined_at',
  'u.username',
  'u.full_name',
  'u.email',
  'u.is_pro',
];

/** Every member with their user, admins first, then by join date. */
export async function listMembers(db: Db, communityId: number): Promise<MemberWithUserRow[]> {
  const rows = await db('community_members as m')
    .join('users as u', 'u.id', 'm.user_id')
    .where('m.community_id', communityId)
    .orderBy('m.is_admin', 'desc')
    .orderBy('m.joined_at', 'asc')
    .orderBy('m.id', 'asc')
    .select<Raw<MemberWithUserRow>[]>(MEMBER_COLUMNS);
  return rows.map((row) => toMembership<MemberWithUserRow>(row));
}

export async function findMemberWithUser(db: Db, communityId: number, userId: number): Promise<MemberWithUserRow | null> {
  const row = await db('community_members as m')
    .join('users as u', 'u.id', 'm.user_id')
    .where({ 'm.community_id': communityId, 'm.user_id': userId })
    .first<Raw<MemberWithUserRow> | undefined>(MEMBER_COLUMNS);
  return row ? toMembership<MemberWithUserRow>(row) : null;
}

export async function findPerson(db: Db, userId: number): Promise<{ id: number; username: string; full_name: string | null; is_pro: boolean } | null> {
  const row = await db('users')
    .where({ id: userId })
    .first<{ id: number; username: string; full_name: string | null; is_pro: boolean | number } | undefined>('id', 'username', 'full_name', 'is_pro');
  return row ? { ...row, is_pro: Boolean(row.is_pro) } : null;
}

type RawAccessRow = Raw<CommunityRow> & {
  m_id: number | null;
  m_is_admin: boolean | number | null;
  m_sync: boolean | number | null;
  m_joined_at: string | null;
};

const COMMUNITY_ACCESS = `select c.id, c.name, c.description, c.invite_code, c.owner_id, c.admin_events_only,
    c.invite_code_visible_to_all, c.member_count, c.created_at,
    m.id as m_id, m.is_admin as m_is_admin, m.google_calendar_auto_sync as m_sync, m.joined_at as m_joined_at
  from communities c left join community_members m on m.community_id = c.id and m.user_id = :user
  where c.id = :community`;

/** A community with one user's membership (null when not a member), in one statement; null when there is no such community. */
export async function findCommunityWithMembership(
  db: Db,
  communityId: number,
  userId: number,
): Promise<{ community: CommunityRow; membership: MembershipRow | null } | null> {
  const raw = await readRow<RawAccessRow>(db, COMMUNITY_ACCESS, { community: communityId, user: userId });
  if (!raw) {
    return null;
  }
  const { m_id, m_is_admin, m_sync, m_joined_at, ...community } = raw;
  return {
    community: toCommunity(community),
    membership:
      m_id === null
        ? null
        : { id: m_id, community_id: communityId, user_id: userId, is_admin: Boolean(m_is_admin), google_calendar_auto_sync: Boolean(m_sync), joined_at: m_joined_at ?? '' },
  };
}
