import { utcToWallTime, wallTimeToUtc } from '@contracts/events/event-time';
import type { RepeatEnding, RepeatRule } from '@contracts/events/recurrence';
import { firstRuleOccurrences } from '@contracts/events/recurrence-dates';
import { seriesOf } from './materialise';
import type { SeriesRow } from './series-repo';

/** Wall-clock arithmetic on local dates (YYYY-MM-DD), for moving and splitting a series. */

const DAY_MS = 86_400_000;

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** How a new start moves a date on the wall clock: by whole days, to a time of day. */
export interface WallShift {
  days: number;
  /** The new local time (HH:mm), or null when the time of day stays. */
  time: string | null;
  zone: string;
}

/** The shift that takes a date from `beforeIso` (in `beforeZone`) to `afterIso` (in `zone`). */
export function wallShift(beforeIso: string, beforeZone: string, afterIso: string | undefined, zone: string): WallShift {
  if (afterIso === undefined) {
    return { days: 0, time: null, zone };
  }
  const before = utcToWallTime(new Date(beforeIso), beforeZone);
  const after = utcToWallTime(new Date(afterIso), zone);
  return { days: daysBetween(before.date, after.date), time: after.time === before.time && zone === beforeZone ? null : after.time, zone };
}

export const isNoShift = (shift: WallShift, zoneBefore: string) => shift.days === 0 && shift.time === null && shift.zone === zoneBefore;

/** A start moved by the shift: the same local time (or the new one) so many days on, in the (new) zone. */
export function shiftedStart(iso: string, zone: string, shift: WallShift): string {
  const wall = utcToWallTime(new Date(iso), zone);
  return wallTimeToUtc(addDays(wall.date, shift.days), shift.time ?? wall.time, shift.zone).toISOString();
}

/** How many of the rule's dates fall before `key` (a local date). */
function datesBefore(series: SeriesRow, key: string): number {
  const { ending } = series.rule;
  const bound = ending.type === 'after' ? ending.count : 1_000;
  return firstRuleOccurrences(seriesOf(series), bound).filter((date) => date.key < key).length;
}

/** The rule of the dates from `key` on, when the series is split there: what is left of its ending. */
export function endingFrom(series: SeriesRow, key: string): RepeatEnding {
  const { ending } = series.rule;
  if (ending.type !== 'after') {
    return ending;
  }
  return { type: 'after', count: Math.max(1, ending.count - datesBefore(series, key)) };
}

/** The rule of the dates before `key`: it now ends the day before. */
export function ruleEndingBefore(rule: RepeatRule, key: string): RepeatRule {
  return { ...rule, ending: { type: 'on', date: addDays(key, -1) } };
}
