import { useId, useMemo, useState } from 'react';
import type { RosterEntry } from '@contracts/checkin/schemas';
import { DOOR_TEXTS, guestsText } from './door-texts';
import { CheckedInNote } from './entry-status';
import { matchNames } from './name-match';

export interface NameSearchProps {
  entries: readonly RosterEntry[];
  /** Keys with a door write still waiting to sync. */
  pendingKeys: ReadonlySet<string>;
  onCheckIn: (entry: RosterEntry) => void;
  onUndo: (entry: RosterEntry, at: string) => void;
}

/** Check-in by name for someone without their phone: accent- and case-insensitive. */
export function NameSearch({ entries, pendingKeys, onCheckIn, onUndo }: NameSearchProps) {
  const id = useId();
  const [query, setQuery] = useState('');
  const results = useMemo(() => matchNames(entries, query), [entries, query]);
  return (
    <section className="door-search" aria-labelledby={`${id}-label`}>
      <label id={`${id}-label`} htmlFor={`${id}-input`} className="door-section-title">
        {DOOR_TEXTS.searchLabel}
      </label>
      <input
        id={`${id}-input`}
        className="door-input"
        type="search"
        autoComplete="off"
        enterKeyHint="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      {query.trim() !== '' && results.length === 0 ? <p className="door-empty">{DOOR_TEXTS.noMatch}</p> : null}
      {results.length > 0 ? (
        <ul className="door-list" aria-label="People found">
          {results.map((entry) => (
            <li key={entry.key} className="door-row">
              <span className="door-row-who">
                <span className="door-row-name">{entry.name}</span>
                {entry.guests > 0 ? <span className="door-row-guests"> {guestsText(entry.guests)}</span> : null}
                {entry.kind === 'walk_in' ? <span className="door-row-guests"> (walk-in)</span> : null}
                {entry.check_in ? (
                  <CheckedInNote entry={entry} pending={pendingKeys.has(entry.key)} />
                ) : entry.kind === 'member' && !entry.going ? (
                  <span className="door-entry-note door-entry-refused">{DOOR_TEXTS.notGoingAnyMore}</span>
                ) : null}
              </span>
              {entry.check_in ? (
                <button type="button" className="door-button door-button-quiet" onClick={() => entry.check_in && onUndo(entry, entry.check_in.at)} aria-label={`${DOOR_TEXTS.undo} ${entry.name}`}>
                  {DOOR_TEXTS.undo}
                </button>
              ) : entry.kind === 'member' && entry.going ? (
                <button type="button" className="door-button door-button-primary" onClick={() => onCheckIn(entry)} aria-label={`${DOOR_TEXTS.checkIn} ${entry.name}`}>
                  {DOOR_TEXTS.checkIn}
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
