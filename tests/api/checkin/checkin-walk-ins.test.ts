import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UndoAnswerSchema, WalkInAnswerSchema } from '@contracts/checkin/schemas';
import type { RosterEntry, RosterPage } from '@contracts/checkin/schemas';
import { PRODUCT_NAME } from '../../../server/product';
import { createCommunity, createEvent, joinCommunity, signUp } from '../../support/factories';
import type { OwnedCommunity, SignedInUser } from '../../support/factories';
import { numberedMembers, startHostAndMembers } from '../../support/host-and-members';
import { createTestApp } from '../../support/test-app';
import type { TestApp } from '../../support/test-app';
import { doorClient, minutesAgo } from './door-client';

/**
 * Check-in at the door through the API: walk-ins and their welcome mail, the roster a page at a
 * time, and bad input. Tickets and check-ins: checkin.test.ts.
 */

let t: TestApp;
let host: SignedInUser;
let community: OwnedCommunity;
let members: SignedInUser[];

beforeAll(async () => {
  ({ t, host, community, members } = await startHostAndMembers('Board games club', numberedMembers(8)));
});
afterAll(async () => {
  await t.close();
});

const { member, gamesNight, answer, checkedIn, rosterPage, attendance, checkInRows, mailsTo } = doorClient(() => ({ t, host, community, members }));

describe('walk-ins', () => {
  it('sent twice with one id are one walk-in, counted apart from members', async () => {
    const event = await gamesNight();
    const id = randomUUID();
    const body = { id, name: 'Grace Hopper', door: 'Door 2' };
    const first = WalkInAnswerSchema.parse((await t.request().post(`/api/events/${event.id}/walk-ins`).set(host.auth).send(body).expect(201)).body);
    expect(first).toMatchObject({ entry: { key: `w${id}`, kind: 'walk_in', user_id: null, name: 'Grace Hopper', ticket: null, going: false }, invited: false });
    const second = WalkInAnswerSchema.parse((await t.request().post(`/api/events/${event.id}/walk-ins`).set(host.auth).send(body).expect(201)).body);
    expect(second.entry).toEqual(first.entry);
    expect(second.counts).toMatchObject({ walk_ins: 1, checked_in: 0 });
    expect(await checkInRows(event.id)).toHaveLength(1);
    const undone = UndoAnswerSchema.parse(
      (await t.request().post(`/api/events/${event.id}/check-ins/undo`).set(host.auth).send({ key: `w${id}`, at: first.entry.check_in?.at }).expect(200)).body,
    );
    expect(undone).toMatchObject({ undone: true, entry: null, counts: { walk_ins: 0 } });
  });

  it('with an e-mail address are sent one welcome mail with the community invite link, during the event', async () => {
    const started = await gamesNight({ start_datetime: minutesAgo(30) });
    const email = `walkin-${randomBytes(3).toString('hex')}@example.com`;
    const body = { id: randomUUID(), name: 'Ada', email };
    const res = WalkInAnswerSchema.parse((await t.request().post(`/api/events/${started.id}/walk-ins`).set(host.auth).send(body).expect(201)).body);
    expect(res.invited).toBe(true);
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    const link = `${t.deps.config.publicUrl}/invite/${community.invite_code}`;
    expect(mails[0]?.subject).toBe('You were at Games night');
    expect(mails[0]?.text).toContain('You were at Games night');
    expect(mails[0]?.text).toContain(`Join Board games club on ${PRODUCT_NAME} to hear about its next events:\n${link}`);
    expect(JSON.parse(mails[0]?.links ?? '[]')).toEqual([link]);
    // No event invitation: one would read as expired, the event having started.
    expect(await t.deps.db('event_invitations').where({ invited_email: email })).toEqual([]);
    // Sent again (a door that lost the answer): still one walk-in, and no second mail.
    const again = WalkInAnswerSchema.parse((await t.request().post(`/api/events/${started.id}/walk-ins`).set(host.auth).send(body).expect(201)).body);
    expect(again).toMatchObject({ invited: false, counts: { walk_ins: 1 } });
    expect(await mailsTo(email)).toHaveLength(1);
    // The door's roster says the link went (and never holds the address).
    const entry = (await rosterPage(started.id)).entries.find((e) => e.key === `w${body.id}`);
    expect(entry).toMatchObject({ welcome_mail: 'sent' });
    expect(JSON.stringify(entry)).not.toContain(email);
  });

  it('without an e-mail address are mailed nothing', async () => {
    const event = await gamesNight();
    const before = await t.deps.db('mail_jobs').count<{ n: number | string }[]>({ n: '*' }).first();
    const res = WalkInAnswerSchema.parse((await t.request().post(`/api/events/${event.id}/walk-ins`).set(host.auth).send({ id: randomUUID(), name: 'Alan' }).expect(201)).body);
    expect(res.invited).toBe(false);
    const after = await t.deps.db('mail_jobs').count<{ n: number | string }[]>({ n: '*' }).first();
    expect(Number(after?.n)).toBe(Number(before?.n));
    expect(res.entry.welcome_mail).toBeUndefined();
  });

  it('are not sent the invite code by an organiser who may not see it', async () => {
    const club = await createCommunity(t, host, { invite_code_visible_to_all: false });
    await joinCommunity(t, member(0), club);
    const event = await createEvent(t, member(0), { community_id: club.id });
    const email = `walkin-${randomBytes(3).toString('hex')}@example.com`;
    const res = WalkInAnswerSchema.parse((await t.request().post(`/api/events/${event.id}/walk-ins`).set(member(0).auth).send({ id: randomUUID(), name: 'Eve', email }).expect(201)).body);
    expect(res).toMatchObject({ invited: false, counts: { walk_ins: 1 } });
    expect(await mailsTo(email)).toEqual([]);
    // The door tells its organiser, who can share the link in person.
    expect(res.entry.welcome_mail).toBe('not_sent');
  });

  it('still stand when the per-sender limit refuses the e-mail, uninvited', async () => {
    const limited = await createTestApp({ invitationEmailsPerHour: 0 });
    try {
      const organiser = await signUp(limited);
      const club = await createCommunity(limited, organiser);
      const event = await createEvent(limited, organiser, { community_id: club.id });
      const res = await limited.request().post(`/api/events/${event.id}/walk-ins`).set(organiser.auth).send({ id: randomUUID(), name: 'Linus', email: 'linus@example.com' }).expect(201);
      expect(WalkInAnswerSchema.parse(res.body)).toMatchObject({ invited: false, counts: { walk_ins: 1 }, entry: { welcome_mail: 'not_sent' } });
      expect(await limited.deps.db('mail_jobs').where({ recipient: 'linus@example.com' })).toEqual([]);
    } finally {
      await limited.close();
    }
  });

  it('still stand when the per-address limit refuses the e-mail, uninvited; welcomes and invitations share that limit', async () => {
    const limited = await createTestApp({ invitationEmailsPerRecipientPerDay: 1 });
    try {
      const organiser = await signUp(limited);
      const club = await createCommunity(limited, organiser);
      const event = await createEvent(limited, organiser, { community_id: club.id });
      const email = 'margaret@example.com';
      const walkIn = (name: string) => limited.request().post(`/api/events/${event.id}/walk-ins`).set(organiser.auth).send({ id: randomUUID(), name, email }).expect(201);
      expect(WalkInAnswerSchema.parse((await walkIn('Margaret')).body).invited).toBe(true);
      // A second walk-in giving the same address (another door, another evening): the address has had its mail for the day.
      expect(WalkInAnswerSchema.parse((await walkIn('Margaret H.')).body)).toMatchObject({ invited: false, counts: { walk_ins: 2 } });
      expect(await limited.deps.db('mail_jobs').where({ recipient: email })).toHaveLength(1);
      const later = await createEvent(limited, organiser, { community_id: club.id });
      await limited.request().post('/api/event-invites/').set(organiser.auth).send({ event_id: later.id, invited_email: email }).expect(429);
    } finally {
      await limited.close();
    }
  });
});

describe('the roster', () => {
  it('pages by key through members going, members checked in who changed their answer since, and walk-ins', async () => {
    const event = await gamesNight({ guests_allowed: 2 });
    // The host (going to what they organise), four members going, one checked in who then says not going, two walk-ins: 8 people.
    for (const i of [0, 1, 2, 3]) {
      await answer(member(i), event.id, { status: 'going', ...(i === 0 ? { guests: 2 } : {}) });
    }
    await answer(member(4), event.id, { status: 'going' });
    await checkedIn(event.id, { user_id: member(4).user.id });
    await answer(member(4), event.id, { status: 'not_going' });
    await answer(member(5), event.id, { status: 'maybe' });
    for (const name of ['Walk In A', 'Walk In B']) {
      await t.request().post(`/api/events/${event.id}/walk-ins`).set(host.auth).send({ id: randomUUID(), name }).expect(201);
    }
    await checkedIn(event.id, { user_id: member(0).user.id });

    const seen: RosterEntry[] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const page: RosterPage = await rosterPage(event.id, `?limit=3${after ? `&after=${encodeURIComponent(after)}` : ''}`);
      expect(page.entries.length).toBeLessThanOrEqual(3);
      expect(page.event).toMatchObject({ id: event.id, title: 'Games night' });
      seen.push(...page.entries);
      after = page.next_after;
      pages += 1;
    } while (after !== null && pages < 10);
    expect(pages).toBe(3);
    const keys = seen.map((e) => e.key);
    expect(new Set(keys).size).toBe(8);
    // In byte order of the key, the same on both databases.
    expect(keys).toEqual([...keys].sort((a, b) => (Buffer.from(a) < Buffer.from(b) ? -1 : 1)));
    const whole = await rosterPage(event.id);
    expect(whole.entries.map((e) => e.key)).toEqual(keys);
    expect(whole.next_after).toBeNull();
    const changedMind = seen.find((e) => e.user_id === member(4).user.id);
    expect(changedMind?.going).toBe(false);
    expect(changedMind?.check_in).not.toBeNull();
    expect(seen.find((e) => e.user_id === member(5).user.id)).toBeUndefined();
    expect(seen.filter((e) => e.kind === 'walk_in').map((e) => e.name).sort()).toEqual(['Walk In A', 'Walk In B']);
    expect(seen.find((e) => e.user_id === member(0).user.id)).toMatchObject({ guests: 2, name: 'Member 0' });
    // Names only: no e-mail address anywhere.
    expect(JSON.stringify(whole)).not.toMatch(/@/);
    expect(whole.counts).toEqual({ going: 5, checked_in: 2, going_not_checked_in: 4, walk_ins: 2, guests_checked_in: 2 });
    expect(await attendance(event.id)).toEqual(whole.counts);
  });
});

describe('bad input is a 400 naming the field', () => {
  it.each([
    ['check-ins', { ticket: 'GT1.1.x', user_id: 3 }, 'ticket'],
    ['check-ins', {}, 'ticket'],
    ['check-ins', { user_id: 'seven' }, 'user_id'],
    ['check-ins', { user_id: 3, at: 'yesterday' }, 'at'],
    ['check-ins', { user_id: 3, door: 'x'.repeat(41) }, 'door'],
    ['check-ins/undo', { key: 'x42', at: '2026-12-05T19:02:11Z' }, 'key'],
    ['check-ins/undo', { key: 'm42' }, 'at'],
    ['walk-ins', { id: 'not-a-uuid', name: 'Ada' }, 'id'],
    ['walk-ins', { id: randomUUID(), name: '' }, 'name'],
    ['walk-ins', { id: randomUUID(), name: 'Ada', email: 'not an address' }, 'email'],
  ])('POST %s %j names %s', async (path, body, field) => {
    const event = await gamesNight();
    const res = await t.request().post(`/api/events/${event.id}/${path}`).set(host.auth).send(body).expect(400);
    expect((res.body as { errors: { field: string }[] }).errors[0]?.field).toBe(field);
  });

  it.each([
    ['?limit=0', 'limit'],
    ['?limit=5001', 'limit'],
    ['?after=zz', 'after'],
    ['?colour=red', 'colour'],
  ])('GET roster%s names %s', async (query, field) => {
    const event = await gamesNight();
    const res = await t.request().get(`/api/events/${event.id}/roster${query}`).set(host.auth).expect(400);
    expect((res.body as { errors: { field: string }[] }).errors[0]?.field).toBe(field);
  });
});
