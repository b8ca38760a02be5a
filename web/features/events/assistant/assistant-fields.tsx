import { forwardRef, useId } from 'react';
import { counterOf } from './assistant-texts';

type FieldProps = { id: string; value: string; onChange: (value: string) => void; invalid: boolean };

/** The URL tab's field: a web page's address. */
export const UrlField = forwardRef<HTMLInputElement, FieldProps>(function UrlField({ id, value, onChange, invalid }, ref) {
  const noteId = useId();
  return (
    <div className="assistant-field">
      <label htmlFor={id}>Event page URL</label>
      <input
        ref={ref}
        id={id}
        name="url"
        type="url"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        placeholder="https://"
        value={value}
        aria-invalid={invalid || undefined}
        aria-describedby={noteId}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={noteId} className="form-note">
        The address of a page that shows the event: a venue, a ticket shop, an events listing.
      </p>
    </div>
  );
});

/** The Text tab's field: an announcement as it was written, with its counter (red above 14,000). */
export const ContentField = forwardRef<HTMLTextAreaElement, FieldProps>(function ContentField({ id, value, onChange, invalid }, ref) {
  const noteId = useId();
  const counterId = useId();
  const counter = counterOf(value);
  return (
    <div className="assistant-field">
      <label htmlFor={id}>Event text</label>
      <textarea
        ref={ref}
        id={id}
        name="content"
        rows={8}
        value={value}
        aria-invalid={invalid || undefined}
        aria-describedby={`${noteId} ${counterId}`}
        onChange={(event) => onChange(event.target.value)}
      />
      <div className="assistant-field-foot">
        <p id={noteId} className="form-note">
          Paste the announcement: a message, an e-mail or the text of a page.
        </p>
        <p id={counterId} className={counter.warn ? 'assistant-counter warn' : 'assistant-counter'}>
          {counter.text}
          <span className="visually-hidden"> characters</span>
        </p>
      </div>
    </div>
  );
});

/** How the assistant read that the event repeats, in words, for the member to check above the form ("Repeats: Every Tuesday"). */
export function RepeatReview({ words }: { words: string | null }) {
  return words ? <p className="prefill-note-repeat">Repeats: {words}</p> : null;
}
