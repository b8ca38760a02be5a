import { rosterPath } from '@contracts/checkin/read-paths';
import { apiRequest } from '../../../lib/api-client';
import type { DoorRosterRow } from '../../../lib/local-store/door-roster-row';
import { rosterKeptUntil } from '../../../lib/local-store/door-rosters';

/** The whole roster, page after page (`after`: the last key of the page before), as this device keeps it. */
export async function fetchRoster(eventId: number, userId: number, now: number, signal?: AbortSignal): Promise<DoorRosterRow> {
  const first = await apiRequest(rosterPath(eventId), { signal });
  const entries = [...first.entries];
  let { next_after: after, counts } = first;
  while (after) {
    const page = await apiRequest(rosterPath(eventId, after), { signal });
    entries.push(...page.entries);
    counts = page.counts;
    after = page.next_after;
  }
  return { userId, eventId, event: first.event, entries, counts, fetchedAt: now, keptUntil: rosterKeptUntil(first.event) };
}
