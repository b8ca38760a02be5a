import { useMutation } from '@tanstack/react-query';
import { commentWrite, queueWrite } from '../../../lib/outbox';
import { useSession } from '../../../lib/session/session-context';
import { useDiscussion } from '../discussion-context';

export type NewComment = { content: string; parentId?: number };

/**
 * Posts a comment or a reply through the outbox: it shows at once, marked as waiting, and reaches
 * the server exactly once (its client_id is the outbox row's id), offline or not. Resolves once
 * the comment is safely queued. Failures are only logged (spec section 8).
 */
export function useCreateComment(eventId: number) {
  const { user } = useSession();
  const { event } = useDiscussion();
  return useMutation({
    mutationFn: async ({ content, parentId }: NewComment) => {
      if (!user) {
        throw new Error('Only signed-in members can comment');
      }
      const author = { id: user.id, username: user.username, full_name: user.full_name ?? null, is_pro: user.is_pro };
      await queueWrite(commentWrite({ id: eventId, title: event.title }, content, parentId ?? null, author));
    },
    onError: (error) => {
      console.error('Could not post the comment', error);
    },
  });
}
