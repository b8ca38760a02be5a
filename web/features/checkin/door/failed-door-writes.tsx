import { discardWrite } from '../../../lib/outbox';
import type { OutboxRow } from '../../../lib/outbox';
import { DOOR_TEXTS } from './door-texts';

/** Door writes the server refused for good (a ticket replaced meanwhile, access lost): said until read. */
export function FailedDoorWrites({ rows }: { rows: readonly OutboxRow[] }) {
  if (rows.length === 0) {
    return null;
  }
  return (
    <ul className="door-failed" role="alert">
      {rows.map((row) => (
        <li key={row.id} className="door-row">
          <span className="door-row-who">
            <span className="door-row-name">
              {DOOR_TEXTS.notSent}: {row.label}
            </span>
            <span className="door-entry-note">{row.lastError ?? ''}</span>
          </span>
          <button
            type="button"
            className="door-button door-button-quiet"
            onClick={() => void discardWrite(row.id).catch((error: unknown) => console.error('Could not dismiss', error))}
          >
            {DOOR_TEXTS.dismiss}
          </button>
        </li>
      ))}
    </ul>
  );
}
