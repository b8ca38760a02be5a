import { GOOGLE_FLOW_ERRORS } from '@contracts/calendar/messages';

/**
 * The flags /settings is opened with after Google's consent page (?calendar=connected or
 * ?calendar_error=...), in the spec's words (section 8).
 */
export interface CalendarFlagMessage {
  success: string | null;
  error: string | null;
  /** The error says 'Scope has changed': Clear Connection, then connect again, is the way out. */
  scopeHint: boolean;
}

export const CALENDAR_FLAGS = ['calendar', 'calendar_error'] as const;

/** What an error value the server never sends shows instead of itself. */
export const UNKNOWN_CALENDAR_ERROR = 'Google Calendar could not be connected. Please try again.';

/** The texts the server sends as `calendar_error` (server/features/calendar/connection-service.ts). */
const KNOWN_ERRORS: ReadonlySet<string> = new Set(Object.values(GOOGLE_FLOW_ERRORS));

export function calendarFlagMessage(params: URLSearchParams): CalendarFlagMessage | null {
  const error = params.get('calendar_error');
  if (error) {
    // The address is anyone's to write: only the server's own texts are shown as they came (issue 28).
    const known = KNOWN_ERRORS.has(error);
    return {
      success: null,
      error: error === 'access_denied' ? 'Access denied. Please try again.' : `Error: ${known ? error : UNKNOWN_CALENDAR_ERROR}`,
      scopeHint: known && error.includes('Scope has changed'),
    };
  }
  if (params.get('calendar') === 'connected') {
    return { success: 'Google Calendar connected successfully!', error: null, scopeHint: false };
  }
  return null;
}
