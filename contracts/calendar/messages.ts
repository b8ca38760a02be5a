/**
 * The texts of Google sign-in, the calendar connection and the feeds. Plain strings with no imports,
 * so the web app shows the server's own words without bundling zod.
 */
export const CALENDAR_MESSAGES = {
  signInNotConfigured: 'Google sign-in is not configured on this server',
  calendarNotConfigured: 'Google Calendar is not configured on this server',
  connected: 'Google Calendar connected successfully!',
  selected: 'Calendar selected successfully!',
  disconnected: 'Google Calendar disconnected successfully',
  cleared: 'Google Calendar connection cleared. Connect again to sync your events.',
  notConnected: 'Google Calendar is not connected',
  needsReconnect: 'Google no longer accepts the connection to your calendar. Connect Google Calendar again.',
  calendarNotFound: 'That calendar is not in your Google Calendar list',
  calendarNotWritable: 'Pick a calendar you can add events to',
  googleUnavailable: 'Google Calendar did not answer. Please try again in a moment.',
  feedNotFound: 'Calendar feed not found',
  feedNotEnabled: 'You have no calendar feed yet',
} as const;

/** What /auth/callback and /settings show after a round trip to Google went wrong (the `error` flag). */
export const GOOGLE_FLOW_ERRORS = {
  flowExpired: 'The sign-in took too long or was already used. Please try again.',
  notConfirmed: 'Google did not confirm the sign-in. Please try again.',
  emailNotVerified: 'Google has not verified the e-mail address of this Google account',
  scopeChanged: 'Scope has changed: Google did not grant access to your calendars. Allow calendar access when you connect again.',
  noOfflineAccess: 'Google did not grant lasting access to your calendar. Please try again.',
  connectionExpired: 'The connection took too long or was already used. Please try again.',
  otherBrowser: 'This connection was started in another browser. Connect Google Calendar from Settings in this one.',
} as const;
