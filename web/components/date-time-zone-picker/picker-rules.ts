import {
  DEFAULT_EVENT_TIME,
  EVENT_TIME_ZONES,
  defaultEventEnd,
  utcToWallTime,
  wallTimeToUtc,
} from '@contracts/events/event-time';
import { zoneName } from '@contracts/time-format';

/** What the picker holds: wall-clock dates (YYYY-MM-DD) and times (HH:mm) in one IANA zone. '' = not set. */
export type DateTimeZoneValue = {
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  timeZone: string;
};

export type ZoneOption = { id: string; label: string };

export const START_REQUIRED_MESSAGE = 'Start date and time are required';
/** The server's words for the same rule (contracts/events/schemas.ts). */
export const END_BEFORE_START_MESSAGE = 'End must not be before the start';

export function emptyDateTimeZone(timeZone: string): DateTimeZoneValue {
  return { startDate: '', startTime: '', endDate: '', endTime: '', timeZone };
}

/** The spec's twelve zones first, then any other zone asked for (the browser's, an event's), named as every screen names it. */
export function timeZoneOptions(extraZones: readonly string[]): ZoneOption[] {
  const options: ZoneOption[] = EVENT_TIME_ZONES.map((zone) => ({ id: zone.id, label: zone.label }));
  for (const zone of extraZones) {
    if (zone && !options.some((option) => option.id === zone)) {
      options.push({ id: zone, label: zoneName(zone) });
    }
  }
  return options;
}

/** Setting the start sets the end to start plus 1 hour, in the event's zone (spec section 4). */
function withDefaultEnd(value: DateTimeZoneValue): DateTimeZoneValue {
  if (!value.startDate || !value.startTime) {
    return value;
  }
  const start = wallTimeToUtc(value.startDate, value.startTime, value.timeZone);
  const end = utcToWallTime(defaultEventEnd(start), value.timeZone);
  return { ...value, endDate: end.date, endTime: end.time };
}

/** A start date alone gets the time 12:00; a full start moves the end to an hour later. */
export function changeStartDate(value: DateTimeZoneValue, date: string): DateTimeZoneValue {
  if (!date) {
    return { ...value, startDate: '' };
  }
  return withDefaultEnd({ ...value, startDate: date, startTime: value.startTime || DEFAULT_EVENT_TIME });
}

export function changeStartTime(value: DateTimeZoneValue, time: string): DateTimeZoneValue {
  if (!time) {
    return { ...value, startTime: '' };
  }
  return withDefaultEnd({ ...value, startTime: time });
}

/** Emptying the end date clears the end (no specific end); an end date alone gets 12:00 too. */
export function changeEndDate(value: DateTimeZoneValue, date: string): DateTimeZoneValue {
  if (!date) {
    return clearEnd(value);
  }
  return { ...value, endDate: date, endTime: value.endTime || DEFAULT_EVENT_TIME };
}

/** An end time with no end date ends on the start's day. */
export function changeEndTime(value: DateTimeZoneValue, time: string): DateTimeZoneValue {
  if (!time) {
    return { ...value, endTime: '' };
  }
  return { ...value, endTime: time, endDate: value.endDate || value.startDate };
}

export function clearEnd(value: DateTimeZoneValue): DateTimeZoneValue {
  return { ...value, endDate: '', endTime: '' };
}

/** The zone changes; the clock times stay (19:00 stays 19:00, now in the new zone). */
export function changeTimeZone(value: DateTimeZoneValue, timeZone: string): DateTimeZoneValue {
  return { ...value, timeZone };
}

export function hasEnd(value: DateTimeZoneValue): boolean {
  return value.endDate !== '' || value.endTime !== '';
}

/** The start and end as UTC instants; null where not set. An end with no time is at 12:00. */
export function toInstants(value: DateTimeZoneValue): { start: Date | null; end: Date | null } {
  const start = value.startDate && value.startTime ? wallTimeToUtc(value.startDate, value.startTime, value.timeZone) : null;
  const endDate = value.endDate || (value.endTime ? value.startDate : '');
  const end = endDate ? wallTimeToUtc(endDate, value.endTime || DEFAULT_EVENT_TIME, value.timeZone) : null;
  return { start, end };
}

/** The picker's value for a stored event: its instants shown as its zone's clocks show them. */
export function fromInstants(start: string, end: string | null, timeZone: string): DateTimeZoneValue {
  const startWall = utcToWallTime(new Date(start), timeZone);
  const endWall = end ? utcToWallTime(new Date(end), timeZone) : null;
  return {
    startDate: startWall.date,
    startTime: startWall.time,
    endDate: endWall?.date ?? '',
    endTime: endWall?.time ?? '',
    timeZone,
  };
}

/** Said under the start when it is in the past (issue 28: such an event was created without a word). */
export const PAST_START_NOTE = 'This start is in the past: the event will be listed under Past.';

/** Whether the start, once set, is before `now`. */
export function startsInPast(value: DateTimeZoneValue, now: Date): boolean {
  const { start } = toInstants(value);
  return start !== null && start.getTime() < now.getTime();
}

export type DateTimeZoneProblems = { start?: string; end?: string };

/** Start date and time are required; the end, when set, must not be before the start. */
export function dateTimeZoneProblems(value: DateTimeZoneValue): DateTimeZoneProblems {
  const { start, end } = toInstants(value);
  if (!start) {
    return { start: START_REQUIRED_MESSAGE };
  }
  if (end && end.getTime() < start.getTime()) {
    return { end: END_BEFORE_START_MESSAGE };
  }
  return {};
}
