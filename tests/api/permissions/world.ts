import { randomBytes } from 'node:crypto';
import { confirmEmail, createCommunity, createEvent, invite, joinCommunity, postComment, signUp } from '../../support/factories';
import { issueApiToken } from '../../support/api-tokens';
import { issueSession } from '../../support/sessions';
import type { TestApp } from '../../support/test-app';

export const ROLES = ['guest', 'non_member', 'member', 'admin', 'owner', 'site_admin'] as const;
export type Role = (typeof ROLES)[number];
/** The plain member's developer API tokens: their columns are derived by rule (token-columns.ts). */
export const TOKEN_ROLES = ['read_token', 'write_token'] as const;
export type TokenRole = (typeof TOKEN_ROLES)[number];

/** The people of the permission table; the site admin belongs to no community. */
export interface People {
  owner: number;
  admin: number;
  member: number;
  outsider: number;
  siteAdmin: number;
  /** A plain member that member actions are aimed at. */
  target: number;
}

/** One table cell's world: a fresh community, and fresh sessions so a logout in one cell touches no other. */
export interface Cell {
  communityId: number;
  /** A public event created by the target member. */
  eventId: number;
  /** A comment by the target member on that event. */
  commentId: number;
  /** An event created by the plain member, and a shareable invitation link to it. */
  memberEventId: number;
  linkId: number;
  linkCode: string;
  inviteCode: string;
  /** A developer API token of the plain member (the one the token routes act on). */
  tokenId: number;
  people: People;
  unique: string;
}

export async function createPeople(t: TestApp): Promise<People> {
  const user = async (email?: string) => (await signUp(t, email ? { email } : {})).user.id;
  // The site admin is named in ADMIN_EMAILS and has confirmed the address, which is what grants the rights.
  const siteAdmin = await signUp(t, { email: 'site-admin@example.com' });
  await confirmEmail(t, siteAdmin);
  return {
    owner: await user(),
    admin: await user(),
    member: await user(),
    outsider: await user(),
    siteAdmin: siteAdmin.user.id,
    target: await user(),
  };
}

export const userIdFor = (people: People, role: Role): number | null =>
  ({
    guest: null,
    non_member: people.outsider,
    member: people.member,
    admin: people.admin,
    owner: people.owner,
    site_admin: people.siteAdmin,
  })[role];

export async function createCell(t: TestApp, people: People): Promise<Cell> {
  const owner = await issueSession(t, people.owner);
  const { id, invite_code } = await createCommunity(t, { auth: owner }, { name: 'Table community' });
  for (const userId of [people.admin, people.member, people.target]) {
    await joinCommunity(t, { auth: await issueSession(t, userId) }, { invite_code });
  }
  await t.request().put(`/api/communities/${id}/members/${people.admin}/admin`).set(owner).send({ is_admin: true }).expect(200);
  const eventId = (await createEvent(t, { auth: await issueSession(t, people.target) }, { community_id: id, title: 'Table event', start_datetime: '2030-01-01T18:00:00Z' })).id;
  const commentId = (await postComment(t, { auth: await issueSession(t, people.target) }, { event_id: eventId, content: 'First!' })).id;
  const memberSession = await issueSession(t, people.member);
  const memberEventId = (await createEvent(t, { auth: memberSession }, { community_id: id, title: 'Member event', start_datetime: '2030-03-01T18:00:00Z' })).id;
  const { id: linkId, invite_code: linkCode } = await invite(t, { auth: memberSession }, { event_id: memberEventId });
  // Each cell starts from the member's one token: earlier cells' tokens would add up to the account's cap.
  await t.deps.db('api_tokens').where({ user_id: people.member }).whereNull('deleted_at').update({ deleted_at: new Date().toISOString() });
  await issueApiToken(t, people.member, 'read_only', { name: 'Table token' });
  const token = await t.deps.db('api_tokens').where({ user_id: people.member }).orderBy('id', 'desc').first<{ id: number }>('id');
  return {
    communityId: id,
    eventId,
    commentId,
    memberEventId,
    linkId,
    linkCode,
    inviteCode: invite_code,
    tokenId: token.id,
    people,
    unique: randomBytes(4).toString('hex'),
  };
}
