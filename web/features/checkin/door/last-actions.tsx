import type { RosterEntry } from '@contracts/checkin/schemas';
import { DOOR_TEXTS, alreadyCheckedInText, checkInTime, guestsText } from './door-texts';
import { WelcomeMailNote } from './entry-status';
import type { DoorDone } from './use-door-actions';

export interface LastActionsProps {
  done: readonly DoorDone[];
  /** The roster as shown, by key: each action's state now (synced, undone, another door's earlier check-in). */
  byKey: ReadonlyMap<string, RosterEntry>;
  pendingKeys: ReadonlySet<string>;
  /** Keys of door writes the server refused (said above, until dismissed). */
  failedKeys: ReadonlySet<string>;
  onUndo: (entry: Pick<RosterEntry, 'key' | 'name'>, at: string) => void;
}

/** What a check-in this door made has become. */
function stateOf(item: DoorDone, entry: RosterEntry | undefined, failed: boolean): { text: string; undoable: boolean } {
  const mark = entry?.check_in;
  if (!mark && failed) {
    return { text: DOOR_TEXTS.notSent, undoable: false };
  }
  if (!mark) {
    return { text: DOOR_TEXTS.undone, undoable: false };
  }
  if (Date.parse(mark.at) !== Date.parse(item.at)) {
    // Another door checked them in earlier: theirs stands.
    return { text: alreadyCheckedInText(mark), undoable: false };
  }
  return { text: `${DOOR_TEXTS.checkedIn} ${checkInTime(mark.at)}`, undoable: true };
}

/** The door's last few check-ins and walk-ins, each with Undo while it stands. */
export function LastActions({ done, byKey, pendingKeys, failedKeys, onUndo }: LastActionsProps) {
  return (
    <section className="door-last" aria-label={DOOR_TEXTS.lastActions}>
      <h2 className="door-section-title">{DOOR_TEXTS.lastActions}</h2>
      {done.length === 0 ? (
        <p className="door-empty">{DOOR_TEXTS.noActionsYet}</p>
      ) : (
        <ul className="door-list">
          {done.map((item) => {
            const state = stateOf(item, byKey.get(item.key), failedKeys.has(item.key));
            return (
              <li key={`${item.key}-${item.seq}`} className="door-row">
                <span className="door-row-who">
                  <span className="door-row-name">{item.name}</span>
                  {item.guests > 0 ? <span className="door-row-guests"> {guestsText(item.guests)}</span> : null}
                  <span className="door-entry-note">
                    {state.text}
                    <WelcomeMailNote entry={byKey.get(item.key)} />
                    {pendingKeys.has(item.key) ? <span className="door-pending"> · {DOOR_TEXTS.waitingToSync}</span> : null}
                  </span>
                </span>
                {state.undoable ? (
                  <button type="button" className="door-button door-button-quiet" onClick={() => onUndo(item, item.at)} aria-label={`${DOOR_TEXTS.undo} ${item.name}`}>
                    {DOOR_TEXTS.undo}
                  </button>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
