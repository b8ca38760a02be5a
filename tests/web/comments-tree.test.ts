import { describe, expect, it } from 'vitest';
import type { Comment } from '@contracts/comments/schemas';
import { COMMENT_MAX_LENGTH as CONTRACT_MAX } from '@contracts/comments/schemas';
import { COMMENT_MAX_LENGTH } from '../../web/features/comments/components/comment-form';
import { countVisibleComments, insertComment, patchComment, removeComment } from '../../web/features/comments/comment-tree';
import { makeComment } from './comments-fixtures';

const reply = (id: number, parentId: number) => ({ ...makeComment({ id, parent_id: parentId }), replies: [] as never[] });

describe('comment threads', () => {
  it('counts every visible comment and reply, not deleted placeholders', () => {
    const threads: Comment[] = [
      makeComment({ id: 1, replies: [reply(2, 1), reply(3, 1)] }),
      makeComment({ id: 4, is_deleted: true, author: null, content: '', replies: [reply(5, 4)] }),
      makeComment({ id: 6 }),
    ];
    expect(countVisibleComments(threads)).toBe(5);
    expect(countVisibleComments([])).toBe(0);
  });

  it('adds a new top-level comment first and a reply last under its parent, once', () => {
    const threads = [makeComment({ id: 1, replies: [reply(2, 1)] })];
    const withTop = insertComment(threads, makeComment({ id: 9 }));
    expect(withTop.map((c) => c.id)).toEqual([9, 1]);
    const withReply = insertComment(withTop, makeComment({ id: 10, parent_id: 1 }));
    expect(withReply[1]?.replies.map((r) => r.id)).toEqual([2, 10]);
    expect(insertComment(withReply, makeComment({ id: 10, parent_id: 1 }))).toEqual(withReply);
  });

  it('keeps a deleted comment with replies as a placeholder, and drops the placeholder with its last reply', () => {
    const threads = [makeComment({ id: 1, replies: [reply(2, 1)] }), makeComment({ id: 3 })];
    const placeholder = removeComment(threads, 1);
    expect(placeholder[0]).toMatchObject({ id: 1, is_deleted: true, content: '', author: null, can_delete: false });
    expect(placeholder[0]?.replies.map((r) => r.id)).toEqual([2]);
    expect(removeComment(placeholder, 2).map((c) => c.id)).toEqual([3]);
    expect(removeComment(threads, 3).map((c) => c.id)).toEqual([1]);
  });

  it('keeps the placeholder of a deleted comment while replies not loaded yet remain on the server', () => {
    const threads = [makeComment({ id: 1, is_deleted: true, author: null, content: '', replies: [reply(2, 1)], replies_count: 60, replies_next: 'r1' })];
    const left = removeComment(threads, 2);
    expect(left.map((c) => c.id)).toEqual([1]);
    expect(left[0]?.replies).toEqual([]);
  });

  it('changes one reply without touching the others', () => {
    const threads = [makeComment({ id: 1, replies: [reply(2, 1), reply(3, 1)] })];
    const patched = patchComment(threads, 3, { likes_count: 4, is_liked_by_user: true });
    expect(patched[0]?.replies[1]).toMatchObject({ id: 3, likes_count: 4, is_liked_by_user: true });
    expect(patched[0]?.replies[0]).toBe(threads[0]?.replies[0]);
  });

  it("uses the API's comment length limit", () => {
    expect(COMMENT_MAX_LENGTH).toBe(CONTRACT_MAX);
  });
});
