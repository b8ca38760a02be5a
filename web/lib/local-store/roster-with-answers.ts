import type { RosterEntry } from '@contracts/checkin/schemas';
import type { DoorAnswerRow, DoorRosterRow } from './door-roster-row';

const byKey = (a: RosterEntry, b: RosterEntry) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

/**
 * The roster as the door shows it: the stored roster with the server's answers to this device's
 * confirmed writes read over its entries (the later answer over the earlier), and the latest
 * answer's counts. Answers stored before the roster's read began are already in it, and ignored.
 * The same roster comes back when no answer applies.
 */
export function rosterWithAnswers(roster: DoorRosterRow, answers: readonly DoorAnswerRow[]): DoorRosterRow {
  const current = answers.filter((answer) => answer.storedAt >= roster.fetchedAt).sort((a, b) => a.storedAt - b.storedAt);
  if (current.length === 0) {
    return roster;
  }
  const answered = new Map<string, RosterEntry | null>();
  let counts = roster.counts;
  for (const answer of current) {
    answered.set(answer.key, null);
    if (answer.entry) {
      answered.set(answer.entry.key, answer.entry);
    }
    counts = answer.counts ?? counts;
  }
  const entries: RosterEntry[] = [];
  for (const entry of roster.entries) {
    const answer = answered.get(entry.key);
    if (answer === undefined) {
      entries.push(entry);
    } else if (answer) {
      entries.push(answer);
    }
  }
  const known = new Set(roster.entries.map((entry) => entry.key));
  const added = [...answered.values()].filter((entry): entry is RosterEntry => entry !== null && !known.has(entry.key));
  return { ...roster, entries: added.length > 0 ? [...entries, ...added].sort(byKey) : entries, counts };
}
