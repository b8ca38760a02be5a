import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { Comment, Reply } from '@contracts/comments/schemas';
import { apiPath, withQuery } from '@contracts/api/api-path';
import { apiResponse } from '../../../lib/api-client';
import { nextCursorIn, useCommentPaging } from './get-event-comments';
import type { CommentPaging } from './get-event-comments';
import { commentPagingQueryKey, eventCommentsQueryKey } from '../../../lib/query-keys/comments';

/** GET /comments/{id}/replies: a page of a comment's replies, oldest first, after `cursor`. */
export async function fetchReplyPage(commentId: number, cursor: string, signal?: AbortSignal): Promise<{ replies: Reply[]; nextCursor: string | null }> {
  const { body, headers } = await apiResponse(withQuery(apiPath('get', '/comments/:id/replies', { id: commentId }), { cursor }), { signal });
  return { replies: body, nextCursor: nextCursorIn(headers) };
}

const byTime = (a: Reply, b: Reply) => (a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : a.id - b.id);

/**
 * The thread with a page of its replies added, oldest first (a reply this member posted meanwhile,
 * shown last until now, takes its place among them), each once; and how many of the page were new.
 */
function withReplies(thread: Comment, page: readonly Reply[], nextCursor: string | null): { thread: Comment; added: number } {
  const known = new Set(thread.replies.map((reply) => reply.id));
  const fresh = page.filter((reply) => !known.has(reply.id));
  return { thread: { ...thread, replies: [...thread.replies, ...fresh].sort(byTime), replies_next: nextCursor }, added: fresh.length };
}

/**
 * The rest of a thread's replies, a page at a time, from where its discussion page stopped: how many
 * are still on the server only, and the action that loads the next page into the discussion.
 */
export function useMoreReplies(eventId: number, thread: Comment) {
  const queryClient = useQueryClient();
  const paging = useCommentPaging(eventId);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const cursor = thread.replies_next ?? null;
  const notLoaded = cursor ? (paging?.moreReplies?.[thread.id] ?? Math.max(0, (thread.replies_count ?? 0) - thread.replies.length)) : 0;

  const loadMore = useCallback(async () => {
    if (!cursor) {
      return;
    }
    setLoading(true);
    setFailed(false);
    try {
      const page = await fetchReplyPage(thread.id, cursor);
      let added = 0;
      queryClient.setQueryData<Comment[]>(eventCommentsQueryKey(eventId), (list) =>
        list?.map((comment) => {
          if (comment.id !== thread.id) {
            return comment;
          }
          const merged = withReplies(comment, page.replies, page.nextCursor);
          added = merged.added;
          return merged.thread;
        }),
      );
      queryClient.setQueryData<CommentPaging>(commentPagingQueryKey(eventId), (before) => {
        if (!before) {
          return before;
        }
        const more = { ...before.moreReplies };
        if (page.nextCursor) {
          more[thread.id] = Math.max(0, notLoaded - added);
        } else {
          delete more[thread.id];
        }
        return { ...before, notLoaded: Math.max(0, before.notLoaded - added), moreReplies: more };
      });
    } catch (error) {
      console.error('Could not load more replies', error);
      setFailed(true);
    } finally {
      setLoading(false);
    }
  }, [cursor, eventId, notLoaded, queryClient, thread.id]);

  return { notLoaded, loading, failed, loadMore };
}
