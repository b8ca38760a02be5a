import type { Knex } from 'knex';
import type { Invitee } from '../../users/proven-email';

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
