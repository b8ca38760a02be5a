import type { CommunityDetail, CommunityPermissions, CommunitySummary, Member } from '@contracts/communities/schemas';
import { CONFIG_RESPONSE } from './support/fake-api';
import type { FakeResponse } from './support/fake-api';

/** The permissions of a community's owner (Ada, user 1, in makeUser). */
export const OWNER_PERMISSIONS: CommunityPermissions = {
  is_member: true,
  is_owner: true,
  is_admin: false,
  can_manage: true,
  can_create_events: true,
  can_see_invite_code: true,
  can_regenerate_invite_code: true,
  can_see_member_emails: true,
  can_leave: false,
  can_transfer_ownership: true,
  can_delete: true,
};

/** A plain member's, in a community where only admins create events and the code is hidden. */
export const PLAIN_MEMBER_PERMISSIONS: CommunityPermissions = {
  is_member: true,
  is_owner: false,
  is_admin: false,
  can_manage: false,
  can_create_events: false,
  can_see_invite_code: false,
  can_regenerate_invite_code: false,
  can_see_member_emails: false,
  can_leave: true,
  can_transfer_ownership: false,
  can_delete: false,
};

export function makeMember(overrides: Partial<Member> & { user: Member['user'] }): Member {
  return { id: overrides.user.id + 100, is_admin: false, is_owner: false, can_be_managed: false, joined_at: '2025-02-01T10:00:00.000Z', ...overrides };
}

/** Ada (user 1, the signed-in user of makeUser) owns it; Grace is an admin; Alan is a member. As Ada sees them,
 * the server says she may manage Grace and Alan (never the owner, never herself). */
export const MEMBERS: Member[] = [
  makeMember({ user: { id: 1, username: 'ada', full_name: 'Ada Lovelace', is_pro: false, email: 'ada@example.com' }, is_owner: true, is_admin: true }),
  makeMember({ user: { id: 2, username: 'grace', full_name: 'Grace Hopper', is_pro: false, email: 'grace@example.com' }, is_admin: true, can_be_managed: true }),
  makeMember({ user: { id: 3, username: 'alan', full_name: null, is_pro: false, email: 'alan@example.com' }, can_be_managed: true }),
];

export function makeSummary(overrides: Partial<CommunitySummary> = {}): CommunitySummary {
  return {
    id: 7,
    name: 'Board Game Night',
    description: 'Strategy games every other Friday.',
    invite_code: 'K7M2QX9P',
    created_at: '2025-03-14T18:00:00.000Z',
    member_count: 3,
    admin_events_only: false,
    invite_code_visible_to_all: true,
    google_calendar_auto_sync: false,
    permissions: OWNER_PERMISSIONS,
    ...overrides,
  };
}

export function makeCommunity(overrides: Partial<CommunityDetail> = {}): CommunityDetail {
  return {
    ...makeSummary(),
    owner: { id: 1, username: 'ada', full_name: 'Ada Lovelace', is_pro: false },
    members: MEMBERS,
    ...overrides,
  };
}

/** What every signed-in communities page needs besides its own calls. */
export function signedInRoutes(me: FakeResponse): Record<string, FakeResponse> {
  return { 'GET /config': CONFIG_RESPONSE, 'GET /auth/me': me, 'GET /events/community/7': { body: [] } };
}
