import { IonButton } from '@ionic/react';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useCreateComment } from '../api/create-comment';

/** The API's limit on a comment's length (COMMENT_MAX_LENGTH in contracts/comments/schemas.ts). */
export const COMMENT_MAX_LENGTH = 5000;

type CommentFormProps = {
  eventId: number;
  /** Set for a reply: the top-level comment it answers. */
  parentId?: number;
  label: string;
  placeholder: string;
  submitLabel: string;
  autoFocus?: boolean;
  onPosted?: () => void;
  onCancel?: () => void;
};

/** A labelled textarea and its submit button, disabled while the trimmed text is empty or posting. */
export function CommentForm({ eventId, parentId, label, placeholder, submitLabel, autoFocus, onPosted, onCancel }: CommentFormProps) {
  const fieldId = useId();
  const [content, setContent] = useState('');
  const create = useCreateComment(eventId);
  const blank = content.trim() === '';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (blank || create.isPending) {
      return;
    }
    create.mutate(
      { content, parentId },
      {
        onSuccess: () => {
          setContent('');
          onPosted?.();
        },
      },
    );
  };

  return (
    <form className="comment-form" onSubmit={onSubmit}>
      <label htmlFor={fieldId} className="visually-hidden">
        {label}
      </label>
      <textarea
        id={fieldId}
        className="comment-textarea"
        value={content}
        placeholder={placeholder}
        maxLength={COMMENT_MAX_LENGTH}
        rows={parentId === undefined ? 3 : 2}
        autoFocus={autoFocus}
        onChange={(event) => setContent(event.target.value)}
      />
      <div className="comment-form-actions">
        {onCancel ? (
          <IonButton fill="clear" size="small" onClick={onCancel}>
            Cancel
          </IonButton>
        ) : null}
        <IonButton type="submit" size={parentId === undefined ? 'default' : 'small'} disabled={blank || create.isPending}>
          {submitLabel}
        </IonButton>
      </div>
    </form>
  );
}
