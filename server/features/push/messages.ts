import { utcToWallTime } from '@contracts/events/event-time';
import type { PushPayload } from '@contracts/push/schemas';
import { promotedTitle } from '@contracts/events/seat-text';
import { MAIL_LOCALE, formatMomentInZone, formatShortDate, formatShortDateTime, formatTime, zoneName } from '@contracts/time-format';

export interface EventFacts {
  id: number;
  title: string;
  start_at: string;
  end_at: string | null;
  time_zone: string;
  location: string | null;
}

/** Notifications reach phones whose locale the server does not know: the product's English, as its e-mails. */
const LOCALE = MAIL_LOCALE;

/** "Thu 3 Dec, 19:00 (London)": in the event's own zone, named as the event screens name it. */
export function whenText(iso: string, zone: string): string {
  return formatMomentInZone(new Date(iso), zone, LOCALE);
}

/** "Moved from Thu 3 Dec, 19:00 to 20:00 (London)": the date again only when it changed. */
function movedText(fromIso: string, toIso: string, zone: string): string {
  const from = new Date(fromIso);
  const to = new Date(toIso);
  const sameDate = utcToWallTime(from, zone).date === utcToWallTime(to, zone).date;
  const toText = sameDate ? formatTime(to, zone, LOCALE) : formatShortDateTime(to, zone, LOCALE);
  return `Moved from ${formatShortDateTime(from, zone, LOCALE)} to ${toText} (${zoneName(zone)})`;
}

/**
 * What changed about an event, in plain words a member cares about (time, place, name), or
 * nothing: a new description or link is not worth a notification.
 */
export function describeEventChange(before: EventFacts, after: EventFacts): string[] {
  const lines: string[] = [];
  if (before.start_at !== after.start_at) {
    lines.push(movedText(before.start_at, after.start_at, after.time_zone));
  } else if (before.end_at !== after.end_at && after.end_at !== null) {
    lines.push(`Now ends ${whenText(after.end_at, after.time_zone)}`);
  }
  if (before.location !== after.location) {
    lines.push(after.location ? `New place: ${after.location}` : 'No place set any more');
  }
  if (before.title !== after.title) {
    lines.push(`Renamed from “${before.title}”`);
  }
  return lines;
}

export function eventChangedPayload(before: EventFacts, after: EventFacts): PushPayload | null {
  const lines = describeEventChange(before, after);
  if (lines.length === 0) {
    return null;
  }
  return { title: after.title, body: lines.join(' · '), url: `/events/${after.id}`, tag: `event-${after.id}` };
}

export function eventCancelledPayload(event: EventFacts): PushPayload {
  const place = event.location ? ` · ${event.location}` : '';
  return {
    title: `Cancelled: ${event.title}`,
    body: `Was planned for ${whenText(event.start_at, event.time_zone)}${place}`,
    url: '/events',
    tag: `event-${event.id}`,
  };
}

/**
 * "Hana invited you · Thu 3 Dec, 19:00 (London)"; for a recurring event `when` says what the invitation is
 * to ("Every Tuesday from Tue 8 Dec, 19:00 (London)", or "…, one date of a weekly event").
 */
export function invitationPayload(input: { invitationId: number; code: string; inviter: string; event: EventFacts; when?: string | null }): PushPayload {
  return {
    title: `Invitation: ${input.event.title}`,
    body: `${input.inviter} invited you · ${input.when ?? whenText(input.event.start_at, input.event.time_zone)}`,
    url: `/join-event/${input.code}`,
    tag: `invite-${input.invitationId}`,
  };
}

/** What changed about the dates of a recurring event, told once to each member going to any of them. */
export interface SeriesChange {
  /** The first date that changed: where the notification leads. */
  event: EventFacts;
  /** From when the change applies (the first changed date's start). */
  fromIso: string;
  /** The new rule in words ("Every Tuesday"), when the dates' day or time changed. */
  rule: string | null;
  /** Dates no longer taking place. */
  cancelled: number;
}

/** "From Tue 8 Dec: Every Tuesday at 19:30 (London)", "New place: …", or the dates called off. */
export function seriesChangedPayload(change: SeriesChange, before: EventFacts): PushPayload | null {
  const { event, fromIso } = change;
  const from = `From ${formatShortDate(new Date(fromIso), event.time_zone, LOCALE)}`;
  const lines: string[] = [];
  if (change.rule) {
    lines.push(`${from}: ${change.rule} at ${formatTime(new Date(event.start_at), event.time_zone, LOCALE)} (${zoneName(event.time_zone)})`);
  }
  if (before.location !== event.location) {
    lines.push(event.location ? `${change.rule ? 'New place' : `${from}, new place`}: ${event.location}` : 'No place set any more');
  }
  if (before.title !== event.title) {
    lines.push(`Renamed from “${before.title}”`);
  }
  if (lines.length === 0) {
    return null;
  }
  return { title: event.title, body: lines.join(' · '), url: `/events/${event.id}`, tag: `series-${event.id}` };
}

/** "Cancelled: Tuesday run" · "No more dates from Tue 8 Dec". */
export function seriesCancelledPayload(event: EventFacts, fromIso: string): PushPayload {
  return {
    title: `Cancelled: ${event.title}`,
    body: `No more dates from ${formatShortDate(new Date(fromIso), event.time_zone, LOCALE)}`,
    url: '/events',
    tag: `series-${event.id}`,
  };
}

/** "You're going: Pottery night" · "A seat opened up · Thu 3 Dec, 19:00 (London) · Old Inn": a member waiting was given a seat. */
export function seatOpenedPayload(event: EventFacts): PushPayload {
  const place = event.location ? ` · ${event.location}` : '';
  return {
    title: promotedTitle(event.title),
    body: `A seat opened up · ${whenText(event.start_at, event.time_zone)}${place}`,
    url: `/events/${event.id}`,
    tag: `seat-${event.id}`,
  };
}

/** "Pottery night" · "Tomorrow 19:00 at Old Inn": a member going is reminded (events/reminders/). */
export function reminderPayload(event: EventFacts, when: string): PushPayload {
  return { title: event.title, body: when, url: `/events/${event.id}`, tag: `reminder-${event.id}` };
}
