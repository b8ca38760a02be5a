import type { Db } from '../../db';

/** How long feeds keep saying STATUS:CANCELLED for a deleted event. */
export const TOMBSTONE_KEPT_MS = 30 * 24 * 60 * 60 * 1000;

export interface DeletedEvent {
  id: number;
  community_id: number;
  title: string;
  description: string | null;
  location: string | null;
  start_at: string;
  end_at: string | null;
  time_zone: string;
  sequence: number;
}

/**
 * Keeps what feeds need of an event being deleted (call before deleting, in the same transaction):
 * its last facts, the next SEQUENCE, and who was going or maybe, whose feeds had it.
 */
export async function keepTombstone(db: Db, event: DeletedEvent, nowIso: string): Promise<void> {
  await db('event_tombstones')
    .insert({
      event_id: event.id,
      community_id: event.community_id,
      title: event.title,
      description: event.description,
      location: event.location,
      start_at: event.start_at,
      end_at: event.end_at,
      time_zone: event.time_zone,
      sequence: event.sequence + 1,
      deleted_at: nowIso,
    })
    .onConflict('event_id')
    .ignore();
  await db('event_tombstone_attendees')
    .insert(db('event_rsvps').select(db.raw('? as event_id', [event.id]), 'user_id').where({ event_id: event.id }).whereIn('status', ['going', 'maybe']))
    .onConflict(['event_id', 'user_id'])
    .ignore();
}

export async function purgeTombstonesBefore(db: Db, beforeIso: string): Promise<void> {
  await db('event_tombstones').where('deleted_at', '<', beforeIso).delete();
}
