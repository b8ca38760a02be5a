import type { Db } from '../../../db';
import type { Reminder } from './reminder-kinds';
import type { EventFacts } from '../../push';

/**
 * Events whose reminder of this kind is due at `nowIso` and was not sent for their start: starting
 * within `aheadMs` from now, not within the reminder's grace of it, not started, soonest first.
 */
export async function dueEvents(db: Db, reminder: Reminder, nowIso: string, limit: number): Promise<EventFacts[]> {
  const now = Date.parse(nowIso);
  return db('events as e')
    .where('e.start_at', '>', nowIso)
    .andWhere('e.start_at', '<=', new Date(now + reminder.aheadMs).toISOString())
    .andWhere('e.start_at', '>=', new Date(now + reminder.aheadMs - reminder.graceMs).toISOString())
    .whereNotExists((sent) => {
      void sent.select(db.raw('1')).from('event_reminders_sent as s').whereRaw('s.event_id = e.id and s.start_at = e.start_at').andWhere('s.kind', reminder.kind);
    })
    .orderBy('e.start_at')
    .limit(limit)
    .select<EventFacts[]>('e.id', 'e.title', 'e.start_at', 'e.end_at', 'e.time_zone', 'e.location');
}

/** Records the reminder as sent for this start; false when it already was (another instance sent it). */
export async function markSent(trx: Db, reminder: Reminder, event: EventFacts, nowIso: string): Promise<boolean> {
  const inserted = await trx('event_reminders_sent')
    .insert({ event_id: event.id, kind: reminder.kind, start_at: event.start_at, sent_at: nowIso })
    .onConflict(['event_id', 'kind', 'start_at'])
    .ignore()
    .returning<{ event_id: number }[]>('event_id');
  return inserted.length > 0;
}

export interface Recipient {
  id: number;
  email: string;
  /** Also by e-mail: they chose it, and the address is proven theirs. */
  by_email: boolean;
}

/** Members holding a seat (going, not waiting) who want this reminder. */
export async function recipientsOf(trx: Db, reminder: Reminder, eventId: number): Promise<Recipient[]> {
  const rows = await trx('event_rsvps as r')
    .join('users as u', 'u.id', 'r.user_id')
    .where({ 'r.event_id': eventId, 'r.status': 'going', 'u.is_active': true, [`u.${reminder.setting}`]: true })
    .select<{ id: number; email: string; remind_by_email: boolean | number; email_verified_at: string | null }[]>('u.id', 'u.email', 'u.remind_by_email', 'u.email_verified_at');
  return rows.map((row) => ({ id: row.id, email: row.email, by_email: Boolean(row.remind_by_email) && row.email_verified_at !== null }));
}
