import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVITATION_MESSAGES, InvitationSchema, PublicInvitationSchema } from '@contracts/invitations/schemas';
import type { Invitation } from '@contracts/invitations/schemas';
import { confirmEmail, createCommunity, createCommunityWith, createEvent, signUp } from '../../support/factories';
import type { SignedInUser } from '../../support/factories';
import { createTestApp } from '../../support/test-app';
import type { TestApp } from '../../support/test-app';

let t: TestApp;
let host: SignedInUser;
let member: SignedInUser;
let stranger: SignedInUser;
let communityId: number;

beforeAll(async () => {
  t = await createTestApp();
  [host, member, stranger] = await Promise.all([signUp(t, { full_name: 'Hana Host' }), signUp(t), signUp(t, { full_name: 'Sam Stranger' })]);
  // Invitations addressed to an e-mail reach its proven owner only: these members confirmed theirs.
  for (const who of [host, member, stranger]) {
    await confirmEmail(t, who);
  }
  communityId = (await createCommunityWith(t, host, [member], { name: 'Choir' })).id;
});
afterAll(async () => {
  await t.close();
});

const inFuture = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

async function newEvent(fields: Record<string, unknown> = {}): Promise<number> {
  return (await createEvent(t, host, { community_id: communityId, title: 'Carol evening', start_datetime: inFuture(10), time_zone: 'Europe/London', location: 'St Mary’s', ...fields })).id;
}

const invite = (eventId: number, body: Record<string, unknown> = {}, who = host) =>
  t.request().post('/api/event-invites/').set(who.auth).send({ event_id: eventId, ...body });

describe('POST /api/event-invites/', () => {
  it('mails an invitation with the event’s title, time, place, message and join link', async () => {
    const eventId = await newEvent();
    const res = await invite(eventId, { invited_email: 'Friend@Example.com', message: 'Come sing with us!' }).expect(201);
    const inv = InvitationSchema.parse(res.body);
    expect(inv).toMatchObject({ invited_email: 'friend@example.com', status: 'pending', is_link: false, message: 'Come sing with us!', invited_user: null });
    expect(inv.invite_code).toMatch(/^[23456789A-HJ-NP-Z]{16}$/);
    const mail = await t.mailer.waitForMailTo('friend@example.com');
    expect(mail.subject).toBe('Invitation: Carol evening');
    expect(mail.text).toContain('Hana Host invited you to Carol evening.');
    // The time as the screens write it: 'When: Thursday, 3 December 2026, 19:00 (London)'.
    expect(mail.text).toMatch(/When: [A-Z][a-z]+day, \d{1,2} [A-Z][a-z]+ \d{4}, \d{2}:\d{2} \(London\)/);
    expect(mail.text).toContain('Where: St Mary’s');
    expect(mail.text).toContain('Come sing with us!');
    expect(mail.links).toEqual([`http://gather.test/join-event/${inv.invite_code}`]);
  });

  it('makes a shareable link when no e-mail is given, and mails nothing', async () => {
    const eventId = await newEvent();
    const before = t.mailer.sent.length;
    const res = await invite(eventId).expect(201);
    expect(res.body).toMatchObject({ is_link: true, invited_email: null, status: 'pending' });
    expect(t.mailer.sent.length).toBe(before);
  });

  it('lets only the creator invite, and only before the event starts', async () => {
    const eventId = await newEvent();
    const refused = await invite(eventId, {}, member).expect(403);
    expect(refused.body).toMatchObject({ detail: INVITATION_MESSAGES.creatorOnly });
    await invite(eventId, {}, stranger).expect(404);
    const started = await newEvent({ start_datetime: new Date(Date.now() - 60_000).toISOString() });
    expect((await invite(started).expect(400)).body).toMatchObject({ detail: INVITATION_MESSAGES.eventOver });
  });

  it('refuses a second pending invitation to the same address, and bad input by field', async () => {
    const eventId = await newEvent();
    await invite(eventId, { invited_email: 'twice@example.com' }).expect(201);
    expect((await invite(eventId, { invited_email: 'twice@example.com' }).expect(409)).body).toMatchObject({ detail: INVITATION_MESSAGES.alreadyInvited });
    expect((await invite(eventId, { invited_email: 'not-an-email' }).expect(400)).body).toMatchObject({ detail: 'invited_email: Enter a valid email address' });
    expect((await invite(eventId, { message: 'x'.repeat(1001) }).expect(400)).body).toMatchObject({ detail: 'message: Message must be at most 1,000 characters' });
  });

  it('limits invitation e-mails per sender per hour with a clear 429, but not links', async () => {
    const sender = await signUp(t);
    const c = await createCommunity(t, sender, { name: 'Busy' });
    const eventId = (await createEvent(t, sender, { community_id: c.id, title: 'Big party', start_datetime: inFuture(5) })).id;
    // The default limit: 50 invitation e-mails an hour per sender.
    for (let i = 0; i < 50; i += 1) {
      await invite(eventId, { invited_email: `guest${i}@example.com` }, sender).expect(201);
    }
    const limited = await invite(eventId, { invited_email: 'one-more@example.com' }, sender).expect(429);
    expect(limited.body).toMatchObject({ detail: INVITATION_MESSAGES.tooManyEmails });
    await invite(eventId, {}, sender).expect(201);
    t.advanceClock(61 * 60 * 1000);
    try {
      await invite(eventId, { invited_email: 'one-more@example.com' }, sender).expect(201);
    } finally {
      t.advanceClock(-61 * 60 * 1000);
    }
  });
});

describe('answering', () => {
  it('shows the invitation publicly by code, without addresses', async () => {
    const eventId = await newEvent({ description: 'Mulled wine after', price_range: '£5' });
    const inv = (await invite(eventId, { invited_email: 'public@example.com', message: 'Hi' }).expect(201)).body as Invitation;
    const res = await t.request().get(`/api/event-invites/invite/${inv.invite_code}`).expect(200);
    const view = PublicInvitationSchema.parse(res.body);
    expect(view).toMatchObject({
      status: 'pending',
      message: 'Hi',
      event: { id: eventId, title: 'Carol evening', description: 'Mulled wine after', price_range: '£5', community_name: 'Choir' },
      invited_by: { full_name: 'Hana Host' },
    });
    expect(JSON.stringify(res.body)).not.toContain('public@example.com');
    const unknown = await t.request().get('/api/event-invites/invite/NOPE').expect(404);
    expect(unknown.body).toMatchObject({ detail: 'Invalid invite code or invitation not found' });
  });

  it('says how many are going, so a stranger holding the link sees the event is alive, and nothing about who', async () => {
    const eventId = await newEvent();
    const inv = (await invite(eventId).expect(201)).body as Invitation;
    const before = PublicInvitationSchema.parse((await t.request().get(`/api/event-invites/invite/${inv.invite_code}`).expect(200)).body);
    for (const who of [host, member]) {
      await t.request().post(`/api/events/${eventId}/rsvp`).set(who.auth).send({ status: 'going' }).expect(200);
    }
    const res = await t.request().get(`/api/event-invites/invite/${inv.invite_code}`).expect(200);
    const view = PublicInvitationSchema.parse(res.body);
    expect(view.going_count).toBe(2);
    expect(before.going_count).toBeLessThanOrEqual(1);
    // A count, not a list: no one's name or id beyond the inviter's.
    expect(JSON.stringify(res.body)).not.toContain(member.email);
    expect(JSON.stringify(res.body)).not.toMatch(/rsvps|attendees/);
  });

  it('accepting opens the event to a non-member and sets their reply to going, once', async () => {
    const eventId = await newEvent({ is_private: true });
    const inv = (await invite(eventId, { invited_email: stranger.email }).expect(201)).body as Invitation;
    expect(inv.invited_user).toMatchObject({ id: stranger.user.id });
    await t.request().get(`/api/events/${eventId}`).set(stranger.auth).expect(404);
    const accepted = await t.request().post('/api/event-invites/join').set(stranger.auth).send({ invite_code: inv.invite_code }).expect(200);
    expect(accepted.body).toMatchObject({ status: 'accepted', event: { id: eventId } });
    expect((accepted.body as Invitation).responded_at).not.toBeNull();
    const event = await t.request().get(`/api/events/${eventId}`).set(stranger.auth).expect(200);
    expect(event.body).toMatchObject({ my_rsvp: 'going', can_edit: false });
    const attending = (await t.request().get('/api/events/attending').set(stranger.auth).expect(200)).body as { id: number }[];
    expect(attending.map((e) => e.id)).toContain(eventId);
    await t.request().post('/api/comments/').set(stranger.auth).send({ event_id: eventId, content: 'Thanks for having me' }).expect(201);
    const again = await t.request().post('/api/event-invites/decline').set(stranger.auth).send({ invite_code: inv.invite_code }).expect(400);
    expect(again.body).toMatchObject({ detail: 'Invitation has expired or has already been responded to' });
  });

  it('accepting an invitation to a full event opens it and puts the invitee on its waitlist; a seat opening seats them', async () => {
    // Two seats: the host's and the member's.
    const eventId = await newEvent({ is_private: true, capacity: 2 });
    const guest = await signUp(t);
    await confirmEmail(t, guest);
    const inv = (await invite(eventId, { invited_email: guest.email }).expect(201)).body as Invitation;
    const toMember = (await invite(eventId, { invited_email: member.email }).expect(201)).body as Invitation;
    await t.request().post('/api/event-invites/join').set(member.auth).send({ invite_code: toMember.invite_code }).expect(200);
    const accepted = await t.request().post('/api/event-invites/join').set(guest.auth).send({ invite_code: inv.invite_code }).expect(200);
    expect(accepted.body).toMatchObject({ status: 'accepted', event: { id: eventId } });
    const waiting = await t.request().get(`/api/events/${eventId}`).set(guest.auth).expect(200);
    expect(waiting.body).toMatchObject({ my_rsvp: 'waitlisted', my_waitlist_position: 1, seats_taken: 2, capacity: 2 });
    await t.request().delete(`/api/events/${eventId}/rsvp`).set(member.auth).expect(200);
    const seated = await t.request().get(`/api/events/${eventId}`).set(guest.auth).expect(200);
    expect(seated.body).toMatchObject({ my_rsvp: 'going', my_waitlist_position: null, seats_taken: 2 });
  });

  it('declining records the answer and opens nothing', async () => {
    const eventId = await newEvent({ is_private: true });
    const someone = await signUp(t);
    const inv = (await invite(eventId, { invited_email: someone.email }).expect(201)).body as Invitation;
    const res = await t.request().post('/api/event-invites/decline').set(someone.auth).send({ invite_code: inv.invite_code }).expect(200);
    expect(res.body).toMatchObject({ status: 'declined' });
    await t.request().get(`/api/events/${eventId}`).set(someone.auth).expect(404);
  });

  it('keeps a shareable link open: each person answers once', async () => {
    const eventId = await newEvent();
    const link = (await invite(eventId).expect(201)).body as Invitation;
    const [a, b] = await Promise.all([signUp(t), signUp(t)]);
    await t.request().post('/api/event-invites/join').set(a.auth).send({ invite_code: link.invite_code }).expect(200);
    await t.request().post('/api/event-invites/decline').set(b.auth).send({ invite_code: link.invite_code }).expect(200);
    await t.request().post('/api/event-invites/join').set(a.auth).send({ invite_code: link.invite_code }).expect(400);
    const view = await t.request().get(`/api/event-invites/invite/${link.invite_code}`).expect(200);
    expect(view.body).toMatchObject({ status: 'pending', is_link: true });
    const received = (await t.request().get('/api/event-invites/my-invites').set(a.auth).expect(200)).body as Invitation[];
    expect(received).toEqual([expect.objectContaining({ status: 'accepted', event: expect.objectContaining({ id: eventId }) as unknown })]);
  });

  it('expires once the event has started or been deleted', async () => {
    const soon = await newEvent({ start_datetime: inFuture(1) });
    const inv = (await invite(soon, { invited_email: 'late@example.com' }).expect(201)).body as Invitation;
    t.advanceClock(2 * 86_400_000);
    try {
      expect((await t.request().get(`/api/event-invites/invite/${inv.invite_code}`).expect(200)).body).toMatchObject({ status: 'expired' });
      await t.request().post('/api/event-invites/join').set(member.auth).send({ invite_code: inv.invite_code }).expect(400);
    } finally {
      t.advanceClock(-2 * 86_400_000);
    }
    const doomed = await newEvent();
    const gone = (await invite(doomed, { invited_email: 'gone@example.com' }).expect(201)).body as Invitation;
    await t.request().delete(`/api/events/${doomed}`).set(host.auth).expect(204);
    const view = await t.request().get(`/api/event-invites/invite/${gone.invite_code}`).expect(200);
    expect(view.body).toMatchObject({ status: 'expired', event: { id: null, title: 'Carol evening' } });
    const accept = await t.request().post('/api/event-invites/join').set(member.auth).send({ invite_code: gone.invite_code }).expect(400);
    expect(accept.body).toMatchObject({ detail: INVITATION_MESSAGES.notPending });
  });
});

describe('lists and cancelling', () => {
  it('lists received invitations, also those sent to my e-mail before I signed up, with a status filter', async () => {
    const eventId = await newEvent();
    await invite(eventId, { invited_email: 'newcomer@example.com' }).expect(201);
    const newcomer = await signUp(t, { email: 'newcomer@example.com' });
    // Registering the address is not owning it: nothing sent to it shows until the mailed link is followed.
    expect((await t.request().get('/api/event-invites/my-invites').set(newcomer.auth).expect(200)).body).toEqual([]);
    await confirmEmail(t, newcomer);
    const all = (await t.request().get('/api/event-invites/my-invites').set(newcomer.auth).expect(200)).body as Invitation[];
    expect(all.map((i) => i.status)).toEqual(['pending']);
    expect((await t.request().get('/api/event-invites/my-invites?status_filter=accepted').set(newcomer.auth).expect(200)).body).toEqual([]);
    await t.request().get('/api/event-invites/my-invites?status_filter=maybe').set(newcomer.auth).expect(400);
  });

  it('lists sent invitations by event, and the event’s invitations for its creator', async () => {
    const eventId = await newEvent();
    await invite(eventId, { invited_email: 'x1@example.com' }).expect(201);
    await invite(eventId).expect(201);
    const sent = (await t.request().get(`/api/event-invites/my-sent-invites?event_id=${eventId}`).set(host.auth).expect(200)).body as Invitation[];
    expect(sent.map((i) => i.is_link)).toEqual([true, false]);
    const forEvent = (await t.request().get(`/api/event-invites/event/${eventId}`).set(host.auth).expect(200)).body as Invitation[];
    expect(forEvent).toHaveLength(2);

    // Someone answers the link: the sender sees who, with the answer, and the status filters find it.
    const link = sent.find((i) => i.is_link) as Invitation;
    await t.request().post('/api/event-invites/join').set(member.auth).send({ invite_code: link.invite_code }).expect(200);
    const withAnswer = (await t.request().get(`/api/event-invites/my-sent-invites?event_id=${eventId}`).set(host.auth).expect(200)).body as Invitation[];
    expect(withAnswer.map((i) => [i.is_link, i.status, i.invited_user?.id ?? null])).toEqual([
      [false, 'accepted', member.user.id],
      [true, 'pending', null],
      [false, 'pending', null],
    ]);
    const accepted = (await t.request().get(`/api/event-invites/my-sent-invites?event_id=${eventId}&status_filter=accepted`).set(host.auth).expect(200)).body as Invitation[];
    expect(accepted.map((i) => i.invited_user?.id)).toEqual([member.user.id]);
    await t.request().get(`/api/event-invites/event/${eventId}`).set(member.auth).expect(403);
  });

  it('cancels only the sender’s own pending invitations', async () => {
    const eventId = await newEvent();
    const pending = (await invite(eventId, { invited_email: 'cancel-me@example.com' }).expect(201)).body as Invitation;
    await t.request().delete(`/api/event-invites/${pending.id}`).set(member.auth).expect(404);
    await t.request().delete(`/api/event-invites/${pending.id}`).set(host.auth).expect(204);
    await t.request().get(`/api/event-invites/invite/${pending.invite_code}`).expect(404);
    const accepted = (await invite(eventId, { invited_email: member.email }).expect(201)).body as Invitation;
    await t.request().post('/api/event-invites/join').set(member.auth).send({ invite_code: accepted.invite_code }).expect(200);
    const refused = await t.request().delete(`/api/event-invites/${accepted.id}`).set(host.auth).expect(400);
    expect(refused.body).toMatchObject({ detail: INVITATION_MESSAGES.cancelPendingOnly });
  });

  it('lets an invited member see a private event and find it among invited events', async () => {
    const eventId = await newEvent({ is_private: true, title: 'Rehearsal' });
    await t.request().get(`/api/events/${eventId}`).set(member.auth).expect(404);
    await invite(eventId, { invited_email: member.email }).expect(201);
    await t.request().get(`/api/events/${eventId}`).set(member.auth).expect(200);
    const invited = (await t.request().get('/api/events/invited').set(member.auth).expect(200)).body as { id: number }[];
    expect(invited.map((e) => e.id)).toContain(eventId);
  });
});
