import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMENT_MESSAGES } from '@contracts/comments/schemas';
import type { Comment } from '@contracts/comments/schemas';
import { createCommunity, createEvent, joinCommunity, postComment, signUp } from '../../support/factories';
import type { SignedInUser } from '../../support/factories';
import { createTestApp } from '../../support/test-app';
import type { TestApp } from '../../support/test-app';

/**
 * Two findings of the security review (issue 11): like counts that drifted under concurrent likes on
 * PostgreSQL (#12), and a reply's parent_id that told apart comments on events the caller cannot
 * see from comments that do not exist (#15).
 */
let t: TestApp;
let host: SignedInUser;
let members: SignedInUser[];
let eventId: number;
let inviteCode: string;

beforeAll(async () => {
  t = await createTestApp();
  host = await signUp(t);
  const community = await createCommunity(t, host, { name: 'Popular club' });
  inviteCode = community.invite_code;
  members = [];
  for (let i = 0; i < 25; i += 1) {
    const member = await signUp(t);
    await joinCommunity(t, member, { invite_code: inviteCode });
    members.push(member);
  }
  eventId = (await createEvent(t, host, { community_id: community.id, title: 'Big night', start_datetime: '2031-01-01T19:00:00Z' })).id;
});
afterAll(async () => {
  await t.close();
});

const likeRows = async (commentId: number) => Number((await t.deps.db('comment_likes').where({ comment_id: commentId }).count<{ n: string }[]>({ n: '*' }))[0]?.n);
const likesCount = async (commentId: number) => Number((await t.deps.db('comments').where({ id: commentId }).first<{ likes_count: number | string }>('likes_count'))?.likes_count);

describe('like counts under concurrent likes', () => {
  it('count 25 when 25 members like at once, and 0 when they all take it back at once', async () => {
    const comment = (await t.request().post('/api/comments/').set(host.auth).send({ event_id: eventId, content: 'Like this' }).expect(201)).body as Comment;
    await Promise.all(members.map((m) => t.request().post(`/api/comments/${comment.id}/like`).set(m.auth).expect(200)));
    expect(await likeRows(comment.id)).toBe(25);
    expect(await likesCount(comment.id)).toBe(25);

    // Liking twice keeps one like, also when both arrive together.
    await Promise.all(members.slice(0, 5).map((m) => t.request().post(`/api/comments/${comment.id}/like`).set(m.auth).expect(200)));
    expect(await likesCount(comment.id)).toBe(25);

    await Promise.all(members.map((m) => t.request().delete(`/api/comments/${comment.id}/like`).set(m.auth).expect(200)));
    expect(await likeRows(comment.id)).toBe(0);
    expect(await likesCount(comment.id)).toBe(0);
  });
});

describe('replying to a comment on an event the caller cannot see', () => {
  it('answers exactly as for a comment that does not exist', async () => {
    // A private discussion elsewhere: its comment ids must tell the caller nothing.
    const stranger = await signUp(t);
    const secretClub = await createCommunity(t, stranger, { name: 'Secret club' });
    const secretEvent = await createEvent(t, stranger, { community_id: secretClub.id, title: 'Secret', start_datetime: '2031-03-01T19:00:00Z' });
    const hidden = await postComment(t, stranger, { event_id: secretEvent.id, content: 'Hidden' });

    const member = members[0] as SignedInUser;
    const reply = (parentId: number) => t.request().post('/api/comments/').set(member.auth).send({ event_id: eventId, content: 'Guess', parent_id: parentId });
    const onHidden = await reply(hidden.id);
    const onNothing = await reply(hidden.id + 100_000);
    expect(onHidden.status).toBe(404);
    expect(onHidden.body).toEqual(onNothing.body);
    expect(onHidden.body).toMatchObject({ detail: COMMENT_MESSAGES.parentNotFound, code: 'parent_not_found' });

    // The same for likes and deletes of that comment.
    for (const [method, path] of [
      ['post', `/api/comments/${hidden.id}/like`],
      ['delete', `/api/comments/${hidden.id}/like`],
      ['delete', `/api/comments/${hidden.id}`],
    ] as const) {
      const onHiddenComment = await t.request()[method](path).set(member.auth);
      const onMissing = await t.request()[method](path.replace(String(hidden.id), String(hidden.id + 100_000))).set(member.auth);
      expect([path, onHiddenComment.status, onHiddenComment.body]).toEqual([path, 404, onMissing.body]);
    }
  });
});
