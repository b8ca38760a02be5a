/**
 * Where a member's personal data lives, and what deleting their account does with each place.
 * The account deletion test reads the database's own schema: a column that points at users and is
 * not listed here fails it, so a new table cannot forget the privacy promise (data deleted within
 * 30 days of the account). Add your table here and its statements to purge-repo.ts and export-repo.ts.
 */
export type Fate =
  /** The rows go. */
  | 'deleted'
  /** The rows stay, pointing at the emptied account, which reads "Deleted member". */
  | 'kept'
  /** The rows pass to another member (a community's ownership). */
  | 'handed_over';

export interface PersonalColumn {
  table: string;
  column: string;
  /** What the column holds: the member's id, or their e-mail address (no foreign key). */
  holds: 'user_id' | 'email';
  fate: Fate;
  why: string;
}

export const PERSONAL_COLUMNS: readonly PersonalColumn[] = [
  { table: 'sessions', column: 'user_id', holds: 'user_id', fate: 'deleted', why: 'Sign-ins end at once, on every device.' },
  { table: 'password_resets', column: 'user_id', holds: 'user_id', fate: 'deleted', why: 'No reset link may open the account again.' },
  { table: 'email_verifications', column: 'user_id', holds: 'user_id', fate: 'deleted', why: 'Confirmation links of the address.' },
  { table: 'email_verifications', column: 'email', holds: 'email', fate: 'deleted', why: 'The address itself.' },
  { table: 'push_subscriptions', column: 'user_id', holds: 'user_id', fate: 'deleted', why: 'The member\'s browsers stop hearing from Gather.' },
  { table: 'api_tokens', column: 'user_id', holds: 'user_id', fate: 'deleted', why: 'Developer API tokens stop working at once: no script acts for a closed account.' },
  { table: 'idempotency_keys', column: 'user_id', holds: 'user_id', fate: 'deleted', why: 'Kept answers to the member\'s own writes.' },
  { table: 'community_members', column: 'user_id', holds: 'user_id', fate: 'deleted', why: 'The member leaves every community (member counts follow).' },
  {
    table: 'communities',
    column: 'owner_id',
    holds: 'user_id',
    fate: 'handed_over',
    why: 'A community with other members passes to its longest-standing admin, else its longest-standing member; one with nobody else goes.',
  },
  { table: 'event_rsvps', column: 'user_id', holds: 'user_id', fate: 'deleted', why: 'Attendance is personal; counts follow.' },
  { table: 'series_rsvps', column: 'user_id', holds: 'user_id', fate: 'deleted', why: 'Answers for every date of a recurring event, like each date\'s own.' },
  { table: 'event_tickets', column: 'user_id', holds: 'user_id', fate: 'deleted', why: 'Tickets stop opening the door at once, when the account closes.' },
  { table: 'event_check_ins', column: 'user_id', holds: 'user_id', fate: 'deleted', why: 'Who came to an event is personal, like the answer; the door\'s counts follow.' },
  {
    table: 'event_check_ins',
    column: 'checked_in_by',
    holds: 'user_id',
    fate: 'kept',
    why: 'The organiser at the door who checked someone in: the check-in stays the other person\'s; the organiser reads "Deleted member".',
  },
  { table: 'comment_likes', column: 'user_id', holds: 'user_id', fate: 'deleted', why: 'Likes go; like counts follow.' },
  { table: 'comments', column: 'author_id', holds: 'user_id', fate: 'kept', why: 'Threads stay whole for the others; the author reads "Deleted member".' },
  { table: 'events', column: 'creator_id', holds: 'user_id', fate: 'kept', why: 'Events belong to their community and its members\' plans; the creator reads "Deleted member".' },
  {
    table: 'event_series',
    column: 'creator_id',
    holds: 'user_id',
    fate: 'kept',
    why: 'A recurring event is kept like a single one: its dates go on for the community; the creator reads "Deleted member".',
  },
  {
    table: 'event_invitations',
    column: 'invited_by_id',
    holds: 'user_id',
    fate: 'kept',
    why: 'Invitations others already answered keep what they opened for them; pending ones and links still open are withdrawn.',
  },
  { table: 'event_invitations', column: 'invited_user_id', holds: 'user_id', fate: 'deleted', why: 'Invitations the member received.' },
  { table: 'event_invitations', column: 'invited_email', holds: 'email', fate: 'deleted', why: 'Invitations addressed to the member\'s e-mail.' },
  { table: 'mail_jobs', column: 'sender_id', holds: 'user_id', fate: 'deleted', why: 'Mail the member sent or had queued (the message they wrote).' },
  { table: 'mail_jobs', column: 'recipient', holds: 'email', fate: 'deleted', why: 'Mail sent to the member.' },
  {
    table: 'pro_subscriptions',
    column: 'user_id',
    holds: 'user_id',
    fate: 'deleted',
    why: 'Pro ends: the subscription is cancelled at Stripe first (payments/account-closing.ts), so nobody is charged for a deleted account.',
  },
  { table: 'billing_customers', column: 'user_id', holds: 'user_id', fate: 'deleted', why: 'The link to the member\'s Stripe customer.' },
  { table: 'pro_checkouts', column: 'user_id', holds: 'user_id', fate: 'deleted', why: 'A Pro checkout left open.' },
  { table: 'donations', column: 'user_id', holds: 'user_id', fate: 'kept', why: 'Money given is a record the accounts keep; it points at the emptied account, with no name or address.' },
  { table: 'google_identities', column: 'user_id', holds: 'user_id', fate: 'deleted', why: 'The Google account the member signed in with is unlinked.' },
  { table: 'google_identities', column: 'email', holds: 'email', fate: 'deleted', why: 'The Google account\'s address.' },
  { table: 'oauth_flows', column: 'user_id', holds: 'user_id', fate: 'deleted', why: 'Calendar connections started and not finished.' },
  {
    table: 'calendar_connections',
    column: 'user_id',
    holds: 'user_id',
    fate: 'deleted',
    why: 'The Google Calendar grant is revoked at Google at once (best effort), and its tokens forgotten.',
  },
  {
    table: 'calendar_sync_items',
    column: 'user_id',
    holds: 'user_id',
    fate: 'deleted',
    why: 'What was synced to their calendar; the copies stay in their own Google calendar, which Gather can no longer reach.',
  },
  { table: 'calendar_feeds', column: 'user_id', holds: 'user_id', fate: 'deleted', why: 'The private feed address stops working at once.' },
  { table: 'event_tombstone_attendees', column: 'user_id', holds: 'user_id', fate: 'deleted', why: 'Deleted events the member was going to, kept 30 days for their feed.' },
  { table: 'event_tombstone_viewers', column: 'user_id', holds: 'user_id', fate: 'deleted', why: 'Deleted private events the member could see, kept 30 days for their feed.' },
  { table: 'event_tombstones', column: 'creator_id', holds: 'user_id', fate: 'kept', why: 'A deleted event\'s creator, as on the event itself: it reads "Deleted member".' },
];

/** How long after a deletion request the personal data may still exist, as the privacy policy promises. */
export const PURGE_WITHIN_DAYS = 30;
