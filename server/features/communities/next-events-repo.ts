import type { Db } from '../../db';

/** The soonest coming event of a community that its member may see, as a community card shows it. */
export interface NextEventRow {
  community_id: number;
  id: number;
  title: string;
  start_at: string;
  end_at: string | null;
  time_zone: string;
}

/**
 * For every community a user belongs to, its next event they may see: public ones, their own,
 * ones they replied to, and every event where they manage (owner or admin). Two statements for the
 * whole list: a subquery per community row that reads the (community_id, start_at) index up to
 * its first visible event, then those events by id.
 */
export async function nextEventsOfMember(db: Db, userId: number, nowIso: string): Promise<Map<number, NextEventRow>> {
  const firstVisible = db('events as e')
    .select('e.id')
    .whereRaw('e.community_id = c.id')
    .where('e.start_at', '>=', nowIso)
    .where((visible) => {
      void visible
        .where('e.is_private', false)
        .orWhere('e.creator_id', userId)
        .orWhere('m.is_admin', true)
        .orWhereRaw('c.owner_id = ?', [userId])
        .orWhereExists((rsvp) => {
          void rsvp.select(db.raw('1')).from('event_rsvps as r').whereRaw('r.event_id = e.id').andWhere('r.user_id', userId);
        });
    })
    .orderBy('e.start_at', 'asc')
    .orderBy('e.id', 'asc')
    .limit(1);
  const firsts = await db('community_members as m')
    .join('communities as c', 'c.id', 'm.community_id')
    .where('m.user_id', userId)
    .select<{ next_id: number | null }[]>(firstVisible.as('next_id'));
  const ids = firsts.map((row) => row.next_id).filter((id): id is number => id !== null);
  if (ids.length === 0) {
    return new Map();
  }
  const events = await db('events')
    .whereIn('id', ids)
    .select<NextEventRow[]>('community_id', 'id', 'title', 'start_at', 'end_at', 'time_zone');
  return new Map(events.map((event) => [event.community_id, event]));
}
