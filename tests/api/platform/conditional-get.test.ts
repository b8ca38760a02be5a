import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbClientName } from '../../../server/db';
import { noneMatchHits } from '../../../server/http/conditional-get';
import { confirmEmail, createCommunity, createCommunityWith, createEvent, joinCommunity, postComment, rsvp, signUp } from '../../support/factories';
import type { SignedInUser } from '../../support/factories';
import { createTestApp } from '../../support/test-app';
import type { TestApp } from '../../support/test-app';

/** ETag and If-None-Match on lists and details (issue 19): an unchanged answer costs a 304 with no body. */
let t: TestApp;
let owner: SignedInUser;
let member: SignedInUser;
let communityId: number;
let eventId: number;

beforeAll(async () => {
  t = await createTestApp();
  [owner, member] = await Promise.all([signUp(t), signUp(t)]);
  communityId = (await createCommunityWith(t, owner, [member], { name: 'Revalidators' })).id;
  eventId = (await createEvent(t, owner, { community_id: communityId, title: 'Evening swim', start_datetime: '2031-06-01T18:00:00Z' })).id;
  await postComment(t, member, { event_id: eventId, content: 'See you there' });
});
afterAll(async () => {
  await t.close();
});

const get = (who: SignedInUser, path: string, headers: Record<string, string> = {}) => t.request().get(path).set(who.auth).set(headers);

describe.each([
  ['a community’s events', () => `/api/events/community/${communityId}?when=upcoming&limit=50`],
  ['the attending list', () => '/api/events/attending'],
  ['an event', () => `/api/events/${eventId}`],
  ['a discussion page', () => `/api/events/${eventId}/comments`],
])('%s', (_label, path) => {
  it('carries a weak ETag and answers the same tag with 304 and no body, also when the request says no-cache (as browsers do)', async () => {
    await t.request().post(`/api/events/${eventId}/rsvp`).set(member.auth).send({ status: 'going' }).expect(200);
    const first = await get(member, path()).expect(200);
    const etag = first.headers.etag as string;
    // The answer's hash, and for the hot reads a stamp (until when, and a MAC) after '~'.
    expect(etag).toMatch(/^W\/"[\w-]+(~[\w:.-]*~[\w-]+)?"$/);
    const again = await get(member, path(), { 'If-None-Match': etag, 'Cache-Control': 'no-cache' }).expect(304);
    expect(again.text ?? '').toBe('');
    expect(again.headers.etag).toBe(etag);
    // The tag names the answer, not its encoding: asked compressed, the tag and the 304 are the same.
    const zipped = await get(member, path(), { 'Accept-Encoding': 'gzip' }).expect(200);
    expect(zipped.headers.etag).toBe(etag);
    await get(member, path(), { 'If-None-Match': `"other", ${etag}`, 'Accept-Encoding': 'gzip, br' }).expect(304);
  });

  it('changes when what the member would see changes, and is the member’s own', async () => {
    await t.request().post(`/api/events/${eventId}/rsvp`).set(member.auth).send({ status: 'going' }).expect(200);
    const before = (await get(member, path()).expect(200)).headers.etag as string;
    await t.request().post(`/api/events/${eventId}/rsvp`).set(member.auth).send({ status: 'maybe' }).expect(200);
    await t.request().post('/api/comments/').set(owner.auth).send({ event_id: eventId, content: 'Bring goggles' }).expect(201);
    const after = await get(member, path(), { 'If-None-Match': before }).expect(200);
    expect(after.headers.etag).not.toBe(before);
    // The owner's answer differs (their rights, their reply): the member's tag is not theirs.
    await get(owner, path(), { 'If-None-Match': after.headers.etag as string }).expect(200);
  });
});

describe('a 304 of a discussion page', () => {
  it('still says how many comments there are and where the next page is', async () => {
    const first = await get(member, `/api/events/${eventId}/comments?limit=1`).expect(200);
    const again = await get(member, `/api/events/${eventId}/comments?limit=1`, { 'If-None-Match': first.headers.etag as string }).expect(304);
    expect(again.headers['x-total-count']).toBe(first.headers['x-total-count']);
    expect(again.headers.link).toBe(first.headers.link);
  });
});

/** The statements of the events feature run while `work` ran (authentication's aside). */
async function eventStatements(work: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  const listener = (query: { sql: string }) => seen.push(query.sql);
  t.deps.db.on('query', listener);
  try {
    await work();
  } finally {
    t.deps.db.off('query', listener);
  }
  return seen.filter((sql) => /\b(events|event_rsvps|communities)\b/.test(sql));
}

describe('revalidating a hot read (SQLite: the database says whether anything was written)', () => {
  const sqlite = () => dbClientName(t.deps.db) === 'sqlite';
  const hot = [
    ['a community’s upcoming events', () => `/api/events/community/${communityId}?when=upcoming&limit=50`],
    ['a community’s events', () => `/api/events/community/${communityId}?when=all`],
    ['the attending list', () => '/api/events/attending?when=upcoming'],
    ['an event', () => `/api/events/${eventId}`],
  ] as const;

  it.each(hot)('%s: an unchanged answer costs a 304 and no statement at all', async (_label, path) => {
    if (!sqlite()) {
      return;
    }
    await t.request().post(`/api/events/${eventId}/rsvp`).set(member.auth).send({ status: 'going' }).expect(200);
    const etag = (await get(member, path()).expect(200)).headers.etag as string;
    let again: { status: number; headers: Record<string, string> } | undefined;
    const statements = await eventStatements(async () => {
      again = await get(member, path(), { 'If-None-Match': etag });
    });
    expect(again?.status).toBe(304);
    expect(again?.headers.etag).toBe(etag);
    expect(statements).toEqual([]);
  });

  /**
   * Every kind of write that changes what the member sees changes the answer and its tag: the
   * revalidation with the tag from before reads again and answers 200 with what changed.
   */
  it('reads again after each kind of write the member could see, and answers the new answer', async () => {
    if (!sqlite()) {
      return;
    }
    const friend = await signUp(t, { full_name: 'Fran Friend' });
    const code = ((await get(owner, `/api/communities/${communityId}`).expect(200)).body as { invite_code: string }).invite_code;
    await joinCommunity(t, friend, { invite_code: code });
    await confirmEmail(t, member);
    const secretId = (await createEvent(t, owner, { community_id: communityId, title: 'Secret swim', start_datetime: '2031-06-02T18:00:00Z', is_private: true })).id;
    await rsvp(t, member, eventId);
    const writes: [string, () => Promise<unknown>][] = [
      ['another member answers', () => t.request().post(`/api/events/${eventId}/rsvp`).set(friend.auth).send({ status: 'going' }).expect(200)],
      ['a person going renames themself', () => t.request().patch('/api/auth/me').set(friend.auth).send({ full_name: 'Frances Friend' }).expect(200)],
      ['the event is edited', () => t.request().put(`/api/events/${eventId}`).set(owner.auth).send({ title: 'Evening swim, warm' }).expect(200)],
      ['the community is renamed', () => t.request().put(`/api/communities/${communityId}/settings`).set(owner.auth).send({ name: 'Revalidators united' }).expect(200)],
      ['the member is made an admin', () => t.request().put(`/api/communities/${communityId}/members/${member.user.id}/admin`).set(owner.auth).send({ is_admin: true }).expect(200)],
      ['the member is no longer an admin', () => t.request().put(`/api/communities/${communityId}/members/${member.user.id}/admin`).set(owner.auth).send({ is_admin: false }).expect(200)],
      ['the member is invited by e-mail to a private event', () => t.request().post('/api/event-invites/').set(owner.auth).send({ event_id: secretId, invited_email: member.email }).expect(201)],
      ['the member answers', () => t.request().post(`/api/events/${eventId}/rsvp`).set(member.auth).send({ status: 'maybe' }).expect(200)],
      ['the private event is deleted', () => t.request().delete(`/api/events/${secretId}`).set(owner.auth).expect(204)],
    ];
    const paths = [`/api/events/community/${communityId}?when=upcoming&limit=50`, '/api/events/attending?when=all', `/api/events/${eventId}`];
    const held = new Map<string, { etag: string; text: string }>();
    for (const path of paths) {
      const res = await get(member, path).expect(200);
      held.set(path, { etag: res.headers.etag as string, text: res.text });
    }
    for (const [write, run] of writes) {
      await run();
      const changed = [];
      for (const path of paths) {
        const before = held.get(path) as { etag: string; text: string };
        const res = await get(member, path, { 'If-None-Match': before.etag });
        if (res.status === 200) {
          expect(res.headers.etag, `${write}: ${path}`).not.toBe(before.etag);
          held.set(path, { etag: res.headers.etag as string, text: res.text });
          changed.push(path);
        } else {
          // Unchanged: the answer read now is the one the member holds.
          expect([write, path, res.status, (await get(member, path).expect(200)).text]).toEqual([write, path, 304, before.text]);
        }
      }
      // Each write changes at least the community page or the event the member looks at.
      expect(changed.length, write).toBeGreaterThan(0);
    }
  });

  it('a write the member cannot see is read and found unchanged: still a 304', async () => {
    if (!sqlite()) {
      return;
    }
    const path = `/api/events/${eventId}`;
    const etag = (await get(member, path).expect(200)).headers.etag as string;
    const elsewhere = await createCommunity(t, owner, { name: 'Elsewhere' });
    await createEvent(t, owner, { community_id: elsewhere.id, title: 'Not yours', start_datetime: '2031-07-01T18:00:00Z' });
    const statements = await eventStatements(() => get(member, path, { 'If-None-Match': etag }).expect(304));
    expect(statements.length).toBeGreaterThan(0);
  });

  it('an upcoming page’s tag holds until its first event starts, and its instant cannot be moved', async () => {
    if (!sqlite()) {
      return;
    }
    const soonCommunity = (await createCommunity(t, owner, { name: 'Soon' })).id;
    const startsAt = new Date(t.deps.clock().getTime() + 3_600_000).toISOString();
    const soon = await createEvent(t, owner, { community_id: soonCommunity, title: 'In an hour', start_datetime: startsAt });
    await createEvent(t, owner, { community_id: soonCommunity, title: 'Tomorrow', start_datetime: new Date(t.deps.clock().getTime() + 86_400_000).toISOString() });
    const path = `/api/events/community/${soonCommunity}?when=upcoming`;
    const first = await get(owner, path).expect(200);
    const etag = first.headers.etag as string;
    expect(etag).toContain(`~${startsAt}~`);
    expect(await eventStatements(() => get(owner, path, { 'If-None-Match': etag }).expect(304))).toEqual([]);
    // A tag that claims to hold longer is not this server's.
    const forged = etag.replace(`~${startsAt}~`, '~2099-01-01T00:00:00.000Z~');
    t.advanceClock(2 * 3_600_000);
    const later = await get(owner, path, { 'If-None-Match': etag }).expect(200);
    expect((later.body as { id: number }[]).map((e) => e.id)).not.toContain(soon.id);
    await get(owner, path, { 'If-None-Match': forged }).expect(200);
    await get(owner, path, { 'If-None-Match': later.headers.etag as string }).expect(304);
  });
});

describe('a page of a list', () => {
  it('changes its tag when only its paging headers change (a comment beyond a full first page, oldest first)', async () => {
    const id = (await createEvent(t, owner, { community_id: communityId, title: 'Long talk', start_datetime: '2031-07-01T18:00:00Z' })).id;
    for (let i = 1; i <= 20; i += 1) {
      await postComment(t, member, { event_id: id, content: `Point ${i}` });
    }
    const path = `/api/events/${id}/comments?order=oldest&limit=20`;
    const first = await get(owner, path).expect(200);
    expect(first.headers['x-total-count']).toBe('20');
    expect(first.headers.link).toBeUndefined();
    await t.request().post('/api/comments/').set(member.auth).send({ event_id: id, content: 'Point 21' }).expect(201);
    // The page's comments are the same 20, but the discussion has 21 and a next page: a 304 would
    // leave the member's heading at 20 and no way to the 21st.
    const again = await get(owner, path, { 'If-None-Match': first.headers.etag as string }).expect(200);
    expect(again.body).toEqual(first.body);
    expect(again.headers['x-total-count']).toBe('21');
    expect(again.headers.link).toContain('rel="next"');
  });
});

describe('If-None-Match', () => {
  it.each([
    ['W/"abc"', true],
    ['"abc"', true],
    ['"x", W/"abc"', true],
    ['*', true],
    ['W/"abd"', false],
    ['', false],
  ])('%s against W/"abc": %s', (header, hits) => {
    expect(noneMatchHits(header, 'W/"abc"')).toBe(hits);
  });
});

describe('the documents every client may keep', () => {
  it.each(['/api/openapi.json', '/api/developer/docs'])('%s: the same weak tag rule as every GET, answered 304 whatever Cache-Control the request carries', async (path) => {
    const first = await t.request().get(path).expect(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    expect(first.headers['cache-control']).toBe('no-cache');
    for (const cacheControl of ['no-cache', 'max-age=0', undefined]) {
      const req = t.request().get(path).set('If-None-Match', etag);
      const again = await (cacheControl ? req.set('Cache-Control', cacheControl) : req);
      expect(again.status, String(cacheControl)).toBe(304);
    }
  });
});
