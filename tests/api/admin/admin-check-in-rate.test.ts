import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminTimeseries } from '@contracts/admin/schemas';
import { confirmEmail, createCommunity, createEvent, joinCommunity, rsvp, signUp } from '../../support/factories';
import type { OwnedCommunity, SignedInUser } from '../../support/factories';
import { createTestApp } from '../../support/test-app';
import type { TestApp } from '../../support/test-app';

/**
 * The dashboard's check-in rate: per UTC day of event start, of the members going to that day's
 * events that used check-in, the share checked in. Events start on chosen days before today, so the
 * test holds at any hour.
 */

const DAY = 86_400_000;
let t: TestApp;
let admin: SignedInUser;
let host: SignedInUser;
let club: OwnedCommunity;
const members: SignedInUser[] = [];

/** The UTC date `days` before today, and an instant on it. */
const dateAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString().slice(0, 10);
const at = (days: number, time: string) => `${dateAgo(days)}T${time}Z`;

beforeAll(async () => {
  t = await createTestApp({ adminEmails: new Set(['rate-admin@example.com']) });
  admin = await signUp(t, { email: 'rate-admin@example.com' });
  await confirmEmail(t, admin);
  host = await signUp(t);
  club = await createCommunity(t, host);
  for (let i = 0; i < 4; i += 1) {
    const member = await signUp(t);
    await joinCommunity(t, member, club);
    members.push(member);
  }
});
afterAll(async () => {
  await t.close();
});

const member = (i: number) => members[i] as SignedInUser;

/** An event of the host starting then, with these members going (the host goes too), and these people checked in. */
async function eventWith(start: string, going: number[], checkedIn: SignedInUser[]): Promise<number> {
  const event = await createEvent(t, host, { community_id: club.id, start_datetime: start });
  for (const i of going) {
    await rsvp(t, member(i), event.id);
  }
  for (const who of checkedIn) {
    await t.request().post(`/api/events/${event.id}/check-ins`).set(host.auth).send({ user_id: who.user.id }).expect(200);
  }
  return event.id;
}

describe('the check-in rate', () => {
  it('is per UTC day of event start, over the events that used check-in; null with 0 events on other days', async () => {
    // Two days ago: 6 going to two events that used check-in, 4 of them checked in: 66.7 %.
    const first = await eventWith(at(2, '00:00:00.000'), [0, 1, 2, 3], [host, member(0)]);
    await eventWith(at(2, '23:59:59.999'), [0], [host, member(0)]);
    // A member checked in who changed to not going since counts on neither side.
    await t.request().post(`/api/events/${first}/check-ins`).set(host.auth).send({ user_id: member(3).user.id }).expect(200);
    await rsvp(t, member(3), first, 'not_going');
    // Yesterday: one event with only a walk-in (it used check-in: 0 of 2 going), one that did not use it.
    const walkInOnly = await eventWith(at(1, '18:00:00.000'), [1], []);
    await t.request().post(`/api/events/${walkInOnly}/walk-ins`).set(host.auth).send({ id: randomUUID(), name: 'Walk-in' }).expect(201);
    await eventWith(at(1, '19:00:00.000'), [0, 1], []);
    // Eight days ago, outside the 7 days: 1 of 2 going.
    await eventWith(at(8, '12:00:00.000'), [0], [host]);

    const body = (await t.request().get('/api/admin/stats/timeseries?days=7').set(admin.auth).expect(200)).body as AdminTimeseries;
    expect(body.check_in_rate).toHaveLength(7);
    expect(body.check_in_rate.map((day) => day.date)).toEqual([6, 5, 4, 3, 2, 1, 0].map(dateAgo));
    const byDate = new Map(body.check_in_rate.map((day) => [day.date, day]));
    expect(byDate.get(dateAgo(2))).toEqual({ date: dateAgo(2), rate: 66.7, events: 2 });
    expect(byDate.get(dateAgo(1))).toEqual({ date: dateAgo(1), rate: 0, events: 1 });
    for (const days of [6, 5, 4, 3, 0]) {
      expect(byDate.get(dateAgo(days))).toEqual({ date: dateAgo(days), rate: null, events: 0 });
    }
    const ninety = (await t.request().get('/api/admin/stats/timeseries?days=90').set(admin.auth).expect(200)).body as AdminTimeseries;
    expect(ninety.check_in_rate.find((day) => day.date === dateAgo(8))).toEqual({ date: dateAgo(8), rate: 50, events: 1 });
  });
});
