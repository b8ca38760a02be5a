import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Comment } from '@contracts/comments/schemas';
import { apiPath } from '@contracts/api/api-path';
import { apiRequest } from '../../../lib/api-client';
import { removeComment } from '../comment-tree';
import { eventCommentsQueryKey } from '../../../lib/query-keys/comments';

/** DELETE /comments/{id} (author only). */
export function deleteComment(commentId: number): Promise<void> {
  return apiRequest(apiPath('delete', '/comments/:id', { id: commentId }), { method: 'DELETE' });
}

/** Deletes a comment and updates the discussion as the server keeps it. Failures are only logged. */
export function useDeleteComment(eventId: number) {
  const queryClient = useQueryClient();
  const key = eventCommentsQueryKey(eventId);
  return useMutation({
    mutationFn: deleteComment,
    onSuccess: (_answer, commentId) => {
      queryClient.setQueryData<Comment[]>(key, (comments) => removeComment(comments ?? [], commentId));
    },
    onError: (error) => {
      console.error('Could not delete the comment', error);
    },
  });
}
