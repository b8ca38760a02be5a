import { EVENT_TIME_ZONES, wallTimeToUtc, zoneOffsetMinutes } from '@contracts/events/event-time';
import type { When } from './draft';

/** The instant a timed When means: its own offset, else its zone, else the zone it is read in. */
export function instantOf(when: When & { time: string }, readInZone: string): Date {
  if (when.offsetMinutes !== undefined) {
    return new Date(Date.parse(`${when.date}T${when.time}:00Z`) - when.offsetMinutes * 60_000);
  }
  return wallTimeToUtc(when.date, when.time, when.zone ?? readInZone);
}

/**
 * The zone an event's times are shown in: the one the source named; for a time with only a
 * non-zero offset, the member's zone if it has that offset then, else the first of the app's zones
 * that does (the wall-clock time stays the one the page wrote); otherwise (UTC included) the
 * member's zone.
 */
export function zoneFor(when: When, memberZone: string): string {
  if (when.zone) {
    return when.zone;
  }
  // An offset of zero is how calendar files and feeds write UTC: an instant, not the venue's clock
  // (a booking confirmation's 17:00Z is 18:00 in a London summer), so it is shown in the member's zone.
  if (when.offsetMinutes === undefined || when.offsetMinutes === 0 || when.time === null) {
    return memberZone;
  }
  const instant = instantOf({ ...when, time: when.time }, memberZone);
  const candidates = [memberZone, ...EVENT_TIME_ZONES.map((zone) => zone.id)];
  return candidates.find((zone) => zoneOffsetMinutes(instant, zone) === when.offsetMinutes) ?? memberZone;
}

const pad = (n: number) => String(Math.abs(n)).padStart(2, '0');

/** '2025-06-05T20:00:00+01:00': the instant as the zone's clocks show it, with the zone's offset. */
export function isoInZone(instant: Date, zone: string): string {
  const offset = zoneOffsetMinutes(instant, zone);
  const local = new Date(instant.getTime() + offset * 60_000).toISOString().slice(0, 19);
  return `${local}${offset < 0 ? '-' : '+'}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`;
}
