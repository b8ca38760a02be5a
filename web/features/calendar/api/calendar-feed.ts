import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FeedStatus } from '@contracts/calendar/schemas';
import { apiPath } from '@contracts/api/api-path';
import { apiRequest } from '../../../lib/api-client';
import { CALENDAR_FEED_KEY } from '../../../lib/query-keys/calendar';

export function useCalendarFeed() {
  return useQuery({ queryKey: CALENDAR_FEED_KEY, queryFn: () => apiRequest(apiPath('get', '/calendar/feed')) });
}

/** POST /calendar/feed: a new private address (the old one, if any, stops working). */
export function useCreateFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (includeCommunities?: boolean) =>
      apiRequest(apiPath('post', '/calendar/feed'), { method: 'POST', body: includeCommunities === undefined ? {} : { include_communities: includeCommunities } }),
    onSuccess: (created) =>
      queryClient.setQueryData<FeedStatus>(CALENDAR_FEED_KEY, { enabled: true, include_communities: created.include_communities, created_at: created.created_at }),
  });
}

export function useUpdateFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (includeCommunities: boolean) => apiRequest(apiPath('put', '/calendar/feed'), { method: 'PUT', body: { include_communities: includeCommunities } }),
    onSuccess: (status) => queryClient.setQueryData(CALENDAR_FEED_KEY, status),
  });
}

export function useRevokeFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(apiPath('delete', '/calendar/feed'), { method: 'DELETE' }),
    onSuccess: () => queryClient.setQueryData<FeedStatus>(CALENDAR_FEED_KEY, { enabled: false, include_communities: false, created_at: null }),
  });
}
