import type { Db } from '../../db';

/** How an invitation lets a user near an event: invited (pending) or accepted. */
export type InvitationAccess = 'invited' | 'accepted';

/**
 * The user's invitations to the given events, addressed to their account or their e-mail.
 * Accepted wins over pending. Links themselves (no addressee) grant nothing.
 */
export async function invitationAccessFor(db: Db, userId: number, email: string, eventIds: number[]): Promise<Map<number, InvitationAccess>> {
  if (eventIds.length === 0) {
    return new Map();
  }
  const rows = await db('event_invitations')
    .whereIn('event_id', eventIds)
    .whereIn('status', ['pending', 'accepted'])
    .where((who) => {
      void who.where('invited_user_id', userId).orWhere('invited_email', email);
    })
    .select<{ event_id: number; status: string }[]>('event_id', 'status');
  const access = new Map<number, InvitationAccess>();
  for (const row of rows) {
    if (row.status === 'accepted' || !access.has(row.event_id)) {
      access.set(row.event_id, row.status === 'accepted' ? 'accepted' : 'invited');
    }
  }
  return access;
}
