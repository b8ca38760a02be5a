import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventDetailSchema } from '@contracts/events/schemas';
import type { EventDetail } from '@contracts/events/schemas';
import type { OwnedCommunity, SignedInUser } from '../../support/factories';
import { createWeeklyRun, listedSeriesDates } from '../../support/series';
import { startHostAndMembers } from '../../support/host-and-members';
import type { TestApp } from '../../support/test-app';

/**
 * Seats of a recurring event: each date has its own seats and its own waitlist. Going to every date
 * seats the member on the dates with a seat left and puts them in line on the others; a capacity
 * changed for all dates seats, date by date, whoever waits there; dates made later are filled by
 * the members going to every date, in the order they answered.
 */

let t: TestApp;
let host: SignedInUser;
let community: OwnedCommunity;
let members: SignedInUser[];

beforeAll(async () => {
  ({ t, host, community, members } = await startHostAndMembers('Tuesday runners', ['Ada', 'Ben', 'Cai']));
});
afterAll(async () => {
  await t.close();
});

const ada = () => members[0]!;
const ben = () => members[1]!;
const cai = () => members[2]!;

/** A weekly run with two seats a date: the host's (the organiser goes to every date) and one more. */
const twoSeatRun = () => createWeeklyRun(t, host, community.id, { capacity: 2 });

const answer = (who: SignedInUser, eventId: number, body: Record<string, unknown>) =>
  t.request().post(`/api/events/${eventId}/rsvp`).set(who.auth).send(body).expect(200);

async function detail(id: number): Promise<EventDetail> {
  return EventDetailSchema.parse((await t.request().get(`/api/events/${id}`).set(host.auth).expect(200)).body);
}

/** Who is seated and who waits (in line order) on one date, by name. */
async function seats(id: number): Promise<{ going: string[]; waiting: string[] }> {
  const event = await detail(id);
  const names = (status: string) =>
    event.rsvps
      .filter((r) => r.status === status)
      .sort((a, b) => (a.waitlist_position ?? 0) - (b.waitlist_position ?? 0))
      .map((r) => r.user.full_name ?? '');
  return { going: names('going').sort(), waiting: names('waitlisted') };
}

describe('a recurring event with a capacity', () => {
  it('gives each date its own seats and waitlist: going to every date seats the member where a seat is left and puts them in line where none is', async () => {
    const first = await twoSeatRun();
    const seriesId = first.series!.id;
    const dates = await listedSeriesDates(t, host, community.id, seriesId);
    expect(dates.every((date) => date.capacity === 2 && date.seats_taken === 1)).toBe(true);
    const [d0, d1, d2] = [dates[0]!, dates[1]!, dates[2]!];
    // Ada takes the second date's last seat, alone.
    await answer(ada(), d1.id, { status: 'going' });
    // Ben goes to every date: seated on all but the second, first in line there.
    const bens = EventDetailSchema.parse((await answer(ben(), d0.id, { status: 'going', scope: 'series' })).body);
    expect(bens).toMatchObject({ my_rsvp: 'going', series: { my_rsvp: 'going' } });
    const seen = await listedSeriesDates(t, ben(), community.id, seriesId);
    expect(seen.filter((date) => date.my_rsvp === 'waitlisted').map((date) => date.id)).toEqual([d1.id]);
    expect(seen.filter((date) => date.id !== d1.id).every((date) => date.my_rsvp === 'going')).toBe(true);
    // Cai goes to every date too: waiting everywhere, behind Ben on the second date.
    await answer(cai(), d0.id, { status: 'going', scope: 'series' });
    expect(await seats(d0.id)).toEqual({ going: ['Ben', 'Hana Host'], waiting: ['Cai'] });
    expect(await seats(d1.id)).toEqual({ going: ['Ada', 'Hana Host'], waiting: ['Ben', 'Cai'] });
    expect(await seats(d2.id)).toEqual({ going: ['Ben', 'Hana Host'], waiting: ['Cai'] });
    expect(EventDetailSchema.parse((await t.request().get(`/api/events/${d1.id}`).set(cai().auth).expect(200)).body).my_waitlist_position).toBe(2);

    // Ada's seat on the second date opens: Ben, first in line there, takes it; other dates are as they were.
    await t.request().delete(`/api/events/${d1.id}/rsvp`).set(ada().auth).expect(200);
    expect(await seats(d1.id)).toEqual({ going: ['Ben', 'Hana Host'], waiting: ['Cai'] });
    expect(await seats(d0.id)).toEqual({ going: ['Ben', 'Hana Host'], waiting: ['Cai'] });
  });

  it('a capacity raised for all dates seats, on each date, the first waiting there', async () => {
    const first = await twoSeatRun();
    const dates = await listedSeriesDates(t, host, community.id, first.series!.id);
    const [d0, d1] = [dates[0]!, dates[1]!];
    await answer(ada(), d1.id, { status: 'going' });
    await answer(ben(), d0.id, { status: 'going', scope: 'series' });
    await answer(cai(), d0.id, { status: 'going', scope: 'series' });
    expect(await seats(d1.id)).toEqual({ going: ['Ada', 'Hana Host'], waiting: ['Ben', 'Cai'] });

    await t.request().put(`/api/events/${d0.id}`).query({ scope: 'all' }).set(host.auth).send({ capacity: 3 }).expect(200);
    expect(await seats(d0.id)).toEqual({ going: ['Ben', 'Cai', 'Hana Host'], waiting: [] });
    expect(await seats(d1.id)).toEqual({ going: ['Ada', 'Ben', 'Hana Host'], waiting: ['Cai'] });
    expect(await seats(dates[5]!.id)).toEqual({ going: ['Ben', 'Cai', 'Hana Host'], waiting: [] });

    // Lowered again, nobody loses a seat: the dates are over capacity until members leave.
    await t.request().put(`/api/events/${d0.id}`).query({ scope: 'all' }).set(host.auth).send({ capacity: 2 }).expect(200);
    expect(await seats(dates[5]!.id)).toEqual({ going: ['Ben', 'Cai', 'Hana Host'], waiting: [] });
    expect(await detail(dates[5]!.id)).toMatchObject({ capacity: 2, seats_taken: 3 });
  });

  it('dates made later are filled by the members going to every date in the order they answered, the rest in line in that order', async () => {
    const first = await twoSeatRun();
    const seriesId = first.series!.id;
    // Cai answers before Ben: on dates made later, Cai has the seat and Ben is first in line.
    await answer(cai(), first.id, { status: 'going', scope: 'series' });
    await answer(ben(), first.id, { status: 'going', scope: 'series' });
    await answer(ada(), first.id, { status: 'going', scope: 'series' });
    const made = await listedSeriesDates(t, host, community.id, seriesId, 30);
    const later = await listedSeriesDates(t, host, community.id, seriesId, 40);
    const added = later.filter((date) => !made.some((one) => one.id === date.id));
    expect(added.length).toBeGreaterThan(5);
    for (const date of [added[0]!, added.at(-1)!]) {
      expect(await seats(date.id)).toEqual({ going: ['Cai', 'Hana Host'], waiting: ['Ben', 'Ada'] });
    }
    const bens = await listedSeriesDates(t, ben(), community.id, seriesId, 40);
    expect(bens.find((date) => date.id === added[0]!.id)).toMatchObject({ my_rsvp: 'waitlisted', seats_taken: 2, capacity: 2 });
  });
});
