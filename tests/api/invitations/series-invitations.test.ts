import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventDetailSchema } from '@contracts/events/schemas';
import type { EventDetail } from '@contracts/events/schemas';
import { wallTimeToUtc } from '@contracts/events/event-time';
import { InvitationSchema } from '@contracts/invitations/schemas';
import type { Invitation } from '@contracts/invitations/schemas';
import { confirmEmail, createCommunity, createEvent, joinCommunity, signUp } from '../../support/factories';
import type { OwnedCommunity, SignedInUser } from '../../support/factories';
import { createTestApp } from '../../support/test-app';
import type { TestApp } from '../../support/test-app';

/**
 * Invitations to a recurring event (issue 30): to one date, or with `series` to every date from it
 * on. The e-mail and the push notification say which; accepting answers for that date or for every date.
 * The invitees are members of the community, so they see every date (an accepted invitation opens
 * its own date to someone from outside the community).
 */

let t: TestApp;
let host: SignedInUser;
let community: OwnedCommunity;

const ZONE = 'Europe/London';
const WEEKLY_TUESDAY = { frequency: 'weekly', interval: 1, weekdays: ['TU'], ending: { type: 'never' } } as const;
/** "Tue 8 Dec, 19:00 (London)": a date of the run as the notification and the rule's words write it. */
const SHORT_WHEN = /[A-Z][a-z]{2} \d{1,2} [A-Z][a-z]{2}, 19:00 \(London\)/;

beforeAll(async () => {
  t = await createTestApp();
  host = await signUp(t, { full_name: 'Hana Host' });
  community = await createCommunity(t, host, { name: 'Tuesday runners' });
});
afterAll(async () => {
  await t.close();
});

/** The first Tuesday at least a week from now, at 19:00 in London. */
function nextTuesday(): string {
  const day = new Date(Date.now() + 7 * 86_400_000);
  while (day.getUTCDay() !== 2) {
    day.setUTCDate(day.getUTCDate() + 1);
  }
  return wallTimeToUtc(day.toISOString().slice(0, 10), '19:00', ZONE).toISOString();
}

const createRun = () =>
  createEvent(t, host, { community_id: community.id, title: 'Tuesday run', start_datetime: nextTuesday(), time_zone: ZONE, location: 'Park gates', repeat: WEEKLY_TUESDAY } as never);

/** The run's first three dates, as their ids (the rows made ahead). */
async function firstDates(run: EventDetail): Promise<number[]> {
  const rows = await t.deps.db('events').where({ series_id: run.series?.id }).orderBy('start_at').limit(3).select<{ id: number }[]>('id');
  return rows.map((row) => row.id);
}

const invite = (body: Record<string, unknown>) => t.request().post('/api/event-invites/').set(host.auth).send(body);

async function myAnswer(who: SignedInUser, eventId: number): Promise<EventDetail> {
  return EventDetailSchema.parse((await t.request().get(`/api/events/${eventId}`).set(who.auth).expect(200)).body);
}

async function pushBodyFor(code: string): Promise<string | undefined> {
  const jobs = await t.deps.db('push_jobs').select<{ payload: string }[]>('payload');
  const payload = jobs.map((job) => JSON.parse(job.payload) as { body: string; url: string }).find((one) => one.url === `/join-event/${code}`);
  return payload?.body;
}

describe('an invitation to every date of a recurring event', () => {
  it('says the rule in its e-mail and notification, and accepting it answers going for every date from that one on', async () => {
    const run = await createRun();
    const [, second, third] = await firstDates(run);
    const guest = await signUp(t, { full_name: 'Gus Guest' });
    await confirmEmail(t, guest);
    await joinCommunity(t, guest, community);
    const res = await invite({ event_id: second, invited_email: guest.email, series: true }).expect(201);
    const invitation: Invitation = InvitationSchema.parse(res.body);
    expect(invitation.series).toBe(true);

    const mail = await t.mailer.waitForMailTo(guest.email, 2000, 'Invitation: Tuesday run');
    expect(mail.text).toContain('Hana Host invited you to every date of Tuesday run.');
    expect(mail.text).toMatch(new RegExp(`When: Every Tuesday from ${SHORT_WHEN.source}`));
    expect(await pushBodyFor(invitation.invite_code)).toMatch(new RegExp(`^Hana Host invited you · Every Tuesday from ${SHORT_WHEN.source}$`));

    const accepted = await t.request().post('/api/event-invites/join').set(guest.auth).send({ invite_code: invitation.invite_code }).expect(200);
    expect(accepted.body).toMatchObject({ status: 'accepted', series: true });
    expect(await myAnswer(guest, second ?? 0)).toMatchObject({ my_rsvp: 'going', series: { my_rsvp: 'going' } });
    expect(await myAnswer(guest, third ?? 0)).toMatchObject({ my_rsvp: 'going' });
  });

  it('through a shareable link, answers every date for each person who accepts it', async () => {
    const run = await createRun();
    const [first, second] = await firstDates(run);
    const link = InvitationSchema.parse((await invite({ event_id: first, series: true }).expect(201)).body);
    const runner = await signUp(t);
    await joinCommunity(t, runner, community);
    const answer = await t.request().post('/api/event-invites/join').set(runner.auth).send({ invite_code: link.invite_code }).expect(200);
    expect(answer.body).toMatchObject({ series: true, is_link: false });
    expect(await myAnswer(runner, second ?? 0)).toMatchObject({ my_rsvp: 'going' });
  });

  it('is refused for an event that does not repeat, naming the field', async () => {
    const single = await createEvent(t, host, { community_id: community.id, title: 'Quiz night' });
    const refused = await invite({ event_id: single.id, series: true }).expect(400);
    expect(refused.body).toMatchObject({ code: 'validation_error', errors: [{ field: 'series', message: 'This event does not repeat' }] });
    await invite({ event_id: single.id, series: 'yes' }).expect(400);
  });
});

describe('an invitation to one date of a recurring event', () => {
  it('names that date as one of a weekly event, and accepting it answers for that date alone', async () => {
    const run = await createRun();
    const [first, second] = await firstDates(run);
    const guest = await signUp(t, { full_name: 'Ona Once' });
    await confirmEmail(t, guest);
    await joinCommunity(t, guest, community);
    const invitation = InvitationSchema.parse((await invite({ event_id: first, invited_email: guest.email }).expect(201)).body);
    expect(invitation.series).toBe(false);

    const mail = await t.mailer.waitForMailTo(guest.email, 2000, 'Invitation: Tuesday run');
    expect(mail.text).toContain('Hana Host invited you to Tuesday run.');
    // The full date, as a single event's mail writes it, then what it is one date of.
    expect(mail.text).toMatch(/When: Tuesday, \d{1,2} [A-Z][a-z]+ \d{4}, 19:00 \(London\), one date of a weekly event/);
    expect(await pushBodyFor(invitation.invite_code)).toMatch(new RegExp(`^Hana Host invited you · ${SHORT_WHEN.source}, one date of a weekly event$`));

    await t.request().post('/api/event-invites/join').set(guest.auth).send({ invite_code: invitation.invite_code }).expect(200);
    expect(await myAnswer(guest, first ?? 0)).toMatchObject({ my_rsvp: 'going', series: { my_rsvp: null } });
    expect(await myAnswer(guest, second ?? 0)).toMatchObject({ my_rsvp: null });
  });
});
