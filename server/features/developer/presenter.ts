import type { ApiToken } from '@contracts/developer/schemas';
import { tokenState } from './policy';
import type { ApiTokenRow } from './repo';

/** A token as its member sees it: never its hash, never the secret. */
export function presentToken(row: ApiTokenRow, nowIso: string): ApiToken {
  const state = tokenState(row, nowIso);
  return {
    id: row.id,
    name: row.name,
    is_active: state === 'active',
    is_expired: row.expires_at !== null && row.expires_at <= nowIso,
    token_prefix: row.token_prefix,
    access: row.access,
    created_at: row.created_at,
    last_used_at: row.last_used_at,
    expires_at: row.expires_at,
  };
}
