import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { Comment } from '@contracts/comments/schemas';
import { withQuery } from '@contracts/api/api-path';
import { eventCommentsPath } from '@contracts/comments/read-paths';
import { apiResponse } from '../../../lib/api-client';
import { countVisibleComments } from '../comment-tree';
import { commentPagingQueryKey, eventCommentsQueryKey } from '../../../lib/query-keys/comments';

/**
 * Where the loaded pages end: the next page's cursor (null on the last), and how many comments the
 * server had that no loaded page holds, counted when a page arrived (so a comment this member
 * posts or deletes meanwhile changes the list, not this number).
 */
export interface CommentPaging {
  nextCursor: string | null;
  notLoaded: number;
  /**
   * For each thread that came with fewer replies than it has: how many of them no loaded page holds
   * yet, counted as for `notLoaded`. Absent in data saved before threads were paged.
   */
  moreReplies?: Record<number, number>;
}

interface FetchedPage {
  comments: Comment[];
  nextCursor: string | null;
  /** Every comment and reply of the discussion (X-Total-Count). */
  total: number;
}

/** The replies of each thread of a page that the page did not carry. */
function moreRepliesIn(comments: readonly Comment[]): Record<number, number> {
  const more: Record<number, number> = {};
  for (const comment of comments) {
    if (comment.replies_next) {
      more[comment.id] = Math.max(0, (comment.replies_count ?? 0) - comment.replies.length);
    }
  }
  return more;
}

const pagingAfter = (page: FetchedPage, loaded: readonly Comment[], before?: CommentPaging): CommentPaging => ({
  nextCursor: page.nextCursor,
  notLoaded: Math.max(0, page.total - countVisibleComments(loaded)),
  moreReplies: { ...before?.moreReplies, ...moreRepliesIn(page.comments) },
});

/** The cursor a `Link: <…?cursor=…>; rel="next"` header names, or null on the last page. */
export function nextCursorIn(headers: Headers): string | null {
  return /[?&]cursor=([A-Za-z0-9_-]+)[^>]*>;\s*rel="next"/.exec(headers.get('Link') ?? '')?.[1] ?? null;
}

/** GET /events/{id}/comments: a page of top-level comments newest first, each with its first replies oldest first. */
export async function fetchCommentPage(eventId: number, cursor: string | null, signal?: AbortSignal): Promise<FetchedPage> {
  const { body, headers } = await apiResponse(withQuery(eventCommentsPath(eventId), { cursor: cursor ?? undefined }), { signal });
  const total = Number(headers.get('X-Total-Count'));
  return { comments: body, nextCursor: nextCursorIn(headers), total: Number.isFinite(total) ? total : countVisibleComments(body) };
}

/** The first page, as the list the screens, the outbox's local view and the mutations share. */
export async function fetchEventComments(queryClient: QueryClient, eventId: number, signal?: AbortSignal): Promise<Comment[]> {
  const page = await fetchCommentPage(eventId, null, signal);
  queryClient.setQueryData(commentPagingQueryKey(eventId), pagingAfter(page, page.comments));
  return page.comments;
}

/** The paging state beside the list, read as a query so screens follow it (it is only ever set, never fetched). */
export function useCommentPaging(eventId: number): CommentPaging | null {
  const queryClient = useQueryClient();
  return (
    useQuery({
      queryKey: commentPagingQueryKey(eventId),
      queryFn: () => queryClient.getQueryData<CommentPaging>(commentPagingQueryKey(eventId)) ?? null,
      enabled: false,
    }).data ?? null
  );
}

/** The event's discussion; only fetched for a signed-in user (the API needs a session). */
export function useEventComments(eventId: number, enabled: boolean) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: eventCommentsQueryKey(eventId),
    queryFn: ({ signal }) => fetchEventComments(queryClient, eventId, signal),
    enabled,
  });
}

/** Older comments, a page at a time, appended to the list already shown. */
export function useOlderComments(eventId: number) {
  const queryClient = useQueryClient();
  const paging = useCommentPaging(eventId);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);

  const loadOlder = useCallback(async () => {
    const cursor = queryClient.getQueryData<CommentPaging>(commentPagingQueryKey(eventId))?.nextCursor;
    if (!cursor) {
      return;
    }
    setLoading(true);
    setFailed(false);
    try {
      const page = await fetchCommentPage(eventId, cursor);
      const shown = queryClient.getQueryData<Comment[]>(eventCommentsQueryKey(eventId)) ?? [];
      const known = new Set(shown.map((c) => c.id));
      const loaded = [...shown, ...page.comments.filter((c) => !known.has(c.id))];
      queryClient.setQueryData<Comment[]>(eventCommentsQueryKey(eventId), loaded);
      queryClient.setQueryData(commentPagingQueryKey(eventId), pagingAfter(page, loaded, queryClient.getQueryData<CommentPaging>(commentPagingQueryKey(eventId))));
    } catch (error) {
      console.error('Could not load older comments', error);
      setFailed(true);
    } finally {
      setLoading(false);
    }
  }, [eventId, queryClient]);

  return { paging: paging ?? null, loading, failed, loadOlder };
}
