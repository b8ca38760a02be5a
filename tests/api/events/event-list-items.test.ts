import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventListItemSchema } from '@contracts/events/schemas';
import type { EventListItem } from '@contracts/events/schemas';
import { signUp } from '../../support/factories';
import type { SignedInUser } from '../../support/factories';
import { createTestApp } from '../../support/test-app';
import type { TestApp } from '../../support/test-app';

/** What a list item carries: what an event card shows (issue 19: lighter lists; the detail endpoint carries the rest). */
const LIST_ITEM_KEYS = [
  'can_delete',
  'can_edit',
  'capacity',
  'community_id',
  'community_name',
  'end_datetime',
  'going_preview',
  'id',
  'is_creator',
  'is_private',
  'location',
  'my_rsvp',
  'rsvp_counts',
  'seats_taken',
  'series_id',
  'start_datetime',
  'time_zone',
  'title',
];

let t: TestApp;
let owner: SignedInUser;
let people: SignedInUser[];
let communityId: number;

const future = (days: number, hour = 18) => new Date(Date.UTC(2031, 0, 1 + days, hour)).toISOString();

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUp(t, { full_name: 'Olive Owner' });
  people = await Promise.all(['Priya Patel', 'Kwame Mensah', '', 'Ana Souza', 'Ben Ode'].map((full_name) => signUp(t, { full_name: full_name || null })));
  const created = await t.request().post('/api/communities/').set(owner.auth).send({ name: 'Lido swimmers' }).expect(201);
  communityId = (created.body as { id: number }).id;
  const code = (created.body as { invite_code: string }).invite_code;
  for (const who of people) {
    await t.request().post('/api/communities/join').set(who.auth).send({ invite_code: code }).expect(200);
  }
});
afterAll(async () => {
  await t.close();
});

async function createEvent(fields: Record<string, unknown>): Promise<number> {
  const res = await t.request().post('/api/events/').set(owner.auth).send({ community_id: communityId, title: 'Dawn swim', start_datetime: future(1), ...fields });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return (res.body as { id: number }).id;
}

const rsvp = (who: SignedInUser, id: number, status: string) => t.request().post(`/api/events/${id}/rsvp`).set(who.auth).send({ status }).expect(200);

async function listed(who: SignedInUser, path: string): Promise<EventListItem[]> {
  const res = await t.request().get(`/api/events/${path}`).set(who.auth).expect(200);
  return (res.body as unknown[]).map((item) => EventListItemSchema.parse(item));
}

describe('event list items', () => {
  it('carry what a card shows: times, place, counts, the first three people going by name, my answer, what I may do', async () => {
    const id = await createEvent({ title: 'Lido at dawn', description: 'Meet by the gate.\n\nBring a towel.', location: 'Lido gate', end_datetime: future(1, 19), time_zone: 'Europe/London' });
    const [priya, kwame, nameless, ana, ben] = people as [SignedInUser, SignedInUser, SignedInUser, SignedInUser, SignedInUser];
    // The host is going from the start; here they step back, so the preview is the members' own replies.
    expect((await listed(owner, 'my')).find((e) => e.id === id)).toMatchObject({ my_rsvp: 'going', rsvp_counts: { going: 1, maybe: 0, not_going: 0 } });
    await t.request().delete(`/api/events/${id}/rsvp`).set(owner.auth).expect(200);
    await rsvp(ben, id, 'maybe');
    await rsvp(kwame, id, 'going');
    await rsvp(nameless, id, 'going');
    await rsvp(priya, id, 'not_going');
    await rsvp(ana, id, 'going');
    await rsvp(priya, id, 'going');

    const res = await t.request().get(`/api/events/community/${communityId}?when=upcoming`).set(kwame.auth).expect(200);
    const item = (res.body as Record<string, unknown>[]).find((e) => e.id === id);
    expect(Object.keys(item ?? {}).sort()).toEqual(LIST_ITEM_KEYS);
    expect(item).toEqual({
      id,
      title: 'Lido at dawn',
      start_datetime: future(1),
      end_datetime: future(1, 19),
      time_zone: 'Europe/London',
      location: 'Lido gate',
      is_private: false,
      community_id: communityId,
      community_name: 'Lido swimmers',
      rsvp_counts: { going: 4, maybe: 1, not_going: 0, waitlisted: 0 },
      // No limit on seats: four going take four.
      capacity: null,
      seats_taken: 4,
      // The earliest replies that are going now (a changed answer keeps its place), by full name, else username.
      going_preview: [
        { id: kwame.user.id, name: 'Kwame Mensah' },
        { id: nameless.user.id, name: nameless.user.username },
        { id: priya.user.id, name: 'Priya Patel' },
      ],
      my_rsvp: 'going',
      can_edit: false,
      can_delete: false,
      is_creator: false,
      series_id: null,
    });
    // The same event in the viewer's attending list has the same shape; the creator may change it.
    expect((await listed(kwame, 'attending')).find((e) => e.id === id)).toEqual(item);
    expect((await listed(owner, 'my')).find((e) => e.id === id)).toMatchObject({ my_rsvp: null, can_edit: true, can_delete: true, is_creator: true });
    // The detail carries the rest.
    const detail = (await t.request().get(`/api/events/${id}`).set(kwame.auth).expect(200)).body as { description: string; rsvps: unknown[] };
    expect(detail.description).toBe('Meet by the gate.\n\nBring a towel.');
    expect(detail.rsvps).toHaveLength(5);
  });

  it('carry no description, which no list screen shows: a 10,000-character event is as small an item as one without', async () => {
    const words = Array.from({ length: 2000 }, (_, i) => `word${i}`).join(' ');
    const long = await createEvent({ title: 'Read', description: words.slice(0, 10_000), start_datetime: future(2) });
    const bare = await createEvent({ title: 'Bare', start_datetime: future(2, 19) });
    const items = await listed(owner, `community/${communityId}`);
    const size = (id: number) => Buffer.byteLength(JSON.stringify(items.find((e) => e.id === id)));
    expect(size(long)).toBe(size(bare));
    // About 420 bytes: a card's fields, with the seats it shows ("Full", "3 seats left") since issue 31.
    expect(size(long)).toBeLessThan(450);
    const detail = (await t.request().get(`/api/events/${long}`).set(owner.auth).expect(200)).body as { description: string };
    expect(detail.description).toBe(words.slice(0, 10_000));
  });
});

describe('the attending list', () => {
  it('follows an event moved in time: its place among the upcoming, and into the past', async () => {
    const [viewer] = people as [SignedInUser];
    const later = await createEvent({ title: 'Later swim', start_datetime: future(40) });
    const sooner = await createEvent({ title: 'Sooner swim', start_datetime: future(41) });
    await rsvp(viewer, later, 'going');
    await rsvp(viewer, sooner, 'maybe');
    const order = async (when: string) => (await listed(viewer, `attending?when=${when}`)).map((e) => e.id).filter((id) => id === later || id === sooner);
    expect(await order('upcoming')).toEqual([later, sooner]);
    await t.request().put(`/api/events/${sooner}`).set(owner.auth).send({ start_datetime: future(39) }).expect(200);
    expect(await order('upcoming')).toEqual([sooner, later]);
    await t.request().put(`/api/events/${later}`).set(owner.auth).send({ start_datetime: new Date(Date.now() - 86_400_000).toISOString() }).expect(200);
    expect(await order('upcoming')).toEqual([sooner]);
    expect(await order('past')).toEqual([later]);
  });
});

describe('a list page', () => {
  /**
   * Statements that read events or communities while `path` was answered: authentication aside (its
   * cache may have run out meanwhile), and background workers' polls (mail, calendar sync) aside.
   */
  async function statementsFor(who: SignedInUser, path: string): Promise<string[]> {
    const seen: string[] = [];
    const listener = (query: { sql: string }) => seen.push(query.sql);
    t.deps.db.on('query', listener);
    try {
      await t.request().get(`/api/events/${path}`).set(who.auth).expect(200);
    } finally {
      t.deps.db.off('query', listener);
    }
    return seen.filter((sql) => /^\s*(select|with)\b/i.test(sql) && /\b(events|communities)\b/.test(sql) && !/\bsessions\b/.test(sql));
  }

  it('costs the same statements for 2 events as for 40, each with replies, whoever asks', async () => {
    const created = await t.request().post('/api/communities/').set(owner.auth).send({ name: 'Counting' }).expect(201);
    const id = (created.body as { id: number }).id;
    const code = (created.body as { invite_code: string }).invite_code;
    const [viewer, friend] = people as [SignedInUser, SignedInUser];
    await t.request().post('/api/communities/join').set(viewer.auth).send({ invite_code: code }).expect(200);
    await t.request().post('/api/communities/join').set(friend.auth).send({ invite_code: code }).expect(200);
    const make = async (n: number) => {
      const res = await t.request().post('/api/events/').set(owner.auth).send({ community_id: id, title: `E${n}`, start_datetime: future(10 + n), is_private: n % 5 === 0 }).expect(201);
      const eventId = (res.body as { id: number }).id;
      if (n % 5 !== 0) {
        await rsvp(friend, eventId, 'going');
        await rsvp(viewer, eventId, n % 2 ? 'going' : 'maybe');
      }
    };
    for (let n = 0; n < 2; n += 1) {
      await make(n);
    }
    const few = await statementsFor(viewer, `community/${id}?when=upcoming`);
    const fewAttending = await statementsFor(viewer, 'attending?when=upcoming');
    for (let n = 2; n < 40; n += 1) {
      await make(n);
    }
    const many = await statementsFor(viewer, `community/${id}?when=upcoming`);
    expect(many).toHaveLength(few.length);
    // The community with the viewer's membership, then the page.
    expect(few).toHaveLength(2);
    expect((await statementsFor(viewer, 'attending?when=upcoming')).length).toBe(fewAttending.length);
    // The private events the viewer did not answer are not theirs to see.
    expect((await listed(viewer, `community/${id}?when=upcoming`)).length).toBe(32);
  });
});
