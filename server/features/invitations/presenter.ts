import type { Invitation, InvitationStatus, PublicInvitation } from '@contracts/invitations/schemas';
import type { InvitationViewRow } from './repo';

/** The status a person sees: pending turns to expired once the event has started or been deleted. */
export function effectiveStatus(row: Pick<InvitationViewRow, 'status' | 'event_id' | 'e_start_at'>, nowIso: string): InvitationStatus {
  if (row.status === 'pending' && (row.event_id === null || row.e_start_at === null || row.e_start_at <= nowIso)) {
    return 'expired';
  }
  return row.status;
}

export const isLink = (row: Pick<InvitationViewRow, 'invited_email' | 'invited_user_id' | 'link_id'>): boolean =>
  row.invited_email === null && row.invited_user_id === null && row.link_id === null;

export function presentInvitation(row: InvitationViewRow, nowIso: string): Invitation {
  return {
    id: row.id,
    event: {
      id: row.event_id,
      title: row.event_title,
      start_datetime: row.e_start_at ?? row.event_start_at,
      end_datetime: row.e_end_at,
      time_zone: row.e_time_zone ?? 'UTC',
      location: row.e_location,
      description: row.e_description,
      is_private: Boolean(row.e_is_private),
      price_range: row.e_price_range,
      community_name: row.e_community_name,
    },
    invited_by: { id: row.invited_by_id, username: row.by_username, full_name: row.by_full_name, is_pro: Boolean(row.by_is_pro) },
    invited_user: row.invited_user_id && row.to_username ? { id: row.invited_user_id, username: row.to_username, full_name: row.to_full_name, is_pro: Boolean(row.to_is_pro) } : null,
    invited_email: row.invited_email,
    message: row.message,
    invite_code: row.invite_code,
    is_link: isLink(row),
    series: Boolean(row.series),
    status: effectiveStatus(row, nowIso),
    created_at: row.created_at,
    responded_at: row.responded_at,
  };
}

export function presentPublicInvitation(row: InvitationViewRow, nowIso: string, goingCount: number): PublicInvitation {
  const { id: _id, invited_user: _user, invited_email: _email, ...rest } = presentInvitation(row, nowIso);
  return { ...rest, going_count: goingCount };
}
