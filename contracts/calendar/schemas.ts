import { z } from 'zod';
import { isoDateTime, lineText } from '../fields';

export { CALENDAR_MESSAGES, GOOGLE_FLOW_ERRORS } from './messages';

/** GET /auth/google: the web app's one-time nonce, handed back with the token (login CSRF). */
export const GoogleSignInQuery = z.strictObject({
  client_state: z
    .string({ error: 'client_state is required' })
    .regex(/^[A-Za-z0-9_-]{16,128}$/, { error: 'client_state must be 16 to 128 letters, digits, - or _' }),
});

export const GoogleAuthUrlResponse = z.object({ auth_url: z.string() });
export type GoogleAuthUrlResponse = z.infer<typeof GoogleAuthUrlResponse>;

/** Where Google sends the browser back: `code` and `state`, or `error`. Google adds other keys (scope, authuser...). */
export const OAuthCallbackQuery = z.object({
  code: lineText('code').max(2048).optional(),
  state: lineText('state').max(256).optional(),
  error: lineText('error').max(256).optional(),
});

export const CalendarAuthorizeResponse = z.object({ authorization_url: z.string() });
export type CalendarAuthorizeResponse = z.infer<typeof CalendarAuthorizeResponse>;

/** Calendar status (spec section 3), and whether Google stopped accepting the grant. */
export const CalendarStatus = z.object({
  connected: z.boolean(),
  calendar_id: z.string().nullable(),
  calendar_name: z.string().nullable(),
  needs_reconnect: z.boolean(),
});
export type CalendarStatus = z.infer<typeof CalendarStatus>;

/** Calendar list item (spec section 3); only calendars the member may write to are `selectable`. */
export const CalendarListItem = z.object({
  id: z.string(),
  summary: z.string(),
  primary: z.boolean(),
  access_role: z.string(),
  background_color: z.string().nullable(),
  selectable: z.boolean(),
});
export type CalendarListItem = z.infer<typeof CalendarListItem>;
export const CalendarList = z.array(CalendarListItem);

export const CalendarListQuery = z.strictObject({
  page_token: lineText('page_token').min(1).max(512).optional(),
});

export const SetCalendarRequest = z.strictObject({
  calendar_id: lineText('calendar_id').trim().min(1, { error: 'calendar_id is required' }).max(1024, { error: 'calendar_id is too long' }),
});
export type SetCalendarRequest = z.infer<typeof SetCalendarRequest>;

export const CalendarMessageResponse = z.object({ message: z.string() });

/** The member's feed, without its address (only its hash is kept: the address is shown when made). */
export const FeedStatus = z.object({
  enabled: z.boolean(),
  include_communities: z.boolean(),
  created_at: isoDateTime.nullable(),
});
export type FeedStatus = z.infer<typeof FeedStatus>;

/** A new feed address, shown once: the https one and the webcal:// one calendar apps subscribe to. */
export const FeedCreated = z.object({
  https_url: z.string(),
  webcal_url: z.string(),
  include_communities: z.boolean(),
  created_at: isoDateTime,
});
export type FeedCreated = z.infer<typeof FeedCreated>;

/** The body may be left out: a feed of the events the member is going to. */
export const CreateFeedRequest = z
  .strictObject({
    include_communities: z.boolean({ error: 'include_communities must be true or false' }).optional(),
  })
  .default({});
export const UpdateFeedRequest = z.strictObject({
  include_communities: z.boolean({ error: 'include_communities must be true or false' }),
});

/** `/calendar/feeds/<token>.ics`: 43 base64url characters (256 bits). */
export const FeedFileParams = z.object({
  file: z.string().regex(/^[A-Za-z0-9_-]{43}\.ics$/, { error: 'Calendar feed not found' }),
});

/** The feed's file name as the route takes it: any text, since an address that is no feed's, malformed or not, is the same 404 (FeedFileParams tells). */
export const FeedFilePath = z.object({ file: z.string().describe('The feed\'s file name, `<token>.ics`') });
