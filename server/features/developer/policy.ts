import type { TokenAccess } from '@contracts/developer/schemas';

/** Where a token stands: only an active one authenticates. */
export type TokenState = 'active' | 'deactivated' | 'expired' | 'deleted';

export function tokenState(token: { deleted_at: string | null; deactivated_at: string | null; expires_at: string | null }, nowIso: string): TokenState {
  if (token.deleted_at !== null) {
    return 'deleted';
  }
  if (token.deactivated_at !== null) {
    return 'deactivated';
  }
  if (token.expires_at !== null && token.expires_at <= nowIso) {
    return 'expired';
  }
  return 'active';
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** POST, PUT, PATCH and DELETE change something; GET, HEAD and OPTIONS only read. */
export const isWriteMethod = (method: string): boolean => !READ_METHODS.has(method.toUpperCase());

export type TokenVerdict = 'allowed' | 'session_required' | 'read_only';

/**
 * Whether an active token may make this request as its member. Never on session-only routes (token
 * management, account and password changes, payments, admin: a leaked token must not mint tokens or
 * lock the member out); a read-only token never writes. What the member may do there is the route's own policy.
 */
export function tokenMayReach(token: { access: TokenAccess }, request: { method: string; sessionOnly: boolean }): TokenVerdict {
  if (request.sessionOnly) {
    return 'session_required';
  }
  if (token.access === 'read_only' && isWriteMethod(request.method)) {
    return 'read_only';
  }
  return 'allowed';
}

/** Only its member sees or manages a token; to anyone else it does not exist (404). */
export const canManageToken = (actor: { id: number }, token: { user_id: number }): boolean => token.user_id === actor.id;
