/**
 * Things a test needs to exist, made through the API the way a client makes them: members
 * (signUp), communities, events, RSVPs, comments and invitations. Each factory expects the answer a
 * client gets when it works (201, or 200) and returns the body. A test that is about one of these
 * requests (its status, its body, its validation) writes the request out instead.
 */
import { randomBytes } from 'node:crypto';
import type { Comment, CreateCommentRequest } from '@contracts/comments/schemas';
import type { CommunityDetail, CreateCommunityRequest } from '@contracts/communities/schemas';
import type { CreateEventRequest, EventDetail, RsvpStatus } from '@contracts/events/schemas';
import type { CreateInvitationRequest, Invitation } from '@contracts/invitations/schemas';
import type { User } from '@contracts/users/schemas';
import type { TestApp } from './test-app';

export interface SignedInUser {
  user: User;
  token: string;
  email: string;
  password: string;
  auth: { Authorization: string };
}

let counter = 0;

/** Registers and signs in a user through the API, the way a client would. */
export async function signUp(
  t: TestApp,
  overrides: { email?: string; password?: string; full_name?: string | null } = {},
): Promise<SignedInUser> {
  counter += 1;
  const email = overrides.email ?? `member${counter}-${randomBytes(3).toString('hex')}@example.com`;
  const password = overrides.password ?? 'correct horse battery';
  const registered = await t
    .request()
    .post('/api/auth/register')
    .send({ email, password, full_name: overrides.full_name === undefined ? `Member ${counter}` : overrides.full_name })
    .expect(201);
  const login = await t.request().post('/api/auth/login').send({ email, password }).expect(200);
  const token = (login.body as { access_token: string }).access_token;
  return { user: registered.body as User, token, email, password, auth: { Authorization: `Bearer ${token}` } };
}

export const CONFIRM_SUBJECT = 'Confirm your e-mail address for Gather';

/** Follows the confirmation link mailed at sign-up, as the member would (the test app's own mailer). */
export async function confirmEmail(t: TestApp, member: Pick<SignedInUser, 'email'>): Promise<void> {
  await t.drainMail();
  const mail = await t.mailer.waitForMailTo(member.email, 2000, CONFIRM_SUBJECT);
  const token = new URL(mail.links?.[0] ?? 'http://invalid/').searchParams.get('token');
  await t.request().post('/api/auth/verify-email').send({ token }).expect(200);
}

/** Whoever makes the request: a signed-in member, or any headers that authenticate one. */
export type Actor = Pick<SignedInUser, 'auth'>;

/** A start time `days` days from now (whole days from this moment), as the API takes it. */
export function daysFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString();
}

/** A community as its owner sees it: with its invite code. */
export type OwnedCommunity = CommunityDetail & { invite_code: string };

/** Creates a community owned by `owner` (name "Community N" unless given). */
export async function createCommunity(t: TestApp, owner: Actor, fields: Partial<CreateCommunityRequest> = {}): Promise<OwnedCommunity> {
  counter += 1;
  const res = await t.request().post('/api/communities/').set(owner.auth).send({ name: `Community ${counter}`, ...fields }).expect(201);
  const community = res.body as CommunityDetail;
  if (community.invite_code === null) {
    throw new Error('a new community came without its invite code');
  }
  return { ...community, invite_code: community.invite_code };
}

/** Joins `community` with its invite code. */
export async function joinCommunity(t: TestApp, member: Actor, community: { invite_code: string }): Promise<void> {
  await t.request().post('/api/communities/join').set(member.auth).send({ invite_code: community.invite_code }).expect(200);
}

/** Creates a community owned by `owner` and has each of `members` join it. */
export async function createCommunityWith(
  t: TestApp,
  owner: Actor,
  members: Actor[],
  fields: Partial<CreateCommunityRequest> = {},
): Promise<OwnedCommunity> {
  const community = await createCommunity(t, owner, fields);
  for (const member of members) {
    await joinCommunity(t, member, community);
  }
  return community;
}

/** Creates an event in `community_id` hosted by `host` (title "Event N", starting a week from now, unless given). */
export async function createEvent(
  t: TestApp,
  host: Actor,
  fields: Partial<CreateEventRequest> & Pick<CreateEventRequest, 'community_id'>,
): Promise<EventDetail> {
  counter += 1;
  const res = await t
    .request()
    .post('/api/events/')
    .set(host.auth)
    .send({ title: `Event ${counter}`, start_datetime: daysFromNow(7), ...fields })
    .expect(201);
  return res.body as EventDetail;
}

/** Answers an event's RSVP (going unless given); returns the event as the answer gives it. */
export async function rsvp(t: TestApp, member: Actor, eventId: number, status: RsvpStatus = 'going'): Promise<EventDetail> {
  const res = await t.request().post(`/api/events/${eventId}/rsvp`).set(member.auth).send({ status }).expect(200);
  return res.body as EventDetail;
}

/** Posts a comment on an event (or a reply, with parent_id). */
export async function postComment(
  t: TestApp,
  author: Actor,
  fields: Partial<CreateCommentRequest> & Pick<CreateCommentRequest, 'event_id'>,
): Promise<Comment> {
  counter += 1;
  const res = await t.request().post('/api/comments/').set(author.auth).send({ content: `Comment ${counter}`, ...fields }).expect(201);
  return res.body as Comment;
}

/** Invites someone to an event (by e-mail with invited_email; with no fields, makes a shareable link). */
export async function invite(
  t: TestApp,
  host: Actor,
  fields: Partial<CreateInvitationRequest> & Pick<CreateInvitationRequest, 'event_id'>,
): Promise<Invitation> {
  const res = await t.request().post('/api/event-invites/').set(host.auth).send(fields).expect(201);
  return res.body as Invitation;
}
