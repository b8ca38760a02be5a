import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noneMatchHits } from '../../server/http/conditional-get';
import { signUp } from '../support/factories';
import type { SignedInUser } from '../support/factories';
import { createTestApp } from '../support/test-app';
import type { TestApp } from '../support/test-app';

/** ETag and If-None-Match on lists and details (issue 19): an unchanged answer costs a 304 with no body. */
let t: TestApp;
let owner: SignedInUser;
let member: SignedInUser;
let communityId: number;
let eventId: number;

beforeAll(async () => {
  t = await createTestApp();
  [owner, member] = await Promise.all([signUp(t), signUp(t)]);
  const created = await t.request().post('/api/communities/').set(owner.auth).send({ name: 'Revalidators' }).expect(201);
  communityId = (created.body as { id: number }).id;
  await t.request().post('/api/communities/join').set(member.auth).send({ invite_code: (created.body as { invite_code: string }).invite_code }).expect(200);
  const event = await t.request().post('/api/events/').set(owner.auth).send({ community_id: communityId, title: 'Evening swim', start_datetime: '2031-06-01T18:00:00Z' }).expect(201);
  eventId = (event.body as { id: number }).id;
  await t.request().post('/api/comments/').set(member.auth).send({ event_id: eventId, content: 'See you there' }).expect(201);
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
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
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
