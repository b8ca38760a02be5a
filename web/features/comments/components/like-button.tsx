import { IonIcon } from '@ionic/react';
import { heart, heartOutline } from 'ionicons/icons';
import { PendingMark } from '../../../components/pending-mark';
import type { AnyComment } from '../comment-tree';
import { useSetCommentLike } from '../api/set-comment-like';
import { useDiscussion } from '../discussion-context';

function likesText(count: number): string {
  return `${count} ${count === 1 ? 'like' : 'likes'}`;
}

/** Like toggle with its count; the change shows at once (marked until synced) and is undone if the server refuses. */
export function LikeButton({ eventId, comment }: { eventId: number; comment: AnyComment }) {
  const setLike = useSetCommentLike(eventId);
  const { pendingLikes } = useDiscussion();
  const liked = comment.is_liked_by_user;
  return (
    <>
      <button
        type="button"
        className={liked ? 'comment-action comment-like is-liked' : 'comment-action comment-like'}
        aria-pressed={liked}
        aria-label={`Like (${likesText(comment.likes_count)})`}
        onClick={() => setLike.mutate({ commentId: comment.id, liked: !liked })}
      >
        <IonIcon icon={liked ? heart : heartOutline} aria-hidden="true" />
        <span className="comment-like-count">{comment.likes_count}</span>
      </button>
      {pendingLikes.has(comment.id) ? <PendingMark compact /> : null}
    </>
  );
}
