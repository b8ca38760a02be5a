import { errorMessage } from '../../lib/api-client';

export const PUSH_ON_FAILED = 'Could not turn on notifications. Please try again.';

/**
 * Why turning notifications on failed, in words a member can act on (issue 28: "Please try
 * again" where trying again could never work). The browser's subscribe call names the cause in
 * its DOMException: AbortError when it has no push service to register with (Chromium without
 * Google's services, Brave with push off), NotAllowedError when it refuses, NotSupportedError
 * when push is missing. Anything else (our own server refusing, a dropped connection) may pass
 * on a second try.
 */
export function pushFailureText(error: unknown): string {
  if (error instanceof DOMException) {
    switch (error.name) {
      case 'AbortError':
        return 'This browser could not reach a push service, so it cannot receive notifications here. Some browsers have none or have it turned off (Brave, and Chromium without Google’s services): try another browser.';
      case 'NotAllowedError':
        return 'This browser blocked notifications for this site. Allow them in its site settings, then turn this on again.';
      case 'NotSupportedError':
        return 'This browser does not support notifications from websites.';
      default:
        break;
    }
  }
  return errorMessage(error, PUSH_ON_FAILED);
}
