import type { Mention } from './date-mentions';

/**
 * Mentions in text order with the lookups the time rules make for each mention, each in
 * logarithmic time, so that reading a text's times stays linear however many dates it holds
 * (issue 28: a per-mention scan of every other mention made a page of "12/12 " take 45 s).
 */
export interface MentionIndex {
  /** The mentions in text order. */
  sorted: Mention[];
  /** The end of the latest mention that ends at or before a position (0 when none does). */
  previousEnd(position: number): number;
  /** The position in `sorted` of the first mention starting at or after a position. */
  firstFrom(position: number): number;
  /** The first mention with a time that starts exactly at a position. */
  timeAt(position: number): Mention | null;
}

export const endOf = (m: Mention) => m.index + m.text.length;

/** The first position in a sorted list of numbers whose value is at least `value`. */
function lowerBound(values: number[], value: number): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((values[mid] ?? 0) < value) {
      low = mid + 1;
    } else {
      high = mid;
    }
  }
  return low;
}

export function indexMentions(mentions: Mention[]): MentionIndex {
  const sorted = [...mentions].sort((a, b) => a.index - b.index);
  const starts = sorted.map((m) => m.index);
  const ends = sorted.map(endOf).sort((a, b) => a - b);
  const timed = new Map<number, Mention>();
  for (const m of sorted) {
    if (m.time && !timed.has(m.index)) {
      timed.set(m.index, m);
    }
  }
  return {
    sorted,
    previousEnd: (position) => {
      const after = lowerBound(ends, position + 1);
      return after > 0 ? (ends[after - 1] ?? 0) : 0;
    },
    firstFrom: (position) => lowerBound(starts, position),
    timeAt: (position) => timed.get(position) ?? null,
  };
}
