import type { Db } from '../../db';

/** How long feeds keep saying STATUS:CANCELLED for a deleted event. */
export const TOMBSTONE_KEPT_MS = 30 * 24 * 60 * 60 * 1000;

export interface DeletedEvent {
  id: number;
  community_id: number;
  creator_id: number;
  is_private: boolean;
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
 * its last facts, the next SEQUENCE, who was going or maybe, whose feeds had it, and for a private
 * event who else could see it (event visibility, events/policy.ts: who replied, who was invited;
 * the creator, owner and admins are known without a list).
 */
export async function keepTombstone(db: Db, event: DeletedEvent, nowIso: string): Promise<void> {
  await db('event_tombstones')
    .insert({
      event_id: event.id,
      community_id: event.community_id,
      creator_id: event.creator_id,
      is_private: event.is_private,
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
  if (event.is_private) {
    await keepPrivateViewers(db, event.id);
  }
}

/** Who replied to the private event, or holds a live invitation to it (to their account, or to the address they proved). */
async function keepPrivateViewers(db: Db, eventId: number): Promise<void> {
  const replied = db('event_rsvps').select('user_id').where({ event_id: eventId });
  const invited = db('event_invitations').select('invited_user_id as user_id').where({ event_id: eventId }).whereIn('status', ['pending', 'accepted']).whereNotNull('invited_user_id');
  const invitedByEmail = db('event_invitations as i')
    .join('users as u', 'u.email', 'i.invited_email')
    .select('u.id as user_id')
    .where({ 'i.event_id': eventId })
    .whereIn('i.status', ['pending', 'accepted'])
    .whereNotNull('u.email_verified_at');
  const viewers = (await replied.union(invited).union(invitedByEmail)) as unknown as { user_id: number }[];
  const rows = [...new Set(viewers.map((viewer) => viewer.user_id))].map((userId) => ({ event_id: eventId, user_id: userId }));
  for (let from = 0; from < rows.length; from += 200) {
    await db('event_tombstone_viewers').insert(rows.slice(from, from + 200)).onConflict(['event_id', 'user_id']).ignore();
  }
}

export async function purgeTombstonesBefore(db: Db, beforeIso: string): Promise<void> {
  await db('event_tombstones').where('deleted_at', '<', beforeIso).delete();
}
