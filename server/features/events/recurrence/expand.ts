import { ruleOccurrencesAround } from '@contracts/events/recurrence-dates';
import type { RuleOccurrence, Series } from '@contracts/events/recurrence-dates';

/**
 * A recurring event's occurrences in a window of time, with its exceptions applied. Pure: the
 * caller loads the series and its exceptions and stores nothing here. The app makes a series' dates
 * (rows of `events`) from it (series/materialise.ts), where a date deleted or moved alone is a row
 * left out or changed; `npm run bench:recurrence` measures it read-time, the alternative to rows.
 */

/** One occurrence moved to another time: `key` is its original local date ('2027-03-30'). */
export type MovedOccurrence = { key: string; start: Date; end: Date };

export type SeriesExceptions = {
  /** Keys (original local dates) of the occurrences that do not take place. */
  cancelled?: readonly string[];
  moved?: readonly MovedOccurrence[];
};

export type RecurringSeries = Series & {
  /** Each occurrence's length (its end minus its start): kept in real time across a change of clocks. */
  durationMs: number;
  exceptions?: SeriesExceptions;
};

export type Occurrence = {
  /** Its original local date in the event's zone: stable when the series' time or one occurrence is moved. */
  key: string;
  start: Date;
  end: Date;
  /** True when this occurrence was moved from where the rule put it. */
  moved: boolean;
};

export type Expansion = {
  occurrences: Occurrence[];
  /** True when more occurrences fell in the window than `max`: the list stops at the first `max`. */
  truncated: boolean;
};

export type ExpansionWindow = {
  /** The occurrences shown are those under way at some time in [from, to): starting before `to`, ending after `from`. */
  from: Date;
  to: Date;
  max: number;
};

const DAY_MS = 86_400_000;

function inWindow(start: number, end: number, window: ExpansionWindow): boolean {
  const from = window.from.getTime();
  // An occurrence without length is in the window when it starts in it.
  return start < window.to.getTime() && (end > from || start >= from);
}

/** Whether the rule (not an exception) puts an occurrence on that local date. */
function ruleHasKey(series: RecurringSeries, key: string): boolean {
  const day = Date.parse(`${key}T00:00:00Z`);
  return ruleOccurrencesAround(series, new Date(day), new Date(day + DAY_MS)).some((occurrence) => occurrence.key === key);
}

const byStart = (a: Occurrence, b: Occurrence) => a.start.getTime() - b.start.getTime() || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

/**
 * The series' occurrences under way in the window, in order of start, at most `window.max`.
 * A cancelled occurrence is left out; a moved one is shown at its new time (in the window when its
 * new time is, wherever the rule had put it), keeping its original key. An exception for a date the
 * rule does not give (left over from an earlier rule) is ignored.
 */
export function expandSeries(series: RecurringSeries, window: ExpansionWindow): Expansion {
  if (!(window.from.getTime() <= window.to.getTime())) {
    throw new RangeError('The window must not end before it starts');
  }
  if (!Number.isInteger(window.max) || window.max < 0) {
    throw new RangeError('max must be a whole number of at least 0');
  }
  const cancelled = new Set(series.exceptions?.cancelled ?? []);
  const moved = new Map((series.exceptions?.moved ?? []).map((entry) => [entry.key, entry]));
  const duration = Math.max(0, series.durationMs);
  const fromRule = ruleOccurrencesAround(series, new Date(window.from.getTime() - duration), window.to);
  const seenKeys = new Set(fromRule.map((occurrence: RuleOccurrence) => occurrence.key));

  const occurrences: Occurrence[] = [];
  for (const { key, start } of fromRule) {
    if (cancelled.has(key) || moved.has(key)) {
      continue;
    }
    const end = start.getTime() + duration;
    if (inWindow(start.getTime(), end, window)) {
      occurrences.push({ key, start, end: new Date(end), moved: false });
    }
  }
  for (const entry of moved.values()) {
    if (cancelled.has(entry.key) || !inWindow(entry.start.getTime(), entry.end.getTime(), window)) {
      continue;
    }
    if (seenKeys.has(entry.key) || ruleHasKey(series, entry.key)) {
      occurrences.push({ key: entry.key, start: entry.start, end: entry.end, moved: true });
    }
  }
  occurrences.sort(byStart);
  return { occurrences: occurrences.slice(0, window.max), truncated: occurrences.length > window.max };
}
