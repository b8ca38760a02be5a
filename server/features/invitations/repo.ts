import type { Knex } from 'knex';
import type { Db } from '../../db';
import type { InvitationStatus } from '@contracts/invitations/schemas';
import { addressedTo } from './access-repo';
import type { Invitee } from '../../users/proven-email';

export interface InvitationRow {
  id: number;
  event_id: number | null;
  event_title: string;
  event_start_at: string;
  invited_by_id: number;
  invited_user_id: number | null;
  invited_email: string | null;
  message: string | null;
  invite_code: string;
  link_id: number | null;
  /** To every date of a recurring event from this one on (SQLite answers 0 or 1). */
  series: boolean | number;
  status: 'pending' | 'accepted' | 'declined' | 'expired';
  created_at: string;
  responded_at: string | null;
}

/** An invitation with its event (when it still exists) and the people on it, ready to present. */
export interface InvitationViewRow extends InvitationRow {
  e_end_at: string | null;
  e_start_at: string | null;
  e_time_zone: string | null;
  e_location: string | null;
  e_description: string | null;
  e_is_private: boolean | number | null;
  e_price_range: string | null;
  e_community_name: string | null;
  by_username: string;
  by_full_name: string | null;
  by_is_pro: boolean | number;
  to_username: string | null;
  to_full_name: string | null;
  to_is_pro: boolean | number | null;
}

export type NewInvitation = Omit<InvitationRow, 'id'>;

export async function insertInvitation(db: Db, row: NewInvitation): Promise<number> {
  const [inserted] = await db('event_invitations').insert(row).returning<{ id: number }[]>('id');
  if (!inserted) {
    throw new Error('Invitation insert returned no id');
  }
  return inserted.id;
}

function selectView(db: Db) {
  return db('event_invitations as i')
    .leftJoin('events as e', 'e.id', 'i.event_id')
    .leftJoin('communities as c', 'c.id', 'e.community_id')
    .join('users as by', 'by.id', 'i.invited_by_id')
    .leftJoin('users as to', 'to.id', 'i.invited_user_id')
    .select([
      'i.*',
      'e.start_at as e_start_at',
      'e.end_at as e_end_at',
      'e.time_zone as e_time_zone',
      'e.location as e_location',
      'e.description as e_description',
      'e.is_private as e_is_private',
      'e.price_range as e_price_range',
      'c.name as e_community_name',
      'by.username as by_username',
      'by.full_name as by_full_name',
      'by.is_pro as by_is_pro',
      'to.username as to_username',
      'to.full_name as to_full_name',
      'to.is_pro as to_is_pro',
    ]);
}

/**
 * Filters by the status a person sees: a pending invitation whose event has started or been
 * deleted reads as expired.
 */
function whereEffectiveStatus(query: Knex.QueryBuilder, status: InvitationStatus | undefined, nowIso: string): Knex.QueryBuilder {
  if (status === 'pending') {
    return query.where((live) => {
      void live.where('i.status', 'pending').whereNotNull('i.event_id').where('e.start_at', '>', nowIso);
    });
  }
  if (status === 'expired') {
    return query.where((q) => {
      void q.where('i.status', 'expired').orWhere((p) => {
        void p.where('i.status', 'pending').where((gone) => {
          void gone.whereNull('i.event_id').orWhere('e.start_at', '<=', nowIso);
        });
      });
    });
  }
  return status ? query.where('i.status', status) : query;
}

export async function findInvitationView(db: Db, where: { id: number } | { invite_code: string }): Promise<InvitationViewRow | null> {
  const query = 'id' in where ? selectView(db).where('i.id', where.id) : selectView(db).where('i.invite_code', where.invite_code);
  return ((await query.first()) as InvitationViewRow | undefined) ?? null;
}

export async function listReceived(db: Db, invitee: Invitee, status: InvitationStatus | undefined, nowIso: string): Promise<InvitationViewRow[]> {
  const query: Knex.QueryBuilder = selectView(db).where(addressedTo(invitee, 'i.'));
  return (await whereEffectiveStatus(query, status, nowIso).orderBy('i.created_at', 'desc').orderBy('i.id', 'desc').limit(500)) as InvitationViewRow[];
}

/**
 * What a user sent: e-mail invitations, links, and each answer someone gave to one of their links
 * (an invitation of its own, to that person), so the sender sees who accepted or declined.
 */
export async function listSent(
  db: Db,
  userId: number,
  filters: { status?: InvitationStatus; eventId?: number },
  nowIso: string,
): Promise<InvitationViewRow[]> {
  let query: Knex.QueryBuilder = selectView(db).where('i.invited_by_id', userId);
  if (filters.eventId) {
    query = query.where('i.event_id', filters.eventId);
  }
  return (await whereEffectiveStatus(query, filters.status, nowIso).orderBy('i.created_at', 'desc').orderBy('i.id', 'desc').limit(500)) as InvitationViewRow[];
}

export async function listForEvent(db: Db, eventId: number): Promise<InvitationViewRow[]> {
  return (await selectView(db).where('i.event_id', eventId).orderBy('i.created_at', 'desc').orderBy('i.id', 'desc')) as InvitationViewRow[];
}

/** How many people are going to an event (the public invitation says so, never who). */
export async function countGoing(db: Db, eventId: number): Promise<number> {
  const row = await db('event_rsvps').where({ event_id: eventId, status: 'going' }).count<{ n: number | string }[]>({ n: '*' }).first();
  return Number(row?.n ?? 0);
}

export async function hasPendingInvitation(db: Db, eventId: number, email: string): Promise<boolean> {
  const row = await db('event_invitations').where({ event_id: eventId, invited_email: email, status: 'pending' }).first<{ id: number } | undefined>('id');
  return row !== undefined;
}

export async function findLinkAnswer(db: Db, linkId: number, userId: number): Promise<boolean> {
  const row = await db('event_invitations').where({ link_id: linkId, invited_user_id: userId }).first<{ id: number } | undefined>('id');
  return row !== undefined;
}

/**
 * Holds the inviter's user row until the transaction ends, so one sender's invitations are checked
 * against the limit and inserted one at a time. PostgreSQL takes a row lock (FOR NO KEY UPDATE:
 * like FOR UPDATE between inviters, but rows that merely reference the user are not held up);
 * SQLite needs none (knex drops the clause there): its write transactions already run one at a time.
 */
export async function lockInviter(db: Db, userId: number): Promise<void> {
  await db('users').where({ id: userId }).forNoKeyUpdate().first('id');
}

/** Answers a pending invitation; false when it was no longer pending (someone answered first). */
export async function answerInvitation(db: Db, id: number, userId: number, status: 'accepted' | 'declined', nowIso: string): Promise<boolean> {
  const updated = await db('event_invitations')
    .where({ id, status: 'pending' })
    .update({ status, invited_user_id: userId, responded_at: nowIso });
  return updated === 1;
}

export async function deleteInvitation(db: Db, id: number): Promise<void> {
  await db('event_invitations').where({ id }).delete();
}

/** The member who proved they own this address, if any: only they may receive what is sent to it. */
export async function findUserIdByEmail(db: Db, email: string): Promise<number | null> {
  const row = await db('users').where({ email }).whereNotNull('email_verified_at').first<{ id: number } | undefined>('id');
  return row?.id ?? null;
}
