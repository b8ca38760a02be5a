/**
 * The SQL fragments of event access (policy.canViewEvent's inputs), shared by the detail and list
 * statements (repo.ts, list-repo.ts): each an index seek on one event, bounded by the page.
 * Text only; the repos run them. Named bindings: :viewer (user id), :email (their proven e-mail or null).
 *
 * Each lookup is a subquery on one table by its key, never a join: SQLite plans a join from its
 * statistics, and with those of a small database (ANALYZE on a new site, which then grows) it
 * scanned communities, memberships and users for every event of a page (280 ms instead of 1 ms
 * at 10,000 events); a one-table subquery on a key is a seek whatever the statistics say.
 */

export type Dialect = 'sqlite' | 'postgres';

/**
 * SQLite's planner follows its statistics (ANALYZE, PRAGMA optimize), which can turn an index seek
 * or range into a scan; this names the index a step is shaped for, so its plan holds whatever the
 * statistics say. PostgreSQL has no hints; the same indexes serve it (see the README).
 */
export const indexedBy = (dialect: Dialect, index: string) => (dialect === 'sqlite' ? ` indexed by ${index}` : '');

const BY_ACCOUNT = 'event_invitations_event_id_invited_user_id_index';
const BY_EMAIL = 'event_invitations_event_id_invited_email_index';

/**
 * The viewer's invitations to `event` (an id column) with one of `statuses`, by one address: their
 * account (an index on (event_id, invited_user_id)) or their proven e-mail (on (event_id,
 * invited_email)). Asked in two parts, never as one `or`: each part is then one seek whatever the
 * number of the event's invitations, where the `or` read every invitation of the event.
 */
const invitationsBy = (alias: string, address: 'account' | 'email', statuses: string, dialect: Dialect, event: string) =>
  address === 'account'
    ? `from event_invitations ${alias}${indexedBy(dialect, BY_ACCOUNT)} where ${alias}.event_id = ${event} and ${alias}.invited_user_id = :viewer and ${alias}.status in (${statuses})`
    : `from event_invitations ${alias}${indexedBy(dialect, BY_EMAIL)} where ${alias}.event_id = ${event} and ${alias}.invited_email = :email and ${alias}.status in (${statuses})`;

/**
 * `exists (query)`, run as a seek for each row it is asked of. Under an `or`, PostgreSQL may instead
 * run an EXISTS once per statement as a "hashed SubPlan": it reads every row of the viewer's that
 * the subquery could match (all their replies, invitations or memberships) and hashes them. The
 * generic plan of a named prepared statement (the hot reads, db-read.ts) costs that with the
 * average member's rows, about 100 replies at 100,000 events, while an active member has 10,000:
 * the community list read them all for every page, 1.5 ms of its 3 ms. PostgreSQL never rewrites
 * an EXISTS that has an OFFSET (subselect.c, simplify_EXISTS_query), so `offset 0` keeps the seek.
 * SQLite runs a correlated EXISTS per row and takes no fence.
 */
export const existsRow = (dialect: Dialect, query: string) => `exists (${query}${dialect === 'postgres' ? ' offset 0' : ''})`;

/** Whether the viewer holds an invitation with one of `statuses` to `event` (e.id unless told). */
export const isInvitedTo = (alias: string, statuses: string, dialect: Dialect, event = 'e.id') =>
  `(${existsRow(dialect, `select 1 ${invitationsBy(alias, 'account', statuses, dialect, event)}`)} or ${existsRow(dialect, `select 1 ${invitationsBy(alias, 'email', statuses, dialect, event)}`)})`;

const rankBy = (address: 'account' | 'email', dialect: Dialect, event: string) =>
  `(select max(case when i.status = 'accepted' then 2 else 1 end) ${invitationsBy('i', address, "'pending', 'accepted'", dialect, event)})`;

/** A column of a community by id. */
export const communityColumn = (column: string, id: string) => `(select c.${column} from communities c where c.id = ${id})`;

/** A column of a user by id. */
export const userColumn = (column: string, id: string) => `(select u.${column} from users u where u.id = ${id})`;

/**
 * The columns every access decision reads, for the event row `e` (with id and community_id): the
 * community's rules, the viewer's membership (is_admin, null when not a member), the viewer's reply,
 * and their invitation by account and by e-mail (2 accepted, 1 pending).
 */
export const accessColumns = (dialect: Dialect, e = 'e') => `${communityColumn('owner_id', `${e}.community_id`)} as c_owner_id,
    ${communityColumn('admin_events_only', `${e}.community_id`)} as c_admin_events_only,
    ${communityColumn('invite_code_visible_to_all', `${e}.community_id`)} as c_invite_code_visible_to_all,
    (select m.is_admin from community_members m${indexedBy(dialect, 'community_members_community_id_user_id_unique')}
      where m.community_id = ${e}.community_id and m.user_id = :viewer) as m_is_admin,
    (select r.status from event_rsvps r${indexedBy(dialect, 'event_rsvps_event_id_user_id_unique')} where r.event_id = ${e}.id and r.user_id = :viewer) as my_rsvp,
    ${rankBy('account', dialect, `${e}.id`)} as invitation_rank, ${rankBy('email', dialect, `${e}.id`)} as invitation_rank_by_email`;

/**
 * The reply `r` (an event_rsvps row) of someone who may still see its event `e`: they are still in
 * its community (where their reply opens even a private event to them), or hold an accepted
 * invitation to it (policy.canViewEvent). A member who leaves or is removed keeps their row, so it
 * is there again if they rejoin; until then it must tell them nothing of the event: no feed entry,
 * no cancellation, no notification. Plain text with no bindings, for any statement.
 */
export const replyStillSees = (r = 'r', e = 'e') =>
  `(exists (select 1 from community_members rm where rm.community_id = ${e}.community_id and rm.user_id = ${r}.user_id)
    or exists (select 1 from event_invitations ri where ri.event_id = ${r}.event_id and ri.invited_user_id = ${r}.user_id and ri.status = 'accepted'))`;
