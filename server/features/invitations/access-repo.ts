import type { Knex } from 'knex';
import type { Db } from '../../db';
import type { Invitee } from '../users/proven-email';

/**
 * The invitations addressed to this member (`column` prefixes the table alias): to their account,
 * or to their e-mail once they proved they own it (users/proven-email.ts).
 */
export function addressedTo(invitee: Invitee, alias = '') {
  return (who: Knex.QueryBuilder): void => {
    void who.where(`${alias}invited_user_id`, invitee.id);
    if (invitee.provenEmail !== null) {
      void who.orWhere(`${alias}invited_email`, invitee.provenEmail);
    }
  };
}

/** How an invitation lets a user near an event: invited (pending) or accepted. */
export type InvitationAccess = 'invited' | 'accepted';

/**
 * The user's invitations to the given events, addressed to their account or their e-mail.
 * Accepted wins over pending. Links themselves (no addressee) grant nothing.
 */
export async function invitationAccessFor(db: Db, invitee: Invitee, eventIds: number[]): Promise<Map<number, InvitationAccess>> {
  if (eventIds.length === 0) {
    return new Map();
  }
  const rows = await db('event_invitations')
    .whereIn('event_id', eventIds)
    .whereIn('status', ['pending', 'accepted'])
    .where(addressedTo(invitee))
    .select<{ event_id: number; status: string }[]>('event_id', 'status');
  const access = new Map<number, InvitationAccess>();
  for (const row of rows) {
    if (row.status === 'accepted' || !access.has(row.event_id)) {
      access.set(row.event_id, row.status === 'accepted' ? 'accepted' : 'invited');
    }
  }
  return access;
}
