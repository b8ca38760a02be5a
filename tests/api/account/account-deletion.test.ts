import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountExport } from '@contracts/account/schemas';
import type { Ticket } from '@contracts/checkin/schemas';
import type { Comment } from '@contracts/comments/schemas';
import { PERSONAL_COLUMNS } from '../../../server/features/account/personal-data';
import { createCommunity, createCommunityWith, createEvent, invite, postComment, rsvp, signUp } from '../../support/factories';
import type { SignedInUser } from '../../support/factories';
import { foreignKeysTo, listTables, textColumns } from '../../support/schema-introspection';
import { issueSession } from '../../support/sessions';
import { createTestApp } from '../../support/test-app';
import type { TestApp } from '../../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const api = () => t.request();

const WEEKLY = { frequency: 'weekly', interval: 1, weekdays: ['TU'], ending: { type: 'never' } } as const;

/** A member who organises a weekly event and goes to every date of a friend's weekly event. */
async function recurringMember() {
  const leaving = await signUp(t);
  const friend = await signUp(t);
  const club = await createCommunityWith(t, leaving, [friend], { name: 'Runners' });
  const own = await createEvent(t, leaving, { community_id: club.id, title: 'Tuesday run', start_datetime: '2031-03-04T19:00:00Z', time_zone: 'Europe/London', repeat: WEEKLY } as never);
  const theirs = await createEvent(t, friend, { community_id: club.id, title: 'Thursday swim', start_datetime: '2031-03-06T07:00:00Z', time_zone: 'Europe/London', repeat: { ...WEEKLY, weekdays: ['TH'] } } as never);
  await api().post(`/api/events/${theirs.id}/rsvp`).set(leaving.auth).send({ status: 'going', scope: 'series' }).expect(200);
  return { leaving, friend, own, theirs };
}

/** A member who has done a bit of everything: owns two communities, created events, answered, wrote, liked, invited. */
async function busyMember() {
  const tag = randomBytes(4).toString('hex');
  const leaving = await signUp(t, { email: `leaving-${tag}@example.com`, full_name: `Zelda Quist ${tag}` });
  const admin = await signUp(t);
  const friend = await signUp(t);
  const shared = await createCommunityWith(t, leaving, [admin, friend], { name: `Climbers ${tag}` });
  const alone = await createCommunity(t, leaving, { name: `Solo ${tag}` });
  await api().put(`/api/communities/${shared.id}/members/${admin.user.id}/admin`).set(leaving.auth).send({ is_admin: true }).expect(200);
  const event = await createEvent(t, leaving, { community_id: shared.id, title: 'Bouldering night', start_datetime: '2031-03-01T19:00:00Z', is_private: true });
  const friendEvent = await createEvent(t, friend, { community_id: shared.id, title: 'Picnic', start_datetime: '2031-04-01T12:00:00Z' });
  await rsvp(t, leaving, friendEvent.id);
  const comment = await postComment(t, leaving, { content: 'See you at the wall', event_id: friendEvent.id });
  const friendComment = await postComment(t, friend, { content: 'Bring snacks', event_id: friendEvent.id });
  await api().post(`/api/comments/${friendComment.id}/like`).set(leaving.auth).expect(200);
  // An invitation the friend accepted (it opened the private event for them), one still pending, one to the leaving member.
  const accepted = await invite(t, leaving, { event_id: event.id });
  await api().post('/api/event-invites/join').set(friend.auth).send({ invite_code: accepted.invite_code }).expect(200);
  await invite(t, leaving, { event_id: event.id, invited_email: `someone-${tag}@example.com`, message: 'Come climb' });
  await invite(t, friend, { event_id: friendEvent.id, invited_email: leaving.email });
  // A ticket to the friend's event, with which the friend checks them in at the door; and a walk-in they checked in at their own.
  const ticket = (await api().post(`/api/events/${friendEvent.id}/ticket`).set(leaving.auth).expect(200)).body as Ticket;
  await api().post(`/api/events/${friendEvent.id}/check-ins`).set(friend.auth).send({ ticket: ticket.code, door: 'Gate' }).expect(200);
  await api().post(`/api/events/${event.id}/walk-ins`).set(leaving.auth).send({ id: randomUUID(), name: 'Walk-in guest' }).expect(201);
  await api()
    .post('/api/push/subscriptions')
    .set(leaving.auth)
    .send({ endpoint: `https://push.example.com/${tag}`, keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'tBHItJI5svbpez7KI4CCXg' } })
    .expect(201);
  return { leaving, admin, friend, shared, alone, event, friendEvent, comment, friendComment, tag };
}

describe('Download my data', () => {
  it('is a JSON file of everything the member wrote and set, with no secret in it', async () => {
    const { leaving, shared, event, comment, friendComment } = await busyMember();
    const res = await api().get('/api/account/export').set(leaving.auth).expect(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="gather-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = res.body as AccountExport;
    expect(data.account.email).toBe(leaving.email);
    expect(data.sections.communities?.map((c) => c.community_id)).toContain(shared.id);
    expect(data.sections.events_created?.map((e) => e.id)).toContain(event.id);
    // Going to the event they organised, and to the friend's.
    expect(data.sections.rsvps).toEqual([expect.objectContaining({ status: 'going', event_title: 'Bouldering night' }), expect.objectContaining({ status: 'going', event_title: 'Picnic' })]);
    expect(data.sections.comments?.map((c) => c.content)).toEqual([comment.content]);
    expect(data.sections.comment_likes?.map((l) => l.comment_id)).toEqual([friendComment.id]);
    // The link, the friend's answer to it, and the e-mailed invitation.
    expect(data.sections.invitations_sent).toHaveLength(3);
    expect(data.sections.invitations_received).toHaveLength(1);
    expect(data.sections.push_subscriptions).toHaveLength(1);
    const text = JSON.stringify(data);
    expect(text).not.toMatch(/password_hash|token_hash|\$argon2/);
  });

  it('holds when and at which door the member was checked in, and when their tickets were issued, never a ticket itself', async () => {
    const { leaving, friendEvent } = await busyMember();
    const data = (await api().get('/api/account/export').set(leaving.auth).expect(200)).body as AccountExport;
    expect(data.sections.check_ins).toEqual([expect.objectContaining({ event_id: friendEvent.id, event_title: 'Picnic', door: 'Gate', guests: 0 })]);
    expect(Object.keys(data.sections.check_ins?.[0] ?? {}).sort()).toEqual(['checked_in_at', 'door', 'event_id', 'event_title', 'guests']);
    expect(data.sections.tickets).toEqual([expect.objectContaining({ event_id: friendEvent.id })]);
    expect(Object.keys(data.sections.tickets?.[0] ?? {}).sort()).toEqual(['event_id', 'issued_at']);
    const hash = await t.deps.db('event_tickets').where({ user_id: leaving.user.id }).first<{ token_hash: string }>('token_hash');
    expect(JSON.stringify(data)).not.toContain(hash?.token_hash);
  });

  it('names no event a member can no longer see: after they leave, a renamed event\'s new title stays out of their export', async () => {
    const host = await signUp(t);
    const leaver = await signUp(t);
    const club = await createCommunityWith(t, host, [leaver], { name: 'Quiet club' });
    const event = await createEvent(t, host, { community_id: club.id, title: 'Open evening', start_datetime: '2031-05-01T19:00:00Z' });
    await rsvp(t, leaver, event.id);
    await api().post(`/api/communities/${club.id}/leave`).set(leaver.auth).expect(204);
    await api().put(`/api/events/${event.id}`).set(host.auth).send({ title: 'Board vote on the merger' }).expect(200);
    const data = (await api().get('/api/account/export').set(leaver.auth).expect(200)).body as AccountExport;
    expect(data.sections.rsvps).toEqual([expect.objectContaining({ event_id: event.id, status: 'going', event_title: null })]);
    expect(JSON.stringify(data)).not.toContain('Board vote');
  });

  it('holds the seats of the events the member organised, the guests they bring, and their place on a waitlist', async () => {
    const host = await signUp(t);
    const member = await signUp(t);
    const club = await createCommunityWith(t, host, [member], { name: 'Pottery club' });
    const open = await createEvent(t, host, { community_id: club.id, title: 'Open studio', start_datetime: '2031-06-01T18:00:00Z', capacity: 10, guests_allowed: 2 });
    // One seat, the host's: the member waits.
    const full = await createEvent(t, host, { community_id: club.id, title: 'Kiln night', start_datetime: '2031-06-02T18:00:00Z', capacity: 1 });
    await api().post(`/api/events/${open.id}/rsvp`).set(member.auth).send({ status: 'going', guests: 2 }).expect(200);
    await api().post(`/api/events/${full.id}/rsvp`).set(member.auth).send({ status: 'going' }).expect(200);
    const data = (await api().get('/api/account/export').set(member.auth).expect(200)).body as AccountExport;
    expect(data.sections.rsvps).toEqual([
      expect.objectContaining({ event_id: open.id, status: 'going', guests: 2, waitlist_position: null }),
      expect.objectContaining({ event_id: full.id, status: 'waitlisted', guests: 0, waitlist_position: 1 }),
    ]);
    const organised = (await api().get('/api/account/export').set(host.auth).expect(200)).body as AccountExport;
    expect(organised.sections.events_created).toEqual([
      expect.objectContaining({ id: open.id, capacity: 10, guests_allowed: 2 }),
      expect.objectContaining({ id: full.id, capacity: 1, guests_allowed: 0 }),
    ]);
  });

  it('holds the recurring events the member organised and their answers for every date', async () => {
    const { leaving, own, theirs } = await recurringMember();
    const data = (await api().get('/api/account/export').set(leaving.auth).expect(200)).body as AccountExport;
    expect(data.sections.series_created).toEqual([expect.objectContaining({ id: own.series?.id, title: 'Tuesday run' })]);
    expect(String(data.sections.series_created?.[0]?.rrule)).toContain('BYDAY=TU');
    // Going to every date of their own run, as its organiser, and of the friend's swim.
    expect(data.sections.series_rsvps).toEqual([
      expect.objectContaining({ series_id: own.series?.id, status: 'going' }),
      expect.objectContaining({ series_id: theirs.series?.id, status: 'going' }),
    ]);
  });

  it('is not for a developer API token or a guest', async () => {
    await api().get('/api/account/export').expect(401);
  });
});

describe('Delete my account', () => {
  it('asks for the password, and a wrong one changes nothing', async () => {
    const member = await signUp(t);
    const missing = await api().post('/api/account/delete').set(member.auth).send({}).expect(400);
    expect(missing.body).toMatchObject({ code: 'password_required', errors: [{ field: 'password' }] });
    const wrong = await api().post('/api/account/delete').set(member.auth).send({ password: 'not it at all' }).expect(400);
    expect(wrong.body).toMatchObject({ detail: 'Incorrect password', errors: [{ field: 'password' }] });
    await api().get('/api/auth/me').set(member.auth).expect(200);
  });

  it('signs the account out everywhere at once, and nobody can sign in to it again', async () => {
    const member = await signUp(t);
    const otherDevice = await issueSession(t, member.user.id);
    const res = await api().post('/api/account/delete').set(member.auth).send({ password: member.password }).expect(202);
    expect((res.body as { message: string }).message).toMatch(/^Your account is deleted/);
    await api().get('/api/auth/me').set(member.auth).expect(401);
    await api().get('/api/auth/me').set(otherDevice).expect(401);
    expect((await api().post('/api/auth/login').send({ email: member.email, password: member.password })).status).toBeGreaterThanOrEqual(400);
  });

  it('for an account without a password, takes a sign-in of the last 10 minutes instead', async () => {
    const member = await signUp(t);
    await t.deps.db('users').where({ id: member.user.id }).update({ password_hash: null });
    t.advanceClock(11 * 60 * 1000);
    const stale = await api().post('/api/account/delete').set(member.auth).send({}).expect(403);
    expect(stale.body).toMatchObject({ code: 'reauthentication_required' });
    const fresh = await issueSession(t, member.user.id);
    // issueSession stamps real time; the app's clock runs 11 minutes ahead, so give it a session of the app's now.
    await t.deps.db('sessions').where({ user_id: member.user.id }).update({ created_at: t.deps.clock().toISOString() });
    await api().post('/api/account/delete').set(fresh).send({}).expect(202);
  });
});

describe('a ticket of a deleted account', () => {
  it('stops opening the door when the account closes, before the purge', async () => {
    const host = await signUp(t);
    const leaving = await signUp(t);
    const club = await createCommunityWith(t, host, [leaving]);
    const event = await createEvent(t, host, { community_id: club.id });
    await rsvp(t, leaving, event.id);
    const ticket = (await api().post(`/api/events/${event.id}/ticket`).set(leaving.auth).expect(200)).body as Ticket;
    await api().post('/api/account/delete').set(leaving.auth).send({ password: leaving.password }).expect(202);
    await api().post(`/api/events/${event.id}/check-ins`).set(host.auth).send({ ticket: ticket.code }).expect(404);
  });
});

describe('the purge job', () => {
  let world: Awaited<ReturnType<typeof busyMember>>;
  let leaving: SignedInUser;
  beforeAll(async () => {
    world = await busyMember();
    leaving = world.leaving;
    await api().post('/api/account/delete').set(leaving.auth).send({ password: leaving.password }).expect(202);
    await t.drainAccountPurge();
  });

  it('knows every column that points at a member, and what deletion does with it', async () => {
    const listed = new Set(PERSONAL_COLUMNS.filter((c) => c.holds === 'user_id').map((c) => `${c.table}.${c.column}`));
    const unlisted = (await foreignKeysTo(t.deps.db, 'users')).filter((column) => !listed.has(column));
    expect(unlisted, 'add these to server/features/account/personal-data.ts and purge them in purge-repo.ts').toEqual([]);
  });

  it('leaves no row pointing at the member where the data goes, and the account empty', async () => {
    const { db } = t.deps;
    for (const column of PERSONAL_COLUMNS.filter((c) => c.fate !== 'kept')) {
      const value = column.holds === 'email' ? leaving.email : leaving.user.id;
      const rows = await db(column.table).where(column.column, value).count<{ n: string | number }[]>({ n: '*' });
      expect(Number(rows[0]?.n), `${column.table}.${column.column}`).toBe(0);
    }
    const row = await db('users').where({ id: leaving.user.id }).first<Record<string, unknown>>();
    expect(row).toMatchObject({ full_name: 'Deleted member', password_hash: null, last_login_at: null, email_verified_at: null });
    expect(row?.email).not.toBe(leaving.email);
    expect(Boolean(row?.is_active)).toBe(false);
  });

  it('leaves the member\'s e-mail, username and name in no text column of any table', async () => {
    const { db } = t.deps;
    const username = leaving.user.username;
    const needles = [leaving.email, `Zelda Quist ${world.tag}`, username];
    const hits: string[] = [];
    for (const table of await listTables(db)) {
      for (const column of await textColumns(db, table)) {
        for (const needle of needles) {
          const found = await db(table).where(column, 'like', `%${needle}%`).count<{ n: string | number }[]>({ n: '*' });
          if (Number(found[0]?.n) > 0) {
            hits.push(`${table}.${column} holds "${needle}"`);
          }
        }
      }
    }
    expect(hits).toEqual([]);
  });

  it("withdraws the member's check-ins and tickets, and keeps the walk-ins they checked in for the event", async () => {
    const { db } = t.deps;
    expect(await db('event_check_ins').where({ user_id: leaving.user.id })).toEqual([]);
    expect(await db('event_tickets').where({ user_id: leaving.user.id })).toEqual([]);
    const counts = (await api().get(`/api/events/${world.friendEvent.id}/attendance`).set(world.friend.auth).expect(200)).body as { checked_in: number };
    expect(counts.checked_in).toBe(0);
    expect(await db('event_check_ins').where({ event_id: world.event.id, checked_in_by: leaving.user.id })).toHaveLength(1);
  });

  it('keeps the threads whole: comments stay under "Deleted member", like counts equal their rows', async () => {
    const comments = (await api().get(`/api/events/${world.friendEvent.id}/comments`).set(world.friend.auth).expect(200)).body as Comment[];
    const kept = comments.find((c) => c.id === world.comment.id);
    expect(kept?.content).toBe('See you at the wall');
    expect(kept?.author?.full_name).toBe('Deleted member');
    expect(comments.find((c) => c.id === world.friendComment.id)?.likes_count).toBe(0);
  });

  it('hands a community with other members to its admin, and deletes one the member was alone in', async () => {
    const shared = (await api().get(`/api/communities/${world.shared.id}`).set(world.admin.auth).expect(200)).body as { owner: { id: number }; members: unknown[] };
    expect(shared.owner.id).toBe(world.admin.user.id);
    const count = await t.deps.db('communities').where({ id: world.shared.id }).first<{ member_count: number }>('member_count');
    expect(count?.member_count).toBe(2);
    expect(await t.deps.db('communities').where({ id: world.alone.id }).first()).toBeUndefined();
  });

  it('keeps what others were given: the accepted invitation still opens the private event for the friend', async () => {
    await api().get(`/api/events/${world.event.id}`).set(world.friend.auth).expect(200);
    const pending = await t.deps.db('event_invitations').where({ invited_email: `someone-${world.tag}@example.com` }).count<{ n: string | number }[]>({ n: '*' });
    expect(Number(pending[0]?.n)).toBe(0);
  });

  it('withdraws the member\'s answers for every date of a recurring event, and keeps the ones they organised for the others', async () => {
    const { leaving, friend, own, theirs } = await recurringMember();
    await api().post('/api/account/delete').set(leaving.auth).send({ password: leaving.password }).expect(202);
    await t.drainAccountPurge();
    const answers = await t.deps.db('series_rsvps').where({ user_id: leaving.user.id }).count<{ n: string | number }[]>({ n: '*' });
    expect(Number(answers[0]?.n)).toBe(0);
    const swim = (await api().get(`/api/events/${theirs.id}`).set(friend.auth).expect(200)).body as { rsvp_counts: { going: number } };
    expect(swim.rsvp_counts.going).toBe(1);
    const run = (await api().get(`/api/events/${own.id}`).set(friend.auth).expect(200)).body as { title: string; series: unknown; creator: { full_name: string } };
    expect(run).toMatchObject({ title: 'Tuesday run', series: { id: own.series?.id }, creator: { full_name: 'Deleted member' } });
  });

  it('is done once, and running it again changes nothing', async () => {
    const before = await t.deps.db('users').where({ id: leaving.user.id }).first<Record<string, unknown>>();
    await t.deps.db('account_purges').where({ user_id: leaving.user.id }).update({ done_at: null, next_attempt_at: new Date(0).toISOString() });
    await t.drainAccountPurge();
    const after = await t.deps.db('users').where({ id: leaving.user.id }).first<Record<string, unknown>>();
    expect({ ...after, uuid: null }).toEqual({ ...before, uuid: null });
  });
});
