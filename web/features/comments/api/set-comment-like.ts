import { useMutation } from '@tanstack/react-query';
import { likeWrite, queueWrite } from '../../../lib/outbox';
import { useSession } from '../../../lib/session/session-context';
import { useDiscussion } from '../discussion-context';

type LikeVariables = { commentId: number; liked: boolean };

/**
 * The like toggle of spec section 4, through the outbox: the count and flag change at once (the
 * discussion shows the queued like on top of the server's data); if the server refuses it, the
 * row goes and both return to what they were. Failures are only logged.
 */
export function useSetCommentLike(eventId: number) {
  const { user } = useSession();
  const { event } = useDiscussion();
  return useMutation<void, Error, LikeVariables>({
    mutationFn: async ({ commentId, liked }) => {
      if (!user) {
        throw new Error('Only signed-in members can like');
      }
      await queueWrite(likeWrite({ id: eventId, title: event.title }, commentId, liked, user.id));
    },
    onError: (error) => {
      console.error('Could not change the like', error);
    },
  });
}
