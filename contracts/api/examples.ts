/**
 * Example answers shared by the endpoint catalog's entries (each entry's `examples`), so one event
 * or community reads the same across the documentation. Every example must pass the schema it is
 * shown for: tests/server/endpoint-examples.test.ts checks each one against its contract.
 */

const CREATED = '2026-11-02T09:15:00Z';
const UPDATED = '2026-11-03T17:40:00Z';

export const EXAMPLE_PERSON = { id: 7, username: 'sam', full_name: 'Sam Rivera', is_pro: false };
const ORGANISER = { id: 3, username: 'alex', full_name: 'Alex Chen', is_pro: true };

export const EXAMPLE_USER = {
  id: 7,
  uuid: '5b0d3c1e-8f2a-4c47-9d0e-1a2b3c4d5e6f',
  email: 'sam@example.com',
  username: 'sam',
  full_name: 'Sam Rivera',
  created_at: '2026-10-01T08:00:00Z',
  last_login_at: '2026-11-20T18:02:11Z',
  is_admin: false,
  is_pro: false,
  is_active: true,
  google_calendar_global_auto_sync: false,
  remind_day_before: true,
  remind_hour_before: true,
  remind_by_email: false,
  email_verified: true,
  sign_in_methods: ['email'],
};

export const EXAMPLE_MESSAGE = (message: string) => ({ message });

const MEMBER_PERMISSIONS = {
  is_member: true,
  is_owner: false,
  is_admin: false,
  can_manage: false,
  can_create_events: true,
  can_see_invite_code: true,
  can_regenerate_invite_code: false,
  can_see_member_emails: false,
  can_leave: true,
  can_transfer_ownership: false,
  can_delete: false,
};

export const EXAMPLE_COMMUNITY = {
  id: 12,
  name: 'Riverside Runners',
  description: 'Easy 5 km runs along the river every Saturday morning.',
  invite_code: 'K7QM3XPA9R',
  created_at: CREATED,
  member_count: 2,
  admin_events_only: false,
  invite_code_visible_to_all: true,
  google_calendar_auto_sync: false,
  permissions: MEMBER_PERMISSIONS,
};

export const EXAMPLE_MEMBER = {
  id: 31,
  user: EXAMPLE_PERSON,
  is_admin: false,
  is_owner: false,
  can_be_managed: false,
  joined_at: UPDATED,
};

const OWNER_MEMBER = { id: 30, user: ORGANISER, is_admin: false, is_owner: true, can_be_managed: false, joined_at: CREATED };

export const EXAMPLE_COMMUNITY_DETAIL = { ...EXAMPLE_COMMUNITY, owner: ORGANISER, members: [OWNER_MEMBER, EXAMPLE_MEMBER] };

/** The same community as its new owner sees it right after creating it. */
export const EXAMPLE_NEW_COMMUNITY = {
  ...EXAMPLE_COMMUNITY,
  member_count: 1,
  permissions: {
    ...MEMBER_PERMISSIONS,
    is_owner: true,
    can_manage: true,
    can_regenerate_invite_code: true,
    can_see_member_emails: true,
    can_leave: false,
    can_transfer_ownership: true,
    can_delete: true,
  },
  owner: ORGANISER,
  members: [{ ...OWNER_MEMBER, user: { ...ORGANISER, email: 'alex@example.com' } }],
};

export const EXAMPLE_COMMUNITY_INVITE_INFO = {
  id: 12,
  name: EXAMPLE_COMMUNITY.name,
  description: EXAMPLE_COMMUNITY.description,
  member_count: 2,
  owner_name: ORGANISER.full_name,
};

export const EXAMPLE_EVENT = {
  id: 42,
  title: 'Saturday river run',
  description: 'Meet by the boathouse; coffee afterwards.',
  start_datetime: '2026-12-05T09:00:00.000Z',
  end_datetime: '2026-12-05T10:00:00.000Z',
  time_zone: 'Europe/London',
  location: 'Boathouse, Riverside Park',
  price_range: null,
  is_private: false,
  event_link: null,
  ticket_link: null,
  whatsapp_link: null,
  community_id: 12,
  community_name: EXAMPLE_COMMUNITY.name,
  creator: ORGANISER,
  rsvp_counts: { going: 1, maybe: 0, not_going: 0, waitlisted: 0 },
  capacity: 12,
  guests_allowed: 1,
  seats_taken: 1,
  my_rsvp: 'going',
  my_guests: 0,
  my_waitlist_position: null,
  can_edit: false,
  can_delete: false,
  is_creator: false,
  /** One Saturday of a weekly run. */
  series: {
    id: 7,
    rule: { frequency: 'weekly', interval: 1, weekdays: ['SA'], ending: { type: 'never' } },
    first_start_datetime: '2026-11-07T09:00:00.000Z',
    my_rsvp: 'going',
    may_answer_every_date: true,
  },
  created_at: CREATED,
  updated_at: UPDATED,
};

/** The same event as the lists answer it. */
export const EXAMPLE_EVENT_LIST_ITEM = {
  id: EXAMPLE_EVENT.id,
  title: EXAMPLE_EVENT.title,
  start_datetime: EXAMPLE_EVENT.start_datetime,
  end_datetime: EXAMPLE_EVENT.end_datetime,
  time_zone: EXAMPLE_EVENT.time_zone,
  location: EXAMPLE_EVENT.location,
  is_private: EXAMPLE_EVENT.is_private,
  community_id: EXAMPLE_EVENT.community_id,
  community_name: EXAMPLE_EVENT.community_name,
  rsvp_counts: EXAMPLE_EVENT.rsvp_counts,
  going_preview: [{ id: EXAMPLE_PERSON.id, name: EXAMPLE_PERSON.full_name }],
  capacity: EXAMPLE_EVENT.capacity,
  seats_taken: EXAMPLE_EVENT.seats_taken,
  my_rsvp: EXAMPLE_EVENT.my_rsvp,
  can_edit: false,
  can_delete: false,
  is_creator: false,
  series_id: EXAMPLE_EVENT.series.id,
};

export const EXAMPLE_EVENT_DETAIL = {
  ...EXAMPLE_EVENT,
  rsvps: [{ user: EXAMPLE_PERSON, status: 'going', guests: 0, waitlist_position: null, updated_at: UPDATED }],
  my_check_in: null,
};

/** An event as its creator sees it right after creating it. */
export const EXAMPLE_NEW_EVENT = {
  ...EXAMPLE_EVENT_DETAIL,
  creator: EXAMPLE_PERSON,
  rsvp_counts: { going: 0, maybe: 0, not_going: 0, waitlisted: 0 },
  seats_taken: 0,
  my_rsvp: null,
  can_edit: true,
  can_delete: true,
  is_creator: true,
  series: null,
  rsvps: [],
};

export const EXAMPLE_REPLY = {
  id: 88,
  content: 'Count me in!',
  event_id: 42,
  parent_id: 87,
  author: ORGANISER,
  created_at: '2026-11-21T10:05:00Z',
  likes_count: 0,
  is_liked_by_user: false,
  is_deleted: false,
  can_delete: false,
  client_id: null,
  replies: [],
};

/** A comment as POST /comments answers it: no reply count (one just posted has none). */
const COMMENT = {
  id: 87,
  content: 'Is the route flat enough for beginners?',
  event_id: 42,
  parent_id: null,
  author: EXAMPLE_PERSON,
  created_at: '2026-11-21T09:58:00Z',
  likes_count: 1,
  is_liked_by_user: false,
  is_deleted: false,
  can_delete: true,
  client_id: null,
  replies: [EXAMPLE_REPLY],
};

/** A top-level comment of a discussion page: its first replies, how many it has, and where the rest start. */
export const EXAMPLE_COMMENT = { ...COMMENT, replies_count: 1, replies_next: null };

export const EXAMPLE_NEW_COMMENT = { ...COMMENT, likes_count: 0, client_id: '3f1c2a9e-6d4b-4e8a-9c1f-2b7d5e0a4c61', replies: [] };

export const EXAMPLE_LIKE = { comment_id: 87, likes_count: 2, is_liked_by_user: true };

const INVITATION_EVENT = {
  id: 42,
  title: EXAMPLE_EVENT.title,
  start_datetime: EXAMPLE_EVENT.start_datetime,
  end_datetime: EXAMPLE_EVENT.end_datetime,
  time_zone: EXAMPLE_EVENT.time_zone,
  location: EXAMPLE_EVENT.location,
  description: EXAMPLE_EVENT.description,
  is_private: false,
  price_range: EXAMPLE_EVENT.price_range,
  community_name: EXAMPLE_EVENT.community_name,
};

export const EXAMPLE_INVITATION = {
  id: 55,
  event: INVITATION_EVENT,
  invited_by: ORGANISER,
  invited_user: EXAMPLE_PERSON,
  invited_email: 'sam@example.com',
  message: 'Join us on Saturday!',
  invite_code: 'H8K2M4P6R9T3V5X7',
  is_link: false,
  series: false,
  status: 'pending',
  created_at: '2026-11-20T12:00:00Z',
  responded_at: null,
};

export const EXAMPLE_ACCEPTED_INVITATION = { ...EXAMPLE_INVITATION, status: 'accepted', responded_at: '2026-11-21T08:30:00Z' };
export const EXAMPLE_DECLINED_INVITATION = { ...EXAMPLE_INVITATION, status: 'declined', responded_at: '2026-11-21T08:30:00Z' };

export const EXAMPLE_PUBLIC_INVITATION = {
  event: INVITATION_EVENT,
  invited_by: ORGANISER,
  message: EXAMPLE_INVITATION.message,
  invite_code: EXAMPLE_INVITATION.invite_code,
  is_link: false,
  series: false,
  status: 'pending',
  created_at: EXAMPLE_INVITATION.created_at,
  responded_at: null,
  going_count: 3,
};

export const EXAMPLE_PUSH_ENDPOINT = 'https://fcm.googleapis.com/fcm/send/dR2x-example-subscription';
export const EXAMPLE_PUSH_SUBSCRIPTION = {
  endpoint: EXAMPLE_PUSH_ENDPOINT,
  expirationTime: null,
  keys: {
    p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  },
};
