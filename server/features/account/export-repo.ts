import type { Db } from '../../db';
import { replyStillSees } from '../events';

type Rows = Record<string, unknown>[];

/**
 * What "Download my data" gathers, one section per kind of data the member wrote or set (see
 * personal-data.ts). Secrets (password, session and token hashes) never leave the server.
 */
export async function exportSections(db: Db, userId: number, email: string): Promise<Record<string, Rows>> {
  const sections: Record<string, Rows> = {};
  sections.communities = await db('community_members as m')
    .join('communities as c', 'c.id', 'm.community_id')
    .where('m.user_id', userId)
    .orderBy('m.joined_at')
    .select('c.id as community_id', 'c.name', 'm.is_admin', db.raw('(c.owner_id = ?) as is_owner', [userId]), 'm.google_calendar_auto_sync', 'm.joined_at');
  sections.events_created = await db('events')
    .where({ creator_id: userId })
    .orderBy('id')
    .select('id', 'community_id', 'title', 'description', 'start_at', 'end_at', 'time_zone', 'location', 'price_range', 'is_private', 'event_link', 'ticket_link', 'whatsapp_link', 'capacity', 'guests_allowed', 'created_at', 'updated_at');
  sections.series_created = await db('event_series')
    .where({ creator_id: userId })
    .orderBy('id')
    .select('id', 'community_id', 'title', 'description', 'rrule', 'time_zone', 'first_start_at', 'duration_ms', 'location', 'price_range', 'is_private', 'event_link', 'ticket_link', 'whatsapp_link', 'capacity', 'guests_allowed', 'created_at', 'updated_at');
  sections.rsvps = await db('event_rsvps as r')
    .join('events as e', 'e.id', 'r.event_id')
    .where('r.user_id', userId)
    .orderBy('r.id')
    // The title only of an event they may still see: one who left keeps the reply, not the sight of what it became.
    // Status `waitlisted`: going to a full event, waiting for a seat, at `waitlist_position` (1 is next).
    .select(
      'r.event_id',
      db.raw(`case when ${replyStillSees('r', 'e')} then e.title end as event_title`),
      'r.status',
      'r.guests',
      db.raw(
        'case when r.waitlist_seq is null then null else cast((select count(*) from event_rsvps w where w.event_id = r.event_id and w.waitlist_seq <= r.waitlist_seq) as integer) end as waitlist_position',
      ),
      'r.created_at',
      'r.updated_at',
    );
  // When and at which door they were checked in at events (the title only of one they may still see, as for rsvps).
  sections.check_ins = await db('event_check_ins as c')
    .join('events as e', 'e.id', 'c.event_id')
    .where('c.user_id', userId)
    .orderBy('c.checked_in_at')
    .select('c.event_id', db.raw(`case when ${replyStillSees('c', 'e')} then e.title end as event_title`), 'c.checked_in_at', 'c.door', 'c.guests');
  // Their tickets: when each was issued; never the hash, which would let a copy of the export check them in.
  sections.tickets = await db('event_tickets').where({ user_id: userId }).orderBy('issued_at').select('event_id', 'issued_at');
  // Answers for every date of a recurring event ("Going every Tuesday"); each date's own answer is under rsvps.
  sections.series_rsvps = await db('series_rsvps').where({ user_id: userId }).orderBy('id').select('series_id', 'status', 'created_at', 'updated_at');
  sections.comments = await db('comments')
    .where({ author_id: userId })
    .orderBy('id')
    .select('id', 'event_id', 'parent_id', 'content', 'created_at', 'deleted_at');
  sections.comment_likes = await db('comment_likes').where({ user_id: userId }).orderBy('created_at').select('comment_id', 'created_at');
  sections.invitations_sent = await db('event_invitations')
    .where({ invited_by_id: userId })
    .orderBy('id')
    .select('id', 'event_id', 'event_title', 'invited_email', 'message', 'status', 'created_at', 'responded_at');
  sections.invitations_received = await db('event_invitations')
    .where({ invited_user_id: userId })
    .orWhere({ invited_email: email })
    .orderBy('id')
    .select('id', 'event_id', 'event_title', 'invited_by_id', 'message', 'status', 'created_at', 'responded_at');
  sections.push_subscriptions = await db('push_subscriptions').where({ user_id: userId }).orderBy('id').select('endpoint', 'created_at');
  sections.api_tokens = await db('api_tokens')
    .where({ user_id: userId })
    .whereNull('deleted_at')
    .orderBy('id')
    .select('name', 'token_prefix', 'access', 'created_at', 'last_used_at', 'expires_at', 'deactivated_at');
  sections.donations = await db('donations').where({ user_id: userId }).orderBy('id').select('amount_pence', 'currency', 'status', 'created_at', 'paid_at');
  sections.pro_subscriptions = await db('pro_subscriptions')
    .where({ user_id: userId })
    .orderBy('id')
    .select('status', 'cancel_at_period_end', 'cancel_at', 'current_period_end', 'created_at');
  sections.google_sign_in = await db('google_identities').where({ user_id: userId }).select('email', 'created_at');
  // The calendar grant without its tokens, and whether a feed exists (its address is not kept).
  sections.google_calendar = await db('calendar_connections').where({ user_id: userId }).select('calendar_id', 'calendar_name', 'status', 'scopes', 'connected_at');
  sections.calendar_feed = await db('calendar_feeds').where({ user_id: userId }).select('include_communities', 'created_at');
  return sections;
}
