import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { DOOR_TEXTS } from './door-texts';

/** As the server takes them (contracts/checkin/schemas.ts WalkInRequest). */
const NAME_MAX = 80;
const EMAIL_MAX = 254;
/** The shape the invitations form checks too: a refused address would lose the walk-in sent from offline. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** "Add walk-in": someone who came without answering, by name, and optionally their e-mail for the community's invite link. */
export function WalkInForm({ onAdd }: { onAdd: (name: string, email: string | null) => Promise<void> }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<{ field: 'name' | 'email'; text: string } | null>(null);
  const nameInput = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    const address = email.trim();
    if (trimmed === '') {
      setError({ field: 'name', text: DOOR_TEXTS.walkInNameRequired });
      nameInput.current?.focus();
      return;
    }
    if (address !== '' && !EMAIL_PATTERN.test(address)) {
      setError({ field: 'email', text: DOOR_TEXTS.walkInEmailInvalid });
      return;
    }
    setError(null);
    onAdd(trimmed, address === '' ? null : address.toLowerCase())
      .then(() => {
        setName('');
        setEmail('');
        setOpen(false);
      })
      .catch((failure: unknown) => console.error('The walk-in could not be added', failure));
  };

  if (!open) {
    return (
      <button type="button" className="door-button door-button-wide" onClick={() => setOpen(true)}>
        {DOOR_TEXTS.addWalkIn}
      </button>
    );
  }
  return (
    <form className="door-walk-in" onSubmit={submit} noValidate aria-label={DOOR_TEXTS.addWalkIn}>
      <h2 className="door-section-title">{DOOR_TEXTS.addWalkIn}</h2>
      <label htmlFor={`${id}-name`}>{DOOR_TEXTS.walkInName}</label>
      <input
        ref={nameInput}
        id={`${id}-name`}
        className="door-input"
        autoComplete="off"
        maxLength={NAME_MAX}
        required
        autoFocus
        aria-invalid={error?.field === 'name'}
        aria-describedby={error?.field === 'name' ? `${id}-error` : undefined}
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <label htmlFor={`${id}-email`}>{DOOR_TEXTS.walkInEmail}</label>
      <input
        id={`${id}-email`}
        className="door-input"
        type="email"
        inputMode="email"
        autoComplete="off"
        maxLength={EMAIL_MAX}
        aria-invalid={error?.field === 'email'}
        aria-describedby={`${id}-hint${error?.field === 'email' ? ` ${id}-error` : ''}`}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <p id={`${id}-hint`} className="door-hint">
        {DOOR_TEXTS.walkInEmailHint}
      </p>
      {error ? (
        <p id={`${id}-error`} className="door-error" role="alert">
          {error.text}
        </p>
      ) : null}
      <div className="door-form-buttons">
        <button type="button" className="door-button door-button-quiet" onClick={() => setOpen(false)}>
          {DOOR_TEXTS.cancel}
        </button>
        <button type="submit" className="door-button door-button-primary">
          {DOOR_TEXTS.addWalkIn}
        </button>
      </div>
    </form>
  );
}
