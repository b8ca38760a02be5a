import type { Db } from '../../db';
import type { EventFacts } from '../push';

/** The community passes to `newOwnerId`; the former owner stays a member, as an admin. */
export async function setOwner(db: Db, communityId: number, formerOwnerId: number, newOwnerId: number): Promise<void> {
  await db('communities').where({ id: communityId }).update({ owner_id: newOwnerId });
  await db('community_members').where({ community_id: communityId }).whereIn('user_id', [formerOwnerId, newOwnerId]).update({ is_admin: true });
}

/** The community's events still to come: their members hear that they are cancelled. */
export async function upcomingEventsOf(db: Db, communityId: number, nowIso: string): Promise<EventFacts[]> {
  return db('events')
    .where({ community_id: communityId })
    .where('start_at', '>=', nowIso)
    .select<EventFacts[]>('id', 'title', 'start_at', 'end_at', 'time_zone', 'location');
}

/** Stops every unsent invitation mail of the community's events. */
export async function withdrawUnsentMailsOf(db: Db, communityId: number, nowIso: string): Promise<void> {
  await db('mail_jobs')
    .whereIn('invitation_id', db('event_invitations').select('event_invitations.id').join('events', 'events.id', 'event_invitations.event_id').where('events.community_id', communityId))
    .whereNull('sent_at')
    .whereNull('failed_at')
    .update({ failed_at: nowIso, last_error: 'Withdrawn: the community was deleted before the mail was sent' });
}

/** Deletes the community; memberships, events, replies and discussions go with it (foreign keys cascade). */
export async function deleteCommunity(db: Db, communityId: number): Promise<boolean> {
  return (await db('communities').where({ id: communityId }).delete()) > 0;
}
