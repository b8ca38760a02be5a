import type { PushPayload } from '../../contracts/push';

export interface EventFacts {
  id: number;
  title: string;
  start_at: string;
  end_at: string | null;
  time_zone: string;
  location: string | null;
}

function parts(iso: string, zone: string): { day: string; date: string; time: string } {
  const at = new Date(iso);
  return {
    day: new Intl.DateTimeFormat('en-GB', { timeZone: zone, weekday: 'short' }).format(at),
    date: new Intl.DateTimeFormat('en-GB', { timeZone: zone, day: 'numeric', month: 'short' }).format(at),
    time: new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at),
  };
}

/** "Thu 3 Dec 19:00" in the event's own zone. */
export function whenText(iso: string, zone: string): string {
  const p = parts(iso, zone);
  return `${p.day} ${p.date} ${p.time}`;
}

/** "Thu 19:00" when both times share a date, else with the date: "Thu 3 Dec 19:00". */
function movedText(fromIso: string, toIso: string, zone: string): string {
  const from = parts(fromIso, zone);
  const to = parts(toIso, zone);
  const sameDate = from.date === to.date;
  const show = (p: typeof from) => (sameDate ? `${p.day} ${p.time}` : `${p.day} ${p.date} ${p.time}`);
  return `Moved from ${show(from)} to ${show(to)}`;
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

export function invitationPayload(input: { invitationId: number; code: string; inviter: string; event: EventFacts }): PushPayload {
  return {
    title: `Invitation: ${input.event.title}`,
    body: `${input.inviter} invited you · ${whenText(input.event.start_at, input.event.time_zone)}`,
    url: `/join-event/${input.code}`,
    tag: `invite-${input.invitationId}`,
  };
}
