import type { Event, EventDetail, EventListItem, EventSeries, RsvpCounts } from '@contracts/events/schemas';
import type { EventListRow } from './list-repo';
import { canDeleteEvent, canEditEvent, isCreator } from './policy';
import type { EventAccess } from './policy';
import type { EventRow, RsvpWithUserRow } from './repo';

export function presentEvent(row: EventRow, access: EventAccess, counts: RsvpCounts, series: EventSeries | null): Event {
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
    rsvp_counts: counts,
    my_rsvp: access.myRsvp,
    can_edit: canEditEvent(access),
    can_delete: canDeleteEvent(access),
    is_creator: isCreator(access),
    series,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export function presentEventDetail(row: EventRow, access: EventAccess, rsvps: RsvpWithUserRow[], series: EventSeries | null): EventDetail {
  const counts: RsvpCounts = { going: 0, maybe: 0, not_going: 0 };
  for (const rsvp of rsvps) {
    counts[rsvp.status] += 1;
  }
  return Object.assign(presentEvent(row, access, counts, series), {
    rsvps: rsvps.map((r) => ({
      user: { id: r.user_id, username: r.username, full_name: r.full_name, is_pro: Boolean(r.is_pro) },
      status: r.status,
      updated_at: r.updated_at,
    })),
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
    my_rsvp: access.myRsvp,
    can_edit: canEditEvent(access),
    can_delete: canDeleteEvent(access),
    is_creator: isCreator(access),
    series_id: row.series_id,
  };
}
