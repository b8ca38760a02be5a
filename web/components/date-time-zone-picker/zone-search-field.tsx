import { useState } from 'react';
import { searchTimeZones } from './zone-search';

type ZoneSearchFieldProps = { id: string; onPick: (zone: string) => void };

/** Finds any time zone by city or region; picking one sets the picker's zone and clears the search. */
export function ZoneSearchField({ id, onPick }: ZoneSearchFieldProps) {
  const [query, setQuery] = useState('');
  const matches = searchTimeZones(query);
  const resultsId = `${id}-results`;
  return (
    <div className="dtz-field dtz-zone-search">
      <label htmlFor={id}>Find a time zone</label>
      <input
        id={id}
        type="search"
        value={query}
        placeholder="A city or region, e.g. Auckland"
        autoComplete="off"
        aria-controls={resultsId}
        onChange={(event) => setQuery(event.target.value)}
      />
      <div id={resultsId} aria-live="polite">
        {query.trim() && matches.length === 0 ? <p className="form-note">No time zone matches “{query.trim()}”.</p> : null}
        {matches.length > 0 ? (
          <ul className="dtz-zone-matches">
            {matches.map((match) => (
              <li key={match.id}>
                <button
                  type="button"
                  onClick={() => {
                    onPick(match.id);
                    setQuery('');
                  }}
                >
                  {match.label}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
