import type { UserRow } from './repo';

/** Who an invitation may be addressed to: a member's account, and their e-mail once they proved it. */
export interface Invitee {
  id: number;
  /** The member's e-mail when they proved they receive mail there; null until then. */
  provenEmail: string | null;
}

/**
 * The one rule for e-mail-addressed access: an invitation sent to an address (and an ADMIN_EMAILS
 * entry) belongs to whoever proved they receive mail there, not to whoever registered it first.
 */
export function inviteeOf(user: Pick<UserRow, 'id' | 'email' | 'email_verified_at'>): Invitee {
  return { id: user.id, provenEmail: user.email_verified_at === null ? null : user.email };
}
