import type { RsvpState } from '@contracts/events/schemas';
import type { InvitationAccess } from '../invitations';
import type { EventAccess } from './policy';

type Flag = boolean | number;

/** accessColumns (access-sql.ts) as a row gives them (SQLite answers flags as 0/1, PostgreSQL as booleans). */
export interface RawAccessColumns {
  c_owner_id: number;
  c_admin_events_only: Flag;
  c_invite_code_visible_to_all: Flag;
  /** Null when the viewer is not a member. */
  m_is_admin: Flag | null;
  my_rsvp: RsvpState | null;
  invitation_rank: number | string | null;
  invitation_rank_by_email: number | string | null;
}

/** The access rules' view of the viewer and one event, from a row with accessColumns. */
export function accessFromRow(viewerId: number, event: { creator_id: number; is_private: boolean }, raw: RawAccessColumns): EventAccess {
  const rank = Math.max(Number(raw.invitation_rank ?? 0), Number(raw.invitation_rank_by_email ?? 0));
  const invitation: InvitationAccess | null = rank === 2 ? 'accepted' : rank === 1 ? 'invited' : null;
  return {
    community: {
      actorId: viewerId,
      community: {
        owner_id: raw.c_owner_id,
        admin_events_only: Boolean(raw.c_admin_events_only),
        invite_code_visible_to_all: Boolean(raw.c_invite_code_visible_to_all),
      },
      membership: raw.m_is_admin === null ? null : { is_admin: Boolean(raw.m_is_admin) },
    },
    event,
    myRsvp: raw.my_rsvp,
    invitation,
  };
}
