import ICAL from 'ical.js';
import type { EventDraft, When } from '../model/draft';
import { addDays } from '../model/iso-when';
import { isValidTimeZone } from '../../../contracts/event-time';
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

/**
 * The first VEVENT of a calendar file (the first occurrence of a recurring one). An all-day DTEND
 * is exclusive: the event's last day is the day before; DURATION gives the end when DTEND is absent.
 */
export function readIcs(text: string): EventDraft | null {
  let calendar: IcalComponent;
  try {
    const parsed: unknown = ICAL.parse(text);
    calendar = new ICAL.Component(parsed as unknown[]);
  } catch {
    return null;
  }
  const vevent = calendar.name === 'vevent' ? calendar : calendar.getFirstSubcomponent('vevent');
  if (!vevent) {
    return null;
  }
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
