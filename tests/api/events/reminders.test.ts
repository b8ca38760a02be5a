import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PushPayloadSchema } from '@contracts/push/schemas';
import { UserSchema } from '@contracts/users/schemas';
import { wallTimeToUtc, utcToWallTime } from '@contracts/events/event-time';
import { sendDueReminders } from '../../../server/features/events/reminders/send-reminders';
import { confirmEmail, createCommunity, createEvent, joinCommunity, signUp } from '../../support/factories';
import type { OwnedCommunity, SignedInUser } from '../../support/factories';
import { createTestApp } from '../../support/test-app';
import type { TestApp } from '../../support/test-app';

/**
 * Reminders before events, on the app's clock moved forward: a day before and an hour before, once
 * each, to members holding a seat who want them; again for a moved event's new time; never for a
 * cancelled event.
 */

const ZONE = 'Europe/London';
const HOUR = 3_600_000;

let t: TestApp;
let host: SignedInUser;
let going: SignedInUser;
let maybe: SignedInUser;
let waiting: SignedInUser;
let optedOut: SignedInUser;
let byEmail: SignedInUser;
let community: OwnedCommunity;

beforeAll(async () => {
  t = await createTestApp();
  host = await signUp(t, { full_name: 'Hana Host' });
  [going, maybe, waiting, optedOut, byEmail] = await Promise.all([signUp(t), signUp(t), signUp(t), signUp(t), signUp(t)]);
  community = await createCommunity(t, host, { name: 'Folk club' });
  for (const who of [going, maybe, waiting, optedOut, byEmail]) {
    await joinCommunity(t, who, community);
  }
  await confirmEmail(t, byEmail);
  await t.request().put('/api/auth/me/settings').set(optedOut.auth).send({ remind_day_before: false }).expect(200);
  await t.request().put('/api/auth/me/settings').set(byEmail.auth).send({ remind_by_email: true }).expect(200);
});
afterAll(async () => {
  await t.close();
});

/** 19:00 in London two days after the app's today: its day-before reminder is always ahead. */
function nineteenHundredInTwoDays(): string {
  const today = utcToWallTime(t.deps.clock(), ZONE).date;
  const day = new Date(Date.parse(`${today}T12:00:00Z`) + 2 * 24 * HOUR).toISOString().slice(0, 10);
  return wallTimeToUtc(day, '19:00', ZONE).toISOString();
}

const moveClockTo = (iso: string) => t.advanceClock(Math.max(0, Date.parse(iso) - t.deps.clock().getTime()));

/** An event at the Old Inn with a seat each for host and going (capacity 3), maybe, someone waiting, and two more going. */
async function folkNight(start: string): Promise<number> {
  const event = await createEvent(t, host, { community_id: community.id, title: 'Folk night', start_datetime: start, time_zone: ZONE, location: 'Old Inn', capacity: 4 });
  for (const [who, status] of [[going, 'going'], [optedOut, 'going'], [byEmail, 'going'], [maybe, 'maybe'], [waiting, 'going']] as const) {
    await t.request().post(`/api/events/${event.id}/rsvp`).set(who.auth).send({ status }).expect(200);
  }
  return event.id;
}

/** The reminders queued for an event: who each push job went to, and its words. */
async function remindersOf(eventId: number) {
  const jobs = await t.deps.db('push_jobs').select<{ user_ids: string; payload: string }[]>('user_ids', 'payload');
  return jobs
    .map((job) => ({ to: JSON.parse(job.user_ids) as number[], ...PushPayloadSchema.parse(JSON.parse(job.payload)) }))
    .filter((job) => job.tag === `reminder-${eventId}`);
}

describe('reminders before an event', () => {
  it('go a day before and an hour before, once each, to members with a seat who want them', async () => {
    const start = nineteenHundredInTwoDays();
    const id = await folkNight(start);
    moveClockTo(new Date(Date.parse(start) - 24 * HOUR - 60_000).toISOString());
    await sendDueReminders(t.deps);
    expect(await remindersOf(id)).toEqual([]);

    moveClockTo(new Date(Date.parse(start) - 24 * HOUR + 20_000).toISOString());
    await sendDueReminders(t.deps);
    await sendDueReminders(t.deps);
    const dayBefore = await remindersOf(id);
    expect(dayBefore).toHaveLength(1);
    expect(dayBefore[0]).toMatchObject({ title: 'Folk night', body: 'Tomorrow 19:00 at Old Inn', url: `/events/${id}` });
    // The host and members going; not maybe, not waiting for a seat, not who turned day-before reminders off.
    expect(new Set(dayBefore[0]!.to)).toEqual(new Set([host.user.id, going.user.id, byEmail.user.id]));

    moveClockTo(new Date(Date.parse(start) - HOUR + 20_000).toISOString());
    await sendDueReminders(t.deps);
    const both = await remindersOf(id);
    expect(both).toHaveLength(2);
    expect(both[1]).toMatchObject({ body: 'Today 19:00 at Old Inn' });
    expect(new Set(both[1]!.to)).toEqual(new Set([host.user.id, going.user.id, optedOut.user.id, byEmail.user.id]));

    // By e-mail too for who chose it (with a proven address), each reminder once.
    const mails = await t.deps.db('mail_jobs').where({ kind: 'reminder', recipient: byEmail.email }).select<{ subject: string; text: string }[]>('subject', 'text');
    expect(mails.map((mail) => mail.subject)).toEqual(['Reminder: Folk night, Tomorrow 19:00', 'Reminder: Folk night, Today 19:00']);
    expect(mails[0]!.text).toContain('Where: Old Inn');
  });

  it('go again for a moved event\'s new time, and never for a cancelled one', async () => {
    const start = nineteenHundredInTwoDays();
    const moved = await folkNight(start);
    const cancelled = await folkNight(start);
    moveClockTo(new Date(Date.parse(start) - 24 * HOUR + 20_000).toISOString());
    await t.request().delete(`/api/events/${cancelled}`).set(host.auth).expect(204);
    await sendDueReminders(t.deps);
    expect(await remindersOf(moved)).toHaveLength(1);
    expect(await t.deps.db('push_jobs').where('payload', 'like', `%reminder-${cancelled}"%`)).toEqual([]);

    const later = new Date(Date.parse(start) + 24 * HOUR).toISOString();
    await t.request().put(`/api/events/${moved}`).set(host.auth).send({ start_datetime: later }).expect(200);
    await sendDueReminders(t.deps);
    expect(await remindersOf(moved)).toHaveLength(1);
    moveClockTo(new Date(Date.parse(later) - 24 * HOUR + 20_000).toISOString());
    await sendDueReminders(t.deps);
    const reminders = await remindersOf(moved);
    expect(reminders).toHaveLength(2);
    expect(reminders[1]).toMatchObject({ body: 'Tomorrow 19:00 at Old Inn' });
  });

  it('are not sent to a member no longer going', async () => {
    const start = nineteenHundredInTwoDays();
    const id = await folkNight(start);
    await t.request().post(`/api/events/${id}/rsvp`).set(going.auth).send({ status: 'not_going' }).expect(200);
    moveClockTo(new Date(Date.parse(start) - 24 * HOUR + 20_000).toISOString());
    await sendDueReminders(t.deps);
    const [reminder] = await remindersOf(id);
    expect(reminder?.to).not.toContain(going.user.id);
    // The seat went to the member waiting, who is reminded instead.
    expect(reminder?.to).toContain(waiting.user.id);
  });
});

describe('reminder settings', () => {
  it('are on by default, changed one at a time, and a bad value is a 400 naming the field', async () => {
    const member = await signUp(t);
    const me = UserSchema.parse((await t.request().get('/api/auth/me').set(member.auth).expect(200)).body);
    expect(me).toMatchObject({ remind_day_before: true, remind_hour_before: true, remind_by_email: false });
    const changed = await t.request().put('/api/auth/me/settings').set(member.auth).send({ remind_hour_before: false }).expect(200);
    expect(changed.body).toMatchObject({ remind_day_before: true, remind_hour_before: false, google_calendar_global_auto_sync: false });
    const bad = await t.request().put('/api/auth/me/settings').set(member.auth).send({ remind_by_email: 'yes' }).expect(400);
    expect((bad.body as { detail: string }).detail).toContain('remind_by_email');
    await t.request().put('/api/auth/me/settings').set(member.auth).send({}).expect(400);
  });
});
