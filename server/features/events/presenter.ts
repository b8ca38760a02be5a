import type { Event, EventDetail, EventListItem, EventSeries, RsvpCounts } from '@contracts/events/schemas';
import type { EventListRow } from './list-repo';
import { canDeleteEvent, canEditEvent, isCreator } from './policy';
import type { EventAccess } from './policy';
import type { EventRow, RsvpWithUserRow } from './repo';

/** What the seats of an event come to, from its replies (seats/ keeps them within the capacity). */
export interface SeatSummary {
  counts: RsvpCounts;
  seats_taken: number;
  my_guests: number;
  my_waitlist_position: number | null;
}

export function presentEvent(row: EventRow, access: EventAccess, seats: SeatSummary, series: EventSeries | null): Event {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    start_datetime: row.start_at,
    end_datetime: row.end_at,
    time_zone: row.time_zone,
    location: row.location,
    price_range: row.price_range,
    is_private: row.is_private,
    event_link: row.event_link,
    ticket_link: row.ticket_link,
    whatsapp_link: row.whatsapp_link,
    community_id: row.community_id,
    community_name: row.community_name,
    creator: { id: row.creator_id, username: row.creator_username, full_name: row.creator_full_name, is_pro: row.creator_is_pro },
    rsvp_counts: seats.counts,
    capacity: row.capacity,
    guests_allowed: row.guests_allowed,
    seats_taken: seats.seats_taken,
    my_rsvp: access.myRsvp,
    my_guests: seats.my_guests,
    my_waitlist_position: seats.my_waitlist_position,
    can_edit: canEditEvent(access),
    can_delete: canDeleteEvent(access),
    is_creator: isCreator(access),
    series,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** Each waiting reply's place on the waitlist (1 is next), by the order they arrived in. */
function waitlistPositions(rsvps: readonly RsvpWithUserRow[]): Map<number, number> {
  const waiting = rsvps.filter((r) => r.status === 'waitlisted').sort((a, b) => Number(a.waitlist_seq) - Number(b.waitlist_seq));
  return new Map(waiting.map((r, index) => [r.user_id, index + 1]));
}

/** The replies' counts and seats, and the viewer's own guests and place. */
function seatSummary(rsvps: readonly RsvpWithUserRow[], positions: Map<number, number>, viewerId: number): SeatSummary {
  const counts: RsvpCounts = { going: 0, maybe: 0, not_going: 0, waitlisted: 0 };
  let seatsTaken = 0;
  let myGuests = 0;
  for (const rsvp of rsvps) {
    counts[rsvp.status] += 1;
    seatsTaken += rsvp.status === 'going' ? 1 + Number(rsvp.guests) : 0;
    myGuests = rsvp.user_id === viewerId ? Number(rsvp.guests) : myGuests;
  }
  return { counts, seats_taken: seatsTaken, my_guests: myGuests, my_waitlist_position: positions.get(viewerId) ?? null };
}

/** Every reply, the waitlist after the rest in its order (the attendee dialog lists it so). */
export function presentEventDetail(row: EventRow, access: EventAccess, rsvps: RsvpWithUserRow[], series: EventSeries | null, myCheckIn: EventDetail['my_check_in']): EventDetail {
  const positions = waitlistPositions(rsvps);
  const ordered = [...rsvps.filter((r) => r.status !== 'waitlisted'), ...rsvps.filter((r) => r.status === 'waitlisted').sort((a, b) => (positions.get(a.user_id) ?? 0) - (positions.get(b.user_id) ?? 0))];
  return Object.assign(presentEvent(row, access, seatSummary(rsvps, positions, access.community.actorId), series), {
    rsvps: ordered.map((r) => ({
      user: { id: r.user_id, username: r.username, full_name: r.full_name, is_pro: Boolean(r.is_pro) },
      status: r.status,
      guests: Number(r.guests),
      waitlist_position: positions.get(r.user_id) ?? null,
      updated_at: r.updated_at,
    })),
    my_check_in: myCheckIn,
  });
}

/** One event as a list shows it (the detail endpoint carries the rest). */
export function presentListItem(row: EventListRow): EventListItem {
  const { access } = row;
  return {
    id: row.id,
    title: row.title,
    start_datetime: row.start_at,
    end_datetime: row.end_at,
    time_zone: row.time_zone,
    location: row.location,
    is_private: row.is_private,
    community_id: row.community_id,
    community_name: row.community_name,
    rsvp_counts: row.counts,
    going_preview: row.going.map((person) => ({ id: person.id, name: person.name })),
    capacity: row.capacity,
    seats_taken: row.seats_taken,
    my_rsvp: access.myRsvp,
    can_edit: canEditEvent(access),
    can_delete: canDeleteEvent(access),
    is_creator: isCreator(access),
    series_id: row.series_id,
  };
}
