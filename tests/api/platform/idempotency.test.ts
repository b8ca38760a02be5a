import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommunityWith, createEvent, signUp } from '../../support/factories';
import type { SignedInUser } from '../../support/factories';
import { createTestApp, relaxedRateLimits } from '../../support/test-app';
import type { TestApp } from '../../support/test-app';

let t: TestApp;
let host: SignedInUser;
let member: SignedInUser;
let eventId: number;

beforeAll(async () => {
  t = await createTestApp();
  [host, member] = await Promise.all([signUp(t), signUp(t)]);
  const c = await createCommunityWith(t, host, [member], { name: 'Venue' });
  eventId = (await createEvent(t, host, { community_id: c.id, title: 'Gig', start_datetime: '2031-05-01T20:00:00Z' })).id;
});
afterAll(async () => {
  await t.close();
});

let n = 0;
const newKey = () => `key-${Date.now()}-${(n += 1)}`;
const comment = (key: string, content: string, who = member) =>
  t.request().post('/api/comments/').set(who.auth).set('Idempotency-Key', key).send({ event_id: eventId, content });
const commentsWith = async (content: string) => t.deps.db('comments').where({ event_id: eventId, content });

describe('Idempotency-Key', () => {
  it('runs a write once and answers a replay with the stored response', async () => {
    const key = newKey();
    const first = await comment(key, 'Once only').expect(201);
    const replay = await comment(key, 'Once only').expect(201);
    expect(replay.body).toEqual(first.body);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(await commentsWith('Once only')).toHaveLength(1);
  });

  it('creates no duplicate when the same write arrives three times at once', async () => {
    const key = newKey();
    const results = await Promise.all([1, 2, 3].map(() => comment(key, 'Concurrent')));
    for (const res of results) {
      expect([201, 409]).toContain(res.status);
    }
    expect(results.filter((r) => r.status === 201).length).toBeGreaterThanOrEqual(1);
    expect(await commentsWith('Concurrent')).toHaveLength(1);
    // After the first finished, every retry is a replay.
    await comment(key, 'Concurrent').expect(201);
    expect(await commentsWith('Concurrent')).toHaveLength(1);
  });

  it('refuses the same key with a different body with a 422', async () => {
    const key = newKey();
    await comment(key, 'First body').expect(201);
    const res = await comment(key, 'Second body').expect(422);
    expect(res.body).toMatchObject({ code: 'idempotency_key_reused' });
    expect(await commentsWith('Second body')).toHaveLength(0);
  });

  it('keeps keys per user', async () => {
    const key = newKey();
    await comment(key, 'Mine', member).expect(201);
    await comment(key, 'Mine', host).expect(201);
    expect(await commentsWith('Mine')).toHaveLength(2);
  });

  it('replays RSVPs, cancellations and deletes to the same answer', async () => {
    const rsvpKey = newKey();
    const rsvp = () => t.request().post(`/api/events/${eventId}/rsvp`).set(member.auth).set('Idempotency-Key', rsvpKey).send({ status: 'going' });
    await rsvp().expect(200);
    await rsvp().expect(200);
    expect(await t.deps.db('event_rsvps').where({ event_id: eventId, user_id: member.user.id })).toHaveLength(1);

    const created = await comment(newKey(), 'To delete').expect(201);
    const deleteKey = newKey();
    const remove = () => t.request().delete(`/api/comments/${(created.body as { id: number }).id}`).set(member.auth).set('Idempotency-Key', deleteKey);
    await remove().expect(204);
    const replay = await remove().expect(204);
    expect(replay.headers['idempotent-replayed']).toBe('true');
  });

  it('stores client errors too, so a replay gets the same 4xx', async () => {
    const key = newKey();
    const bad = await comment(key, '   ').expect(400);
    const again = await comment(key, '   ').expect(400);
    expect(again.body).toEqual(bad.body);
  });

  it('refuses a key longer than 200 characters, and leaves requests without a key alone', async () => {
    await comment('k'.repeat(201), 'Too long key').expect(400);
    await t.request().post('/api/comments/').set(member.auth).send({ event_id: eventId, content: 'No key' }).expect(201);
    await t.request().post('/api/comments/').set(member.auth).send({ event_id: eventId, content: 'No key' }).expect(201);
    expect(await commentsWith('No key')).toHaveLength(2);
  });

  it('still answers 401 to a write without a session', async () => {
    await t.request().post('/api/comments/').set('Idempotency-Key', newKey()).send({ event_id: eventId, content: 'x' }).expect(401);
  });

  it('runs a write again when its first attempt was cut off mid-request (claimed, never answered, over a minute ago)', async () => {
    const key = newKey();
    // What a crash leaves: the key claimed for this very request, with no answer stored.
    await comment(key, 'Cut off').expect(201);
    await t.deps.db('comments').where({ event_id: eventId, content: 'Cut off' }).delete();
    await t.deps.db('idempotency_keys').where({ user_id: member.user.id, key }).update({ status: null, response_body: null });

    // Within the minute it may still be running: retry later.
    const early = await comment(key, 'Cut off').expect(409);
    expect(early.body).toMatchObject({ code: 'idempotency_in_progress' });
    t.advanceClock(61 * 1000);
    try {
      await comment(key, 'Cut off').expect(201);
      expect(await commentsWith('Cut off')).toHaveLength(1);
      // And from then on it is an ordinary replay.
      expect((await comment(key, 'Cut off').expect(201)).headers['idempotent-replayed']).toBe('true');
    } finally {
      t.advanceClock(-61 * 1000);
    }
  });

  it('forgets a key after a day', async () => {
    const key = newKey();
    await comment(key, 'Yesterday').expect(201);
    t.advanceClock(25 * 60 * 60 * 1000);
    try {
      await comment(key, 'Today').expect(201);
    } finally {
      t.advanceClock(-25 * 60 * 60 * 1000);
    }
  });
});

describe('Idempotency-Key and rate limits', () => {
  it('does not keep a 429 as the write\'s answer: the retry after Retry-After runs the write', async () => {
    const base = await createTestApp();
    const limited = await createTestApp({ rateLimits: { ...relaxedRateLimits(base.deps.config.rateLimits), commentsPerMember: { limit: 1, windowMs: 1_500 } } });
    await base.close();
    try {
      const [owner] = await Promise.all([signUp(limited)]);
      const made = await limited.request().post('/api/communities/').set(owner.auth).send({ name: 'Limited' }).expect(201);
      const event = await limited.request().post('/api/events/').set(owner.auth).send({ community_id: (made.body as { id: number }).id, title: 'Talk', start_datetime: '2031-05-01T20:00:00Z' }).expect(201);
      const post = (key: string, content: string) =>
        limited.request().post('/api/comments/').set(owner.auth).set('Idempotency-Key', key).send({ event_id: (event.body as { id: number }).id, content });
      await post('first', 'One').expect(201);
      const refused = await post('second', 'Two').expect(429);
      expect(refused.headers['retry-after']).toBeDefined();
      await new Promise((resolve) => setTimeout(resolve, 1_600));
      const retried = await post('second', 'Two').expect(201);
      expect(retried.headers['idempotent-replayed']).toBeUndefined();
      expect(await limited.deps.db('comments').where({ content: 'Two' })).toHaveLength(1);
    } finally {
      await limited.close();
    }
  });
});
