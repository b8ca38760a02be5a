import { expandSeries } from '../../../server/features/events/recurrence/expand';
import type { Expansion, RecurringSeries } from '../../../server/features/events/recurrence/expand';
import type { RepeatRuleInput } from '@contracts/events/recurrence';
import { RepeatRuleSchema } from '@contracts/events/recurrence';

/** Helpers of the recurrence tests: a series from plain values, and the wall clock read through Intl alone. */

const HOUR_MS = 3_600_000;

export function series(start: string, zone: string, rule: RepeatRuleInput, extra: Partial<RecurringSeries> = {}): RecurringSeries {
  return { start: new Date(start), zone, rule: RepeatRuleSchema.parse(rule), durationMs: HOUR_MS, ...extra };
}

export function expand(s: RecurringSeries, from: string, to: string, max = 1000): Expansion {
  return expandSeries(s, { from: new Date(from), to: new Date(to), max });
}

/** 'YYYY-MM-DD HH:mm' as the zone's clocks show the instant (Intl directly, not the code under test). */
export function wallClock(instant: Date, zone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

export const keys = (expansion: Expansion) => expansion.occurrences.map((occurrence) => occurrence.key);
export const starts = (expansion: Expansion) => expansion.occurrences.map((occurrence) => occurrence.start.toISOString());
