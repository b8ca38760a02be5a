import ICAL from 'ical.js';
import type { EventDraft, When } from '../model/draft';
import { addDays } from '../model/iso-when';
import { isValidTimeZone } from '@contracts/events/event-time';
import { ianaFromWindows } from './windows-zones';

type IcalTime = InstanceType<typeof ICAL.Time>;
type IcalComponent = InstanceType<typeof ICAL.Component>;

const pad = (n: number) => String(n).padStart(2, '0');
const dateOf = (t: IcalTime) => `${t.year}-${pad(t.month)}-${pad(t.day)}`;

/**
 * An iCalendar time as the file states it: UTC, a named zone (IANA, or a Windows name Outlook
 * writes), a zone the file defines in its own VTIMEZONE (its offset at that time), or floating.
 * The file's VTIMEZONEs are read locally, never registered globally.
 */
function whenOf(time: IcalTime, tzid: string | null, calendar: IcalComponent): When {
  const base = { date: dateOf(time), time: `${pad(time.hour)}:${pad(time.minute)}` };
  if (time.zone?.tzid === 'UTC' || tzid === 'UTC' || tzid === 'Z') {
    return { ...base, offsetMinutes: 0 };
  }
  if (!tzid) {
    return base;
  }
  const iana = isValidTimeZone(tzid) && tzid.includes('/') ? tzid : ianaFromWindows(tzid);
  if (iana) {
    return { ...base, zone: iana };
  }
  const definition = calendar.getAllSubcomponents('vtimezone').find((vtz) => vtz.getFirstPropertyValue('tzid') === tzid);
  if (definition) {
    const zone = new ICAL.Timezone({ component: definition, tzid });
    return { ...base, offsetMinutes: Math.round(zone.utcOffset(time) / 60) };
  }
  return base;
}

const tzidOf = (event: IcalComponent, name: string): string | null => {
  const value = event.getFirstProperty(name)?.getParameter('tzid');
  return typeof value === 'string' ? value : null;
};

const textProp = (event: IcalComponent, name: string): string | undefined => {
  const value = event.getFirstPropertyValue(name);
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
};

/** A property's value as ical.js parsed it, before it is turned into a time ("2024-02-15T09:00:00", or "2024-02-15T::" for a bare date). */
function rawValue(event: IcalComponent, name: string): string | undefined {
  const json = event.getFirstProperty(name)?.toJSON() as unknown;
  const value = Array.isArray(json) ? (json[3] as unknown) : undefined;
  return typeof value === 'string' ? value.trim() : undefined;
}

/** A date or date-time property; a bare date written without VALUE=DATE ("DTSTART:20240215") is still a date. */
function timeProp(event: IcalComponent, name: string): { time: IcalTime | null; wholeDay: boolean; date: string | null } {
  const raw = rawValue(event, name);
  try {
    const value = event.getFirstPropertyValue(name);
    if (value instanceof ICAL.Time) {
      return { time: value, wholeDay: value.isDate, date: dateOf(value) };
    }
  } catch {
    // ical.js refuses a date written as a date-time; read it from the raw text below.
  }
  const bare = raw && (/^(\d{4})(\d{2})(\d{2})$/.exec(raw) ?? /^(\d{4})-(\d{2})-(\d{2})(?:T::)?$/.exec(raw));
  return bare ? { time: null, wholeDay: true, date: `${bare[1]}-${bare[2]}-${bare[3]}` } : { time: null, wholeDay: false, date: null };
}

function durationSeconds(event: IcalComponent): number | null {
  const raw = rawValue(event, 'duration');
  if (!raw) {
    return null;
  }
  try {
    return ICAL.Duration.fromString(raw).toSeconds();
  } catch {
    return null;
  }
}

const CONTENT_LINE = /^[A-Za-z0-9-]+(?:;[^:]*)?:/;
const TIME_PROPERTY = /^(DTSTART|DTEND|DUE|RECURRENCE-ID|DTSTAMP)((?:;[^:]*)?):(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2}))?(Z?))?\s*$/i;

/**
 * The calendar text as ical.js can read it, from files as booking systems and mail programs write
 * them (issue 28): what comes before the first BEGIN:VCALENDAR (a byte order mark, an e-mail's MIME
 * headers) and after the last END:VCALENDAR is left out; folded lines are unfolded; a line that is
 * no "NAME:value" line continues the one before (a long line broken without its fold's space);
 * blank lines go; times written with dashes and colons are written as iCalendar writes them.
 */
function readableCalendar(text: string): string | null {
  const start = text.search(/BEGIN:VCALENDAR/i);
  const end = text.toUpperCase().lastIndexOf('END:VCALENDAR');
  if (start < 0 || end < start) {
    return null;
  }
  const lines: string[] = [];
  for (const line of text.slice(start, end + 'END:VCALENDAR'.length).split(/\r\n|\n|\r/)) {
    if (line.trim() === '') {
      continue;
    }
    const last = lines.length - 1;
    if (last >= 0 && (/^[ \t]/.test(line) || !CONTENT_LINE.test(line))) {
      lines[last] += /^[ \t]/.test(line) ? line.slice(1) : ` ${line}`;
    } else {
      lines.push(line);
    }
  }
  return lines
    .map((line) => line.replace(TIME_PROPERTY, (_m, name: string, params: string, y: string, mo: string, d: string, h?: string, mi?: string, sec?: string, z?: string) => (h ? `${name}${params}:${y}${mo}${d}T${h}${mi}${sec ?? '00'}${z ?? ''}` : `${name}${params}:${y}${mo}${d}`)))
    .join('\r\n');
}

/** The calendars of a file: ical.js reads several top-level components as a list of them. */
function calendarsOf(text: string): IcalComponent[] {
  const readable = readableCalendar(text);
  if (!readable) {
    return [];
  }
  try {
    const parsed: unknown = ICAL.parse(readable);
    const roots = Array.isArray(parsed) && Array.isArray(parsed[0]) ? (parsed as unknown[][]) : [parsed as unknown[]];
    return roots.map((root) => new ICAL.Component(root));
  } catch {
    return [];
  }
}

/** The first VEVENT of the calendars, depth first: some producers wrap it in a component of their own. */
function firstEvent(components: IcalComponent[], depth = 0): { vevent: IcalComponent; calendar: IcalComponent } | null {
  for (const component of components) {
    if (component.name === 'vevent') {
      return { vevent: component, calendar: component.parent ?? component };
    }
    const nested = depth < 4 ? firstEvent(component.getAllSubcomponents(), depth + 1) : null;
    if (nested) {
      return depth === 0 ? { vevent: nested.vevent, calendar: component } : nested;
    }
  }
  return null;
}

/**
 * The first VEVENT of a calendar file (the first occurrence of a recurring one), whatever else the
 * file holds (VTIMEZONE, VTODO, VALARM, a vendor's X- components, a second calendar). An all-day
 * DTEND is exclusive: the event's last day is the day before; DURATION gives the end when DTEND is
 * absent.
 */
export function readIcs(text: string): EventDraft | null {
  const found = firstEvent(calendarsOf(text));
  if (!found) {
    return null;
  }
  const { vevent, calendar } = found;
  try {
    return draftOf(vevent, calendar);
  } catch {
    // A property ical.js cannot make sense of: the file states no event we can read.
    return null;
  }
}

function draftOf(vevent: IcalComponent, calendar: IcalComponent): EventDraft | null {
  const url = textProp(vevent, 'url');
  const draft: EventDraft = {
    title: textProp(vevent, 'summary'),
    description: textProp(vevent, 'description'),
    location: textProp(vevent, 'location'),
    eventLink: url && /^https?:\/\//i.test(url) ? url : undefined,
    cancelled: /cancel/i.test(textProp(vevent, 'status') ?? '') ? true : undefined,
  };
  const start = timeProp(vevent, 'dtstart');
  if (!start.date) {
    return draft;
  }
  const end = timeProp(vevent, 'dtend');
  const duration = durationSeconds(vevent);
  if (start.wholeDay || !start.time) {
    draft.start = { date: start.date, time: null };
    const days = end.date ? null : duration !== null ? Math.max(1, Math.round(duration / 86_400)) : null;
    const lastDay = end.date ? addDays(end.date, -1) : days !== null ? addDays(start.date, days - 1) : null;
    if (lastDay && lastDay >= start.date) {
      draft.end = { date: lastDay, time: null };
    }
    return draft;
  }
  draft.start = whenOf(start.time, tzidOf(vevent, 'dtstart'), calendar);
  if (end.time) {
    draft.end = whenOf(end.time, tzidOf(vevent, 'dtend'), calendar);
  } else if (duration !== null) {
    const finish = start.time.clone();
    finish.addDuration(ICAL.Duration.fromSeconds(duration));
    draft.end = whenOf(finish, tzidOf(vevent, 'dtstart'), calendar);
  }
  return draft;
}
