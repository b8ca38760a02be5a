import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { COMMENT_MESSAGES, CommentSchema } from '@contracts/comments/schemas';
import type { Comment } from '@contracts/comments/schemas';
import * as commentsRepo from '../../../server/features/comments/repo';
import { createCommunity, createCommunityWith, createEvent, postComment, signUp } from '../../support/factories';
import type { SignedInUser } from '../../support/factories';
import { createTestApp } from '../../support/test-app';
import type { TestApp } from '../../support/test-app';

let t: TestApp;
let host: SignedInUser;
let ann: SignedInUser;
let bob: SignedInUser;
let outsider: SignedInUser;
let eventId: number;

beforeAll(async () => {
  t = await createTestApp();
  [host, ann, bob, outsider] = await Promise.all([
    signUp(t, { full_name: 'Hana Host' }),
    signUp(t, { full_name: 'Ann Attendee' }),
    signUp(t, { full_name: null }),
    signUp(t),
  ]);
  const { id } = await createCommunityWith(t, host, [ann, bob], { name: 'Chess club' });
  eventId = (await createEvent(t, host, { community_id: id, title: 'Blitz night', start_datetime: '2031-01-01T19:00:00Z' })).id;
});
afterAll(async () => {
  await t.close();
});

const post = (who: SignedInUser, body: Record<string, unknown>) => t.request().post('/api/comments/').set(who.auth).send({ event_id: eventId, ...body });
const thread = async (who: SignedInUser) =>
  ((await t.request().get(`/api/events/${eventId}/comments`).set(who.auth).expect(200)).body as unknown[]).map((c) => CommentSchema.parse(c));

describe('posting comments and replies', () => {
  it('trims the content and answers the comment with its author', async () => {
    const res = await post(ann, { content: '  Who brings the clocks?  ' }).expect(201);
    expect(CommentSchema.parse(res.body)).toMatchObject({
      content: 'Who brings the clocks?',
      event_id: eventId,
      parent_id: null,
      author: { id: ann.user.id, full_name: 'Ann Attendee' },
      likes_count: 0,
      is_liked_by_user: false,
      is_deleted: false,
      can_delete: true,
      replies: [],
    });
  });

  it('nests replies one level under their comment, and refuses a reply to a reply', async () => {
    const top = (await post(ann, { content: 'Top' }).expect(201)).body as Comment;
    const reply = (await post(bob, { content: 'A reply', parent_id: top.id }).expect(201)).body as Comment;
    const res = await post(ann, { content: 'Too deep', parent_id: reply.id }).expect(400);
    expect(res.body).toMatchObject({ detail: `parent_id: ${COMMENT_MESSAGES.replyToReply}` });
    const found = (await thread(host)).find((c) => c.id === top.id);
    expect(found?.replies.map((r) => [r.id, r.content, r.can_delete])).toEqual([[reply.id, 'A reply', false]]);
  });

  it('refuses empty, oversized and misplaced comments with a 400 naming the field', async () => {
    expect((await post(ann, { content: '   ' }).expect(400)).body).toMatchObject({ detail: 'content: Comment cannot be empty' });
    expect((await post(ann, { content: 'x'.repeat(5001) }).expect(400)).body).toMatchObject({
      detail: 'content: Comment must be at most 5,000 characters',
    });
    await post(ann, { content: 'x'.repeat(5000) }).expect(201);
    expect((await post(ann, { content: 'x', author_id: 1 }).expect(400)).body).toMatchObject({ detail: 'author_id: Unknown field: author_id' });
  });

  it('refuses a reply whose parent is gone (404), was deleted (409) or is on another event (400), each with its own reason', async () => {
    const top = (await post(ann, { content: 'Who has a spare board?' }).expect(201)).body as Comment;
    const answer = (await post(bob, { content: 'I do', parent_id: top.id }).expect(201)).body as Comment;
    await t.request().delete(`/api/comments/${top.id}`).set(ann.auth).expect(204);

    // A plain sentence, no 'parent_id: ' prefix: an offline reply shows the member this detail.
    const deleted = await post(host, { content: 'Me too', parent_id: top.id }).expect(409);
    expect(deleted.body).toEqual({
      detail: COMMENT_MESSAGES.parentDeleted,
      code: 'parent_deleted',
      errors: [{ field: 'parent_id', message: COMMENT_MESSAGES.parentDeleted }],
    });
    expect((await thread(host)).find((c) => c.id === top.id)?.replies.map((r) => r.id)).toEqual([answer.id]);

    // The placeholder goes with its last reply: now the parent does not exist at all.
    await t.request().delete(`/api/comments/${answer.id}`).set(bob.auth).expect(204);
    const gone = await post(host, { content: 'Me too', parent_id: top.id }).expect(404);
    expect(gone.body).toMatchObject({ detail: COMMENT_MESSAGES.parentNotFound, code: 'parent_not_found' });
    expect((await post(ann, { content: 'x', parent_id: 999999 }).expect(404)).body).toMatchObject({ detail: COMMENT_MESSAGES.parentNotFound });

    const community = await createCommunity(t, host, { name: 'Go club' });
    const other = await createEvent(t, host, { community_id: community.id, title: 'Go night', start_datetime: '2031-02-01T19:00:00Z' });
    const elsewhere = await postComment(t, host, { event_id: other.id, content: 'Elsewhere' });
    const wrongEvent = await post(host, { content: 'x', parent_id: elsewhere.id }).expect(400);
    expect(wrongEvent.body).toMatchObject({ detail: `parent_id: ${COMMENT_MESSAGES.parentElsewhere}`, code: 'invalid_parent' });
    expect((await thread(host)).some((c) => c.content === 'Me too' || c.content === 'x')).toBe(false);
  });

  it('answers 404, not 500, when the parent is deleted between the checks and the insert', async () => {
    const top = (await post(ann, { content: 'Going early?' }).expect(201)).body as Comment;
    // Another request deletes the parent (committed) just before this reply is stored.
    const insert = commentsRepo.insertComment;
    const spy = vi.spyOn(commentsRepo, 'insertComment').mockImplementationOnce(async (db, row) => {
      await t.deps.db('comments').where({ id: top.id }).delete();
      return insert(db, row);
    });
    try {
      const res = await post(bob, { content: 'A racing reply', parent_id: top.id }).expect(404);
      expect(res.body).toMatchObject({ detail: COMMENT_MESSAGES.parentNotFound, code: 'parent_not_found' });
      expect(spy).toHaveBeenCalledTimes(1);
    } finally {
      spy.mockRestore();
    }
  });

  it('is only for people who may see the event', async () => {
    await post(outsider, { content: 'Hello?' }).expect(404);
    await t.request().get(`/api/events/${eventId}/comments`).set(outsider.auth).expect(404);
    await t.request().get(`/api/events/${eventId}/comments`).expect(401);
  });

  it('creates a comment once for one client_id, also when sent three times at once', async () => {
    const client_id = '0f8fad5b-d9cb-469f-a165-70867728950e';
    const results = await Promise.all([1, 2, 3].map(() => post(bob, { content: 'Sent offline', client_id })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 201]);
    expect(new Set(results.map((r) => (r.body as Comment).id)).size).toBe(1);
    expect((await thread(bob)).filter((c) => c.content === 'Sent offline')).toHaveLength(1);
  });

  it('keeps markup as plain text', async () => {
    const res = await post(ann, { content: '<img src=x onerror=alert(1)>' }).expect(201);
    expect((res.body as Comment).content).toBe('<img src=x onerror=alert(1)>');
  });
});

describe('likes', () => {
  it('count once per person, liking twice is not an error, and unliking goes back', async () => {
    const c = (await post(ann, { content: 'Like me' }).expect(201)).body as Comment;
    const like = (who: SignedInUser) => t.request().post(`/api/comments/${c.id}/like`).set(who.auth).expect(200);
    expect((await like(bob)).body).toEqual({ comment_id: c.id, likes_count: 1, is_liked_by_user: true });
    expect((await like(bob)).body).toMatchObject({ likes_count: 1 });
    expect((await like(host)).body).toMatchObject({ likes_count: 2 });
    const asBob = (await thread(bob)).find((x) => x.id === c.id);
    expect(asBob).toMatchObject({ likes_count: 2, is_liked_by_user: true });
    const asAnn = (await thread(ann)).find((x) => x.id === c.id);
    expect(asAnn).toMatchObject({ likes_count: 2, is_liked_by_user: false });
    const unliked = await t.request().delete(`/api/comments/${c.id}/like`).set(bob.auth).expect(200);
    expect(unliked.body).toEqual({ comment_id: c.id, likes_count: 1, is_liked_by_user: false });
    await t.request().delete(`/api/comments/${c.id}/like`).set(bob.auth).expect(200);
    await t.request().post('/api/comments/999999/like').set(bob.auth).expect(404);
  });
});

describe('deleting', () => {
  it('is for the author only', async () => {
    const c = (await post(ann, { content: 'Mine' }).expect(201)).body as Comment;
    const res = await t.request().delete(`/api/comments/${c.id}`).set(host.auth).expect(403);
    expect(res.body).toMatchObject({ detail: COMMENT_MESSAGES.deleteOwnOnly });
    await t.request().delete(`/api/comments/${c.id}`).set(ann.auth).expect(204);
    expect((await thread(ann)).some((x) => x.id === c.id)).toBe(false);
    await t.request().delete(`/api/comments/${c.id}`).set(ann.auth).expect(404);
  });

  it('keeps a comment with replies as an empty placeholder so the thread stays readable, and removes it with its last reply', async () => {
    const top = (await post(ann, { content: 'Question' }).expect(201)).body as Comment;
    const reply = (await post(bob, { content: 'Answer' }).send({ event_id: eventId, content: 'Answer', parent_id: top.id }).expect(201)).body as Comment;
    await t.request().post(`/api/comments/${top.id}/like`).set(bob.auth).expect(200);
    await t.request().delete(`/api/comments/${top.id}`).set(ann.auth).expect(204);
    const kept = (await thread(bob)).find((x) => x.id === top.id);
    expect(kept).toMatchObject({ is_deleted: true, content: '', author: null, likes_count: 0, can_delete: false });
    expect(kept?.replies.map((r) => r.content)).toEqual(['Answer']);
    await t.request().post(`/api/comments/${top.id}/like`).set(bob.auth).expect(404);
    await t.request().delete(`/api/comments/${reply.id}`).set(bob.auth).expect(204);
    expect((await thread(bob)).some((x) => x.id === top.id)).toBe(false);
  });

  it('goes with the event', async () => {
    const community = await createCommunity(t, host, { name: 'Temp' });
    const id = (await createEvent(t, host, { community_id: community.id, title: 'T', start_datetime: '2031-01-01T10:00:00Z' })).id;
    await postComment(t, host, { event_id: id, content: 'bye' });
    await t.request().delete(`/api/events/${id}`).set(host.auth).expect(204);
    expect(await t.deps.db('comments').where({ event_id: id })).toEqual([]);
  });
});
