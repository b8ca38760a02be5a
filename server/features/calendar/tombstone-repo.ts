import type { Db } from '../../db';
import { replyStillSees } from '../events';

/** How long feeds keep saying STATUS:CANCELLED for a deleted event. */
export const TOMBSTONE_KEPT_MS = 30 * 24 * 60 * 60 * 1000;

/** Which events are being deleted: one, or a community's from a time on (older ones are in no feed). */
type Doomed = { eventId: number } | { communityId: number; startingFrom: string };

/** The SQL condition on events `e` for `doomed`, with its bindings. */
function doomedEvents(doomed: Doomed): [string, (string | number)[]] {
  return 'eventId' in doomed ? ['e.id = ?', [doomed.eventId]] : ['e.community_id = ? and e.start_at >= ?', [doomed.communityId, doomed.startingFrom]];
}

/**
 * Keeps what feeds need of events being deleted (call before deleting, in the same transaction):
 * their last facts, the next SEQUENCE, who was going or maybe, whose feeds had them, and for a
 * private event who else could see it (the rule of events/policy.ts: who replied, who holds a
 * live invitation to their account or to the address they proved; the creator, owner and admins
 * are known without a list). A reply counts only while its member may still see the event
 * (replyStillSees): one who left or was removed lost the event from their feed then, and must not
 * get it back as a cancellation carrying the text as edited since. A few statements, whatever the
 * number of events.
 */
async function keepTombstones(db: Db, doomed: Doomed, nowIso: string): Promise<void> {
  const [where, bindings] = doomedEvents(doomed);
  await db.raw(
    `insert into event_tombstones (event_id, community_id, creator_id, is_private, title, description, location, start_at, end_at, time_zone, sequence, deleted_at)
     select e.id, e.community_id, e.creator_id, e.is_private, e.title, e.description, e.location, e.start_at, e.end_at, e.time_zone, e.sequence + 1, ?
     from events e where ${where}
     on conflict (event_id) do nothing`,
    [nowIso, ...bindings],
  );
  await db.raw(
    `insert into event_tombstone_attendees (event_id, user_id)
     select r.event_id, r.user_id from event_rsvps r join events e on e.id = r.event_id
     where ${where} and r.status in ('going', 'maybe') and ${replyStillSees('r', 'e')}
     on conflict (event_id, user_id) do nothing`,
    bindings,
  );
  const live = "i.status in ('pending', 'accepted')";
  await db.raw(
    `insert into event_tombstone_viewers (event_id, user_id)
     select v.event_id, v.user_id from (
       select r.event_id, r.user_id from event_rsvps r join events e on e.id = r.event_id where ${where} and e.is_private = true and ${replyStillSees('r', 'e')}
       union select i.event_id, i.invited_user_id from event_invitations i join events e on e.id = i.event_id
         where ${where} and e.is_private = true and ${live} and i.invited_user_id is not null
       union select i.event_id, u.id from event_invitations i join events e on e.id = i.event_id join users u on u.email = i.invited_email
         where ${where} and e.is_private = true and ${live} and u.email_verified_at is not null
     ) v where v.user_id is not null
     on conflict (event_id, user_id) do nothing`,
    [...bindings, ...bindings, ...bindings],
  );
}

/** Keeps an event's tombstone: see keepTombstones. */
export async function keepTombstone(db: Db, event: { id: number }, nowIso: string): Promise<void> {
  await keepTombstones(db, { eventId: event.id }, nowIso);
}

/** Keeps the tombstones of a community's events starting from `startingFrom` on, as the community is deleted. */
export async function keepCommunityTombstones(db: Db, communityId: number, startingFrom: string, nowIso: string): Promise<void> {
  await keepTombstones(db, { communityId, startingFrom }, nowIso);
}

export async function purgeTombstonesBefore(db: Db, beforeIso: string): Promise<void> {
  await db('event_tombstones').where('deleted_at', '<', beforeIso).delete();
}
