import { IonIcon } from '@ionic/react';
import { ProBadge } from '../../../components/pro-badge';
import { chatbubbleOutline, trashOutline } from 'ionicons/icons';
import { useState } from 'react';
import type { Comment } from '@contracts/comments/schemas';
import { formatAge, formatDateTime } from '@contracts/time-format';
import { useConfirm } from '../../../components/confirm-dialog/use-confirm';
import { PendingMark } from '../../../components/pending-mark';
import { BEING_SENT_TEXT, discardWrite } from '../../../lib/outbox';
import { avatarInitialOf } from '../../../lib/session/display-name';
import { viewerLocale, viewerTimeZone } from '../../../lib/viewer-time';
import { useDeleteComment } from '../api/delete-comment';
import { useMoreReplies } from '../api/get-comment-replies';
import type { AnyComment } from '../comment-tree';
import { useDiscussion } from '../discussion-context';
import { CommentForm } from './comment-form';
import { LikeButton } from './like-button';

export const DELETE_CONFIRMATION = 'Are you sure you want to delete this comment?';
export const DELETED_PLACEHOLDER = 'This comment was deleted';

type Author = NonNullable<AnyComment['author']>;

function authorName(author: Author): string {
  return author.full_name?.trim() ? author.full_name.trim() : author.username;
}

type CommentBodyProps = { eventId: number; comment: AnyComment; now: Date; signedIn: boolean; onReply?: () => void };

/** Avatar, name, time, text and actions of one comment or reply. */
function CommentBody({ eventId, comment, now, signedIn, onReply }: CommentBodyProps) {
  const remove = useDeleteComment(eventId);
  const { confirm, dialog } = useConfirm();
  // Not on the server yet: no like or reply until it is; deleting it discards the queued comment.
  const pendingRowId = useDiscussion().pendingComments.get(comment.id);
  const pending = pendingRowId !== undefined;
  const { author } = comment;
  if (comment.is_deleted || !author) {
    return (
      <div className="comment-main">
        <span className="comment-avatar is-deleted" aria-hidden="true" />
        <p className="comment-deleted">{DELETED_PLACEHOLDER}</p>
      </div>
    );
  }
  const name = authorName(author);
  const onDelete = async () => {
    const oneLine = comment.content.replace(/\s+/g, ' ').trim();
    const preview = oneLine.length > 40 ? `${oneLine.slice(0, 39).trimEnd()}…` : oneLine;
    if (!(await confirm({ title: `Delete your comment “${preview}”?`, message: DELETE_CONFIRMATION, confirmLabel: 'Delete', destructive: true }))) {
      return;
    }
    if (pendingRowId === undefined) {
      remove.mutate(comment.id);
    } else if ((await discardWrite(pendingRowId)) === 'being-sent') {
      window.alert(BEING_SENT_TEXT);
    }
  };
  const deleteButton = comment.can_delete ? (
    <button
      type="button"
      className="comment-action comment-delete"
      aria-label="Delete comment"
      title="Delete comment"
      disabled={remove.isPending}
      onClick={() => void onDelete()}
    >
      <IonIcon icon={trashOutline} aria-hidden="true" />
    </button>
  ) : null;
  return (
    <div className="comment-main">
      <span className="comment-avatar" aria-hidden="true">
        {avatarInitialOf(author)}
      </span>
      <div className="comment-body">
        <p className="comment-meta">
          <span className="comment-author">{name}</span>
          <ProBadge isPro={author.is_pro} />
          {pending ? (
            <PendingMark />
          ) : (
            <time className="comment-time" dateTime={comment.created_at} title={formatDateTime(new Date(comment.created_at), viewerTimeZone(), viewerLocale())}>
              {formatAge(new Date(comment.created_at), now, viewerTimeZone(), viewerLocale())}
            </time>
          )}
        </p>
        {/* Plain text: React escapes it, so markup a user typed is shown, never run. */}
        <p className="comment-content">{comment.content}</p>
        {pending ? (
          <div className="comment-actions">{deleteButton}</div>
        ) : (
          <div className="comment-actions">
            <LikeButton eventId={eventId} comment={comment} />
            {onReply && signedIn ? (
              <button type="button" className="comment-action" onClick={onReply}>
                <IonIcon icon={chatbubbleOutline} aria-hidden="true" />
                Reply
              </button>
            ) : null}
            {deleteButton}
          </div>
        )}
      </div>
      {dialog}
    </div>
  );
}

/** The label of the button that loads the rest of a thread. */
export function moreRepliesLabel(count: number): string {
  if (count <= 0) {
    return 'Show more replies';
  }
  return count === 1 ? 'Show 1 more reply' : `Show ${count.toLocaleString('en-US')} more replies`;
}

/** Under a thread whose discussion page carried only its first replies: loads the rest, a page at a time. */
function MoreReplies({ eventId, thread }: { eventId: number; thread: Comment }) {
  const more = useMoreReplies(eventId, thread);
  return (
    <div className="comment-more-replies">
      <button type="button" className="comment-action" disabled={more.loading} onClick={() => void more.loadMore()}>
        {more.loading ? 'Loading replies…' : moreRepliesLabel(more.notLoaded)}
      </button>
      {more.failed ? (
        <p className="form-error" role="alert">
          Could not load more replies. Please try again.
        </p>
      ) : null}
    </div>
  );
}

type CommentThreadProps = { eventId: number; comment: Comment; now: Date; signedIn: boolean };

/** A top-level comment, its replies (one level) and its inline reply box. */
export function CommentThread({ eventId, comment, now, signedIn }: CommentThreadProps) {
  const [replying, setReplying] = useState(false);
  const canReply = signedIn && !comment.is_deleted;
  const replyTo = comment.author ? authorName(comment.author) : '';
  return (
    <li className="comment-thread">
      <article className="comment" aria-label={comment.author ? `Comment by ${replyTo}` : DELETED_PLACEHOLDER}>
        <CommentBody
          eventId={eventId}
          comment={comment}
          now={now}
          signedIn={signedIn}
          onReply={canReply ? () => setReplying((open) => !open) : undefined}
        />
      </article>
      {comment.replies.length > 0 || replying || comment.replies_next ? (
        <div className="comment-replies">
          {comment.replies.length > 0 ? (
            <ul className="comment-list">
              {comment.replies.map((reply) => (
                <li key={reply.id}>
                  <article className="comment is-reply" aria-label={reply.author ? `Reply by ${authorName(reply.author)}` : DELETED_PLACEHOLDER}>
                    <CommentBody eventId={eventId} comment={reply} now={now} signedIn={signedIn} />
                  </article>
                </li>
              ))}
            </ul>
          ) : null}
          {comment.replies_next ? <MoreReplies eventId={eventId} thread={comment} /> : null}
          {replying ? (
            <CommentForm
              eventId={eventId}
              parentId={comment.id}
              label={`Reply to ${replyTo}`}
              placeholder="Write a reply..."
              submitLabel="Post Reply"
              autoFocus
              onPosted={() => setReplying(false)}
              onCancel={() => setReplying(false)}
            />
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
