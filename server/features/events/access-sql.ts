/**
 * The SQL fragments of event access (policy.canViewEvent's inputs), shared by the detail and list
 * statements (repo.ts, list-repo.ts): each is an index seek on one event, bounded by the page.
 * Text only; the repos run them. Named bindings: :viewer (user id), :email (their proven e-mail or null).
 */

/** The viewer's live invitation to event e: addressed to their account, or their proven e-mail. */
export const invitedTo = (alias: string, statuses: string) =>
  `${alias}.event_id = e.id and ${alias}.status in (${statuses}) and (${alias}.invited_user_id = :viewer or ${alias}.invited_email = :email)`;

/**
 * The columns every access decision reads, for event e in community c with the viewer's membership m:
 * the community's rules, the membership, the viewer's reply, and their invitation (2 accepted, 1 pending).
 */
export const ACCESS_COLUMNS = `c.owner_id as c_owner_id, c.admin_events_only as c_admin_events_only,
    c.invite_code_visible_to_all as c_invite_code_visible_to_all, m.id as m_id, m.is_admin as m_is_admin,
    (select r.status from event_rsvps r where r.event_id = e.id and r.user_id = :viewer) as my_rsvp,
    (select max(case when i.status = 'accepted' then 2 else 1 end) from event_invitations i
      where ${invitedTo('i', "'pending', 'accepted'")}) as invitation_rank`;

/** The joins ACCESS_COLUMNS reads from. */
export const ACCESS_JOINS = `join communities c on c.id = e.community_id
  left join community_members m on m.community_id = e.community_id and m.user_id = :viewer`;
