import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@contracts/auth/schemas';
import { COMMUNITY_MESSAGES, CommunityDetailSchema, CommunitySummarySchema } from '@contracts/communities/schemas';
import { UserSchema } from '@contracts/users/schemas';
import { createCommunityWith, createEvent, invite, rsvp, signUp } from '../../support/factories';
import type { SignedInUser } from '../../support/factories';
import { createTestApp } from '../../support/test-app';
import type { TestApp } from '../../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const login = (who: SignedInUser, password = who.password) => t.request().post('/api/auth/login').send({ email: who.email, password });

describe('PATCH /api/auth/me', () => {
  it('edits the full name, trims it, and clears it with an empty string', async () => {
    const ada = await signUp(t, { full_name: 'Ada' });
    const res = await t.request().patch('/api/auth/me').set(ada.auth).send({ full_name: '  Ada Lovelace ' }).expect(200);
    expect(UserSchema.parse(res.body).full_name).toBe('Ada Lovelace');
    expect((await t.request().get('/api/auth/me').set(ada.auth).expect(200)).body).toMatchObject({ full_name: 'Ada Lovelace' });
    const cleared = await t.request().patch('/api/auth/me').set(ada.auth).send({ full_name: '' }).expect(200);
    expect(cleared.body).toMatchObject({ full_name: null });
  });

  it('refuses a guest, a long or control-character name, and fields it does not take', async () => {
    await t.request().patch('/api/auth/me').send({ full_name: 'X' }).expect(401);
    const ada = await signUp(t);
    const long = await t.request().patch('/api/auth/me').set(ada.auth).send({ full_name: 'x'.repeat(101) }).expect(400);
    expect(long.body).toMatchObject({ detail: 'full_name: Full name must be at most 100 characters' });
    await t.request().patch('/api/auth/me').set(ada.auth).send({ full_name: 'a\u0007b' }).expect(400);
    const email = await t.request().patch('/api/auth/me').set(ada.auth).send({ full_name: 'A', email: 'x@example.com' }).expect(400);
    expect(email.body).toMatchObject({ code: 'validation_error' });
    await t.request().patch('/api/auth/me').set(ada.auth).send({}).expect(400);
  });
});

describe('POST /api/auth/change-password', () => {
  it('changes the password, keeps this device signed in and signs every other device out', async () => {
    const ada = await signUp(t);
    const phone = (await login(ada).expect(200)).body as { access_token: string };
    const phoneAuth = { Authorization: `Bearer ${phone.access_token}` };
    const res = await t
      .request()
      .post('/api/auth/change-password')
      .set(ada.auth)
      .send({ current_password: ada.password, new_password: 'a brand new password' })
      .expect(200);
    expect(res.body).toEqual({ message: AUTH_MESSAGES.passwordChanged, other_sessions_ended: 1 });
    await t.request().get('/api/auth/me').set(ada.auth).expect(200);
    await t.request().get('/api/auth/me').set(phoneAuth).expect(401);
    await login(ada).expect(401);
    await login(ada, 'a brand new password').expect(200);
  });

  it('refuses a wrong current password (nothing changes, nobody is signed out) and a short new one', async () => {
    const ada = await signUp(t);
    const phone = (await login(ada).expect(200)).body as { access_token: string };
    const wrong = await t
      .request()
      .post('/api/auth/change-password')
      .set(ada.auth)
      .send({ current_password: 'not it at all', new_password: 'a brand new password' })
      .expect(400);
    expect(wrong.body).toMatchObject({ code: 'wrong_password', detail: AUTH_MESSAGES.wrongCurrentPassword, errors: [{ field: 'current_password' }] });
    await t.request().get('/api/auth/me').set({ Authorization: `Bearer ${phone.access_token}` }).expect(200);
    await login(ada).expect(200);
    const short = await t.request().post('/api/auth/change-password').set(ada.auth).send({ current_password: ada.password, new_password: 'short' }).expect(400);
    expect((short.body as { detail: string }).detail).toMatch(/^new_password: /);
    await t.request().post('/api/auth/change-password').set(ada.auth).send({ new_password: 'long enough one' }).expect(400);
    await t.request().post('/api/auth/change-password').send({ current_password: 'x', new_password: 'long enough one' }).expect(401);
  });
});

describe('leaving, handing on and deleting a community', () => {
  let owner: SignedInUser;
  let member: SignedInUser;
  let outsider: SignedInUser;
  beforeAll(async () => {
    owner = await signUp(t, { full_name: 'Olive Owner' });
    member = await signUp(t, { full_name: 'Mel Member' });
    outsider = await signUp(t);
  });

  async function community(): Promise<{ id: number; invite_code: string }> {
    return createCommunityWith(t, owner, [member], { name: 'Allotment Society' });
  }
  const myCommunityIds = async (who: SignedInUser) =>
    ((await t.request().get('/api/communities/').set(who.auth).expect(200)).body as unknown[]).map((c) => CommunitySummarySchema.parse(c).id);

  it('lets a member leave, and tells the owner to hand the community on first', async () => {
    const c = await community();
    const asMember = CommunityDetailSchema.parse((await t.request().get(`/api/communities/${c.id}`).set(member.auth).expect(200)).body);
    expect(asMember.permissions).toMatchObject({ can_leave: true, can_transfer_ownership: false, can_delete: false });
    await t.request().post(`/api/communities/${c.id}/leave`).set(member.auth).expect(204);
    expect(await myCommunityIds(member)).not.toContain(c.id);
    await t.request().get(`/api/communities/${c.id}`).set(member.auth).expect(404);
    await t.request().post(`/api/communities/${c.id}/leave`).set(member.auth).expect(404);
    const ownerLeaves = await t.request().post(`/api/communities/${c.id}/leave`).set(owner.auth).expect(409);
    expect(ownerLeaves.body).toMatchObject({ code: 'owner_cannot_leave', detail: COMMUNITY_MESSAGES.ownerCannotLeave });
    const detail = CommunityDetailSchema.parse((await t.request().get(`/api/communities/${c.id}`).set(owner.auth).expect(200)).body);
    expect(detail.member_count).toBe(1);
    await t.request().post('/api/communities/abc/leave').set(member.auth).expect(400);
  });

  it('hands the community to a member, who may then delete it; the former owner stays as an admin and may leave', async () => {
    const c = await community();
    await t.request().post(`/api/communities/${c.id}/transfer-ownership`).set(member.auth).send({ user_id: member.user.id }).expect(403);
    const toOutsider = await t.request().post(`/api/communities/${c.id}/transfer-ownership`).set(owner.auth).send({ user_id: outsider.user.id }).expect(404);
    expect(toOutsider.body).toMatchObject({ detail: COMMUNITY_MESSAGES.notAMember });
    await t.request().post(`/api/communities/${c.id}/transfer-ownership`).set(owner.auth).send({ user_id: owner.user.id }).expect(400);
    await t.request().post(`/api/communities/${c.id}/transfer-ownership`).set(owner.auth).send({ user_id: '7' }).expect(400);
    await t.request().post(`/api/communities/${c.id}/transfer-ownership`).set(outsider.auth).send({ user_id: member.user.id }).expect(404);

    const res = await t.request().post(`/api/communities/${c.id}/transfer-ownership`).set(owner.auth).send({ user_id: member.user.id }).expect(200);
    const after = CommunityDetailSchema.parse(res.body);
    expect(after.owner.id).toBe(member.user.id);
    expect(after.permissions).toMatchObject({ is_owner: false, is_admin: true, can_manage: true, can_leave: true, can_delete: false });
    expect(after.members.find((m) => m.user.id === member.user.id)).toMatchObject({ is_owner: true });
    await t.request().delete(`/api/communities/${c.id}`).set(owner.auth).expect(403);
    await t.request().post(`/api/communities/${c.id}/leave`).set(owner.auth).expect(204);
    await t.request().delete(`/api/communities/${c.id}`).set(member.auth).expect(204);
    await t.request().get(`/api/communities/${c.id}`).set(member.auth).expect(404);
  });

  it('deletes the community with its events; an invitation mail not yet sent is withdrawn, one already out reads as expired', async () => {
    const c = await community();
    const start = new Date(Date.now() + 5 * 86_400_000).toISOString();
    const event = await createEvent(t, owner, { community_id: c.id, title: 'Seed swap', start_datetime: start });
    await rsvp(t, member, event.id);
    const link = await invite(t, owner, { event_id: event.id });
    await t.request().delete(`/api/communities/${c.id}`).set(member.auth).expect(403);
    await t.request().delete(`/api/communities/${c.id}`).set(outsider.auth).expect(404);
    await t.request().delete(`/api/communities/${c.id}`).expect(401);

    await t.request().delete(`/api/communities/${c.id}`).set(owner.auth).expect(204);
    await t.request().get(`/api/events/${event.id}`).set(owner.auth).expect(404);
    expect(await myCommunityIds(member)).not.toContain(c.id);
    const invitation = await t.request().get(`/api/event-invites/invite/${link.invite_code}`).expect(200);
    expect(invitation.body).toMatchObject({ status: 'expired', event: { id: null } });
    const left = await t.deps.db('event_rsvps').where({ event_id: event.id }).count<{ n: number | string }[]>({ n: '*' });
    expect(Number(left[0]?.n)).toBe(0);
    // The member going to it hears it is cancelled.
    const jobs = await t.deps.db('push_jobs').select('payload');
    expect(jobs.some((job: { payload: string }) => job.payload.includes('Seed swap'))).toBe(true);
    await t.request().delete(`/api/communities/${c.id}`).set(owner.auth).expect(404);
  });
});
