import ICAL from 'ical.js';
import { vtimezone } from '../../../server/features/calendar/vtimezone';
import { localStamp } from '../../../server/features/calendar/series-shape';
import type { FakeEvent } from './state';

/**
 * Recurring events as Google Calendar takes them: `recurrence` holds RRULE, EXRULE, RDATE and
 * EXDATE lines (RFC 5545), and the start and end then must name their time zone. The stand-in
 * refuses what Google refuses, and expands what it keeps (with ical.js) so tests can see the
 * dates a member's calendar shows.
 */

const RECURRENCE_LINE = /^(RRULE|EXRULE):[A-Z]|^(RDATE|EXDATE)(;[A-Z-]+=[^:;]+)*:\d{8}(T\d{6}Z?)?(,\d{8}(T\d{6}Z?)?)*$/;

type When = { dateTime?: string; timeZone?: string };

/** Google's complaint about an event's recurrence, or null when it would take it. */
export function recurrenceProblem(event: Record<string, unknown>): string | null {
  const recurrence = event.recurrence;
  if (recurrence === undefined || recurrence === null) {
    return null;
  }
  if (!Array.isArray(recurrence) || recurrence.some((line) => typeof line !== 'string' || !RECURRENCE_LINE.test(line))) {
    return 'Invalid recurrence rule.';
  }
  if (recurrence.filter((line: string) => line.startsWith('RRULE:')).length !== 1) {
    return 'Invalid recurrence rule.';
  }
  const start = event.start as When | undefined;
  const end = event.end as When | undefined;
  if (!start?.timeZone || !end?.timeZone) {
    return 'Missing time zone definition for start time.';
  }
  return null;
}

/** The starts (UTC, ISO) of a kept event's dates up to `until`: its one start, or its recurrence expanded. */
export function eventDates(event: FakeEvent, until: Date): string[] {
  const start = event.start as When | undefined;
  if (!start?.dateTime) {
    return [];
  }
  const recurrence = event.recurrence as string[] | undefined;
  if (!recurrence || !start.timeZone) {
    return [new Date(start.dateTime).toISOString()];
  }
  const zone = start.timeZone;
  const text = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    vtimezone(zone).trimEnd(),
    'BEGIN:VEVENT',
    `UID:${event.id}`,
    `DTSTART;TZID=${zone}:${localStamp(new Date(start.dateTime), zone)}`,
    ...recurrence,
    'END:VEVENT',
    'END:VCALENDAR',
  ].join('\r\n');
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  for (const component of calendar.getAllSubcomponents('vtimezone')) {
    ICAL.TimezoneService.register(component);
  }
  const iterator = new ICAL.Event(calendar.getFirstSubcomponent('vevent') ?? undefined).iterator();
  const dates: string[] = [];
  for (let next = iterator.next(); next && next.toJSDate() < until; next = iterator.next()) {
    dates.push(next.toJSDate().toISOString());
  }
  return dates;
}
