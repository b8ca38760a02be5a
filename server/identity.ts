import type { AppDeps } from './deps';
import { canUseAdminDashboard } from './features/admin/policy';
import { recordSeen } from './features/auth/last-seen';
import { userForToken } from './features/auth/service';
import { tokenMayReach } from './features/developer/policy';
import { authenticateApiTokenOnce } from './features/developer/token-auth';
import { authCacheFor } from './http/auth-cache';
import type { Identity } from './http/authenticate';

/**
 * Who a credential is, from the features that know: a session (auth, through the short per-process
 * cache of http/auth-cache.ts), a developer API token (developer, asked every time so a revoked
 * token is refused at once), when a member was last seen (auth), what a token may reach (developer)
 * and who is a site admin (admin). The authentication step (http/authenticate.ts) asks only this.
 */
export function identityOf(deps: AppDeps): Identity {
  const sessions = authCacheFor(deps.db, deps.config.authCacheSeconds * 1000, () => deps.clock().getTime());
  return {
    sessionUser: (token) => sessions.userFor(token, () => userForToken(deps, token)),
    apiTokenUser: (req, token) => authenticateApiTokenOnce(deps, req, token),
    seen: (user) => recordSeen(deps, user),
    tokenMayReach,
    isSiteAdmin: canUseAdminDashboard,
  };
}
