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

export function calendarFlagMessage(params: URLSearchParams): CalendarFlagMessage | null {
  const error = params.get('calendar_error');
  if (error) {
    return {
      success: null,
      error: error === 'access_denied' ? 'Access denied. Please try again.' : `Error: ${error}`,
      scopeHint: error.includes('Scope has changed'),
    };
  }
  if (params.get('calendar') === 'connected') {
    return { success: 'Google Calendar connected successfully!', error: null, scopeHint: false };
  }
  return null;
}
