import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMUNITY_MESSAGES, CommunityDetailSchema, CommunitySummarySchema } from '@contracts/communities/schemas';
import type { CommunityDetail } from '@contracts/communities/schemas';
import { INVITE_CODE_ALPHABET } from '../../../server/features/communities/invite-code';
import { signUp } from '../../support/factories';
import type { SignedInUser } from '../../support/factories';
import { createTestApp } from '../../support/test-app';
import type { TestApp } from '../../support/test-app';

let t: TestApp;
let owner: SignedInUser;
let member: SignedInUser;
let admin: SignedInUser;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signUp(t, { full_name: 'Olive Owner' });
  member = await signUp(t, { full_name: 'Mel Member' });
  admin = await signUp(t, { full_name: 'Ada Admin' });
});
afterAll(async () => {
  await t.close();
});

async function createCommunity(body: Record<string, unknown> = { name: 'Night Runners' }, by = owner): Promise<CommunityDetail> {
  const res = await t.request().post('/api/communities/').set(by.auth).send(body).expect(201);
  return CommunityDetailSchema.parse(res.body);
}

function join(who: SignedInUser, code: string) {
  return t.request().post('/api/communities/join').set(who.auth).send({ invite_code: code });
}

async function communityWithAdmin(body?: Record<string, unknown>): Promise<CommunityDetail> {
  const c = await createCommunity(body);
  await join(member, c.invite_code ?? '').expect(200);
  await join(admin, c.invite_code ?? '').expect(200);
  await t.request().put(`/api/communities/${c.id}/members/${admin.user.id}/admin`).set(owner.auth).send({ is_admin: true }).expect(200);
  return c;
}

const detailAs = async (who: SignedInUser, id: number) =>
  CommunityDetailSchema.parse((await t.request().get(`/api/communities/${id}`).set(who.auth).expect(200)).body);

describe('POST /api/communities/', () => {
  it('creates the community with the spec defaults, its owner as first member, and a readable unguessable code', async () => {
    const c = await createCommunity({ name: '  Night Runners  ', description: 'We run at night' });
    expect(c).toMatchObject({
      name: 'Night Runners',
      description: 'We run at night',
      admin_events_only: false,
      invite_code_visible_to_all: true,
      member_count: 1,
      owner: { id: owner.user.id, full_name: 'Olive Owner' },
      permissions: { is_owner: true, can_manage: true, can_create_events: true, can_see_invite_code: true },
    });
    expect(c.members).toEqual([expect.objectContaining({ is_owner: true, user: expect.objectContaining({ id: owner.user.id }) as unknown })]);
    expect(c.invite_code).toMatch(new RegExp(`^[${INVITE_CODE_ALPHABET}]{10}$`));
    expect(c.invite_code).not.toMatch(/[01IO]/);
  });

  it('gives every community its own code', async () => {
    const codes = await Promise.all(Array.from({ length: 20 }, (_, i) => createCommunity({ name: `C${i}` })));
    expect(new Set(codes.map((c) => c.invite_code)).size).toBe(20);
  });

  it('requires a name', async () => {
    const blank = await t.request().post('/api/communities/').set(owner.auth).send({ name: '   ' }).expect(400);
    expect(blank.body).toMatchObject({ detail: 'name: Community name is required' });
    const missing = await t.request().post('/api/communities/').set(owner.auth).send({ description: 'x' }).expect(400);
    expect(missing.body).toMatchObject({ detail: 'name: This field is required' });
    await t.request().post('/api/communities/').set(owner.auth).send({ name: 'x', owner_id: 1 }).expect(400);
    await t.request().post('/api/communities/').send({ name: 'x' }).expect(401);
  });
});

describe('GET /api/communities/', () => {
  it('lists only my communities, newest first', async () => {
    const newcomer = await signUp(t);
    expect((await t.request().get('/api/communities/').set(newcomer.auth).expect(200)).body).toEqual([]);
    const first = await createCommunity({ name: 'First' }, newcomer);
    const second = await createCommunity({ name: 'Second' }, newcomer);
    const list = (await t.request().get('/api/communities/').set(newcomer.auth).expect(200)).body as unknown[];
    expect(list.map((c) => CommunitySummarySchema.parse(c).id)).toEqual([second.id, first.id]);
  });

  it("leads each community with its next event the member may see: not a past one, not someone else's private one", async () => {
    const c = await communityWithAdmin({ name: 'Card Players' });
    const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
    const event = (title: string, start: string, extra: Record<string, unknown> = {}, by = owner) =>
      t.request().post('/api/events/').set(by.auth).send({ community_id: c.id, title, start_datetime: start, time_zone: 'Europe/Paris', ...extra }).expect(201);
    const nextOf = async (who: SignedInUser) => {
      const list = (await t.request().get('/api/communities/').set(who.auth).expect(200)).body as unknown[];
      return list.map((item) => CommunitySummarySchema.parse(item)).find((item) => item.id === c.id)?.next_event;
    };
    expect(await nextOf(member)).toBeNull();
    await event('Last week', inDays(-7));
    await event('Committee', inDays(1), { is_private: true });
    const poker = await event('Poker night', inDays(3), { end_datetime: inDays(3.1) });
    // The member sees the public one; the admin, who sees private events too, the committee first.
    expect(await nextOf(member)).toEqual({
      id: (poker.body as { id: number }).id,
      title: 'Poker night',
      start_datetime: (poker.body as { start_datetime: string }).start_datetime,
      end_datetime: (poker.body as { end_datetime: string }).end_datetime,
      time_zone: 'Europe/Paris',
    });
    expect((await nextOf(admin))?.title).toBe('Committee');
    // A private event the member made is theirs to see, and comes first.
    await event('Bridge club', inDays(0.5), { is_private: true }, member);
    expect((await nextOf(member))?.title).toBe('Bridge club');
  });
});

describe('joining', () => {
  it('joins by code in any case, and refuses a second join with the spec text', async () => {
    const c = await createCommunity();
    const joined = await join(member, (c.invite_code ?? '').toLowerCase()).expect(200);
    expect(joined.body).toMatchObject({ id: c.id, member_count: 2, permissions: { is_member: true, can_manage: false } });
    const again = await join(member, c.invite_code ?? '').expect(409);
    expect(again.body).toMatchObject({ detail: COMMUNITY_MESSAGES.alreadyMember });
  });

  it('answers 404 with the spec text for an unknown code, and 400 for a missing one', async () => {
    const res = await join(member, 'ZZZZZZZZZZ').expect(404);
    expect(res.body).toMatchObject({ detail: 'Invalid invite code or community not found' });
    await join(member, 'Z'.repeat(80)).expect(404);
    const missing = await t.request().post('/api/communities/join').set(member.auth).send({}).expect(400);
    expect(missing.body).toMatchObject({ detail: 'invite_code: This field is required' });
    const blank = await join(member, ' ').expect(400);
    expect(blank.body).toMatchObject({ detail: 'invite_code: Invalid invite code' });
  });

  it('shows name and description publicly by code', async () => {
    const c = await createCommunity({ name: 'Open Book Club', description: 'Monthly' });
    const res = await t.request().get(`/api/communities/invite/${c.invite_code}`).expect(200);
    // Who started it, by name only (a stranger holding the link sees who is behind it, nothing more).
    expect(res.body).toEqual({ id: c.id, name: 'Open Book Club', description: 'Monthly', member_count: 1, owner_name: 'Olive Owner' });
    const unknown = await t.request().get('/api/communities/invite/NOPE234567').expect(404);
    expect(unknown.body).toMatchObject({ detail: 'Invalid invite code or community not found' });
    // A garbled link (a code far too long) is an unknown code too, not a malformed request.
    const garbled = await t.request().get(`/api/communities/invite/${'AB'.repeat(40)}`).expect(404);
    expect(garbled.body).toMatchObject({ detail: 'Invalid invite code or community not found' });
  });
});

describe('GET /api/communities/:id', () => {
  it('tells a member what they may do, and hides member e-mails from plain members', async () => {
    const c = await communityWithAdmin();
    const asMember = await detailAs(member, c.id);
    expect(asMember.permissions).toMatchObject({ is_member: true, can_manage: false, can_create_events: true, can_see_member_emails: false });
    expect(asMember.members.every((m) => m.user.email === undefined)).toBe(true);
    expect(asMember.members.map((m) => [m.user.id, m.is_owner, m.is_admin])).toEqual([
      [owner.user.id, true, false],
      [admin.user.id, false, true],
      [member.user.id, false, false],
    ]);
    const asAdmin = await detailAs(admin, c.id);
    expect(asAdmin.permissions).toMatchObject({ is_admin: true, can_manage: true, can_see_member_emails: true });
    expect(asAdmin.members.find((m) => m.user.id === member.user.id)?.user.email).toBe(member.email);
  });

  it('shows the invite code to members only while it is visible to all', async () => {
    const c = await communityWithAdmin({ name: 'Quiet', invite_code_visible_to_all: false });
    expect((await detailAs(member, c.id)).invite_code).toBeNull();
    expect((await detailAs(member, c.id)).permissions.can_see_invite_code).toBe(false);
    expect((await detailAs(admin, c.id)).invite_code).toBe(c.invite_code);
  });

  it('lets only owner and admins create events when admin_events_only is on', async () => {
    const c = await communityWithAdmin({ name: 'Curated', admin_events_only: true });
    expect((await detailAs(member, c.id)).permissions.can_create_events).toBe(false);
    expect((await detailAs(admin, c.id)).permissions.can_create_events).toBe(true);
    expect((await detailAs(owner, c.id)).permissions.can_create_events).toBe(true);
  });

  it('answers 404 to a non-member and for a community that does not exist, and 400 for a bad id', async () => {
    const c = await createCommunity();
    const outsider = await signUp(t);
    const res = await t.request().get(`/api/communities/${c.id}`).set(outsider.auth).expect(404);
    expect(res.body).toMatchObject({ detail: 'Community not found' });
    await t.request().get('/api/communities/999999').set(owner.auth).expect(404);
    const bad = await t.request().get('/api/communities/abc').set(owner.auth).expect(400);
    expect(bad.body).toMatchObject({ detail: 'id: Community id must be a number' });
  });
});

describe('PUT /api/communities/:id/settings', () => {
  it('changes only the fields sent', async () => {
    const c = await communityWithAdmin({ name: 'Before', description: 'Keep me' });
    const res = await t.request().put(`/api/communities/${c.id}/settings`).set(admin.auth).send({ name: 'After', admin_events_only: true }).expect(200);
    expect(res.body).toMatchObject({ name: 'After', description: 'Keep me', admin_events_only: true, invite_code_visible_to_all: true });
  });

  it('lets every member set their own calendar auto-sync, but not the community settings', async () => {
    const c = await communityWithAdmin();
    const mine = await t.request().put(`/api/communities/${c.id}/settings`).set(member.auth).send({ google_calendar_auto_sync: true }).expect(200);
    expect(mine.body).toMatchObject({ google_calendar_auto_sync: true });
    expect((await detailAs(owner, c.id)).google_calendar_auto_sync).toBe(false);
    const refused = await t.request().put(`/api/communities/${c.id}/settings`).set(member.auth).send({ name: 'Mine now' }).expect(403);
    expect(refused.body).toMatchObject({ detail: COMMUNITY_MESSAGES.manageOnly });
    expect((await detailAs(owner, c.id)).name).toBe(c.name);
  });

  it('refuses an empty update and bad values, naming the field', async () => {
    const c = await createCommunity();
    const empty = await t.request().put(`/api/communities/${c.id}/settings`).set(owner.auth).send({}).expect(400);
    expect(empty.body).toMatchObject({ detail: 'body: No changes to save' });
    const bad = await t.request().put(`/api/communities/${c.id}/settings`).set(owner.auth).send({ admin_events_only: 'yes' }).expect(400);
    expect(bad.body).toMatchObject({ detail: 'admin_events_only: admin_events_only must be true or false' });
  });
});

describe('member management', () => {
  it('promotes and demotes an admin', async () => {
    const c = await communityWithAdmin();
    const promoted = await t.request().put(`/api/communities/${c.id}/members/${member.user.id}/admin`).set(admin.auth).send({ is_admin: true }).expect(200);
    expect(promoted.body).toMatchObject({ is_admin: true, user: { id: member.user.id, email: member.email } });
    await t.request().put(`/api/communities/${c.id}/members/${member.user.id}/admin`).set(owner.auth).send({ is_admin: false }).expect(200);
    expect((await detailAs(member, c.id)).permissions.can_manage).toBe(false);
  });

  it('never acts on the owner or on oneself', async () => {
    const c = await communityWithAdmin();
    const flags = async (who: SignedInUser) => (await detailAs(who, c.id)).members.map((m) => [m.user.id, m.can_be_managed]);
    expect(await flags(admin)).toEqual([
      [owner.user.id, false],
      [admin.user.id, false],
      [member.user.id, true],
    ]);
    expect((await flags(member)).every(([, managed]) => managed === false)).toBe(true);
    const onOwner = await t.request().put(`/api/communities/${c.id}/members/${owner.user.id}/admin`).set(admin.auth).send({ is_admin: false }).expect(403);
    expect(onOwner.body).toMatchObject({ detail: COMMUNITY_MESSAGES.cannotActOnOwner });
    await t.request().delete(`/api/communities/${c.id}/members/${owner.user.id}`).set(admin.auth).expect(403);
    const onSelf = await t.request().delete(`/api/communities/${c.id}/members/${admin.user.id}`).set(admin.auth).expect(403);
    expect(onSelf.body).toMatchObject({ detail: COMMUNITY_MESSAGES.cannotActOnSelf });
  });

  it('removes a member, who then no longer sees the community', async () => {
    const c = await communityWithAdmin();
    await t.request().delete(`/api/communities/${c.id}/members/${member.user.id}`).set(admin.auth).expect(204);
    expect((await detailAs(owner, c.id)).member_count).toBe(2);
    await t.request().get(`/api/communities/${c.id}`).set(member.auth).expect(404);
    await t.request().delete(`/api/communities/${c.id}/members/${member.user.id}`).set(admin.auth).expect(404);
    // Removed members can come back with the code.
    await join(member, c.invite_code ?? '').expect(200);
  });

  it('answers 404 for a user who is not a member', async () => {
    const c = await createCommunity();
    const res = await t.request().put(`/api/communities/${c.id}/members/${member.user.id}/admin`).set(owner.auth).send({ is_admin: true }).expect(404);
    expect(res.body).toMatchObject({ detail: COMMUNITY_MESSAGES.notAMember });
  });
});

describe('POST /api/communities/:id/regenerate-invite-code', () => {
  it('replaces the code, and the old code and link stop working at once', async () => {
    const c = await communityWithAdmin();
    const res = await t.request().post(`/api/communities/${c.id}/regenerate-invite-code`).set(admin.auth).expect(200);
    const fresh = (res.body as { invite_code: string }).invite_code;
    expect(fresh).not.toBe(c.invite_code);
    await t.request().get(`/api/communities/invite/${c.invite_code}`).expect(404);
    const newcomer = await signUp(t);
    await join(newcomer, c.invite_code ?? '').expect(404);
    await join(newcomer, fresh).expect(200);
  });
});
