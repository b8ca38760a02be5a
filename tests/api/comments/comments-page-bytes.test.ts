import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Response } from 'supertest';
import { COMMENT_MAX_LENGTH, DISCUSSION_PAGE_MAX_BYTES } from '@contracts/comments/schemas';
import type { Comment } from '@contracts/comments/schemas';
import { createCommunityWith, createEvent, signUp } from '../../support/factories';
import type { SignedInUser } from '../../support/factories';
import { createTestApp } from '../../support/test-app';
import type { TestApp } from '../../support/test-app';

/**
 * Issue 28, finding 9: a discussion page could be 5.4 MB (20 threads x 51 comments x 5,000
 * characters on the default page; limit=100 about 27 MB). A page is now bounded by bytes as well as
 * by count, and what does not fit is still reached by the same cursors: every comment once.
 */
let t: TestApp;
let host: SignedInUser;
let guest: SignedInUser;
let eventId: number;
const THREADS = 20;
const REPLIES_EACH = 50;
/** The longest comment there is, in a script that takes three bytes a character (quotes and newlines escaped in JSON too). */
const longText = (label: string) => `${label} "${'漢'.repeat(COMMENT_MAX_LENGTH - label.length - 4)}"\n.`;
const labelOf = (content: string) => content.split(' ')[0] ?? '';

beforeAll(async () => {
  t = await createTestApp();
  host = await signUp(t);
  guest = await signUp(t);
  const community = await createCommunityWith(t, host, [guest], { name: 'Long talkers' });
  eventId = (await createEvent(t, host, { community_id: community.id, title: 'Essays', start_datetime: '2031-04-01T19:00:00Z' })).id;
  // Seeded in bulk, one a second: 20 threads of 50 replies, every comment as long as allowed.
  const start = Date.parse('2030-01-01T00:00:00.000Z');
  let second = 0;
  for (let thread = 0; thread < THREADS; thread += 1) {
    const [top] = await t.deps.db('comments')
      .insert({ event_id: eventId, author_id: host.user.id, parent_id: null, content: longText(`T${thread}`), likes_count: 0, created_at: new Date(start + (second += 1) * 1000).toISOString() })
      .returning<{ id: number }[]>('id');
    const replies = Array.from({ length: REPLIES_EACH }, (_, reply) => ({
      event_id: eventId,
      author_id: guest.user.id,
      parent_id: top?.id,
      content: longText(`T${thread}R${reply}`),
      likes_count: 0,
      created_at: new Date(start + (second += 1) * 1000).toISOString(),
    }));
    await t.deps.db.batchInsert('comments', replies, 25);
  }
});
afterAll(async () => {
  await t.close();
});

const get = (path: string) => t.request().get(`/api${path}`).set(guest.auth).expect(200);
const nextOf = (res: Response) => /<\/api([^>]+)>; rel="next"/.exec(res.headers.link ?? '')?.[1];
const bytesOf = (res: Response) => Buffer.byteLength(res.text);

describe('a discussion of the longest comments there are', () => {
  it('answers a page within its byte bound, the default page and limit=100 alike', async () => {
    for (const query of ['', '?limit=100', '?order=oldest&limit=100']) {
      const res = await get(`/events/${eventId}/comments${query}`);
      expect([query, bytesOf(res)]).toEqual([query, expect.any(Number)]);
      expect(bytesOf(res)).toBeLessThanOrEqual(DISCUSSION_PAGE_MAX_BYTES);
      // Still a page: at least one thread, the total and where the rest starts.
      expect((res.body as Comment[]).length).toBeGreaterThan(0);
      expect(res.headers['x-total-count']).toBe(String(THREADS * (1 + REPLIES_EACH)));
      expect(nextOf(res)).toBeDefined();
    }
    const replies = await get(`/comments/${((await get(`/events/${eventId}/comments`)).body as Comment[])[0]?.id ?? 0}/replies?limit=100`);
    expect(bytesOf(replies)).toBeLessThanOrEqual(DISCUSSION_PAGE_MAX_BYTES);
  });

  it('loses nothing: following Link rel="next" and each thread\'s replies_next reaches every comment once, in order, each page within the bound', async () => {
    const seen: string[] = [];
    let largest = 0;
    for (let path: string | undefined = `/events/${eventId}/comments?order=oldest`; path; ) {
      const res = await get(path);
      largest = Math.max(largest, bytesOf(res));
      for (const thread of res.body as Comment[]) {
        seen.push(labelOf(thread.content), ...thread.replies.map((reply) => labelOf(reply.content)));
        expect(thread.replies_count).toBe(REPLIES_EACH);
        if (thread.replies.length < REPLIES_EACH) {
          expect(typeof thread.replies_next).toBe('string');
        }
        for (let more = thread.replies_next ? `/comments/${thread.id}/replies?limit=100&cursor=${thread.replies_next}` : undefined; more; ) {
          const page = await get(more);
          largest = Math.max(largest, bytesOf(page));
          seen.push(...(page.body as Comment[]).map((reply) => labelOf(reply.content)));
          more = nextOf(page);
        }
      }
      path = nextOf(res);
    }
    expect(largest).toBeLessThanOrEqual(DISCUSSION_PAGE_MAX_BYTES);
    expect(seen).toEqual(Array.from({ length: THREADS }, (_, thread) => [`T${thread}`, ...Array.from({ length: REPLIES_EACH }, (_, reply) => `T${thread}R${reply}`)]).flat());
  });
});
