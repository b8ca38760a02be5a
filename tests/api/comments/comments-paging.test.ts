import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import type { Response } from 'supertest';
import { loadConfig } from '../../../server/config';
import { dbClientName } from '../../../server/db';
import { REPLIES_PER_COMMENT, REPLY_PAGE_DEFAULT } from '@contracts/comments/schemas';
import type { Comment } from '@contracts/comments/schemas';
import { createCommunityWith, createEvent, postComment, signUp } from '../../support/factories';
import type { SignedInUser } from '../../support/factories';
import { createTestApp, relaxedRateLimits } from '../../support/test-app';
import type { TestApp } from '../../support/test-app';

/**
 * Finding 9 of the security review: a discussion was one unbounded answer (5,000 comments, 1.35 MB)
 * and comments could be posted at 300 a second.
 */
const defaults = loadConfig({ NODE_ENV: 'test' });
let t: TestApp;
let host: SignedInUser;
let guest: SignedInUser;
let eventId: number;
const TOP_LEVEL = 45;

beforeAll(async () => {
  // Real comment limit, every other limit relaxed: the seeding below posts 54 comments as the host.
  t = await createTestApp({ rateLimits: { ...relaxedRateLimits(defaults.rateLimits), commentsPerMember: { limit: 1000, windowMs: 60_000 } } });
  host = await signUp(t);
  guest = await signUp(t);
  const community = await createCommunityWith(t, host, [guest], { name: 'Talkers' });
  eventId = (await createEvent(t, host, { community_id: community.id, title: 'Debate', start_datetime: '2031-01-01T19:00:00Z' })).id;
  for (let i = 0; i < TOP_LEVEL; i += 1) {
    const top = await postComment(t, host, { event_id: eventId, content: `Comment ${i}` });
    if (i % 5 === 0) {
      await postComment(t, guest, { event_id: eventId, content: `Reply to ${i}`, parent_id: top.id });
    }
  }
});
afterAll(async () => {
  await t.close();
});

const page = (query: string) => t.request().get(`/api/events/${eventId}/comments${query}`).set(guest.auth);
const nextOf = (link: string | undefined) => (link ? /<\/api(\/events\/\d+\/comments\?[^>]+)>; rel="next"/.exec(link)?.[1] : undefined);

describe('a discussion in pages', () => {
  it('answers 20 top-level comments at a time, newest first, each with its replies, and the total', async () => {
    const first = await page('').expect(200);
    const comments = first.body as Comment[];
    expect(comments).toHaveLength(20);
    expect(comments[0]?.content).toBe(`Comment ${TOP_LEVEL - 1}`);
    expect(first.headers['x-total-count']).toBe(String(TOP_LEVEL + 9));
    const withReply = comments.find((c) => c.content === 'Comment 40');
    expect(withReply?.replies.map((r) => r.content)).toEqual(['Reply to 40']);
  });

  it('follows Link rel="next" through every comment once, unshifted by comments posted meanwhile', async () => {
    const seen: string[] = [];
    let res = await page('?limit=20').expect(200);
    seen.push(...(res.body as Comment[]).map((c) => c.content));
    // Posted after the first page was read: it belongs before page one, never into a later page.
    await t.request().post('/api/comments/').set(host.auth).send({ event_id: eventId, content: 'Late comment' }).expect(201);
    for (let next = nextOf(res.headers.link); next; next = nextOf(res.headers.link)) {
      res = await t.request().get(`/api${next}`).set(guest.auth).expect(200);
      seen.push(...(res.body as Comment[]).map((c) => c.content));
    }
    expect(seen).toEqual(Array.from({ length: TOP_LEVEL }, (_, i) => `Comment ${TOP_LEVEL - 1 - i}`));
    expect(res.headers.link).toBeUndefined();
  });

  it('reads oldest first when asked', async () => {
    const res = await page('?order=oldest&limit=3').expect(200);
    expect((res.body as Comment[]).map((c) => c.content)).toEqual(['Comment 0', 'Comment 1', 'Comment 2']);
    const next = await t.request().get(`/api${nextOf(res.headers.link) ?? ''}`).set(guest.auth).expect(200);
    expect((next.body as Comment[]).map((c) => c.content)).toEqual(['Comment 3', 'Comment 4', 'Comment 5']);
  });

  it('refuses a cursor it did not give and a limit out of bounds, naming the parameter', async () => {
    for (const [query, field] of [
      ['?cursor=not-a-cursor', 'cursor'],
      [`?cursor=${Buffer.from('yesterday|1').toString('base64url')}`, 'cursor'],
      ['?cursor=%00', 'cursor'],
      // Well formed but naming an id no column holds (a 500 on PostgreSQL's 32-bit ids), or not canonical.
      ...['9999999999', '2147483648', '012', '1e3'].map((id) => [`?cursor=${Buffer.from(`2031-01-01T19:00:00.000Z|${id}`).toString('base64url')}`, 'cursor'] as const),
      ['?limit=101', 'limit'],
      ['?limit=0', 'limit'],
      ['?order=random', 'order'],
    ] as const) {
      const res = await page(query).expect(400);
      expect([query, (res.body as { errors?: { field: string }[] }).errors?.[0]?.field]).toEqual([query, field]);
    }
  });
});

describe('a comment with thousands of replies', () => {
  const REPLIES = 5_000;
  let busyEvent: number;
  let busy: Comment;
  beforeAll(async () => {
    const community = await createCommunityWith(t, host, [guest], { name: 'Busy talkers' });
    busyEvent = (await createEvent(t, host, { community_id: community.id, title: 'Hot topic', start_datetime: '2031-02-01T19:00:00Z' })).id;
    busy = await postComment(t, host, { event_id: busyEvent, content: 'Thoughts?' });
    await postComment(t, host, { event_id: busyEvent, content: 'A quiet one' });
    // Seeded in bulk (posting 5,000 replies one by one would take the test minutes): one a second, oldest first.
    const start = Date.parse(busy.created_at);
    const rows = Array.from({ length: REPLIES }, (_, i) => ({
      event_id: busyEvent,
      author_id: host.user.id,
      parent_id: busy.id,
      content: `Reply ${i}`,
      likes_count: 0,
      created_at: new Date(start + (i + 1) * 1000).toISOString(),
    }));
    for (let i = 0; i < rows.length; i += 500) {
      await t.deps.db('comments').insert(rows.slice(i, i + 500));
    }
  });

  const discussionOf = async () => {
    const res = await t.request().get(`/api/events/${busyEvent}/comments`).set(guest.auth).expect(200);
    return { res, comments: res.body as Comment[] };
  };

  it(`comes with its first ${REPLIES_PER_COMMENT} replies, oldest first, how many there are, and where the rest start`, async () => {
    const { res, comments } = await discussionOf();
    const thread = comments.find((c) => c.id === busy.id);
    expect(thread?.replies.map((r) => r.content)).toEqual(Array.from({ length: REPLIES_PER_COMMENT }, (_, i) => `Reply ${i}`));
    expect(thread?.replies_count).toBe(REPLIES);
    expect(typeof thread?.replies_next).toBe('string');
    const quiet = comments.find((c) => c.content === 'A quiet one');
    expect(quiet).toMatchObject({ replies: [], replies_count: 0, replies_next: null });
    expect(res.headers['x-total-count']).toBe(String(REPLIES + 2));
    // Bounded: the page no longer carries every reply (5,000 of them were about 1.3 MB).
    expect(Buffer.byteLength(res.text)).toBeLessThan(40_000);
  });

  it('hands out the rest a page at a time from GET /comments/{id}/replies, each reply once, in order', async () => {
    const { comments } = await discussionOf();
    const thread = comments.find((c) => c.id === busy.id);
    const seen = (thread?.replies ?? []).map((r) => r.content);
    let next: string | undefined = `/comments/${busy.id}/replies?limit=100&cursor=${thread?.replies_next ?? ''}`;
    let pages = 0;
    while (next) {
      const res: Response = await t.request().get(`/api${next}`).set(guest.auth).expect(200);
      expect(res.headers['x-total-count']).toBe(String(REPLIES));
      const replies = res.body as Comment[];
      expect(replies.length).toBeLessThanOrEqual(100);
      expect(replies.every((r) => r.parent_id === busy.id && r.replies.length === 0)).toBe(true);
      seen.push(...replies.map((r) => r.content));
      next = /<\/api(\/comments\/\d+\/replies\?[^>]+)>; rel="next"/.exec(res.headers.link ?? '')?.[1];
      pages += 1;
    }
    expect(pages).toBe(Math.ceil((REPLIES - REPLIES_PER_COMMENT) / 100));
    expect(seen).toEqual(Array.from({ length: REPLIES }, (_, i) => `Reply ${i}`));
  });

  it(`lists the replies from the first without a cursor, ${REPLY_PAGE_DEFAULT} unless asked, and a reply has none`, async () => {
    const first = await t.request().get(`/api/comments/${busy.id}/replies`).set(guest.auth).expect(200);
    expect((first.body as Comment[]).map((r) => r.content)).toEqual(Array.from({ length: REPLY_PAGE_DEFAULT }, (_, i) => `Reply ${i}`));
    expect(first.headers.link).toMatch(/rel="next"/);
    const reply = (first.body as Comment[])[0];
    const none = await t.request().get(`/api/comments/${reply?.id ?? 0}/replies`).set(guest.auth).expect(200);
    expect(none.body).toEqual([]);
    expect(none.headers['x-total-count']).toBe('0');
    expect(none.headers.link).toBeUndefined();
  });

  it('keeps a deleted comment\'s place and its replies reachable', async () => {
    const community = await createCommunityWith(t, host, [guest], { name: 'Placeholders' });
    const eventId2 = (await createEvent(t, host, { community_id: community.id, title: 'Gone', start_datetime: '2031-03-01T19:00:00Z' })).id;
    const top = await postComment(t, host, { event_id: eventId2, content: 'Soon gone' });
    for (let i = 0; i < 52; i += 1) {
      await t.request().post('/api/comments/').set(guest.auth).send({ event_id: eventId2, content: `Still here ${i}`, parent_id: top.id }).expect(201);
    }
    await t.request().delete(`/api/comments/${top.id}`).set(host.auth).expect(204);
    const page = (await t.request().get(`/api/events/${eventId2}/comments`).set(guest.auth).expect(200)).body as Comment[];
    expect(page[0]).toMatchObject({ id: top.id, is_deleted: true, replies_count: 52 });
    expect(page[0]?.replies).toHaveLength(REPLIES_PER_COMMENT);
    const rest = await t.request().get(`/api/comments/${top.id}/replies?cursor=${page[0]?.replies_next ?? ''}`).set(guest.auth).expect(200);
    expect((rest.body as Comment[]).map((r) => r.content)).toEqual(Array.from({ length: 52 - REPLIES_PER_COMMENT }, (_, i) => `Still here ${REPLIES_PER_COMMENT + i}`));
  });

  it('refuses a cursor it did not give and a limit out of bounds, and hides replies of what the caller may not see', async () => {
    for (const [query, field] of [
      ['?cursor=not-a-cursor', 'cursor'],
      [`?cursor=${Buffer.from('2031-01-01T19:00:00.000Z|9999999999').toString('base64url')}`, 'cursor'],
      ['?limit=101', 'limit'],
      ['?limit=0', 'limit'],
      ['?order=newest', 'order'],
    ] as const) {
      const res = await t.request().get(`/api/comments/${busy.id}/replies${query}`).set(guest.auth).expect(400);
      expect([query, (res.body as { errors?: { field: string }[] }).errors?.[0]?.field]).toEqual([query, field]);
    }
    const outsider = await signUp(t);
    const hidden = await t.request().get(`/api/comments/${busy.id}/replies`).set(outsider.auth).expect(404);
    expect(hidden.body).toMatchObject({ detail: 'Comment not found' });
    await t.request().get('/api/comments/2147483647/replies').set(guest.auth).expect(404);
  });
});

describe('the cost of a discussion page', () => {
  it('reads the replies of the page\'s comments by their parent, never every comment or every member, whatever ANALYZE says (SQLite)', async () => {
    if (dbClientName(t.deps.db) !== 'sqlite') {
      return;
    }
    const seen: { sql: string; bindings: readonly unknown[] }[] = [];
    const listener = (query: { sql: string; bindings?: readonly unknown[] }) => seen.push({ sql: query.sql, bindings: query.bindings ?? [] });
    t.deps.db.on('query', listener);
    try {
      await page('').expect(200);
    } finally {
      t.deps.db.off('query', listener);
    }
    const statement = seen.find((q) => /^\s*with page as/i.test(q.sql));
    expect(statement).toBeDefined();
    const planOf = async () => {
      const rows = await t.deps.db.raw<{ detail: string }[]>(`explain query plan ${statement?.sql ?? ''}`, statement?.bindings[0] as Record<string, Knex.RawBinding>);
      return rows.map((row) => row.detail);
    };
    for (const plan of [await planOf(), (await t.deps.db.raw('analyze'), await planOf())]) {
      // Each comment of the page reads its first replies as a range of the (event, parent, created_at)
      // index that ends at the last one shown (a bounded seek, however long the thread), and counts
      // its replies in the parent index.
      expect(plan).toContain('SEARCH c USING INDEX comments_event_id_parent_id_created_at_index (event_id=? AND parent_id=? AND created_at<?)');
      expect(plan).toContain('SEARCH n USING COVERING INDEX comments_parent_id_index (parent_id=?)');
      expect(plan.filter((step) => /^SCAN (c|u|r|n)\b/.test(step))).toEqual([]);
    }
  });
});

describe('posting comments', () => {
  it('is limited per member: 20 a minute, then 429 with Retry-After, and other members still post', async () => {
    const limited = await createTestApp({ rateLimits: defaults.rateLimits });
    try {
      const a = await signUp(limited);
      const b = await signUp(limited);
      const community = await limited.request().post('/api/communities/').set(a.auth).send({ name: 'Fast talkers' }).expect(201);
      await limited.request().post('/api/communities/join').set(b.auth).send({ invite_code: (community.body as { invite_code: string }).invite_code }).expect(200);
      const event = await limited.request().post('/api/events/').set(a.auth).send({ community_id: (community.body as { id: number }).id, title: 'Quick', start_datetime: '2031-01-01T19:00:00Z' }).expect(201);
      const post = (who: SignedInUser, content: string) => limited.request().post('/api/comments/').set(who.auth).send({ event_id: (event.body as { id: number }).id, content });
      for (let i = 0; i < 20; i += 1) {
        await post(a, `Message ${i}`).expect(201);
      }
      const refused = await post(a, 'One too many').expect(429);
      expect(refused.body).toEqual({ detail: 'You are posting comments too quickly. Please wait 1 minute and try again.', code: 'rate_limited' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      await post(b, 'I can still talk').expect(201);
    } finally {
      await limited.close();
    }
  });
});
