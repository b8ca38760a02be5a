import { IonButton } from '@ionic/react';
import { useEffect, useMemo } from 'react';
import { InlineLoading } from '../../../components/inline-loading';
import { commentsWithPending, useOutboxRows } from '../../../lib/outbox';
import { useSession } from '../../../lib/session/session-context';
import { useEventComments, useOlderComments } from '../api/get-event-comments';
import { countVisibleComments } from '../comment-tree';
import { DiscussionContext } from '../discussion-context';
import { useNow } from '../../../lib/use-now';
import { CommentForm } from './comment-form';
import { CommentThread } from './comment-thread';
import './discussion.css';

type EventDiscussionProps = { eventId: number; eventTitle?: string };

/**
 * The discussion section of the event page (spec section 2): count heading, new-comment form
 * (signed-in) or the guest text, the empty state, and the threads. Load failures are only
 * logged (spec section 8).
 */
export function EventDiscussion({ eventId, eventTitle = 'this event' }: EventDiscussionProps) {
  const { user } = useSession();
  const signedIn = user !== null;
  const comments = useEventComments(eventId, signedIn);
  const older = useOlderComments(eventId);
  const outbox = useOutboxRows();
  // The server's threads with this member's comments, replies and likes still waiting to sync.
  const local = useMemo(() => (comments.data ? commentsWithPending(comments.data, outbox, eventId) : undefined), [comments.data, outbox, eventId]);
  const discussion = useMemo(
    () => ({ event: { id: eventId, title: eventTitle }, pendingComments: local?.pendingComments ?? new Map<number, string>(), pendingLikes: local?.pendingLikes ?? new Set<number>() }),
    [eventId, eventTitle, local],
  );
  const now = useNow(30_000);
  const titleId = `discussion-title-${eventId}`;

  useEffect(() => {
    if (comments.error) {
      console.error('Could not load the discussion', comments.error);
    }
  }, [comments.error]);

  const list = local?.comments;
  // The heading counts the whole discussion: what is shown (with this member's unsent comments)
  // plus what the server had that no loaded page holds yet.
  const notLoaded = older.paging?.notLoaded ?? 0;
  return (
    <DiscussionContext.Provider value={discussion}>
      <section className="panel discussion" aria-labelledby={titleId}>
        <h2 id={titleId}>{list ? `Discussion (${countVisibleComments(list) + notLoaded})` : 'Discussion'}</h2>
        {signedIn ? (
          <CommentForm
            eventId={eventId}
            label="Add a comment"
            placeholder="Share your thoughts about this event..."
            submitLabel="Post Comment"
          />
        ) : (
          <p className="discussion-guest">Please log in to join the discussion</p>
        )}
        {signedIn && comments.isPending ? <InlineLoading className="discussion-loading" label="Loading comments…" /> : null}
        {list && list.length === 0 ? (
          <div className="discussion-empty">
            <p className="discussion-empty-title">No comments yet</p>
            <p>Be the first to share your thoughts!</p>
          </div>
        ) : null}
        {list && list.length > 0 ? (
          <ul className="comment-list">
            {list.map((comment) => (
              <CommentThread key={comment.id} eventId={eventId} comment={comment} now={now} signedIn={signedIn} />
            ))}
          </ul>
        ) : null}
        {list && older.paging?.nextCursor ? (
          <div className="discussion-more">
            <IonButton fill="outline" expand="block" disabled={older.loading} onClick={() => void older.loadOlder()}>
              {older.loading ? 'Loading older comments…' : 'Show older comments'}
            </IonButton>
            {older.failed ? (
              <p className="form-error" role="alert">
                Could not load older comments. Please try again.
              </p>
            ) : null}
          </div>
        ) : null}
      </section>
    </DiscussionContext.Provider>
  );
}
