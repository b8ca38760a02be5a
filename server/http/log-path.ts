/**
 * Paths whose last part is a credential: whoever holds the path holds the access (a calendar feed's
 * bearer token, a community's or an event's invite code). Matched whatever the case and however many
 * slashes, as the router and the browser routes would take them.
 */
const SECRET_SEGMENTS: readonly (readonly [RegExp, string])[] = [
  [/^(\/+api\/+calendar\/+feeds\/+)[^/]+/i, '$1:token'],
  [/^(\/+api\/+(?:event-invites|communities)\/+invite\/+)[^/]+/i, '$1:code'],
  [/^(\/+(?:join-event|invite)\/+)[^/]+/i, '$1:code'],
];

/**
 * A request's path as logs may hold it: no query string (it may carry codes and tokens too) and the
 * credential of the paths above replaced by its name (`/api/communities/invite/:code`). Every log
 * line that names a request goes through here.
 */
export function pathForLog(url: string): string {
  const path = url.split('?')[0] ?? '';
  const secret = SECRET_SEGMENTS.find(([pattern]) => pattern.test(path));
  return secret ? path.replace(secret[0], secret[1]) : path;
}
