import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { Comment } from '../../../../server/contracts/comments';
import { apiResponse } from '../../../lib/api-client';
import { countVisibleComments } from '../comment-tree';

/** Query key of an event's discussion (the pages loaded so far, as one list); every comments mutation updates this entry. */
export function eventCommentsQueryKey(eventId: number) {
  return ['comments', 'event', eventId] as const;
}

/**
 * Where the loaded pages end: the next page's cursor (null on the last), and how many comments the
 * server had that no loaded page holds, counted when a page arrived (so a comment this member
 * posts or deletes meanwhile changes the list, not this number).
 */
export interface CommentPaging {
  nextCursor: string | null;
  notLoaded: number;
}

/** Kept beside the list, not in it, so the outbox and mutations keep editing a plain Comment[]. */
export function commentPagingQueryKey(eventId: number) {
  return ['comment-paging', eventId] as const;
}

interface FetchedPage {
  comments: Comment[];
  nextCursor: string | null;
  /** Every comment and reply of the discussion (X-Total-Count). */
  total: number;
}

const pagingAfter = (page: FetchedPage, loaded: readonly Comment[]): CommentPaging => ({
  nextCursor: page.nextCursor,
  notLoaded: Math.max(0, page.total - countVisibleComments(loaded)),
});

/** GET /events/{id}/comments: a page of top-level comments newest first, each with its replies oldest first. */
export async function fetchCommentPage(eventId: number, cursor: string | null, signal?: AbortSignal): Promise<FetchedPage> {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
  const { body, headers } = await apiResponse<Comment[]>(`/events/${eventId}/comments${query}`, { signal });
  const next = /[?&]cursor=([A-Za-z0-9_-]+)[^>]*>;\s*rel="next"/.exec(headers.get('Link') ?? '');
  const total = Number(headers.get('X-Total-Count'));
  return { comments: body, nextCursor: next?.[1] ?? null, total: Number.isFinite(total) ? total : countVisibleComments(body) };
}

/** The first page, as the list the screens, the outbox's local view and the mutations share. */
export async function fetchEventComments(queryClient: QueryClient, eventId: number, signal?: AbortSignal): Promise<Comment[]> {
  const page = await fetchCommentPage(eventId, null, signal);
  queryClient.setQueryData(commentPagingQueryKey(eventId), pagingAfter(page, page.comments));
  return page.comments;
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
  const paging = useQuery({
    queryKey: commentPagingQueryKey(eventId),
    queryFn: () => queryClient.getQueryData<CommentPaging>(commentPagingQueryKey(eventId)) ?? null,
    enabled: false,
  }).data;
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
      queryClient.setQueryData(commentPagingQueryKey(eventId), pagingAfter(page, loaded));
    } catch (error) {
      console.error('Could not load older comments', error);
      setFailed(true);
    } finally {
      setLoading(false);
    }
  }, [eventId, queryClient]);

  return { paging: paging ?? null, loading, failed, loadOlder };
}
